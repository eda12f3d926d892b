/**
 * Build-time content for the public pages, so no Markdown parser or full lab list ships to the
 * browser where it is not needed:
 * - `import { meta, html } from '…/article.md'`: front matter plus HTML rendered with marked
 *   (`…/article.md?meta`: the front matter only);
 * - `import summary from '…/labs.json?summary'`: headline counts of the lab directory, so the
 *   landing page's numbers are computed from the data without bundling the data.
 */
import { readFile } from 'node:fs/promises';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import { summarizeLabs, type LabRecord } from '../src/shared/directory.js';

export type FrontMatterValue = string | boolean | string[];

export interface ParsedMarkdown {
  data: Record<string, FrontMatterValue>;
  body: string;
}

/** Reading speed used for "N min read": a common figure for technical prose. */
export const WORDS_PER_MINUTE = 230;

/**
 * A small subset of YAML front matter: `key: value`, quoted strings, booleans and
 * `[a, b]` lists. Content files are ours, so anything else is an authoring error.
 */
export function parseFrontMatter(source: string): ParsedMarkdown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, FrontMatterValue> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const separator = line.indexOf(':');
    if (separator <= 0) throw new Error(`Front matter line without "key: value": ${line}`);
    const key = line.slice(0, separator).trim();
    const raw = line.slice(separator + 1).trim();
    data[key] = parseValue(raw);
  }
  return { data, body: source.slice(match[0].length) };
}

function parseValue(raw: string): FrontMatterValue {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (raw.startsWith('[') && raw.endsWith(']')) {
    return raw
      .slice(1, -1)
      .split(',')
      .map((item) => unquote(item.trim()))
      .filter((item) => item.length > 0);
  }
  return unquote(raw);
}

function unquote(value: string): string {
  const quoted = /^(['"])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}

/** Words a reader reads: Markdown syntax, link targets and HTML comments removed. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export interface Heading {
  id: string;
  text: string;
}

/** Markdown to HTML; level-2 and level-3 headings get ids so a table of contents can link them. */
export function renderMarkdown(body: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Set<string>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token) {
        const inner = this.parser.parseInline(token.tokens);
        let id = slugify(token.text);
        for (let n = 2; used.has(id); n += 1) id = `${slugify(token.text)}-${n}`;
        used.add(id);
        if (token.depth === 2) headings.push({ id, text: token.text.replace(/[*_`]/g, '') });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
    },
  });
  // Wide tables scroll sideways on phones; a focusable region keeps them keyboard-scrollable.
  const html = marked
    .parse(body, { async: false })
    .replaceAll(
      '<table>',
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>',
    )
    .replaceAll('</table>', '</table></div>');
  return { html, headings };
}

/** The ES module an `.md` import turns into. */
export function markdownModule(file: string, source: string): string {
  const { data, body } = parseFrontMatter(source);
  const { html, headings } = renderMarkdown(body);
  const slug = (file.split(/[\\/]/).pop() ?? file).replace(/\.md$/, '');
  const meta = { slug, ...data, readingMinutes: readingMinutes(body), headings };
  return `export const meta = ${JSON.stringify(meta)};\nexport const html = ${JSON.stringify(html)};\n`;
}

/** The module a `labs.json?summary` import turns into. */
export function labSummaryModule(source: string): string {
  const summary = summarizeLabs(JSON.parse(source) as LabRecord[]);
  return `export default ${JSON.stringify(summary)};\n`;
}

export function contentPlugin(): Plugin {
  return {
    name: 'certsheet-content',
    enforce: 'pre',
    async load(id) {
      const [file, query = ''] = id.split('?');
      if (!file) return null;
      // The dev server adds its own parameters (?t= after a change, ?import); ?raw and ?url keep
      // their usual meaning.
      const params = new URLSearchParams(query);
      if (file.endsWith('.md') && !params.has('raw') && !params.has('url')) {
        this.addWatchFile(file);
        const module = markdownModule(file, await readFile(file, 'utf8'));
        // `?meta` gives lists the front matter without the article text.
        return params.has('meta') ? module.split('\n')[0] : module;
      }
      if (file.endsWith('labs.json') && params.has('summary')) {
        this.addWatchFile(file);
        return labSummaryModule(await readFile(file, 'utf8'));
      }
      return null;
    },
  };
}
