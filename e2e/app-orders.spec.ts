/**
 * A paid file is never lost (issue 23 item 1): after a TEST MODE payment the buyer lands on the
 * order's own address, /orders/{token}; a reload, or the same address in a browser without the
 * buyer's cookies, still lists and downloads every file and the batch register; the receipt
 * address is shown. Desktop and phone, with axe.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  AXLE_SCALE_PDF,
  BACKFLOW_PDF,
  checkScreen,
  expectToast,
  readWorkbook,
  uniqueEmail,
  watchConsole,
} from './fixtures/app-helpers.js';
import { WIDTHS } from './helpers.js';

/** The order link in the receipt mailed to `to` (the e2e server writes mail to its outbox). */
function receiptLink(to: string): string | null {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return null;
  for (const file of readdirSync(outbox)) {
    const mail = readFileSync(path.join(outbox, file), 'utf8');
    if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const link = /https?:\/\/\S+\/orders\/[\w-]{32}/.exec(mail)?.[0];
    if (link) return link;
  }
  return null;
}

async function convertAndPay(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Upload certificates' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Convert Calibration Certificates' });
  await dialog.locator('input[type="file"]').setInputFiles([AXLE_SCALE_PDF, BACKFLOW_PDF]);
  await dialog.getByRole('button', { name: 'Convert 2 PDFs' }).click();
  const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  // The optional receipt address: a malformed one is said so before anything is charged.
  const receipt = results.getByLabel('Email for the receipt (optional)');
  await receipt.fill('not-an-address');
  await results.getByRole('button', { name: /^Pay \$7/ }).click();
  await expect(results.getByText('Enter a valid email address.')).toBeVisible();
  await receipt.fill(email);
  await results.getByRole('button', { name: /^Pay \$7/ }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await page.getByRole('button', { name: 'Fill in the test card' }).click();
  await page.getByRole('button', { name: 'Pay $7' }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]{32}$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
}

for (const [label, width] of Object.entries(WIDTHS)) {
  test(`the paid view survives a reload and opens in another browser (${label})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const consoleWatch = watchConsole(page);
    const email = uniqueEmail(`receipt-${label}`);
    await convertAndPay(page, email);
    const orderUrl = page.url();
    await expect(page.getByText(orderUrl)).toBeVisible();
    await expect(page.getByText(`we also emailed it with your receipt to ${email}`)).toBeVisible();
    // The receipt mail carries the same link.
    await expect.poll(() => receiptLink(email)).toBe(orderUrl);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download en_/ })).toHaveCount(2);
    const [register] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Register (.xlsx)' }).click(),
    ]);
    const registerBook = await readWorkbook(register);
    expect(registerBook.name).toMatch(/^CertSheet_Register_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(registerBook.text).toEqual(
      expect.arrayContaining(['Axle Weighing Scale', 'en_nml-ph_axle-scale_02-2025-FORC-0042.pdf']),
    );

    // Download All: every file is handed to the browser, and the page stays (it is the receipt).
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await page.getByRole('button', { name: 'Download All Files' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All 2 files' })).toBeVisible();
    expect(downloads.sort()).toEqual([
      'en_hardie-industrial_backflow-test-kit_as-found-as-left.xlsx',
      'en_nml-ph_axle-scale_02-2025-FORC-0042.xlsx',
    ]);
    await expectToast(page, 'Downloads Complete');
    await expect(page).toHaveURL(orderUrl);
    if (label === 'desktop') await checkScreen(page, 'app-order-page');

    // The same address in a fresh browser context (no cookies): still every file.
    const other = await browser.newContext({ viewport: { width, height: 900 } });
    const elsewhere = await other.newPage();
    await elsewhere.goto(orderUrl);
    await expect(elsewhere.getByRole('button', { name: /^Download en_/ })).toHaveCount(2);
    const [single] = await Promise.all([
      elsewhere.waitForEvent('download'),
      elsewhere
        .getByRole('button', { name: 'Download en_nml-ph_axle-scale_02-2025-FORC-0042.xlsx' })
        .click(),
    ]);
    expect((await readWorkbook(single)).text).toContain('Axle Weighing Scale');
    await elsewhere.screenshot({
      path: `test-results/screenshots/app-order-elsewhere-${label}.png`,
      fullPage: true,
    });
    await other.close();

    // A made-up token: a clear message, not a download.
    await page.goto(`/orders/${'x'.repeat(32)}`);
    await expect(page.getByRole('heading', { name: 'Files Not Available' })).toBeVisible();
    consoleWatch.expectClean();
  });
}
