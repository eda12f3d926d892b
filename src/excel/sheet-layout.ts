/**
 * Sheet furniture shared by every workbook: a styled header row, frozen panes, widths that fit
 * the content, and a print setup with a title header and page numbers.
 */
import type { AddWorksheetOptions, Worksheet, WorksheetView } from 'exceljs';
import { HEADER_STYLE } from './styles.js';

export interface ColumnSpec {
  header: string;
  /** Width in characters; computed from content when omitted. */
  width?: number;
}

const LINE_HEIGHT = 15;

/** Header cells wrap: tall enough for the longest header at its column's width (2 lines at least). */
function headerHeight(sheet: Worksheet, headers: string[]): number {
  const lines = headers.map((header, index) => {
    const width = sheet.getColumn(index + 1).width ?? 10;
    return Math.ceil(header.length / Math.max(1, width - 2));
  });
  return Math.max(2, ...lines) * LINE_HEIGHT;
}

/** Call after the column widths are set: the row height follows them. */
export function writeHeaderRow(sheet: Worksheet, rowNumber: number, headers: string[]): void {
  const row = sheet.getRow(rowNumber);
  headers.forEach((header, index) => {
    const cell = row.getCell(index + 1);
    cell.value = header;
    // A copy: exceljs mutates a cell's style object in place when one property is set later.
    cell.style = { ...HEADER_STYLE };
  });
  row.height = headerHeight(sheet, headers);
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 48;

/** A width that shows the longest value (or header) without wasting a screen on one column. */
export function fittedWidth(values: Iterable<string>, minimum = MIN_WIDTH, maximum = MAX_WIDTH) {
  let longest = 0;
  for (const value of values) {
    // No line of a value is longer than the value: most cannot raise the longest, skip splitting.
    if (value.length <= longest) continue;
    for (const line of value.split('\n')) longest = Math.max(longest, line.length);
  }
  return Math.min(maximum, Math.max(minimum, longest + 2));
}

/** The view with the top `rows` (and left `columns`) frozen, for `addWorksheet(name, { views })`. */
export function frozenView(rows: number, columns = 0): Array<Partial<WorksheetView>> {
  return [{ state: 'frozen', ySplit: rows, xSplit: columns, activeCell: 'A1' }];
}

export function freezeRows(sheet: Worksheet, rows: number, columns = 0): void {
  sheet.views = frozenView(rows, columns);
}

/** Header/footer codes treat '&' as a command; a literal one is written '&&'. */
function headerFooterText(text: string): string {
  return text.replace(/&/g, '&&');
}

export interface PrintSetupOptions {
  title: string;
  today: string;
  orientation: 'landscape' | 'portrait';
  /** Rows repeated on every printed page, e.g. '1:1'. */
  repeatRows?: string;
  /** Fit everything on one page (forms), instead of one page wide and as many long as needed. */
  onePage?: boolean;
  /** Pages across for very wide sheets (default 1). */
  pagesWide?: number;
}

/**
 * The print setup and header/footer as worksheet options. A streamed sheet writes them when it is
 * created (`addWorksheet(name, printSettings(…))`); exceljs fills in its defaults for the rest.
 */
export function printSettings(
  options: PrintSetupOptions,
): Pick<AddWorksheetOptions, 'pageSetup' | 'headerFooter'> {
  const title = headerFooterText(options.title);
  return {
    pageSetup: {
      orientation: options.orientation,
      fitToPage: true,
      fitToWidth: options.pagesWide ?? 1,
      // 0 = as many pages tall as the data needs.
      fitToHeight: options.onePage ? 1 : 0,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 },
      ...(options.repeatRows ? { printTitlesRow: options.repeatRows } : {}),
    },
    headerFooter: {
      differentFirst: false,
      differentOddEven: false,
      oddHeader: `&L&"Calibri,Bold"&12${title}&RGenerated ${headerFooterText(options.today)}`,
      oddFooter: '&LCertSheet&CPage &P of &N&R&A',
    },
  };
}

export function setupPrinting(sheet: Worksheet, options: PrintSetupOptions): void {
  const settings = printSettings(options);
  sheet.pageSetup = { ...sheet.pageSetup, ...settings.pageSetup };
  sheet.headerFooter = settings.headerFooter as Worksheet['headerFooter'];
}
