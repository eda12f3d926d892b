/**
 * Builds test PDFs with pdf-lib from positioned text, so each test states its layout in a few
 * lines: key/value lists, grids, tables, prose, several pages. Coordinates are from the top-left
 * of an A4 page (595 × 842 pt), like the engine's.
 */
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

export interface Text {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  size?: number;
  bold?: boolean;
}

export type Page = Text[];

const A4 = { width: 595, height: 842 };

/** A PDF with one page per entry, Helvetica text (WinAnsi: enough for the six languages). */
export async function buildPdf(pages: Page[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (const texts of pages) {
    const page = document.addPage([A4.width, A4.height]);
    for (const item of texts) {
      const font: PDFFont = item.bold ? bold : regular;
      page.drawText(item.text, { x: item.x, y: A4.height - item.y, size: item.size ?? 10, font });
    }
  }
  return document.save({ useObjectStreams: false });
}

/** Label/value rows: "Label: value" with the value in its own column at `valueX`. */
export function keyValues(
  rows: readonly (readonly [string, string])[],
  options: { x?: number; valueX?: number; y?: number; gap?: number; colon?: boolean } = {},
): Text[] {
  const { x = 50, valueX = 220, y = 150, gap = 18, colon = true } = options;
  return rows.flatMap(([label, value], index) => [
    { text: colon ? `${label}:` : label, x, y: y + index * gap },
    { text: value, x: valueX, y: y + index * gap },
  ]);
}

/** A row of cells at the given x positions. */
export function row(
  cells: readonly string[],
  xs: readonly number[],
  y: number,
  bold = false,
): Text[] {
  return cells.map((text, index) => ({ text, x: xs[index]!, y, bold }));
}

/** A table: a bold header row, then one row per record, `gap` apart. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  xs: readonly number[],
  y: number,
  gap = 16,
): Text[] {
  return [
    ...row(header, xs, y, true),
    ...rows.flatMap((cells, index) => row(cells, xs, y + (index + 1) * gap)),
  ];
}

/** Lines of prose, one under the other. */
export function paragraph(lines: readonly string[], x: number, y: number, gap = 13): Text[] {
  return lines.map((text, index) => ({ text, x, y: y + index * gap }));
}

/** A heading line. */
export function heading(text: string, x: number, y: number, size = 12): Text {
  return { text, x, y, size, bold: true };
}

/** A centred-ish title at the top. */
export function title(text: string, y = 80): Text {
  return { text, x: 170, y, size: 16, bold: true };
}
