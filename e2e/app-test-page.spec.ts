/** The test page (SPEC §2 Test page, §5, §8): extract text and convert one PDF. */
import { expect, test } from '@playwright/test';
import {
  AXLE_SCALE_PDF,
  checkScreen,
  fixture,
  uniqueEmail,
  readWorkbook,
  signUp,
  watchConsole,
} from './fixtures/app-helpers.js';

test('a visitor extracts text and converts a certificate; the workbook downloads (SPEC)', async ({
  page,
}) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'Test PDF Extraction' })).toBeVisible();
  await expect(page.getByText(/max 10MB/).first()).toBeVisible();
  const extractButton = page.getByRole('button', { name: 'Extract Text' });
  const convertButton = page.getByRole('button', { name: 'Convert to Excel' });
  await expect(extractButton).toBeDisabled();
  await expect(convertButton).toBeDisabled();
  await checkScreen(page, 'app-test-page-empty');

  const input = page.locator('input[type="file"]');
  await input.setInputFiles(fixture('notes.txt'));
  await expect(page.getByRole('alert')).toHaveText('Please select a PDF file');

  await input.setInputFiles(AXLE_SCALE_PDF);
  await expect(page.getByText('en_nml-ph_axle-scale_02-2025-FORC-0042.pdf')).toBeVisible();
  await expect(page.getByText(/^\d+\.\d{2} MB$/)).toBeVisible();

  await extractButton.click();
  const text = page
    .getByRole('region', { name: 'Extracted text' })
    .or(page.getByLabel('Extracted text'));
  await expect(text).toContainText('CALIBRATION CERTIFICATE');
  await checkScreen(page, 'app-test-page-text');

  const downloadPromise = page.waitForEvent('download');
  await convertButton.click();
  await expect(page.getByText('Axle Weighing Scale').first()).toBeVisible({ timeout: 30_000 });
  const rows = page.locator('dl > div');
  await expect(rows.filter({ hasText: 'Serial #' })).toContainText('1122YL23001');
  await expect(rows.filter({ hasText: 'Serial #' }).getByLabel('Confidence: high')).toBeVisible();
  // No due date is printed: the one the workbook uses is shown, and called assumed.
  await expect(rows.filter({ hasText: 'Due Date' }).first()).toContainText(
    '2026-02-24 (assumed: calibration + 12 months)',
  );
  await expect(page.getByText('dueDateCalculated')).toHaveCount(0);
  await expect(page.getByText('dueDateOrigin')).toHaveCount(0);
  // SPEC §2 Test page: the workbook downloads, even for a visitor who has not paid.
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('en_nml-ph_axle-scale_02-2025-FORC-0042.xlsx');
  expect((await readWorkbook(download)).text).toContain('Axle Weighing Scale');
  await expect(page.getByText('Excel file generated and downloaded successfully!')).toBeVisible();
  await expect(extractButton).toBeEnabled();
  await checkScreen(page, 'app-test-page-converted');
  consoleWatch.expectClean();
});

test('a signed-in user with free conversions left downloads the workbook from the test page', async ({
  page,
}) => {
  await signUp(page, 'Robin Test', uniqueEmail('robin'), 'correct horse battery');
  await page.goto('/test');
  await page.locator('input[type="file"]').setInputFiles(AXLE_SCALE_PDF);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Convert to Excel' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('en_nml-ph_axle-scale_02-2025-FORC-0042.xlsx');
  const workbook = await readWorkbook(download);
  expect(workbook.text).toContain('Axle Weighing Scale');
  await expect(page.getByText('Excel file generated and downloaded successfully!')).toBeVisible();
});

test('errors from the server read "HTTP error! status: {code}" with the reason', async ({
  page,
}) => {
  await page.goto('/test');
  await page.locator('input[type="file"]').setInputFiles(fixture('password-protected.pdf'));
  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expect(page.getByRole('alert')).toContainText('HTTP error! status: 422');
  await expect(page.getByRole('alert')).toContainText('password protected');
  await page.getByRole('button', { name: 'Convert to Excel' }).click();
  await expect(page.getByRole('alert')).toContainText('HTTP error! status: 422');
});
