import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isKnownClientRoute, ROUTES } from '../../../src/shared/routes.js';
import {
  markdownModule,
  parseFrontMatter,
  readingMinutes,
  renderMarkdown,
  slugify,
} from '../../../scripts/vite-plugin-content.js';

const blogDir = new URL('../../../content/blog/', import.meta.url);
const article = (name: string) => readFileSync(new URL(name, blogDir), 'utf8');

describe('front matter', () => {
  it('reads strings, quoted strings, booleans and lists', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "A: B"\ntags: [One, "Two"]\nfeatured: true\n---\nText\n',
    );
    expect(data).toEqual({ title: 'A: B', tags: ['One', 'Two'], featured: true });
    expect(body).toBe('Text\n');
  });
});

describe('Markdown rendering', () => {
  it('gives headings ids and collects the level-2 ones for a table of contents', () => {
    const { html, headings } = renderMarkdown(
      '## What *is* it?\n\ntext\n\n### Sub\n\n## What is it?\n',
    );
    expect(html).toContain('<h2 id="what-is-it">What <em>is</em> it?</h2>');
    expect(html).toContain('<h2 id="what-is-it-2">');
    expect(headings).toEqual([
      { id: 'what-is-it', text: 'What is it?' },
      { id: 'what-is-it-2', text: 'What is it?' },
    ]);
    expect(slugify('ISO/IEC 17025 & you')).toBe('iso-iec-17025-you');
  });

  it('wraps tables in a keyboard-scrollable region', () => {
    const { html } = renderMarkdown('| a |\n| - |\n| 1 |\n');
    expect(html).toMatch(
      /<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>/,
    );
  });

  it('exports the front matter with the slug and reading time', () => {
    const code = markdownModule('/x/my-post.md', '---\ntitle: T\n---\nword '.repeat(1));
    expect(code).toContain('"slug":"my-post"');
    expect(code).toContain('"readingMinutes":1');
  });
});

describe('the blog articles (SPEC §2 Blog)', () => {
  it('are the two SPEC articles with honest read times of 8 and 6 minutes', () => {
    expect(readdirSync(blogDir).sort()).toEqual([
      'calibration-certificate-mistakes.md',
      'complete-guide-calibration-certificates.md',
    ]);
    const guide = parseFrontMatter(article('complete-guide-calibration-certificates.md'));
    const mistakes = parseFrontMatter(article('calibration-certificate-mistakes.md'));
    expect(guide.data.title).toBe('The Complete Guide to Calibration Certificates');
    expect(mistakes.data.title).toBe(
      '7 Critical Calibration Certificate Mistakes That Could Fail Your Audit',
    );
    expect(readingMinutes(guide.body)).toBe(8);
    expect(readingMinutes(mistakes.body)).toBe(6);
    for (const { data } of [guide, mistakes]) {
      for (const key of ['description', 'excerpt', 'author', 'date'])
        expect(data[key]).toBeTruthy();
      expect(data.author).toBe('CertSheet team');
      expect(Array.isArray(data.tags)).toBe(true);
    }
  });

  it('the mistakes article has seven numbered mistakes', () => {
    const headings = renderMarkdown(
      parseFrontMatter(article('calibration-certificate-mistakes.md')).body,
    )
      .headings.map((heading) => heading.text)
      .filter((text) => /^\d\. /.test(text));
    expect(headings).toHaveLength(7);
  });

  it('link to the templates, the directory and the converter, and only to real pages', () => {
    for (const name of readdirSync(blogDir)) {
      const links = [...article(name).matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]!);
      expect(links).toEqual(
        expect.arrayContaining([ROUTES.templates, ROUTES.directory, ROUTES.home]),
      );
      for (const link of links) expect(isKnownClientRoute(link.split('#')[0]!)).toBe(true);
    }
  });
});
