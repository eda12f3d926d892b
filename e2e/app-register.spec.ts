/**
 * The living register on the dashboard (issue 18): "Download my register" gives one workbook
 * with a row per instrument; uploading the register the user already keeps gives it back with
 * the account merged in and a Changes sheet; a file that is not a workbook is explained, not
 * returned. Screenshots of the card at 375 and 1280 px, and axe on the dashboard.
 */
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { WIDTHS } from './helpers.js';
import {
  checkScreen,
  expectToast,
  readWorkbook,
  signUp,
  uniqueEmail,
  watchConsole,
  convertIntoAccount,
} from './fixtures/app-helpers.js';

async function ownRegister(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Gauges');
  sheet.getRow(1).values = ['Asset #', 'Description', 'S/N', 'Cal Date', 'Next Due', 'Location'];
  sheet.getRow(2).values = [
    'G-1',
    'Torque wrench',
    'TW-778',
    new Date('2025-05-02'),
    new Date('2026-05-02'),
    'Bay 4',
  ];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a signed-in user downloads the account register and merges it into their own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  await signUp(page, 'Alex Stone', uniqueEmail('alex'), 'correct horse battery');
  await convertIntoAccount(page);

  const card = page.getByTestId('register-card');
  await expect(card.getByRole('heading', { name: 'Your Equipment Register' })).toBeVisible();
  const [register] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download my register' }).click(),
  ]);
  const registerBook = await readWorkbook(register);
  expect(registerBook.name).toMatch(/^CertSheet_Register_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(registerBook.text).toContain('axle-scale.pdf');
  await expectToast(page, 'Download Started');

  // The user's own layout: the converted instrument is not in it yet, so it is appended.
  await card.getByLabel('Your register (.xlsx)').setInputFiles({
    name: 'Gauges.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await ownRegister(),
  });
  const [merged] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Merge and Download' }).click(),
  ]);
  const mergedBook = await readWorkbook(merged);
  expect(mergedBook.name).toMatch(/^Gauges \(merged \d{4}-\d{2}-\d{2}\)\.xlsx$/);
  expect(mergedBook.text).toEqual(expect.arrayContaining(['Torque wrench', 'Bay 4', 'Added']));
  await expect(card.getByRole('status')).toContainText('0 instruments updated, 1 added');

  // Not a workbook: the reason, and no download.
  await card.getByLabel('Your register (.xlsx)').setInputFiles({
    name: 'gauges.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('S/N,Next Due\nTW-778,2026-05-02\n'),
  });
  await card.getByRole('button', { name: 'Merge and Download' }).click();
  await expect(card.getByRole('alert')).toContainText('not an Excel workbook');

  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 1200 });
    const shown = page.getByTestId('register-card');
    const box = await shown.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await shown.screenshot({ path: `test-results/screenshots/app-register-card-${label}.png` });
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
  await checkScreen(page, 'app-dashboard-register');
  consoleWatch.expectClean();
});
