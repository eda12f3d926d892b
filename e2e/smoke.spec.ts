import { expect, test } from '@playwright/test';
import { screenshotAtWidths } from './helpers.js';

test('the home page loads with its navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'CertSheet' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshotAtWidths(page, 'smoke-home');
});

test('a client route renders its page', async ({ page }) => {
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Templates');
  await screenshotAtWidths(page, 'smoke-templates');
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await screenshotAtWidths(page, 'smoke-404');
});
