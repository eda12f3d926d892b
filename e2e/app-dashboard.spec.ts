/**
 * A signed-in user's screens (SPEC §2, §4, §5, §6, §8): sign up, the dashboard and its upload
 * dialog up to the free monthly limit, analytics, the Pro subscription in TEST MODE, and the
 * account controls.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  AXLE_SCALE_2_PDF,
  AXLE_SCALE_PDF,
  BACKFLOW_PDF,
  checkDialog,
  checkScreen,
  confirmEmail,
  expectToast,
  expectToastWasShown,
  recordToasts,
  fixture,
  readWorkbook,
  screenshotViewportAtWidths,
  TENSILE_PDF,
  uniqueEmail,
  watchConsole,
} from './fixtures/app-helpers.js';

test('signed out, the dashboard and analytics send the visitor to sign in', async ({ page }) => {
  // The redirect follows the toast after 500 ms (SPEC §9): the toast is recorded as shown and
  // checked once the sign-in page has loaded.
  await recordToasts(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard$/);
  await expectToastWasShown(page, 'Unauthorized', 'You are logged out. Logging in again...');

  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fanalytics$/);
  await expectToastWasShown(page, 'Unauthorized', 'You are logged out. Logging in again...');

  await page.goto('/subscribe');
  // Subscribing needs an account: the sign-in page opens on Create Account (issue 23).
  await expect(page).toHaveURL(/\/sign-in\?mode=sign-up&returnTo=%2Fsubscribe$/);
  await expectToastWasShown(page, 'Authentication Required', 'Please sign in to subscribe to Pro');
});

test('a new user converts up to the free limit, sees analytics, subscribes to Pro and deletes the account', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Charts draw at once (no animation) so the screenshots show them whole.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const consoleWatch = watchConsole(page);
  const email = uniqueEmail('quinn');

  await page.goto('/sign-in?returnTo=%2Fdashboard');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Name').fill('Quinn Harper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Choose a password of at least 8 characters.')).toBeVisible();
  await checkScreen(page, 'app-sign-up-errors');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The account starts with the link mailed to the address.
  await confirmEmail(page, email);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();

  // The dashboard of a free user with no conversions.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Quinn!' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Quinn');
  await expect(page.getByText('0 / 3')).toBeVisible();
  await expect(page.getByText('No conversions yet')).toBeVisible();
  await checkScreen(page, 'app-dashboard-empty');

  // The upload dialog: SPEC validation toasts.
  await page.getByRole('button', { name: 'Upload Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert New Certificate' });
  await dialog.getByRole('button', { name: 'Start Conversion' }).click();
  await expectToast(page, 'No Files Selected', 'Please select a PDF file to convert');
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles(fixture('notes.txt'));
  await expectToast(page, 'Invalid File Type', 'Only PDF files are allowed');
  await input.setInputFiles(AXLE_SCALE_PDF);
  const selected = dialog.getByRole('list', { name: 'Selected files' });
  await expect(selected).toContainText('en_nml-ph_axle-scale_02-2025-FORC-0042.pdf');
  await expect(selected).toContainText(/\d+(\.\d+)? KB/);
  await checkDialog(page, 'app-dashboard-upload');

  // Progress steps once per second; the answer is held back so they can be seen: past the
  // second step's whole second (held only 1.2 s, a loaded machine could miss that step).
  await page.route('**/api/convert-pdf', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Start Conversion' }).click();
  await expect(dialog.getByText('Reading certificate...')).toBeVisible();
  await expect(dialog.getByText('25%')).toBeVisible();
  await expect(dialog.getByText('Extracting equipment data...')).toBeVisible();
  await screenshotViewportAtWidths(page, 'app-dashboard-upload-processing');
  await expectToast(page, 'Conversion Complete!');
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toContainText(
    /Successfully extracted \d+ data points/,
  );
  const preview = dialog.locator('dl > div');
  await expect(dialog.locator('dl')).toContainText('Axle Weighing Scale');
  expect(await preview.count()).toBeLessThanOrEqual(7);
  await checkDialog(page, 'app-dashboard-upload-complete');

  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^calibration_report_[\w-]+\.xlsx$/);
  const workbook = await readWorkbook(download);
  expect(workbook.text).toContain('Axle Weighing Scale');
  await expectToast(page, 'Download Started', 'Your Excel file is being downloaded');

  // Two more conversions use up the free month; the fourth is refused by the server.
  for (const pdf of [BACKFLOW_PDF, TENSILE_PDF]) {
    await dialog.getByRole('button', { name: 'Convert Another' }).click();
    await input.setInputFiles(pdf);
    await dialog.getByRole('button', { name: 'Start Conversion' }).click();
    await expect(dialog.getByRole('button', { name: 'Download Excel' })).toBeVisible({
      timeout: 30_000,
    });
  }
  await dialog.getByRole('button', { name: 'Convert Another' }).click();
  await input.setInputFiles(AXLE_SCALE_2_PDF);
  await dialog.getByRole('button', { name: 'Start Conversion' }).click();
  await expectToast(page, 'Conversion Limit Reached', 'Upgrade to Pro for unlimited conversions');
  await expect(dialog.getByRole('button', { name: 'Start Conversion' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The dashboard reflects the three conversions and the exhausted free quota.
  await expect(page.getByText('3 / 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Certificate' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Upgrade to Continue' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByText('60 min')).toBeVisible();
  const recent = page.getByRole('button', { name: /^Download Excel for / });
  await expect(recent).toHaveCount(3);
  await checkScreen(page, 'app-dashboard');

  // Analytics shows the new conversions.
  await page.getByRole('link', { name: /View Analytics/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Conversion Analytics' })).toBeVisible();
  await expect(
    page.getByText('Track your calibration certificate conversion statistics and trends'),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Free');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('en_nml-ph_tensile-machine_05-2024-FORC-0173.pdf');
  await expect(table).toContainText('Success');
  await expect(table).toContainText(/\d+\.\d+s/);
  await expect(page.getByRole('tab', { name: 'Conversions', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monthly Conversion Trend' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await checkScreen(page, 'app-analytics');
  await page.getByRole('tab', { name: 'Equipment' }).click();
  await expect(page.getByRole('heading', { name: 'Top Manufacturers' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Intercomp');
  await checkScreen(page, 'app-analytics-equipment');
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByRole('heading', { name: 'Extraction Methods' })).toBeVisible();
  await checkScreen(page, 'app-analytics-performance');

  // The upgrade button opens the plan it names; from there, Pro with the TEST MODE card.
  await page.getByRole('link', { name: 'Upgrade to Annual Unlimited - $69/year' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=annual$/);
  await expect(page.getByRole('button', { name: 'Buy Annual Unlimited - $69/year' })).toBeVisible();
  await page.getByRole('link', { name: 'Pro: $7/month' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  const subscribe = page.getByRole('button', { name: 'Subscribe to Pro - $7/month' });
  await expect(subscribe).toBeVisible();
  await expect(page.getByText('7-day free trial', { exact: true })).toBeVisible();
  await expect(page.getByTestId('pro-billing')).toHaveText(
    '7-day free trial: nothing is charged today, then $7/month from day 8. Cancel before then and you pay nothing.',
  );
  await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
  await expect(page.locator('summary')).toHaveCount(4);
  await checkScreen(page, 'app-subscribe');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM / YY)').fill('1234');
  await subscribe.click();
  await expectToast(page, 'Payment Failed', 'Your card was declined.');
  await page.getByRole('button', { name: 'Fill in the test card' }).click();
  await subscribe.click();
  // Nothing was charged (a trial), so the toast does not say "Payment Successful".
  await expectToast(page, 'Free Trial Started', 'Nothing was charged today');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Pro', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Certificate' })).toBeEnabled();
  await checkScreen(page, 'app-dashboard-pro');

  await page.goto('/subscribe');
  await expect(page.getByText('You already have unlimited conversions.')).toBeVisible();
  await page.goto('/analytics');
  await expect(page.getByRole('banner')).toContainText('Premium');
  await expect(page.getByText('Unlock Unlimited Conversions')).toHaveCount(0);

  // Account: export, then delete with confirmation.
  await page.goto('/dashboard');
  const exportPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export My Data' }).click();
  const exported = await exportPromise;
  expect(exported.suggestedFilename()).toBe('certsheet-account-export.json');
  const data = JSON.parse(await readFile(await exported.path(), 'utf8')) as {
    profile: { email: string };
    conversions: unknown[];
  };
  expect(data.profile.email).toBe(email);
  expect(data.conversions.length).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await checkDialog(page, 'app-dashboard-delete-account');
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await recordToasts(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard$/);
  await expectToastWasShown(page, 'Unauthorized', 'You are logged out. Logging in again...');
  consoleWatch.expectClean();
});
