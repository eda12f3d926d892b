/**
 * Review before download on the dashboard (issue 18 item 4): a converted certificate's every
 * field is listed with low/medium confidence marked; a field is corrected and the correction
 * stays; the user's own PDF is opened in the browser and clicking a field draws its page with
 * the value's box outlined. Screenshots at 1280 and 375 px, axe on the open review.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  buildPdf,
  heading,
  keyValues,
  table,
  title,
} from '../tests/unit/extraction/helpers/build-pdf.js';
import {
  AXLE_SCALE_PDF,
  expectAccessible,
  screenshotViewportAtWidths,
  signUp,
  uniqueEmail,
  watchConsole,
  convertIntoAccount,
} from './fixtures/app-helpers.js';

const INSTRUMENT = 'Axle Weighing Scale';

/** The outline lies within the drawn page and has a size. */
async function expectHighlightOnCanvas(page: Page) {
  const canvas = page.getByTestId('pdf-page-canvas');
  const highlight = page.getByTestId('source-highlight');
  await expect(canvas).toHaveAttribute('data-ready', 'true');
  await expect(highlight).toBeVisible();
  // Measured together once the page has been drawn at the current width.
  await expect(async () => {
    const pageBox = (await canvas.boundingBox())!;
    const box = (await highlight.boundingBox())!;
    expect(box.width).toBeGreaterThan(4);
    expect(box.height).toBeGreaterThan(4);
    expect(box.x).toBeGreaterThanOrEqual(pageBox.x - 0.5);
    expect(box.y).toBeGreaterThanOrEqual(pageBox.y - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(pageBox.x + pageBox.width + 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(pageBox.y + pageBox.height + 0.5);
  }).toPass({ timeout: 10_000 });
}

test('a signed-in user reviews, corrects and locates values on the certificate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  await signUp(page, 'Rey Ocampo', uniqueEmail('rey'), 'correct horse battery');
  const converted = await convertIntoAccount(page);

  await page.getByRole('button', { name: 'Review values of axle-scale.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review extracted values' });
  await expect(dialog).toBeVisible();

  // Every field is listed; the engine's doubts are marked.
  const fields = dialog.getByRole('list', { name: `Fields of ${INSTRUMENT}` });
  await expect(fields.getByRole('listitem')).toHaveCount(17);
  await expect(dialog.getByText('Low confidence').first()).toBeVisible();
  await expect(dialog.getByText('Medium confidence').first()).toBeVisible();
  // The lab's accreditation, checked against the published lab directory.
  await expect(dialog.getByTestId('accreditation-check')).toContainText('Accreditation check:');

  // Correct the interval (a number input), then the serial number (text).
  await dialog
    .getByRole('button', { name: `Edit Calibration Interval (months) of ${INSTRUMENT}` })
    .click();
  const interval = dialog.getByLabel(`Calibration Interval (months) of ${INSTRUMENT}`, {
    exact: true,
  });
  await expect(interval).toHaveAttribute('type', 'number');
  await interval.fill('12');
  await dialog
    .getByRole('button', { name: `Save Calibration Interval (months) of ${INSTRUMENT}` })
    .click();
  const intervalRow = fields.locator('li[data-field="calibrationInterval"]');
  await expect(intervalRow).toContainText('12');
  await expect(intervalRow).toContainText('Corrected');
  await expect(
    dialog.getByRole('button', { name: `Edit Calibration Interval (months) of ${INSTRUMENT}` }),
  ).toBeFocused();

  // A value the server refuses is explained where it was typed.
  await dialog.getByRole('button', { name: `Edit Serial # of ${INSTRUMENT}` }).click();
  const serial = dialog.getByLabel(`Serial # of ${INSTRUMENT}`, { exact: true });
  await expect(serial).toHaveValue('1122YL23001');
  await serial.fill('1122YL23001-A');
  await dialog.getByRole('button', { name: `Save Serial # of ${INSTRUMENT}` }).click();
  await expect(fields.locator('li[data-field="serialNumber"]')).toContainText('1122YL23001-A');

  // The correction is stored: the server answers it.
  const detail = await page.request.get(
    `/api/conversions/${(await converted.json()).conversionId}`,
  );
  expect((await detail.json()).corrections).toEqual({
    '0': { calibrationInterval: 12, serialNumber: '1122YL23001-A' },
  });

  // Before a PDF is chosen, selecting a field says where it is and asks for the file.
  await dialog.getByRole('button', { name: `Show Serial # of ${INSTRUMENT} on the page` }).click();
  await expect(dialog.getByText(`Serial # of ${INSTRUMENT}: page 1.`)).toBeVisible();
  // pdf.js runs its worker from the app's own assets, served as JavaScript.
  const worker = page.waitForResponse((response) => /\/assets\/pdf\.worker/.test(response.url()));
  await dialog.getByLabel('Show where values were read: choose the PDF').setInputFiles({
    name: 'axle-scale.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(AXLE_SCALE_PDF),
  });
  await expectHighlightOnCanvas(page);
  const workerScript = await worker;
  expect(workerScript.status()).toBe(200);
  expect(workerScript.headers()['content-type']).toContain('javascript');

  // The low-confidence lab name is shown where it was read, too.
  await dialog
    .getByRole('button', { name: `Show Calibration Lab of ${INSTRUMENT} on the page` })
    .click();
  await expectHighlightOnCanvas(page);
  // The interval was not printed: no position.
  await dialog
    .getByRole('button', {
      name: `Show Calibration Interval (months) of ${INSTRUMENT} on the page`,
    })
    .click();
  await expect(
    dialog.getByText(
      `No position was recorded for Calibration Interval (months) of ${INSTRUMENT}.`,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('source-highlight')).toHaveCount(0);

  await dialog.getByRole('button', { name: `Show Serial # of ${INSTRUMENT} on the page` }).click();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectHighlightOnCanvas(page);
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
    await page.getByTestId('source-highlight').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/app-review-${width}.png` });
  }
  await expectAccessible(page, 'app-review');

  // Closing returns to the list; the dashboard shows the corrected interval's due date.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Review values of axle-scale.pdf' })).toBeFocused();
  consoleWatch.expectClean();
});

/** One certificate, three instruments in a table (as in the engine's multi-instrument tests). */
async function threeInstrumentPdf(): Promise<Buffer> {
  const bytes = await buildPdf([
    [
      title('Calibration Certificate'),
      ...keyValues([
        ['Certificate No.', 'MC-2025-077'],
        ['Customer', 'Blue Ridge Water Authority'],
        ['Calibration Date', '2025-03-14'],
      ]),
      heading('Instruments Calibrated', 50, 230),
      ...table(
        ['Item Description', 'Manufacturer', 'Serial Number', 'Due Date'],
        [
          ['Pressure Gauge', 'WIKA', 'PG-1001', '2026-03-14'],
          ['Pressure Gauge', 'WIKA', 'PG-1002', '2026-03-14'],
          // A due date that reads two ways ("03/09/2025"): this row's own doubt.
          ['Digital Thermometer', 'Testo', 'DT-2203', '03/09/2025'],
        ],
        [50, 200, 320, 450],
        250,
      ),
    ],
  ]);
  return Buffer.from(bytes);
}

test('every instrument of a multi-instrument certificate can be reviewed and corrected', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  await signUp(page, 'Mira Santos', uniqueEmail('mira'), 'correct horse battery');
  const converted = await page.request.post('/api/convert-pdf', {
    multipart: {
      pdf: { name: 'gauges.pdf', mimeType: 'application/pdf', buffer: await threeInstrumentPdf() },
    },
  });
  expect(converted.status()).toBe(200);
  const { conversionId } = (await converted.json()) as { conversionId: string };
  await page.reload();

  await page.getByRole('button', { name: 'Review values of gauges.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review extracted values' });
  const instrument = dialog.getByLabel('Instrument', { exact: true });
  await expect(instrument.locator('option')).toHaveText([
    '1. Pressure Gauge',
    '2. Pressure Gauge',
    '3. Digital Thermometer',
  ]);
  await instrument.selectOption({ label: '3. Digital Thermometer' });
  const fields = dialog.getByRole('list', { name: 'Fields of Digital Thermometer' });
  await expect(fields.locator('li[data-field="serialNumber"]')).toContainText('DT-2203');
  // Each instrument's values are marked by their own confidence: this one's doubtful due date.
  const thermometerDue = fields.locator('li[data-field="dueDate"]');
  await expect(thermometerDue).toHaveAttribute('data-confidence', 'low');
  await expect(thermometerDue.getByText('Low confidence')).toBeVisible();
  await thermometerDue.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/app-review-third-instrument.png' });
  await expect(fields.locator('li[data-field="serialNumber"]')).not.toHaveAttribute(
    'data-confidence',
  );

  // A date takes a date input; the result a choice of the four results.
  await dialog.getByRole('button', { name: 'Edit Due Date of Digital Thermometer' }).click();
  const due = dialog.getByLabel('Due Date of Digital Thermometer', { exact: true });
  await expect(due).toHaveAttribute('type', 'date');
  await due.fill('2025-10-01');
  await dialog.getByRole('button', { name: 'Save Due Date of Digital Thermometer' }).click();
  await expect(fields.locator('li[data-field="dueDate"]')).toContainText('2025-10-01');
  await dialog.getByRole('button', { name: 'Edit Result of Digital Thermometer' }).click();
  await dialog.getByLabel('Result of Digital Thermometer', { exact: true }).selectOption('Fail');
  await dialog.getByRole('button', { name: 'Save Result of Digital Thermometer' }).click();
  await expect(fields.locator('li[data-field="result"]')).toContainText('Fail');

  const detail = await page.request.get(`/api/conversions/${conversionId}`);
  expect((await detail.json()).corrections).toEqual({
    '2': { dueDate: '2025-10-01', result: 'Fail' },
  });

  // Positions are recorded for the first instrument only: the others say so.
  await dialog
    .getByRole('button', { name: 'Show Serial # of Digital Thermometer on the page' })
    .click();
  await expect(
    dialog.getByText('No position was recorded for Serial # of Digital Thermometer.'),
  ).toBeVisible();
  await instrument.selectOption({ label: '1. Pressure Gauge' });
  const gaugeFields = dialog.getByRole('list', { name: 'Fields of Pressure Gauge' });
  await expect(gaugeFields.locator('li[data-field="dueDate"]')).not.toHaveAttribute(
    'data-confidence',
  );
  await dialog.getByRole('button', { name: 'Show Serial # of Pressure Gauge on the page' }).click();
  await expect(dialog.getByText('Serial # of Pressure Gauge: page 1.')).toBeVisible();
  consoleWatch.expectClean();
});

test('a visitor reviews every value in the convert dialog, the PDF already on hand', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Upload certificates' }).first().click();
  const convert = page.getByRole('dialog', { name: 'Convert Calibration Certificates' });
  await convert.locator('input[type="file"]').setInputFiles([AXLE_SCALE_PDF]);
  await convert.getByRole('button', { name: 'Convert PDF' }).click();
  const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
  await expect(results).toBeVisible({ timeout: 60_000 });

  await results.getByRole('button', { name: `Review all values of ${INSTRUMENT}` }).click();
  const review = page.getByRole('dialog', { name: 'Review extracted values' });
  await expect(review.getByRole('list', { name: `Fields of ${INSTRUMENT}` })).toBeVisible();
  // The PDF is still in this browser: the page is drawn without choosing it again.
  await review.getByRole('button', { name: `Show Serial # of ${INSTRUMENT} on the page` }).click();
  await expectHighlightOnCanvas(page);
  await screenshotViewportAtWidths(page, 'app-review-in-convert-dialog');
  await expectHighlightOnCanvas(page);

  await review.getByRole('button', { name: `Edit Serial # of ${INSTRUMENT}` }).click();
  await review.getByLabel(`Serial # of ${INSTRUMENT}`, { exact: true }).fill('SN-FROM-REVIEW');
  await review.getByRole('button', { name: `Save Serial # of ${INSTRUMENT}` }).click();
  await expect(review.locator('li[data-field="serialNumber"]')).toContainText('SN-FROM-REVIEW');
  await page.keyboard.press('Escape');
  // The correction shows on the result card the visitor goes on to pay for.
  await expect(results).toContainText('SN-FROM-REVIEW');
  consoleWatch.expectClean();
});
