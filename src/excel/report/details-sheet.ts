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
  type Confidence,
  type Extraction,
  type FieldKey,
} from '../../shared/extraction.js';
import { isoToExcelDate, setUntrustedText } from '../cell-values.js';
import { fittedWidth, freezeRows, setupPrinting, writeHeaderRow } from '../sheet-layout.js';
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
  const confidence = extraction.confidence[key];
  return confidence && row.extracted[key] !== null ? confidence : 'plain';
}

function confidenceSummary(extraction: Extraction, row: RegisterRow): string {
  const filled = FIELD_KEYS.filter(
    (key) => row.extracted[key] !== null && row.extracted[key] !== '',
  );
  return CONFIDENCE_LEVELS.map((level) => {
    const labels = filled
      .filter((key) => extraction.confidence[key] === level)
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

function writeText(
  sheet: Worksheet,
  widths: ColumnWidths,
  rowNumber: number,
  column: number,
  text: string,
  style: Partial<Style> = TEXT_CELL,
): void {
  if (!text) return;
  setUntrustedText(sheet.getCell(rowNumber, column), text, style);
  widths.record(column, text);
}

function writeInstrumentRow(
  sheet: Worksheet,
  widths: ColumnWidths,
  rowNumber: number,
  extraction: Extraction,
  row: RegisterRow,
  options: ReportOptions,
): void {
  writeText(sheet, widths, rowNumber, 1, row.sourceFile);
  if (options.labDirectory) {
    const check = checkAccreditation(row.fields.accreditation, options.labDirectory, options.today);
    writeText(
      sheet,
      widths,
      rowNumber,
      ACCREDITATION_COLUMN,
      accreditationCheckLabel(check),
      WRAPPED_TEXT_CELL,
    );
  }
  writeText(sheet, widths, rowNumber, 2, `${row.instrumentIndex + 1} of ${row.instrumentCount}`);
  writeText(sheet, widths, rowNumber, 3, 'Extracted');
  writeText(sheet, widths, rowNumber, 4, extraction.method);
  FIELD_KEYS.forEach((key, index) => {
    const value = fieldValue(key, row);
    const decoration = decorationOf(extraction, row, key);
    if (value === null && decoration !== 'corrected') return;
    const column = FIRST_FIELD_COLUMN + index;
    if (typeof value === 'string') {
      writeText(sheet, widths, rowNumber, column, value, fieldStyle('text', decoration));
      return;
    }
    const cell = sheet.getCell(rowNumber, column);
    cell.style = fieldStyle(
      value instanceof Date ? 'date' : value === null ? 'text' : 'number',
      decoration,
    );
    cell.value = value;
  });
  writeText(
    sheet,
    widths,
    rowNumber,
    CONFIDENCE_COLUMN,
    confidenceSummary(extraction, row),
    WRAPPED_TEXT_CELL,
  );
  writeText(
    sheet,
    widths,
    rowNumber,
    CORRECTIONS_COLUMN,
    correctionsSummary(row),
    WRAPPED_TEXT_CELL,
  );
  const notes = [
    dueDateNote(row),
    ...(row.instrumentIndex === 0 ? [signatureNote(extraction)] : []),
    ...(row.instrumentIndex === 0 ? extraction.warnings : []),
  ];
  writeText(
    sheet,
    widths,
    rowNumber,
    NOTES_COLUMN,
    notes.filter((note): note is string => Boolean(note)).join('\n'),
    WRAPPED_TEXT_CELL,
  );
}

function writeRejectedRow(
  sheet: Worksheet,
  widths: ColumnWidths,
  rowNumber: number,
  entry: ReportEntry,
): void {
  writeText(sheet, widths, rowNumber, 1, entry.sourceFile);
  writeText(sheet, widths, rowNumber, 3, 'Rejected', REJECTED_STYLE);
  const reason = entry.error
    ? `Rejected (${entry.error.errorType}): ${entry.error.message}`
    : 'Rejected: no data could be extracted from this file.';
  writeText(sheet, widths, rowNumber, NOTES_COLUMN, reason, WRAPPED_TEXT_CELL);
}

export function addDetailsSheet(
  workbook: Workbook,
  entries: ReportEntry[],
  options: ReportOptions,
): Worksheet {
  const sheet = workbook.addWorksheet(DETAILS_SHEET_NAME);
  sheet.columns = HEADERS.map((header) => ({
    key: header,
    style:
      header === 'Calibration Date' || header === 'Due Date'
        ? { numFmt: DATE_FORMAT }
        : header === FIELD_LABELS.calibrationInterval
          ? { numFmt: '0' }
          : { numFmt: TEXT_FORMAT, alignment: WRAP },
  }));
  const widths = new ColumnWidths();
  let rowNumber = 2;
  for (const entry of entries) {
    const rows = registerRowsOf(entry, options.defaultIntervalMonths);
    if (rows.length === 0 || !entry.extraction) {
      writeRejectedRow(sheet, widths, rowNumber, entry);
      rowNumber += 1;
      continue;
    }
    for (const row of rows) {
      writeInstrumentRow(sheet, widths, rowNumber, entry.extraction, row, options);
      rowNumber += 1;
    }
  }
  widths.apply(sheet);
  writeHeaderRow(sheet, 1, HEADERS);
  sheet.getCell(1, CONFIDENCE_COLUMN).note =
    'How sure the extraction engine is of each value. Field cells are coloured: green high, ' +
    'amber medium, red low. Blue bold values were corrected by the user.';
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: rowNumber - 1, column: HEADERS.length },
  };
  freezeRows(sheet, 1, 1);
  setupPrinting(sheet, {
    title: 'Certificate Details',
    today: options.today,
    orientation: 'landscape',
    repeatRows: '1:1',
    pagesWide: 3,
  });
  return sheet;
}
