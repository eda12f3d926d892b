/**
 * Review before download on the dashboard (issue 18 item 4): a converted certificate's every
 * field is listed with low/medium confidence marked; a field is corrected and the correction
 * stays; the user's own PDF is opened in the browser and clicking a field draws its page with
 * the value's box outlined. Screenshots at 1280 and 375 px, axe on the open review.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  AXLE_SCALE_PDF,
  expectAccessible,
  signUp,
  uniqueEmail,
  watchConsole,
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
  const converted = await page.request.post('/api/convert-pdf', {
    multipart: {
      pdf: {
        name: 'axle-scale.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(AXLE_SCALE_PDF),
      },
    },
  });
  expect(converted.status()).toBe(200);
  await page.reload();

  await page.getByRole('button', { name: 'Review values of axle-scale.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review extracted values' });
  await expect(dialog).toBeVisible();

  // Every field is listed; the engine's doubts are marked.
  const fields = dialog.getByRole('list', { name: `Fields of ${INSTRUMENT}` });
  await expect(fields.getByRole('listitem')).toHaveCount(17);
  await expect(dialog.getByText('Low confidence').first()).toBeVisible();
  await expect(dialog.getByText('Medium confidence').first()).toBeVisible();

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
