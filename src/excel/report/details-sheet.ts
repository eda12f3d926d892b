/**
 * The 'Certificate Details' sheet: every field of every instrument as extracted, coloured by the
 * engine's confidence, corrections shown beside what was extracted, calculated due dates
 * explained, and rejected files with the reason. One row per instrument keeps it filterable.
 */
import type { Style, Workbook, Worksheet } from 'exceljs';
import { accreditationCheckLabel, checkAccreditation } from '../../shared/accreditation-check.js';
import {
  CONFIDENCE_LEVELS,
  FIELD_KEYS,
  FIELD_LABELS,
  instrumentConfidence,
  type Confidence,
  type Extraction,
  type FieldKey,
} from '../../shared/extraction.js';
import { isoToExcelDate, setUntrustedText } from '../cell-values.js';
import { fittedWidth, frozenView, printSettings, writeHeaderRow } from '../sheet-layout.js';
import {
  CALCULATED_FILL,
  CALCULATED_FONT,
  COLORS,
  CORRECTED_FONT,
  DATE_FORMAT,
  TEXT_CELL,
  TEXT_FORMAT,
  WRAP,
  WRAPPED_TEXT_CELL,
  boldFont,
  sharedStyle,
  solidFill,
} from '../styles.js';
import { dueDateNote, registerRowsOf, type RegisterRow } from './register-rows.js';
import type { ReportEntry, ReportOptions } from './report-entry.js';

export const DETAILS_SHEET_NAME = 'Certificate Details';

/** A DCC's signature verdict, for the Notes column (an invalid one is also among the warnings). */
function signatureNote(extraction: Extraction): string | null {
  const signature = extraction.signature;
  if (!signature) return null;
  if (signature.status === 'unsigned') return 'DCC signature: unsigned';
  if (signature.status === 'valid') {
    return `DCC signature: valid${signature.signer ? ` (signed by ${signature.signer})` : ''}`;
  }
  return null;
}

const LEADING_HEADERS = ['Source File', 'Instrument', 'Outcome', 'Method'];
const TRAILING_HEADERS = ['Confidence', 'Corrections', 'Notes', 'Accreditation Check'];
const HEADERS = [
  ...LEADING_HEADERS,
  ...FIELD_KEYS.map((key) => FIELD_LABELS[key]),
  ...TRAILING_HEADERS,
];
const FIRST_FIELD_COLUMN = LEADING_HEADERS.length + 1;
const CONFIDENCE_COLUMN = FIRST_FIELD_COLUMN + FIELD_KEYS.length;
const CORRECTIONS_COLUMN = CONFIDENCE_COLUMN + 1;
const NOTES_COLUMN = CORRECTIONS_COLUMN + 1;
const ACCREDITATION_COLUMN = NOTES_COLUMN + 1;

type FieldFormat = 'text' | 'date' | 'number';
type Decoration = 'plain' | 'corrected' | 'stated-interval' | 'default-interval' | Confidence;

const FORMATS: Record<FieldFormat, Partial<Style>> = {
  text: { numFmt: TEXT_FORMAT, alignment: WRAP },
  date: { numFmt: DATE_FORMAT },
  number: { numFmt: '0' },
};
const DECORATIONS: Record<Decoration, Partial<Style>> = {
  plain: {},
  corrected: { font: CORRECTED_FONT },
  'stated-interval': { font: CALCULATED_FONT },
  'default-interval': { font: CALCULATED_FONT, fill: CALCULATED_FILL },
  high: { fill: solidFill(COLORS.highConfidenceFill) },
  medium: { fill: solidFill(COLORS.mediumConfidenceFill) },
  low: { fill: solidFill(COLORS.lowConfidenceFill) },
};
const fieldStyles = new Map<string, Partial<Style>>();

function fieldStyle(format: FieldFormat, decoration: Decoration): Partial<Style> {
  const key = `${format}:${decoration}`;
  let style = fieldStyles.get(key);
  if (!style) {
    style = sharedStyle({ ...FORMATS[format], ...DECORATIONS[decoration] });
    fieldStyles.set(key, style);
  }
  return style;
}

const REJECTED_STYLE = sharedStyle({ numFmt: TEXT_FORMAT, font: boldFont(COLORS.overdueText) });

function quoted(value: string | number | boolean | null): string {
  return value === null || value === '' ? '(empty)' : `"${String(value)}"`;
}

/** The value a field cell shows; null leaves the cell untouched (no empty styled cells). */
function fieldValue(key: FieldKey, row: RegisterRow): string | number | Date | null {
  if (key === 'calibrationDate') return isoToExcelDate(row.fields.calibrationDate);
  if (key === 'dueDate') return isoToExcelDate(row.dueDate);
  const value = row.fields[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function decorationOf(extraction: Extraction, row: RegisterRow, key: FieldKey): Decoration {
  if (row.correctedKeys.includes(key)) return 'corrected';
  if (key === 'dueDate' && row.dueDateOrigin === 'default-interval') return 'default-interval';
  if (key === 'dueDate' && row.dueDateOrigin === 'stated-interval') return 'stated-interval';
  const confidence = instrumentConfidence(extraction, row.instrumentIndex)[key];
  return confidence && row.extracted[key] !== null ? confidence : 'plain';
}

function confidenceSummary(extraction: Extraction, row: RegisterRow): string {
  const filled = FIELD_KEYS.filter(
    (key) => row.extracted[key] !== null && row.extracted[key] !== '',
  );
  const confidence = instrumentConfidence(extraction, row.instrumentIndex);
  return CONFIDENCE_LEVELS.map((level) => {
    const labels = filled
      .filter((key) => confidence[key] === level)
      .map((key) => FIELD_LABELS[key]);
    return labels.length > 0 ? `${level}: ${labels.join(', ')}` : null;
  })
    .filter((part): part is string => part !== null)
    .join('\n');
}

function correctionsSummary(row: RegisterRow): string {
  return row.correctedKeys
    .map(
      (key) =>
        `${FIELD_LABELS[key]}: ${quoted(row.fields[key])} (extracted: ${quoted(row.extracted[key])})`,
    )
    .join('\n');
}

/** Longest text per column, gathered while writing (walking 100,000 cells again is slow). */
class ColumnWidths {
  private readonly longest = HEADERS.map((header) => header.length);

  record(column: number, text: string): void {
    const index = column - 1;
    // A text no longer than the longest so far has no longer line: skip splitting it.
    if (text.length <= (this.longest[index] ?? 0)) return;
    let length = 0;
    for (const line of text.split('\n')) length = Math.max(length, line.length);
    if (length > (this.longest[index] ?? 0)) this.longest[index] = length;
  }

  apply(sheet: Worksheet): void {
    this.longest.forEach((length, index) => {
      const header = HEADERS[index] ?? '';
      const maximum = index + 1 >= CONFIDENCE_COLUMN ? 60 : 40;
      sheet.getColumn(index + 1).width =
        header === 'Calibration Date' || header === 'Due Date'
          ? 13
          : fittedWidth([' '.repeat(length)], 10, maximum);
    });
  }
}

/** One cell of a Details row, gathered before the sheet is written (the widths come first). */
interface PendingCell {
  column: number;
  value: string | number | Date | null;
  style: Partial<Style>;
}
type PendingRow = PendingCell[];

function writeText(
  cells: PendingRow,
  widths: ColumnWidths,
  column: number,
  text: string,
  style: Partial<Style> = TEXT_CELL,
): void {
  if (!text) return;
  cells.push({ column, value: text, style });
  widths.record(column, text);
}

function instrumentRow(
  widths: ColumnWidths,
  extraction: Extraction,
  row: RegisterRow,
  options: ReportOptions,
): PendingRow {
  const cells: PendingRow = [];
  writeText(cells, widths, 1, row.sourceFile);
  if (options.labDirectory) {
    const check = checkAccreditation(row.fields.accreditation, options.labDirectory, options.today);
    writeText(
      cells,
      widths,
      ACCREDITATION_COLUMN,
      accreditationCheckLabel(check),
      WRAPPED_TEXT_CELL,
    );
  }
  writeText(cells, widths, 2, `${row.instrumentIndex + 1} of ${row.instrumentCount}`);
  writeText(cells, widths, 3, 'Extracted');
  writeText(cells, widths, 4, extraction.method);
  FIELD_KEYS.forEach((key, index) => {
    const value = fieldValue(key, row);
    const decoration = decorationOf(extraction, row, key);
    if (value === null && decoration !== 'corrected') return;
    const column = FIRST_FIELD_COLUMN + index;
    if (typeof value === 'string') {
      writeText(cells, widths, column, value, fieldStyle('text', decoration));
      return;
    }
    cells.push({
      column,
      value,
      style: fieldStyle(
        value instanceof Date ? 'date' : value === null ? 'text' : 'number',
        decoration,
      ),
    });
  });
  writeText(
    cells,
    widths,
    CONFIDENCE_COLUMN,
    confidenceSummary(extraction, row),
    WRAPPED_TEXT_CELL,
  );
  writeText(cells, widths, CORRECTIONS_COLUMN, correctionsSummary(row), WRAPPED_TEXT_CELL);
  const notes = [
    dueDateNote(row),
    ...(row.instrumentIndex === 0 ? [signatureNote(extraction)] : []),
    ...(row.instrumentIndex === 0 ? extraction.warnings : []),
  ];
  writeText(
    cells,
    widths,
    NOTES_COLUMN,
    notes.filter((note): note is string => Boolean(note)).join('\n'),
    WRAPPED_TEXT_CELL,
  );
  return cells;
}

function rejectedRow(widths: ColumnWidths, entry: ReportEntry): PendingRow {
  const cells: PendingRow = [];
  writeText(cells, widths, 1, entry.sourceFile);
  writeText(cells, widths, 3, 'Rejected', REJECTED_STYLE);
  const reason = entry.error
    ? `Rejected (${entry.error.errorType}): ${entry.error.message}`
    : 'Rejected: no data could be extracted from this file.';
  writeText(cells, widths, NOTES_COLUMN, reason, WRAPPED_TEXT_CELL);
  return cells;
}

/** Writes a gathered row and commits it (a streamed sheet writes it out and forgets it). */
function writeRow(sheet: Worksheet, rowNumber: number, cells: PendingRow): void {
  const excelRow = sheet.getRow(rowNumber);
  for (const { column, value, style } of cells) {
    const cell = excelRow.getCell(column);
    if (typeof value === 'string') {
      setUntrustedText(cell, value, style);
    } else {
      cell.style = style;
      cell.value = value;
    }
  }
  excelRow.commit();
}

export function addDetailsSheet(
  workbook: Workbook,
  entries: ReportEntry[],
  options: ReportOptions,
): Worksheet {
  const sheet = workbook.addWorksheet(DETAILS_SHEET_NAME, {
    views: frozenView(1, 1),
    ...printSettings({
      title: 'Certificate Details',
      today: options.today,
      orientation: 'landscape',
      repeatRows: '1:1',
      pagesWide: 3,
    }),
  });
  sheet.columns = HEADERS.map((header) => ({
    key: header,
    style:
      header === 'Calibration Date' || header === 'Due Date'
        ? { numFmt: DATE_FORMAT }
        : header === FIELD_LABELS.calibrationInterval
          ? { numFmt: '0' }
          : { numFmt: TEXT_FORMAT, alignment: WRAP },
  }));
  // Every row is gathered first: the column widths follow the content, and a streamed sheet
  // writes its columns and header before the first row.
  const widths = new ColumnWidths();
  const rows: PendingRow[] = [];
  for (const entry of entries) {
    const registerRows = registerRowsOf(entry, options.defaultIntervalMonths);
    if (registerRows.length === 0 || !entry.extraction) {
      rows.push(rejectedRow(widths, entry));
      continue;
    }
    for (const row of registerRows) {
      rows.push(instrumentRow(widths, entry.extraction, row, options));
    }
  }
  widths.apply(sheet);
  writeHeaderRow(sheet, 1, HEADERS);
  sheet.getCell(1, CONFIDENCE_COLUMN).note =
    'How sure the extraction engine is of each value. Field cells are coloured: green high, ' +
    'amber medium, red low. Blue bold values were corrected by the user.';
  sheet.getRow(1).commit();
  rows.forEach((cells, index) => writeRow(sheet, index + 2, cells));
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: rows.length + 1, column: HEADERS.length },
  };
  return sheet;
}
