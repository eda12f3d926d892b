/**
 * Failed files stay visible (issue 23 item 6): in the landing page's convert dialog a file that
 * fails for a network error or a 5xx is listed under "Not converted" with its reason and a Retry,
 * and when nothing converted the selection is kept for another try. Desktop and phone, with axe.
 */
import { expect, test } from '@playwright/test';
import { AXLE_SCALE_PDF, BACKFLOW_PDF, checkDialog, watchConsole } from './fixtures/app-helpers.js';

test('a failed file keeps its reason and a Retry; a failed batch keeps its selection', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Upload certificates' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Convert Calibration Certificates' });
  const input = dialog.locator('input[type="file"]');

  // Every conversion fails at the network: nothing converts, the selection stays.
  await page.route('**/api/convert-simple', (route) => route.abort('connectionreset'));
  await input.setInputFiles([AXLE_SCALE_PDF]);
  await dialog.getByRole('button', { name: 'Convert PDF' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Selected files' }).getByRole('listitem'),
  ).toHaveCount(1);

  // The second file fails with a server error, the first converts.
  await page.unroute('**/api/convert-simple');
  let calls = 0;
  await page.route('**/api/convert-simple', async (route) => {
    calls += 1;
    if (calls === 2) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The server is busy. Try again in a minute.',
          errorType: 'SERVICE_UNAVAILABLE',
        }),
      });
      return;
    }
    await route.continue();
  });
  await input.setInputFiles([BACKFLOW_PDF]);
  await dialog.getByRole('button', { name: 'Convert 2 PDFs' }).click();
  const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  const failed = results.getByRole('list', { name: 'Files not converted' });
  await expect(failed.getByRole('listitem')).toHaveCount(1);
  await expect(failed).toContainText('The server is busy. Try again in a minute.');
  await checkDialog(page, 'app-convert-not-converted');

  await results.getByRole('button', { name: /^Retry en_hardie/ }).click();
  await expect(results.getByRole('list', { name: 'Files not converted' })).toHaveCount(0);
  await expect(
    results.getByRole('list', { name: 'Converted certificates' }).getByRole('listitem'),
  ).toHaveCount(2);
  consoleWatch.expectClean();
});
