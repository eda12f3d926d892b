/**
 * The 'Equipment Register' sheet: one row per instrument, real date cells, live Days Until Due
 * and Status formulas (cached as of `today`), colours that follow TODAY(), and the furniture that
 * makes it usable and printable.
 */
import type { Row as ExcelRow, Workbook, Worksheet } from 'exceljs';
import type { FieldKey } from '../../shared/extraction.js';
import { cellText, isoToExcelDate, setUntrustedText } from '../cell-values.js';
import {
  addDueStatusColours,
  daysUntilDueFormula,
  dueCachedResults,
  dueStatusFormula,
} from '../due-formulas.js';
import {
  REGISTER_COLUMNS,
  REGISTER_SHEET_NAME,
  registerColumn,
  type RegisterColumn,
} from '../register-columns.js';
import { fittedWidth, frozenView, printSettings, writeHeaderRow } from '../sheet-layout.js';
import {
  CALCULATED_FILL,
  CALCULATED_FONT,
  COLORS,
  CORRECTED_FONT,
  DATE_CELL,
  DATE_FORMAT,
  DAYS_CELL,
  DAYS_FORMAT,
  GENERAL_CELL,
  TEXT_CELL,
  TEXT_FORMAT,
  sharedStyle,
  solidFill,
} from '../styles.js';
import { dueDateNote, type RegisterRow } from './register-rows.js';
import type { ReportOptions } from './report-entry.js';

export const REPORT_TITLE = 'Calibration Equipment Register';

function columnNumberFormat(column: RegisterColumn): string {
  if (column.kind === 'date') return DATE_FORMAT;
  if (column.kind === 'days') return DAYS_FORMAT;
  return TEXT_FORMAT;
}

const TEXT_KEYS = [
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
  'certificateNumber',
  'calibrationLab',
  'result',
] as const satisfies readonly FieldKey[];

function displayValue(value: string | number | boolean | null): string {
  return value === null ? '(empty)' : String(value);
}

const CORRECTED_TEXT = sharedStyle({ numFmt: TEXT_FORMAT, font: CORRECTED_FONT });
const CORRECTED_DATE = sharedStyle({ numFmt: DATE_FORMAT, font: CORRECTED_FONT });
/** Due date from an interval stated on the certificate: italic. */
const STATED_INTERVAL_DATE = sharedStyle({ numFmt: DATE_FORMAT, font: CALCULATED_FONT });
/** Due date from the default interval (nothing on the certificate): italic on grey. */
const DEFAULT_INTERVAL_DATE = sharedStyle({
  numFmt: DATE_FORMAT,
  font: CALCULATED_FONT,
  fill: CALCULATED_FILL,
});

function correctionNote(row: RegisterRow, key: FieldKey): string | null {
  if (!row.correctedKeys.includes(key)) return null;
  return cellText(`Corrected by the user. Extracted value: ${displayValue(row.extracted[key])}`);
}

function dueDateStyle(row: RegisterRow) {
  if (row.correctedKeys.includes('dueDate')) return CORRECTED_DATE;
  if (row.dueDateOrigin === 'default-interval') return DEFAULT_INTERVAL_DATE;
  if (row.dueDateOrigin === 'stated-interval') return STATED_INTERVAL_DATE;
  return DATE_CELL;
}

function writeRow(
  sheet: Worksheet,
  rowNumber: number,
  row: RegisterRow,
  options: ReportOptions,
): ExcelRow {
  const excelRow = sheet.getRow(rowNumber);
  const { fields } = row;
  for (const key of TEXT_KEYS) {
    const cell = excelRow.getCell(registerColumn(key).letter);
    const note = correctionNote(row, key);
    setUntrustedText(cell, fields[key], note ? CORRECTED_TEXT : TEXT_CELL);
    if (note) cell.note = note;
  }
  setUntrustedText(excelRow.getCell(registerColumn('sourceFile').letter), row.sourceFile);

  const calibrationCell = excelRow.getCell(registerColumn('calibrationDate').letter);
  const calibrationNote = correctionNote(row, 'calibrationDate');
  calibrationCell.style = calibrationNote ? CORRECTED_DATE : DATE_CELL;
  calibrationCell.value = isoToExcelDate(fields.calibrationDate);
  if (calibrationNote) calibrationCell.note = calibrationNote;

  const dueLetter = registerColumn('dueDate').letter;
  const dueCell = excelRow.getCell(dueLetter);
  dueCell.style = dueDateStyle(row);
  dueCell.value = isoToExcelDate(row.dueDate);
  const dueNote = dueDateNote(row) ?? correctionNote(row, 'dueDate');
  if (dueNote) dueCell.note = dueNote;

  const cached = dueCachedResults(row.dueDate, options.today, options.dueSoonDays);
  const daysLetter = registerColumn('daysUntilDue').letter;
  const daysCell = excelRow.getCell(daysLetter);
  daysCell.style = DAYS_CELL;
  daysCell.value = {
    formula: daysUntilDueFormula(`${dueLetter}${rowNumber}`),
    result: cached.days,
  };
  const statusCell = excelRow.getCell(registerColumn('status').letter);
  statusCell.style = GENERAL_CELL;
  statusCell.value = {
    formula: dueStatusFormula(`${daysLetter}${rowNumber}`, options.dueSoonDays),
    result: cached.status,
  };
  return excelRow;
}

function fitColumnWidths(sheet: Worksheet, rows: RegisterRow[]): void {
  for (const column of REGISTER_COLUMNS) {
    const sheetColumn = sheet.getColumn(column.letter);
    if (column.kind !== 'text') {
      sheetColumn.width = column.width;
      continue;
    }
    const values = rows.map((row) =>
      column.key === 'sourceFile'
        ? row.sourceFile
        : String(row.fields[column.key as (typeof TEXT_KEYS)[number]] ?? ''),
    );
    sheetColumn.width = fittedWidth([column.header, ...values], column.width);
  }
}

export function addRegisterSheet(
  workbook: Workbook,
  rows: RegisterRow[],
  options: ReportOptions,
): Worksheet {
  const sheet = workbook.addWorksheet(REGISTER_SHEET_NAME, {
    properties: { tabColor: { argb: COLORS.brand } },
    views: frozenView(1),
    ...printSettings({
      title: REPORT_TITLE,
      today: options.today,
      orientation: 'landscape',
      repeatRows: '1:1',
    }),
  });
  // Column formats apply to cells created below and to rows a user adds later.
  sheet.columns = REGISTER_COLUMNS.map((column) => ({
    key: column.key,
    width: column.width,
    style: { numFmt: columnNumberFormat(column) },
  }));
  // Widths and the header first: a streamed sheet writes its columns with the first row, and each
  // row committed as soon as it is filled is written out and forgotten.
  fitColumnWidths(sheet, rows);
  writeHeaderRow(
    sheet,
    1,
    REGISTER_COLUMNS.map((column) => column.header),
  );
  sheet.getCell(`${registerColumn('daysUntilDue').letter}1`).note =
    'Live formula: due date minus TODAY(). Recalculated whenever the workbook is opened.';
  sheet.getCell(`${registerColumn('status').letter}1`).note =
    `Current: due in more than ${options.dueSoonDays} days. Due Soon: within ${options.dueSoonDays} days. ` +
    'Overdue: past the due date. Recalculated against TODAY() on opening.';
  sheet.getCell(`${registerColumn('dueDate').letter}1`).note =
    'Italic dates were calculated from the calibration date (see each cell note); ' +
    'grey ones used the default interval because the certificate states none.';
  sheet.getRow(1).commit();
  rows.forEach((row, index) => writeRow(sheet, index + 2, row, options).commit());

  const lastRow = rows.length + 1;
  const lastLetter = REGISTER_COLUMNS[REGISTER_COLUMNS.length - 1]?.letter ?? 'A';
  sheet.autoFilter = `A1:${lastLetter}${lastRow}`;
  if (rows.length > 0) {
    const due = registerColumn('dueDate').letter;
    addDueStatusColours(sheet, {
      ref: `${registerColumn('daysUntilDue').letter}2:${registerColumn('status').letter}${lastRow}`,
      firstDueCell: `$${due}2`,
      dueSoonDays: options.dueSoonDays,
    });
    const result = registerColumn('result').letter;
    sheet.addConditionalFormatting({
      ref: `${result}2:${result}${lastRow}`,
      rules: [
        {
          type: 'expression',
          priority: 4,
          formulae: [`$${result}2="Fail"`],
          style: {
            fill: solidFill(COLORS.overdueFill),
            font: { color: { argb: COLORS.overdueText }, bold: true },
          },
        },
      ],
    });
  }
  return sheet;
}
