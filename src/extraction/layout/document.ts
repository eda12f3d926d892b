/**
 * Page texts → one document layout: lines in reading order (page by page, top to bottom), the
 * body font, headings, and running headers/footers repeated across pages.
 */
import { forgetRememberedText } from '../dictionary/normalize.js';
import { splitAtColumnEdges } from './column-edges.js';
import { buildLines } from './lines.js';
import type { DocumentLayout, Line, PageText } from './types.js';

/** Repeated lines must sit at about the same height on each page. */
const REPEAT_Y_TOLERANCE = 20;
const HEADING_MAX_CHARS = 70;
const HEADING_MAX_WORDS = 9;

function fontName(font: string): string {
  return font.slice(0, font.lastIndexOf('@'));
}

function dominantFont(lines: Line[]): { font: string; size: number } {
  const chars = new Map<string, number>();
  for (const line of lines) {
    for (const cell of line.cells) {
      chars.set(cell.font, (chars.get(cell.font) ?? 0) + cell.text.length);
    }
  }
  let best = '';
  let bestCount = -1;
  for (const [font, count] of chars) {
    if (count > bestCount) {
      best = font;
      bestCount = count;
    }
  }
  const size = Number(best.slice(best.lastIndexOf('@') + 1)) || 10;
  return { font: best, size };
}

function isUpperCaseHeading(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4) return false;
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return upper / letters.length >= 0.9;
}

function isHeading(line: Line, bodyFont: string, bodySize: number): boolean {
  const text = line.text.trim();
  if (text.length > HEADING_MAX_CHARS || text.split(/\s+/).length > HEADING_MAX_WORDS) return false;
  if (!/\p{L}{2}/u.test(text)) return false;
  // "Label: value" is a field, not a heading.
  if (/:\s*\S/.test(text)) return false;
  if (line.size >= bodySize * 1.15) return true;
  // Table rows ("0.0 PSID", "FLUKE 87V") carry numbers; headings, past their numbering, do not.
  if (/\d/.test(text.replace(/^[\d.]+\s+/, ''))) return false;
  if (isUpperCaseHeading(text)) return true;
  // A short line alone in another font ("Instrument Data"): a section title. Several cells in
  // another font are more often a row of bold values.
  const body = fontName(bodyFont);
  return (
    line.cells.length === 1 &&
    text.split(/\s+/).length <= 5 &&
    fontName(line.cells[0]!.font) !== body
  );
}

function contiguous(pages: ReadonlySet<number>): boolean {
  return Math.max(...pages) - Math.min(...pages) + 1 === pages.size;
}

function markRepeated(lines: Line[], pageCount: number): void {
  if (pageCount < 2) return;
  const byKey = new Map<string, Line[]>();
  for (const line of lines) {
    // Numbers vary on a running header ("Page 2 of 3"); a line of nothing but numbers (a date,
    // a value) repeats only as the same text — certificates of one file set their own dates
    // at the same height on every page, and those are content.
    const words = /\p{L}/u.test(line.text);
    const key = (words ? line.text.toLowerCase().replace(/\d+/g, '#') : line.text)
      .replace(/\s+/g, ' ')
      .trim();
    if (key.length < 3) continue;
    const list = byKey.get(key) ?? [];
    list.push(line);
    byKey.set(key, list);
  }
  const needed = pageCount >= 3 ? Math.ceil(pageCount / 2) : 2;
  for (const group of byKey.values()) {
    const pages = new Set(group.map((line) => line.page));
    if (pages.size < needed) continue;
    // On every other page only (1 and 3 of 4): each certificate of a file of several prints
    // its own customer block on its first page. A running header holds on from page to page.
    if (pages.size * 2 <= pageCount && !contiguous(pages)) continue;
    const ys = group.map((line) => line.baseline).sort((a, b) => a - b);
    const middle = ys[Math.floor(ys.length / 2)]!;
    // The first page's copy is content, as it is on a one-page certificate: a running header
    // carries the certificate's number and customer, and several certificates in one file
    // repeat their customer block at the same height on every page.
    const firstPage = Math.min(...group.map((line) => line.page));
    // The same words at another height on each page (a customer's cover page naming it at the
    // top, the certificate's customer block lower down) are content, not a running header.
    const atMiddle = group.filter((line) => Math.abs(line.baseline - middle) <= REPEAT_Y_TOLERANCE);
    if (new Set(atMiddle.map((line) => line.page)).size < needed) continue;
    for (const line of group) {
      if (line.page === firstPage) continue;
      if (Math.abs(line.baseline - middle) <= REPEAT_Y_TOLERANCE) line.repeated = true;
    }
  }
}

export function buildLayout(pages: PageText[]): DocumentLayout {
  // A new document: label matching and normalising start remembering afresh.
  forgetRememberedText();
  const lines: Line[] = [];
  const pageInfo: DocumentLayout['pages'] = [];
  for (const page of pages) {
    const lineStart = lines.length;
    const pageLines = buildLines(page.runs, page.number, lineStart);
    splitAtColumnEdges(pageLines);
    lines.push(...pageLines);
    pageInfo.push({
      number: page.number,
      width: page.width,
      height: page.height,
      lineStart,
      lineEnd: lines.length,
    });
  }
  const { font: bodyFont, size: bodySize } = dominantFont(lines);
  for (const line of lines) line.heading = isHeading(line, bodyFont, bodySize);
  markRepeated(lines, pages.length);
  return { pages: pageInfo, lines, bodyFont, bodySize };
}

/**
 * The line after line `index` when it stands on the same page at most `gap` under `bottom` (the
 * bottom of that line, or of one of its cells): the next line of the same block.
 */
export function nextLineWithin(
  layout: DocumentLayout,
  index: number,
  bottom: number,
  gap: number,
): Line | null {
  const line = layout.lines[index];
  const next = layout.lines[index + 1];
  return line && next && next.page === line.page && next.top - bottom <= gap ? next : null;
}

/**
 * Reading-order text in the spirit of `pdftotext -layout`: one text line per line, cells placed
 * at roughly their horizontal position so columns stay legible.
 */
export function layoutText(layout: DocumentLayout): string {
  const charWidth = Math.max(3, layout.bodySize * 0.5);
  const left = Math.min(...layout.lines.map((line) => line.x0));
  const pages: string[] = [];
  for (const page of layout.pages) {
    const out: string[] = [];
    for (let i = page.lineStart; i < page.lineEnd; i++) {
      let text = '';
      for (const cell of layout.lines[i]!.cells) {
        const column = Math.max(0, Math.round((cell.x0 - left) / charWidth));
        const pad = text.length === 0 ? column : Math.max(column - text.length, 2);
        text += ' '.repeat(pad) + cell.text;
      }
      out.push(text.trimEnd());
    }
    pages.push(out.join('\n'));
  }
  return pages.join('\n\n').replace(/\s+$/, '');
}
