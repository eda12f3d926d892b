/**
 * Issue 23 items 3, 4, 8 and 9 at desktop (1280 px) and phone (375 px) width: the due-date
 * assumption said the same way before and after payment and on the dashboard and analytics; one
 * story for plans; the small things; the phone layout. Screenshots go to test-results/screenshots.
 */
import { expect, test, type Page } from '@playwright/test';
import { computeDueStatus, todayIso } from '../src/shared/due-status.js';
import { WIDTHS } from './helpers.js';
import {
  AXLE_SCALE_PDF,
  BACKFLOW_PDF,
  expectAccessible,
  expectToastWasShown,
  recordToasts,
  signUp,
  uniqueEmail,
} from './fixtures/app-helpers.js';

/** The axle scale certificate prints no due date: calibration 2025-02-24 + the default 12 months. */
const AXLE_DUE = '2026-02-24';
const AXLE_SUMMARY = `Due ${AXLE_DUE} (assumed: calibration + 12 months) · ${
  computeDueStatus(AXLE_DUE, todayIso(), 30).status
}`;

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots';

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function convertOnLanding(page: Page, files: string[]) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Upload certificates' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Convert Calibration Certificates' });
  await dialog.locator('input[type="file"]').setInputFiles(files);
  await dialog
    .getByRole('button', {
      name: files.length === 1 ? 'Convert PDF' : `Convert ${files.length} PDFs`,
    })
    .click();
  const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  return results;
}

async function payWithTestCard(page: Page, payLabel: string, expiry = '12 / 34') {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill(expiry.replace(/\D/g, ''));
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: payLabel }).click();
}

/** Axe at both widths (expectAccessible ends at desktop width), then back to this test's width. */
async function checkAxe(page: Page, name: string, width: number) {
  await expectAccessible(page, name);
  await page.setViewportSize({ width, height: 800 });
}

for (const [label, width] of Object.entries(WIDTHS)) {
  test.describe(`${label} (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('item 3: the assumed due date is said before payment, after payment, on the dashboard and in analytics', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const results = await convertOnLanding(page, [AXLE_SCALE_PDF, BACKFLOW_PDF]);
      const cards = results
        .getByRole('list', { name: 'Converted certificates' })
        .getByRole('listitem');
      const axle = cards.filter({ hasText: 'Axle Weighing Scale' });
      await expect(axle.getByTestId('due-summary')).toHaveText(AXLE_SUMMARY);
      // The due date row says how it was arrived at, and no "Add Due Date" pretends there is none.
      await expect(axle).toContainText('Assumed: calibration + 12 months');
      await expect(axle.getByRole('button', { name: 'Add Due Date' })).toHaveCount(0);
      // A printed due date is said plainly.
      const backflow = cards.filter({ hasText: 'Backflow Test Kit' });
      await expect(backflow.getByTestId('due-summary')).toHaveText(/^Due 2027-03-31 · /);
      // Item 8: every edit button names the instrument.
      await expect(axle.getByRole('button', { name: 'Edit Axle Weighing Scale' })).toBeVisible();
      await expect(backflow.getByRole('button', { name: 'Edit Backflow Test Kit' })).toBeVisible();
      await expect(
        backflow.getByRole('button', { name: 'Edit Serial # of Backflow Test Kit' }),
      ).toBeVisible();
      // Item 9: the extracted-data box is not squashed (two cards, each fully visible on a phone).
      const box = results.getByRole('list', { name: 'Converted certificates' });
      expect((await box.boundingBox())?.height ?? 0).toBeGreaterThan(300);
      await shot(page, `issue23-convert-results-${label}`, false);
      await checkAxe(page, 'convert results', width);

      // Item 9: the due-date editor shows the whole date on a phone.
      await axle.getByRole('button', { name: 'Edit Due Date of Axle Weighing Scale' }).click();
      const dateInput = axle.getByLabel('Due Date', { exact: true });
      await expect(dateInput).toHaveValue(AXLE_DUE);
      expect((await dateInput.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(140);
      await shot(page, `issue23-due-date-editor-${label}`, false);
      await axle.getByRole('button', { name: 'Cancel editing Due Date' }).click();

      await results.getByRole('button', { name: 'Pay $7 & Download' }).click();
      await expect(page).toHaveURL(/\/checkout\/local\/[^/]+$/);
      await payWithTestCard(page, 'Pay $7');
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      const paidAxle = page.getByRole('listitem').filter({ hasText: 'axle-scale' });
      await expect(paidAxle.getByTestId('due-summary')).toHaveText(AXLE_SUMMARY);
      await shot(page, `issue23-paid-view-${label}`);

      // Signed in: the dashboard's recent conversions and the analytics table say the same.
      const name = `Dana ${label}`;
      await signUp(page, name, uniqueEmail(`dana-${label}`), 'correct horse battery');
      // Item 8: a brand-new account is welcomed, not welcomed back.
      await expect(page.getByRole('heading', { name: `Welcome, Dana!` })).toBeVisible();
      await page.getByRole('button', { name: 'Upload Certificate' }).click();
      const upload = page.getByRole('dialog', { name: 'Convert New Certificate' });
      await upload.locator('input[type="file"]').setInputFiles(AXLE_SCALE_PDF);
      await upload.getByRole('button', { name: 'Start Conversion' }).click();
      await expect(upload.getByRole('button', { name: 'Download Excel' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(upload.locator('dl')).toContainText(AXLE_SUMMARY);
      await upload.getByRole('button', { name: 'Close' }).click();
      const recent = page.getByRole('listitem').filter({ hasText: 'axle-scale' });
      await expect(recent.getByTestId('due-summary')).toHaveText(AXLE_SUMMARY);

      // Item 8: This Month, Total Processed and analytics agree (one SQL count, UTC months).
      const stat = (title: string) =>
        page.locator('section[aria-label="Your statistics"] > *').filter({ hasText: title });
      await expect(stat('This Month')).toContainText('1');
      await expect(stat('Total Processed')).toContainText('1');
      await expect(page.getByText('1 / 3')).toBeVisible();
      await shot(page, `issue23-dashboard-${label}`);
      await checkAxe(page, 'dashboard', width);

      await page.getByRole('link', { name: /View Analytics/ }).click();
      await expect(page.getByRole('heading', { name: 'Your Conversion Analytics' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(summary.locator('> *').filter({ hasText: 'Total Conversions' })).toContainText(
        '1',
      );
      await expect(summary.locator('> *').filter({ hasText: 'Monthly Conversions' })).toContainText(
        '1',
      );
      const row = page.getByRole('table').getByRole('row').filter({ hasText: 'axle-scale' });
      await expect(row.getByTestId('due-summary')).toHaveText(AXLE_SUMMARY);
      await expect
        .poll(() => page.locator('html').evaluate((element) => element.scrollWidth))
        .toBeLessThanOrEqual(width);
      const upgrade = page.getByRole('link', { name: 'Upgrade to Annual Unlimited - $69/year' });
      const card = page
        .locator('main')
        .getByText('Unlock Unlimited Conversions')
        .locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
      const [linkBox, cardBox] = [await upgrade.boundingBox(), await card.boundingBox()];
      expect((linkBox?.x ?? 0) + (linkBox?.width ?? 0)).toBeLessThanOrEqual(
        (cardBox?.x ?? 0) + (cardBox?.width ?? 0) + 1,
      );
      await shot(page, `issue23-analytics-${label}`);
      await checkAxe(page, 'analytics', width);
    });

    test('item 4: each upgrade button opens the plan it names; trial wording matches the charge', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // Signed out: the landing buttons name their plan and go to it.
      await page.goto('/');
      const pricing = page.locator('#pricing');
      await expect(pricing.getByRole('link', { name: 'Get Annual Unlimited' })).toHaveAttribute(
        'href',
        '/subscribe?plan=annual',
      );
      await expect(pricing).toContainText(
        '7-day free trial: nothing is charged today, then $7/month from day 8.',
      );
      await expect(pricing).toContainText(
        'Paid once today for 365 days of unlimited conversions. It does not renew.',
      );
      await expect(pricing).not.toContainText('Premium');

      await signUp(page, `Avery ${label}`, uniqueEmail(`avery-${label}`), 'correct horse battery');
      // The dashboard's plan card: Pro and Annual, each named and priced as everywhere else.
      await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
        'href',
        '/subscribe',
      );
      await expect(
        page.getByRole('link', { name: 'Or Annual Unlimited: $69/year' }),
      ).toHaveAttribute('href', '/subscribe?plan=annual');

      await page.goto('/analytics');
      await page.getByRole('link', { name: 'Upgrade to Annual Unlimited - $69/year' }).click();
      await expect(page).toHaveURL(/\/subscribe\?plan=annual$/);
      await expect(
        page.getByRole('heading', { name: 'Upgrade to Annual Unlimited', level: 1 }),
      ).toBeVisible();
      await expect(page.getByText('Subscribe to Pro - $7/month')).toHaveCount(0);
      await expect
        .poll(() => page.locator('html').evaluate((element) => element.scrollWidth))
        .toBeLessThanOrEqual(width);
      await shot(page, `issue23-subscribe-annual-${label}`);
      await checkAxe(page, 'subscribe annual', width);

      await page.getByRole('link', { name: 'Pro: $7/month' }).click();
      await expect(page).toHaveURL(/\/subscribe$/);
      await expect(page.getByTestId('pro-billing')).toHaveText(
        '7-day free trial: nothing is charged today, then $7/month from day 8. Cancel before then and you pay nothing.',
      );
      await expect(
        page.getByText('$15 less than 12 months of Pro', { exact: false }),
      ).toBeVisible();
      await expect
        .poll(() => page.locator('html').evaluate((element) => element.scrollWidth))
        .toBeLessThanOrEqual(width);
      await shot(page, `issue23-subscribe-pro-${label}`);
      await page.getByRole('link', { name: 'Annual Unlimited: $69/year' }).click();
      await expect(page).toHaveURL(/\/subscribe\?plan=annual$/);

      // Buying Annual Unlimited: the TEST MODE checkout, then the plan is confirmed.
      await page.getByRole('button', { name: 'Buy Annual Unlimited - $69/year' }).click();
      await expect(page).toHaveURL(/\/checkout\/local\/[^/]+$/);
      await expect(page.getByText('Billed once for 365 days.')).toBeVisible();
      await payWithTestCard(page, 'Pay $69');
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      await expect(
        page.getByText('Your Annual Unlimited plan is active: unlimited conversions for 365 days.'),
      ).toBeVisible();
      await expect(page.getByText('No Files Found')).toHaveCount(0);
      await shot(page, `issue23-annual-paid-${label}`);
      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await expect(page.getByRole('banner').getByText('Pro', { exact: true })).toBeVisible();
    });

    test('item 8: sign-up tab, card form, Esc during processing, annual email check', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // "Create a free account" and a signed-out "Start free trial" open Create Account.
      await page.goto('/');
      await page.getByRole('link', { name: 'Create a free account' }).click();
      await expect(page).toHaveURL(/\/sign-in\?mode=sign-up/);
      await expect(page.getByRole('tab', { name: 'Create Account', selected: true })).toBeVisible();
      // Recorded from the next document on: the link is a client-side route change.
      await recordToasts(page);
      await page.goto('/');
      await page.getByRole('link', { name: 'Start free trial' }).click();
      await expect(page).toHaveURL(/\/sign-in\?mode=sign-up&returnTo=%2Fsubscribe/);
      await expectToastWasShown(
        page,
        'Authentication Required',
        'Please sign in to subscribe to Pro',
      );
      await expect(page.getByRole('tab', { name: 'Create Account', selected: true })).toBeVisible();

      // Esc while certificates convert asks before dropping the batch.
      await page.goto('/');
      await page.getByRole('button', { name: 'Upload certificates' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Convert Calibration Certificates' });
      await dialog.locator('input[type="file"]').setInputFiles([AXLE_SCALE_PDF]);
      // The conversion is held until the question has been answered.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/convert-simple', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Convert PDF' }).click();
      const processing = page.getByRole('dialog', { name: 'Converting your certificates' });
      await expect(processing).toBeVisible();
      await page.keyboard.press('Escape');
      const ask = processing.getByRole('alertdialog', { name: 'Stop converting?' });
      await expect(ask).toBeVisible();
      await shot(page, `issue23-stop-converting-${label}`, false);
      await checkAxe(page, 'stop converting', width);
      await ask.getByRole('button', { name: 'Keep Converting' }).click();
      await expect(ask).toBeHidden();
      await expect(processing).toBeVisible();
      release();
      const results = page.getByRole('dialog', { name: 'Your Excel report is ready' });
      await expect(results).toBeVisible({ timeout: 30_000 });
      await page.unroute('**/api/convert-simple');

      // The annual email step says what is wrong with a malformed address.
      await results.getByRole('button', { name: 'Choose Annual Unlimited' }).click();
      const emailStep = page.getByRole('dialog', { name: 'Annual Unlimited' });
      await emailStep.getByLabel('Email address').fill('dana@example');
      await emailStep.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(emailStep.getByText('Enter a valid email address.')).toBeVisible();
      await expect(emailStep.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Email Required')).toHaveCount(0);
      await shot(page, `issue23-email-invalid-${label}`, false);
      await emailStep.getByRole('button', { name: 'Back' }).click();

      // Test checkout: a stale "Enter a card number." goes once typed; an expired date is refused.
      await results.getByRole('button', { name: 'Pay $7 & Download' }).click();
      await expect(page).toHaveURL(/\/checkout\/local\/[^/]+$/);
      await page.getByRole('button', { name: 'Pay $7' }).click();
      await expect(page.getByRole('alert')).toHaveText('Enter a card number.');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByLabel('Expiry (MM / YY)').fill('0120');
      await page.getByRole('button', { name: 'Pay $7' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Your card has expired. Check the expiry date.',
      );
      await shot(page, `issue23-card-expired-${label}`);
      await page.getByLabel('Expiry (MM / YY)').fill('1234');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByRole('button', { name: 'Pay $7' }).click();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    });

    test('item 9: the blog guide scrolls its wide table in a box, not the page', async ({
      page,
    }) => {
      await page.goto('/blog/complete-guide-calibration-certificates');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The page cannot be scrolled sideways: its content is no wider than the viewport.
      await expect
        .poll(() => page.locator('html').evaluate((element) => element.scrollWidth))
        .toBeLessThanOrEqual(width);
      await page.mouse.wheel(1000, 0);
      const scrolledX = await page.locator('html').evaluate((element) => element.scrollLeft);
      expect(scrolledX).toBe(0);
      const tableBox = page.getByRole('region', { name: 'Table' }).first();
      await expect(tableBox).toBeVisible();
      if (width < 600) {
        const overflow = await tableBox.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(overflow).toBe(true);
      }
      await tableBox.scrollIntoViewIfNeeded();
      await shot(page, `issue23-blog-guide-${label}`, false);
      await checkAxe(page, 'blog guide', width);
    });
  });
}
