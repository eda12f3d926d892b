/**
 * The public face (issue 8): landing, templates, directory, blog, terms and 404 against the
 * production build. Checks what a visitor and a search engine see: navigation, downloads, search,
 * the counter, pre-rendered HTML without JavaScript, meta tags, accessibility and screenshots.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { COUNTER_MIN_TOTAL, COUNTER_START } from '../src/shared/constants.js';
import type { LabRecord } from '../src/shared/directory.js';
import { TEMPLATE_FILE_NAMES, type TemplateId } from '../src/shared/templates.js';
import { screenshotAtWidths, seriousAxeViolations } from './helpers.js';

const LABS = JSON.parse(
  readFileSync(new URL('../content/directory/labs.json', import.meta.url), 'utf8'),
) as LabRecord[];

const PUBLIC_PAGES = [
  { path: '/', name: 'landing', heading: /Calibration certificates in/ },
  { path: '/templates', name: 'templates', heading: 'Free Calibration Templates' },
  { path: '/directory', name: 'directory', heading: 'Calibration Lab Directory' },
  { path: '/blog', name: 'blog', heading: 'Calibration know-how' },
  {
    path: '/blog/complete-guide-calibration-certificates',
    name: 'blog-guide',
    heading: 'The Complete Guide to Calibration Certificates',
  },
  {
    path: '/blog/calibration-certificate-mistakes',
    name: 'blog-mistakes',
    heading: '7 Critical Calibration Certificate Mistakes That Could Fail Your Audit',
  },
  { path: '/terms-privacy', name: 'terms-privacy', heading: 'Terms of Service and Privacy Policy' },
] as const;

const TEMPLATE_TITLES: Record<TemplateId, string> = {
  'calibration-record': 'Calibration Record Template',
  'equipment-inventory': 'Equipment Inventory Template',
  'calibration-schedule': 'Calibration Schedule Template',
  'calibration-certificate': 'Calibration Certificate Template',
  'cost-tracking': 'Cost Tracking Template',
};

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/**
 * Clicks a download button and opens the file with exceljs: proof it is a real xlsx file. The
 * button is brought to mid-screen first so the previous toast (top of the screen, kept open
 * while the pointer rests on it) cannot cover it.
 */
async function downloadAndOpen(page: Page, button: Locator) {
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const downloadPromise = page.waitForEvent('download');
  await button.click();
  const download = await downloadPromise;
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return { fileName: download.suggestedFilename(), workbook };
}

test.describe('landing page', () => {
  test('nav anchors scroll to their sections', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Features', 'features'],
      ['Pricing', 'pricing'],
      ['Templates', 'templates'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await expect(nav.getByRole('link', { name: 'Directory' })).toHaveAttribute(
      'href',
      '/directory',
    );
  });

  test('section anchors work from another page too', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('has every SPEC section, in order', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h2').allTextContents();
    const order = [
      /slow, and registers go out of date/,
      /Three steps/,
      /The register you download/,
      /Everything your calibration register needs/,
      /Pay when you download|Free on this installation/,
      /blank register/,
      /See what CertSheet finds/,
      /accredited calibration lab/,
      /Getting ready for an audit/,
    ];
    let position = -1;
    for (const pattern of order) {
      const index = headings.findIndex((text, i) => i > position && pattern.test(text));
      expect(index, `section ${pattern} after position ${position}`).toBeGreaterThan(position);
      position = index;
    }
    const table = page.getByRole('table', { name: /Sample Equipment Register/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Equipment ID',
      'Equipment Name',
      'Calibration Date',
      'Due Date',
      'Days Until Due',
      'Status',
    ]);
    for (const status of ['Current', 'Due Soon', 'Overdue']) {
      await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(footer.getByRole('link', { name: 'Terms & Privacy' })).toHaveAttribute(
      'href',
      '/terms-privacy',
    );
  });

  test('prices come from the plans, with BEST VALUE on the annual plan', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByText('$7', { exact: true }).first()).toBeVisible();
    await expect(pricing.getByText('$69', { exact: true })).toBeVisible();
    const annual = pricing.getByRole('article').filter({ hasText: 'Annual Unlimited' });
    await expect(annual.getByText('BEST VALUE')).toBeVisible();
    await expect(pricing.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  test('shows no prices when payments are off', async ({ page }) => {
    await page.route('**/api/config', (route) =>
      route.fulfill({
        json: {
          paymentProvider: 'off',
          stripePublishableKey: null,
          supportEmail: 'support@certsheet.example',
          oidcEnabled: false,
        },
      }),
    );
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { name: 'Free on this installation' })).toBeVisible();
    await expect(pricing).not.toContainText('$');
  });

  test('every upload button opens the convert dialog', async ({ page }) => {
    await page.goto('/');
    const buttons = [
      page.getByRole('button', { name: 'Upload certificates' }).first(),
      page.getByRole('button', { name: 'Try a sample conversion' }),
      page.getByRole('button', { name: 'Convert a batch' }),
      page.getByRole('button', { name: 'Upload certificates' }).last(),
    ];
    for (const button of buttons) {
      await button.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });

  test('the counter counts up from 0 to the API total, and only from 100 conversions', async ({
    page,
    request,
  }) => {
    // Pre-rendered HTML makes no claim: the total is not known at build time.
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('data-testid="conversion-counter"');
    expect(html).not.toContain('certificates converted with CertSheet');

    // A fresh server has converted fewer than 100 certificates: no line at all.
    const { total } = (await (await request.get('/api/analytics/total-conversions')).json()) as {
      total: number;
    };
    if (total < COUNTER_MIN_TOTAL) {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('certificates converted with CertSheet')).toHaveCount(0);
    }

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.route('**/api/analytics/total-conversions', (route) =>
        route.fulfill({ json: { total: COUNTER_MIN_TOTAL - 1 } }),
      );
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('conversion-counter')).toHaveCount(0);
      await page.unroute('**/api/analytics/total-conversions');

      const target = 7521;
      await page.route('**/api/analytics/total-conversions', (route) =>
        route.fulfill({ json: { total: target } }),
      );
      await page.goto('/');
      const counter = page.getByTestId('conversion-counter');
      // It starts when it is on screen (below the fold on a phone).
      await counter.scrollIntoViewIfNeeded();
      await expect(page.getByText('certificates converted with CertSheet')).toBeVisible();
      const read = async () => Number((await counter.textContent())?.replace(/,/g, ''));
      // It counts up: every value seen is between 0 and the total, never falling.
      const seen: number[] = [];
      await expect
        .poll(async () => {
          seen.push(await read());
          return seen.at(-1);
        })
        .toBe(target);
      expect(
        seen.every(
          (value, i) => value >= 0 && value <= target && (i === 0 || value >= seen[i - 1]!),
        ),
      ).toBe(true);
      expect(seen.some((value) => value > COUNTER_START && value < target)).toBe(true);
      await page.unroute('**/api/analytics/total-conversions');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the landing templates download as real workbooks with the landing toast', async ({
    page,
  }) => {
    await page.goto('/');
    for (const id of ['calibration-record', 'equipment-inventory'] as const) {
      const { fileName, workbook } = await downloadAndOpen(
        page,
        page.getByRole('button', { name: `Download ${TEMPLATE_TITLES[id]}` }),
      );
      expect(fileName).toBe(TEMPLATE_FILE_NAMES[id]);
      expect(workbook.worksheets.length).toBeGreaterThan(0);
    }
    // Sonner keeps the previous toast in the DOM while it animates out.
    await expect(
      page.getByText('Fill in your calibration data and save the file.').last(),
    ).toBeVisible();
    await page.getByRole('link', { name: /Browse 5 free templates/ }).click();
    await expect(page).toHaveURL(/\/templates$/);
  });

  test('the directory promo counts the published labs', async ({ page }) => {
    await page.goto('/');
    const states = new Set(LABS.map((lab) => lab.state)).size;
    await expect(page.getByText(`${LABS.length} accredited lab sites`)).toBeVisible();
    await expect(page.getByText(`${states} US states`)).toBeVisible();
    await page.getByRole('link', { name: 'Browse the directory' }).click();
    await expect(page).toHaveURL(/\/directory$/);
  });
});

test.describe('templates page', () => {
  test('all five templates download with their SPEC names and toasts', async ({ page }) => {
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 2 })).toContainText(
      Object.values(TEMPLATE_TITLES),
    );
    await page.waitForLoadState('networkidle'); // hydrated, so the buttons answer clicks
    for (const [id, title] of Object.entries(TEMPLATE_TITLES) as [TemplateId, string][]) {
      const { fileName, workbook } = await downloadAndOpen(
        page,
        page.getByRole('button', { name: `Download ${title}` }),
      );
      expect(fileName).toBe(TEMPLATE_FILE_NAMES[id]);
      expect(workbook.worksheets.length).toBeGreaterThan(0);
      await expect(
        page.getByText(`${title} has been downloaded successfully.`).last(),
      ).toBeVisible();
    }
  });

  test('a failed download shows the SPEC error toast', async ({ page }) => {
    await page.route('**/api/template/download', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.goto('/templates');
    // The page is pre-rendered: a click before it has hydrated does nothing (CI flaked on it).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Download Cost Tracking Template' }).click();
    await expect(page.getByText('Download Failed')).toBeVisible();
    await expect(page.getByText('Failed to download template. Please try again.')).toBeVisible();
  });

  test('has the five steps, five tips and a way back to the converter', async ({ page }) => {
    await page.goto('/templates');
    await expect(
      page
        .getByRole('heading', { name: 'How to use the templates' })
        .locator('..')
        .locator('ol > li'),
    ).toHaveCount(5);
    await expect(
      page
        .getByRole('heading', { name: 'Tips for a register that passes audits' })
        .locator('..')
        .locator('ul > li'),
    ).toHaveCount(5);
    await page.getByRole('link', { name: 'Back to the converter' }).last().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('directory page', () => {
  const count = (text: string) => new RegExp(`^Showing ${text} calibration centers$`);

  test('search and the state filter give the right counts', async ({ page }) => {
    await page.goto('/directory');
    const total = LABS.length;
    const status = page.getByTestId('directory-count');
    await expect(page.getByText(`${total} Accredited Centers`)).toBeVisible();
    await expect(status).toHaveText(count(`${total} of ${total}`));
    await expect(page.getByRole('article')).toHaveCount(total);

    const search = page.getByRole('searchbox', { name: 'Search' });
    // The page is pre-rendered: type once its scripts have loaded and it has hydrated.
    await page.waitForLoadState('networkidle');
    const keysight = LABS.filter((lab) => lab.organizationName.toLowerCase().includes('keysight'));
    await search.fill('KEYSIGHT');
    await expect(status).toHaveText(count(`${keysight.length} of ${total}`));

    await search.fill('ac-1498.05');
    await expect(status).toHaveText(count(`1 of ${total}`));

    await search.fill('wichita');
    await expect(status).toHaveText(count(`1 of ${total}`));
    await expect(page.getByRole('article')).toContainText('Johnson Gage and Inspection');

    await search.fill('');
    const state = page.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveValue('all');
    const states = [...new Set(LABS.map((lab) => lab.state))];
    await expect(state.locator('option')).toHaveCount(states.length + 1);
    await expect(state.locator('option').first()).toHaveText('All States');
    await state.selectOption('MI');
    const michigan = LABS.filter((lab) => lab.state === 'MI').length;
    await expect(status).toHaveText(count(`${michigan} of ${total}`));

    await search.fill('keysight');
    await expect(status).toHaveText(count(`0 of ${total}`));
    await expect(
      page.getByText('No calibration centers found matching your criteria.'),
    ).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();

    await state.selectOption('all');
    await expect(status).toHaveText(count(`${keysight.length} of ${total}`));
  });

  test('cards show the source date and link to the accreditation body', async ({ page }) => {
    await page.goto('/directory');
    const card = page.getByRole('article').filter({ hasText: 'Johnson Gage and Inspection' });
    await expect(card).toContainText('2820.01');
    await expect(card).toContainText('A2LA');
    await expect(card).toContainText('Scope revised 03/04/2024');
    await expect(card.getByRole('link', { name: /Verify current status/ })).toHaveAttribute(
      'href',
      'https://www.a2la.org',
    );
  });
});

test.describe('blog', () => {
  test('lists both articles and renders each one', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('8 min read')).toBeVisible();
    await expect(page.getByText('6 min read')).toBeVisible();
    await expect(page.getByText('CertSheet team').first()).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first(),
    ).toHaveAttribute('href', '/api/login');

    await page
      .getByRole('link', { name: 'The Complete Guide to Calibration Certificates', exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog\/complete-guide-calibration-certificates$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The Complete Guide to Calibration Certificates',
    );
    await expect(page.getByRole('heading', { name: 'Metrological traceability' })).toBeVisible();
    await expect(page).toHaveTitle(/The Complete Guide to Calibration Certificates/);

    // Links inside the article move within the app.
    await page.locator('.prose-content').getByRole('link', { name: 'Excel templates' }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Calibration Templates');

    await page.goto('/blog/calibration-certificate-mistakes');
    await expect(page.locator('.prose-content h2')).toContainText([
      /^1\. /,
      /^2\. /,
      /^3\. /,
      /^4\. /,
      /^5\. /,
      /^6\. /,
      /^7\. /,
    ]);
  });
});

test.describe('terms and privacy', () => {
  test('states the last update and opens mail to the support address', async ({
    page,
    request,
  }) => {
    const { supportEmail } = (await (await request.get('/api/config')).json()) as {
      supportEmail: string;
    };
    await page.goto('/terms-privacy');
    await expect(page.getByText('Last updated January 2025')).toBeVisible();
    await expect(page.getByText('never stored').first()).toBeVisible();
    await expect(page.getByText('$69 per year')).toBeVisible();
    await expect(page.getByText('$7 per month')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
  });
});

test.describe('not found', () => {
  for (const path of ['/this/does/not/exist', '/blog/no-such-article', '/templates/index.html']) {
    test(`${path} answers 404 with Page Not Found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    });
  }
});

test.describe('findable', () => {
  test('each page has its own title, description, canonical URL and Open Graph tags', async ({
    page,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${baseURL}${path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${baseURL}/og-image.png`,
      );
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  test('pages read without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.goto('/directory');
    await expect(page.getByRole('article')).toHaveCount(LABS.length);
    await page.goto('/blog/complete-guide-calibration-certificates');
    await expect(page.getByText('clause 7.8.4.3').first()).toBeVisible();
    await context.close();
  });

  test('sitemap.xml and robots.txt point at the public pages', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const { path } of PUBLIC_PAGES) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the 404 page is not indexed', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('accessibility and screenshots', () => {
  for (const { path, name, heading } of PUBLIC_PAGES) {
    test(`${name}: no serious axe violations, screenshots at 375 and 1280 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoSeriousAxeViolations(page);
      await screenshotAtWidths(page, `public-${name}`);
    });
  }

  test('404: no serious axe violations, screenshots', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshotAtWidths(page, 'public-404');
  });
});
