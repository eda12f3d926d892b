import { describe, expect, it } from 'vitest';
import { INDEXABLE_ROUTES } from '../../../src/shared/marketing.js';
import { robotsTxt, sitemapXml } from '../../../src/server/routes/seo.js';

describe('sitemap.xml and robots.txt', () => {
  it('list every public content page on the deployment address', () => {
    const xml = sitemapXml('https://certs.example.com');
    for (const route of INDEXABLE_ROUTES) {
      expect(xml).toContain(`<loc>https://certs.example.com${route}</loc>`);
    }
    expect(xml).not.toContain('/dashboard');
  });

  it('point crawlers at the sitemap and away from the API and signed-in pages', () => {
    const robots = robotsTxt('https://certs.example.com');
    expect(robots).toContain('Sitemap: https://certs.example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /dashboard');
  });
});
