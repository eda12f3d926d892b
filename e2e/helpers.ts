import type { Page } from '@playwright/test';

export const WIDTHS = { phone: 375, desktop: 1280 } as const;

/** Saves a full-page screenshot under test-results/screenshots/<name>-<width>.png. */
export async function screenshotAtWidths(page: Page, name: string) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({
      path: `test-results/screenshots/${name}-${label}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
}
