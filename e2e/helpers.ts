import { AxeBuilder } from '@axe-core/playwright';
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

/**
 * Axe's serious and critical violations on the page as it stands, one line each with up to three
 * of the elements hit, so a failure says what to fix.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await withoutMotion(page, () => new AxeBuilder({ page }).analyze());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Runs `check` with CSS transitions and animations switched off, so every element shows its
 * final state. A toast fading in or out (sonner's 400 ms opacity transition) is half transparent,
 * and axe measures that blend as low contrast: CI failed on a toast caught mid-fade. A user
 * reads the toast once it has faded in; that state is the one to check.
 */
async function withoutMotion<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  try {
    return await check();
  } finally {
    // The page may have navigated away meanwhile, taking the style element with it.
    await style.evaluate((node) => node.remove()).catch(() => undefined);
  }
}
