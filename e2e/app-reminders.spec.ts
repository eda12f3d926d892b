/**
 * Calibration reminders on the dashboard (issue 19): the private calendar address serves a
 * calendar with the user's converted certificate, the help names Outlook / Google Calendar /
 * Apple Calendar, New Address retires the old one, and the weekly digest switch stays as set.
 * Screenshots of the card at 375 and 1280 px, and axe on the dashboard.
 */
import { expect, test } from '@playwright/test';
import { WIDTHS } from './helpers.js';
import {
  checkScreen,
  expectToast,
  signUp,
  uniqueEmail,
  watchConsole,
  convertIntoAccount,
} from './fixtures/app-helpers.js';

test('a signed-in user subscribes to the due-date calendar and turns on the weekly digest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  await signUp(page, 'Robin Reed', uniqueEmail('robin'), 'correct horse battery');

  await convertIntoAccount(page);

  const card = page.getByTestId('reminders-card');
  await expect(card.getByRole('heading', { name: 'Calibration Reminders' })).toBeVisible();
  const address = card.getByLabel('Your private calendar address');
  await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/[\w-]{43}\.ics$/);
  const firstUrl = await address.inputValue();
  await expect(card.getByRole('link', { name: 'Open in Calendar App' })).toHaveAttribute(
    'href',
    firstUrl.replace(/^http:/, 'webcal:'),
  );

  const feed = await page.request.get(firstUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(body).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  expect(body).toContain('SUMMARY:Calibration due:');

  await card.getByText('Subscribe in Outlook / Google Calendar / Apple Calendar').click();
  await expect(card.getByText('Subscribe from web')).toBeVisible();
  await expect(card.getByText('From URL')).toBeVisible();
  await expect(card.getByText('New Calendar Subscription')).toBeVisible();

  // The weekly digest: off until switched on, and still on after a reload.
  const digest = card.getByRole('switch', { name: 'Weekly e-mail digest' });
  await expect(digest).toHaveAttribute('aria-checked', 'false');
  await digest.click();
  await expectToast(page, 'Weekly Digest On');
  await expect(digest).toHaveAttribute('aria-checked', 'true');

  // A new address; the old one stops working.
  await card.getByRole('button', { name: 'New Address' }).click();
  await expectToast(page, 'New Calendar Address');
  await expect(address).not.toHaveValue(firstUrl);
  expect((await page.request.get(firstUrl)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('reminders-card').getByRole('switch')).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByTestId('reminders-card').getByText('Subscribe in Outlook').click();
  for (const [label, width] of Object.entries(WIDTHS)) {
    // Tall enough for the whole card, so the sticky header does not cover it in the shot.
    await page.setViewportSize({ width, height: 1200 });
    const shown = page.getByTestId('reminders-card');
    // The card fits the screen: no sideways scrolling at phone width.
    const box = await shown.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await shown.screenshot({ path: `test-results/screenshots/app-reminders-card-${label}.png` });
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
  await checkScreen(page, 'app-dashboard-reminders');
  consoleWatch.expectClean();
});
