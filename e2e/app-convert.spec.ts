/**
 * The landing page's convert dialog, the TEST MODE checkout and the post-payment view (SPEC §2,
 * §4, §5, §8), against the production build with real certificates.
 */
import { expect, test, type Download, type Page } from '@playwright/test';
import {
  AXLE_SCALE_PDF,
  BACKFLOW_PDF,
  checkDialog,
  checkScreen,
  screenshotViewportAtWidths,
  expectToast,
  fixture,
  pdfUpload,
  readWorkbook,
  uniqueEmail,
  watchConsole,
} from './fixtures/app-helpers.js';

async function openDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Upload certificates' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Convert Calibration Certificates' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const fileInput = (page: Page) => page.getByRole('dialog').locator('input[type="file"]');

test('a visitor converts two certificates, corrects a value, pays in TEST MODE and downloads both workbooks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  const dialog = await openDialog(page);
  await checkDialog(page, 'app-convert-select-empty');

  await fileInput(page).setInputFiles([AXLE_SCALE_PDF, BACKFLOW_PDF]);
  await expect(
    dialog.getByRole('list', { name: 'Selected files' }).getByRole('listitem'),
  ).toHaveCount(2);
  await checkDialog(page, 'app-convert-select-files');

  // Each conversion answers a little later than usual so the processing step can be seen.
  await page.route('**/api/convert-simple', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Convert 2 PDFs' }).click();
  const processing = page.getByRole('dialog', { name: 'Converting your certificates' });
  await expect(processing.getByText(/File \d of 2/)).toBeVisible();
  await expect(processing.getByRole('progressbar', { name: 'Conversion progress' })).toBeVisible();
  await expect(
    processing.getByText(
      /Reading certificates\.\.\.|Extracting equipment data\.\.\.|Analyzing compliance dates\.\.\.|Generating Excel reports\.\.\./,
    ),
  ).toBeVisible();
  await screenshotViewportAtWidths(page, 'app-convert-processing');

  const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  const cards = results.getByRole('list', { name: 'Converted certificates' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const axle = cards.filter({ hasText: 'en_nml-ph_axle-scale_02-2025-FORC-0042.xlsx' });
  await expect(axle).toContainText('Axle Weighing Scale');
  await expect(axle).toContainText('1122YL23001');

  // The axle scale certificate prints no due date: the one the workbook would assume is said
  // before paying (issue 23), and the visitor corrects it.
  await expect(axle.getByTestId('due-summary')).toHaveText(
    /^Due 2026-02-24 \(assumed: calibration \+ 12 months\) · (Current|Due Soon|Overdue)$/,
  );
  await axle.getByRole('button', { name: 'Edit Due Date of Axle Weighing Scale' }).click();
  await axle.getByLabel('Due Date', { exact: true }).fill('2026-03-31');
  await axle.getByRole('button', { name: 'Save Due Date' }).click();
  await expect(axle).toContainText('Mar 31, 2026');
  await expect(axle.getByTestId('due-summary')).toHaveText(
    /^Due 2026-03-31 · (Current|Due Soon|Overdue)$/,
  );
  await axle.getByRole('button', { name: 'Edit Serial # of Axle Weighing Scale' }).click();
  await axle.getByLabel('Serial #', { exact: true }).fill('SN-CORRECTED-42');
  await axle.getByLabel('Serial #', { exact: true }).press('Enter');
  await expect(axle).toContainText('SN-CORRECTED-42');
  await checkDialog(page, 'app-convert-results');

  // The annual plan asks for an email first; Back returns to the plans.
  await results.getByRole('button', { name: 'Choose Annual Unlimited' }).click();
  const emailStep = page.getByRole('dialog', { name: 'Annual Unlimited' });
  await expect(emailStep.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  await checkDialog(page, 'app-convert-email-step');
  await emailStep.getByRole('button', { name: 'Back' }).click();

  await results.getByRole('button', { name: 'Pay $7 & Download' }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/[^/]+$/);
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(page.getByText('Pay per download (2 files)')).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('conversionResults'));
  expect(JSON.parse(stored ?? '[]')).toHaveLength(2);
  await checkScreen(page, 'app-local-checkout');

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM / YY)').fill('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $7' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $7' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  // The paid view has its own address, which survives a reload (issue 23).
  await expect(page).toHaveURL(/\/orders\/[\w-]{32}$/);
  await expectToast(page, 'Payment Successful!', 'Your files are ready for download.');
  expect(await page.evaluate(() => sessionStorage.getItem('conversionResults'))).toBeNull();
  const orderUrl = page.url();
  await expect(page.getByRole('button', { name: /^Download en_/ })).toHaveCount(2);
  await expect(page.getByText('Status:').first()).toBeVisible();
  await checkScreen(page, 'app-post-payment');

  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await page.getByRole('button', { name: 'Download All Files' }).click();
  await expectToast(page, 'Downloads Complete', '2 file(s) downloaded.');
  await expect.poll(() => downloads.length).toBe(2);
  const workbooks = await Promise.all(
    downloads.map(async (download) => readWorkbook(await download)),
  );
  const names = workbooks.map((workbook) => workbook.name).sort();
  expect(names).toEqual([
    'en_hardie-industrial_backflow-test-kit_as-found-as-left.xlsx',
    'en_nml-ph_axle-scale_02-2025-FORC-0042.xlsx',
  ]);
  const axleBook = workbooks.find((workbook) => workbook.name.includes('axle'));
  expect(axleBook?.text).toContain('Axle Weighing Scale');
  expect(axleBook?.text).toContain('SN-CORRECTED-42');
  expect(axleBook?.text).toContain('2026-03-31');

  // Every file was handed to the browser and the page stays: it is the receipt.
  await expect(page.getByText('All 2 files were handed to your browser.')).toBeVisible();
  await expect(page).toHaveURL(orderUrl);
  consoleWatch.expectClean();
});

test('the post-payment view falls back to the server session, and shows No Files Found for an unknown one', async ({
  page,
}) => {
  const dialog = await openDialog(page);
  await fileInput(page).setInputFiles([AXLE_SCALE_PDF]);
  await dialog.getByRole('button', { name: 'Convert PDF' }).click();
  const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await results.getByRole('button', { name: 'Pay $7 & Download' }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  const sessionId = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Fill in the test card' }).click();
  await page.getByRole('button', { name: 'Pay $7' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // A second visit has no saved results: the files come from /api/session-data.
  await page.goto(`/?payment=success&session=${sessionId}`);
  await expectToast(
    page,
    'Payment Successful!',
    'Please check your downloads folder for your files.',
  );
  await expect(page).toHaveURL(/\/$/);
  const downloadPromise = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Download en_nml-ph_axle-scale_02-2025-FORC-0042.xlsx' })
    .click();
  const workbook = await readWorkbook(await downloadPromise);
  expect(workbook.text).toContain('Axle Weighing Scale');

  await page.goto('/?payment=success&session=unknown-session');
  await expect(page.getByRole('heading', { name: 'No Files Found' })).toBeVisible();
  await expectToast(page, 'No Files Found', 'No conversion results found. Please try again.');
  await checkScreen(page, 'app-post-payment-no-files');
  await page.getByRole('button', { name: 'Start New Conversion' }).click();
  await expect(page.getByRole('button', { name: 'Upload certificates' }).first()).toBeVisible();
});

test('the dialog refuses wrong files and too many files with the SPEC toasts', async ({ page }) => {
  const dialog = await openDialog(page);

  await fileInput(page).setInputFiles(fixture('notes.txt'));
  await expectToast(page, 'Invalid file type', 'Please select PDF files only');

  // A text file dropped on the zone (written as a string: the test files are typed without DOM).
  const dataTransfer = await page.evaluateHandle(`(() => {
    const data = new DataTransfer();
    data.items.add(new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    return data;
  })()`);
  await dialog.getByTestId('file-drop-zone').dispatchEvent('drop', { dataTransfer });
  await expectToast(page, 'Invalid file type', 'Please drop PDF files only');

  await fileInput(page).setInputFiles(
    Array.from({ length: 6 }, (_, index) =>
      pdfUpload(AXLE_SCALE_PDF, `certificate-${index + 1}.pdf`),
    ),
  );
  await expectToast(page, 'Too many files', 'Maximum 5 PDFs can be processed at once');
  const held = dialog.getByRole('list', { name: 'Selected files' }).getByRole('listitem');
  await expect(held).toHaveCount(5);
  await fileInput(page).setInputFiles([pdfUpload(AXLE_SCALE_PDF, 'one-more.pdf')]);
  await expect(held).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Remove certificate-1.pdf' }).click();
  await expect(held).toHaveCount(4);

  // Closing resets the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Upload certificates' }).first().click();
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Convert PDF' })).toBeDisabled();
});

test('failing files get their errorType toasts; the manual template downloads from the action', async ({
  page,
}) => {
  const dialog = await openDialog(page);

  await fileInput(page).setInputFiles(fixture('password-protected.pdf'));
  await dialog.getByRole('button', { name: 'Convert PDF' }).click();
  const encrypted = await expectToast(page, 'Password Protected PDF', 'password protected');
  const templateDownload = page.waitForEvent('download');
  await encrypted.getByRole('button', { name: 'Download Template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('Calibration_Template.xlsx');
  await readWorkbook(template);
  await expectToast(page, 'Template Downloaded');

  await fileInput(page).setInputFiles(fixture('invoice.pdf'));
  await dialog.getByRole('button', { name: 'Convert PDF' }).click();
  const invalid = await expectToast(
    page,
    'Invalid Certificate',
    'does not look like a calibration certificate',
  );
  await expect(invalid.getByRole('button', { name: 'Download Template' })).toBeVisible();
  // Hovering keeps the toast open while it is photographed and checked.
  await invalid.hover();
  await checkDialog(page, 'app-convert-error-toast');

  await fileInput(page).setInputFiles(fixture('photo-renamed.pdf'));
  await dialog.getByRole('button', { name: 'Convert PDF' }).click();
  await expectToast(page, 'Conversion failed', 'not a readable PDF');

  // A batch with one bad file converts the rest.
  await fileInput(page).setInputFiles([fixture('invoice.pdf'), AXLE_SCALE_PDF]);
  await dialog.getByRole('button', { name: 'Convert 2 PDFs' }).click();
  const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(
    results.getByRole('list', { name: 'Converted certificates' }).getByRole('listitem'),
  ).toHaveCount(1);

  // The manual template link of the upload step.
  await results.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Upload certificates' }).first().click();
  const linkDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the manual template' }).click();
  expect((await linkDownload).suggestedFilename()).toBe('Calibration_Template.xlsx');
  await expectToast(page, 'Template Downloaded');
});

test('the annual plan: email required, then a yearly TEST MODE checkout; the post-payment view says where the password link went', async ({
  page,
}) => {
  const dialog = await openDialog(page);
  await fileInput(page).setInputFiles([BACKFLOW_PDF]);
  await dialog.getByRole('button', { name: 'Convert PDF' }).click();
  const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await results.getByRole('button', { name: 'Choose Annual Unlimited' }).click();
  const emailStep = page.getByRole('dialog', { name: 'Annual Unlimited' });
  const email = emailStep.getByLabel('Email address');
  await expect(emailStep.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  // A malformed address is said to be one (issue 23), not "Email Required".
  await email.fill('not-an-email');
  await emailStep.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(emailStep.getByText('Enter a valid email address.')).toBeVisible();

  const address = uniqueEmail('annual');
  await email.fill(address);
  await emailStep.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await expect(page.getByText('Annual Unlimited')).toBeVisible();
  await expect(page.getByText('$69').first()).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await page.getByRole('button', { name: 'Fill in the test card' }).click();
  await page.getByRole('button', { name: 'Pay $69' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(/to convert without limits for a year/)).toContainText(
    `Sign in as ${address}`,
  );
  await expect(page.getByText(/to convert without limits for a year/)).toContainText(
    'If that address has no password yet, we emailed it a link to set one.',
  );
  await checkScreen(page, 'app-post-payment-annual');
});
