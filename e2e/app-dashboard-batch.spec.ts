/**
 * Issue 23, items 5 and 6, on the dashboard's upload dialog: a Pro user converts several PDFs in
 * one run with each file's state and "File N of M"; a busy server (429 + Retry-After) makes a file
 * wait, not fail; a network error and an unreadable file stay in the results with their reason
 * and Retry; one register for the run. Escape mid-run asks first. A free user picking two files
 * still converts one. Screenshots at 375 and 1280 px and axe on each dialog state.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  AXLE_SCALE_PDF,
  BACKFLOW_PDF,
  checkDialog,
  expectToast,
  fixture,
  pdfUpload,
  readWorkbook,
  screenshotViewportAtWidths,
  signUp,
  uniqueEmail,
  watchConsole,
} from './fixtures/app-helpers.js';

const AXLE_NAME = 'en_nml-ph_axle-scale_02-2025-FORC-0042.pdf';
const BACKFLOW_NAME = 'en_hardie-industrial_backflow-test-kit_as-found-as-left.pdf';

/** Pro through the TEST MODE provider's API (the subscribe page is covered by app-dashboard). */
async function subscribeToPro(page: Page) {
  const setup = await page.request.post('/api/create-subscription');
  expect(setup.status()).toBe(200);
  const { clientSecret } = (await setup.json()) as { clientSecret: string };
  const confirmed = await page.request.post('/api/payments/local/subscription/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const user = (await (await page.request.get('/api/auth/user')).json()) as { plan: string };
  expect(user.plan).toBe('pro');
}

/** A gate a routed request waits on, opened by the test once it has looked at the screen. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test('a Pro user converts several PDFs in one run, retries the failed ones and downloads one register', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const consoleWatch = watchConsole(page);
  await signUp(page, 'Pat Morgan', uniqueEmail('pat'), 'correct horse battery');
  await subscribeToPro(page);
  await page.reload();

  await page.getByRole('button', { name: 'Upload Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert New Certificate' });
  await expect(dialog).toContainText('up to 50 files per run');
  await expect(dialog).not.toContainText('Batch upload of several files is a Pro feature.');
  const input = dialog.locator('input[type="file"]');

  // More than 50 at once: the run holds 50.
  const many = Array.from({ length: 51 }, (_, index) => ({
    name: `certificate-${index + 1}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  }));
  await input.setInputFiles(many);
  await expectToast(page, 'Too many files', 'Maximum 50 PDFs can be processed at once');
  const selected = dialog.getByRole('list', { name: 'Selected files' });
  await expect(selected.getByRole('listitem')).toHaveCount(50);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Upload Certificate' }).click();
  await input.setInputFiles([AXLE_SCALE_PDF, BACKFLOW_PDF, fixture('photo-renamed.pdf')]);
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  await checkDialog(page, 'app-dashboard-batch-selected');

  // 1st request: the server is busy (429, Retry-After 3 s); 2nd: held until the test has
  // looked; 3rd (the second file): the network drops; the rest go through.
  const held = gate();
  let calls = 0;
  await page.route('**/api/convert-pdf', async (route) => {
    calls += 1;
    if (calls === 1) {
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '3' },
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests.', errorType: 'RATE_LIMITED' }),
      });
    } else if (calls === 2) {
      await held.opened;
      await route.continue();
    } else if (calls === 3) {
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  await dialog.getByRole('button', { name: 'Start Conversion' }).click();
  const rows = dialog.getByRole('list', { name: 'Files in this batch' }).getByTestId('batch-file');
  await expect(dialog.getByText('File 1 of 3')).toBeVisible();
  await expect(rows.nth(0)).toHaveAttribute('data-state', 'waiting');
  await expect(rows.nth(0)).toContainText('Waiting…');
  await expect(rows.nth(0)).toContainText('The server is busy; trying again in 3 s.');
  await screenshotViewportAtWidths(page, 'app-dashboard-batch-waiting');
  await expect(rows.nth(1)).toContainText('Queued');
  await expect(rows.nth(0)).toContainText('Converting…');
  await expect(rows.nth(2)).toContainText('Queued');
  await checkDialog(page, 'app-dashboard-batch-running');

  // Escape mid-run asks before dropping the batch; keeping on leaves it running.
  await page.keyboard.press('Escape');
  const stop = dialog.getByRole('alertdialog', { name: 'Stop converting?' });
  await expect(stop).toBeVisible();
  await stop.getByRole('button', { name: 'Keep Converting' }).click();
  await expect(stop).toBeHidden();
  await expect(dialog).toBeVisible();
  held.open();

  // Every file is in the results: the converted one, the one the network dropped, the image.
  await expect(dialog.getByText('1 file converted, 2 failed')).toBeVisible({ timeout: 60_000 });
  await expectToast(page, 'Conversion Complete!', 'Converted 1 of 3 certificates');
  await expect(rows.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(rows.nth(0)).toContainText('Axle Weighing Scale');
  await expect(rows.nth(0).getByTestId('due-summary')).toContainText(/Due \d{4}-\d{2}-\d{2}/);
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'failed');
  await expect(rows.nth(1)).toContainText('network error');
  await expect(rows.nth(2)).toHaveAttribute('data-state', 'failed');
  await expect(rows.nth(2)).toContainText('not a readable PDF');
  await expect(dialog.getByRole('button', { name: `Retry ${BACKFLOW_NAME}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry photo-renamed.pdf' })).toBeVisible();
  await checkDialog(page, 'app-dashboard-batch-failed');

  // Retry: the file was kept, nothing to pick again.
  await dialog.getByRole('button', { name: `Retry ${BACKFLOW_NAME}` }).click();
  await expect(dialog.getByText('2 files converted, 1 failed')).toBeVisible({ timeout: 60_000 });
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(rows.nth(2)).toContainText('not a readable PDF');
  await checkDialog(page, 'app-dashboard-batch-results');

  // One register for the run: a row per converted certificate.
  const [register] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Register (.xlsx)' }).click(),
  ]);
  const registerBook = await readWorkbook(register);
  expect(registerBook.name).toMatch(/^CertSheet_Register_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(registerBook.text).toEqual(expect.arrayContaining([AXLE_NAME, BACKFLOW_NAME]));
  expect(registerBook.text).toContain('Axle Weighing Scale');
  expect(registerBook.text).not.toContain('photo-renamed.pdf');
  await expectToast(page, 'Download Started', 'Your register is being downloaded');

  // Each file's own workbook too.
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: `Download Excel for ${AXLE_NAME}` }).click(),
  ]);
  expect(single.suggestedFilename()).toMatch(/^calibration_report_[\w-]+\.xlsx$/);
  expect((await readWorkbook(single)).text).toContain('Axle Weighing Scale');

  // A new run; Escape, then stop: the dialog closes and the batch is dropped.
  await page.unroute('**/api/convert-pdf');
  const slow = gate();
  await page.route('**/api/convert-pdf', async (route) => {
    await slow.opened;
    await route.continue().catch(() => undefined);
  });
  await dialog.getByRole('button', { name: 'Convert Another' }).click();
  await input.setInputFiles([AXLE_SCALE_PDF, BACKFLOW_PDF]);
  await dialog.getByRole('button', { name: 'Start Conversion' }).click();
  await expect(dialog.getByText('File 1 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await stop.getByRole('button', { name: 'Stop and Close' }).click();
  await expect(dialog).toBeHidden();
  slow.open();
  await page.unroute('**/api/convert-pdf');

  const conversions = (await (await page.request.get('/api/user/conversions')).json()) as {
    filename: string;
    success: boolean;
  }[];
  expect(conversions.filter((row) => row.success).map((row) => row.filename)).toEqual(
    expect.arrayContaining([AXLE_NAME, BACKFLOW_NAME]),
  );
  consoleWatch.expectClean();
});

test('a free user picking two files still converts one per run', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  await signUp(page, 'Robin Free', uniqueEmail('robin'), 'correct horse battery');
  await page.getByRole('button', { name: 'Upload Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert New Certificate' });
  await expect(dialog).toContainText('Batch upload of several files is a Pro feature.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([pdfUpload(AXLE_SCALE_PDF, AXLE_NAME), pdfUpload(BACKFLOW_PDF, BACKFLOW_NAME)]);
  await expect(
    dialog.getByText('This run converts the first file; convert the others one after another.'),
  ).toBeVisible();
  await screenshotViewportAtWidths(page, 'app-dashboard-batch-free');
  await dialog.getByRole('button', { name: 'Start Conversion' }).click();
  await expectToast(page, 'Conversion Complete!');
  await expect(dialog.locator('dl')).toContainText('Axle Weighing Scale');
  await expect(dialog.getByRole('button', { name: 'Download Register (.xlsx)' })).toHaveCount(0);

  const conversions = (await (await page.request.get('/api/user/conversions')).json()) as unknown[];
  expect(conversions).toHaveLength(1);
  consoleWatch.expectClean();
});
