import { describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER } from '../../../src/shared/marketing.js';
import { fillTemplate, headTags } from '../../../scripts/prerender.js';

const template = `<html><head><!--head-meta--><title>Default</title><!--/head-meta--></head><body><div id="root"><!--app-html--></div></body></html>`;

describe('pre-rendered pages', () => {
  it('carry their own title, description, canonical URL and Open Graph tags', () => {
    const html = fillTemplate(
      template,
      { html: '<main>Hello $& world</main>', meta: null },
      { title: 'Templates & more', description: 'Say "hi"', path: '/templates' },
    );
    expect(html).not.toContain('Default');
    expect(html).toContain('<title>Templates &amp; more</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/templates" />`);
    expect(html).toContain(
      `<meta property="og:url" content="${PUBLIC_URL_PLACEHOLDER}/templates" />`,
    );
    expect(html).toContain('<meta property="og:image"');
    // Replacement patterns in page text ($&) must be inserted literally.
    expect(html).toContain('<div id="root"><main>Hello $& world</main></div>');
  });

  it('mark the 404 page noindex, without a canonical URL', () => {
    const tags = headTags({ title: 'Page Not Found', description: 'x', path: null });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
  });

  it('refuse a template without the markers', () => {
    expect(() =>
      fillTemplate(
        '<html></html>',
        { html: '', meta: null },
        { title: 't', description: 'd', path: '/' },
      ),
    ).toThrow(/head-meta/);
  });
});
