/**
 * A template's data table: a styled header, clearly marked sample rows, and a block of empty rows
 * that already carry the formulas, dropdowns and formats — so the rows a user fills in compute
 * exactly like the samples.
 */
import type { Cell, CellValue, DataValidation, Style, Worksheet } from 'exceljs';
import { cellText } from '../cell-values.js';
import { fittedWidth, freezeRows, writeHeaderRow } from '../sheet-layout.js';
import {
  DATE_FORMAT,
  DAYS_FORMAT,
  MONEY_FORMAT,
  SAMPLE_FILL,
  SAMPLE_FONT,
  TEXT_FORMAT,
  GRID_BORDER,
  sharedStyle,
} from '../styles.js';

/** Rows ready for data (samples included): enough for a lab's register, cheap to generate. */
export const TEMPLATE_DATA_ROWS = 200;
export const SAMPLE_NOTE = 'Sample row: shows how to fill in the sheet. Replace or delete it.';

export type TemplateColumnKind =
  | 'text'
  | 'date'
  /** Whole months (calibration intervals). */
  | 'months'
  | 'decimal'
  | 'money'
  | 'days'
  | 'formula-text'
  | 'formula-date'
  | 'formula-money'
  | 'formula-decimal';

export interface TemplateColumn<K extends string> {
  key: K;
  header: string;
  kind: TemplateColumnKind;
  width?: number;
  /** Fixed values offered as a dropdown. */
  options?: ReadonlyArray<string | number>;
  /** Formula for a computed column, given the row number and a key → column-letter lookup. */
  formula?: (row: number, letter: (key: K) => string) => string;
  /** Explains the column on its header cell. */
  note?: string;
  align?: 'center' | 'right';
}

export type SampleRow<K extends string> = Partial<Record<K, string | number | Date | null>>;

export interface TemplateTable<K extends string> {
  columns: ReadonlyArray<TemplateColumn<K>>;
  /** Sample rows; for computed columns the value is the cached result of the formula. */
  samples: ReadonlyArray<SampleRow<K>>;
  /** Row of the header (data starts below it). */
  headerRow: number;
  /** Total data rows prepared, samples included. */
  dataRows?: number;
}

export interface TableLayout<K extends string> {
  letter: (key: K) => string;
  firstDataRow: number;
  lastDataRow: number;
  lastColumnLetter: string;
}

const NUMBER_FORMATS: Record<TemplateColumnKind, string> = {
  text: TEXT_FORMAT,
  date: DATE_FORMAT,
  months: '0',
  decimal: '0.00',
  money: MONEY_FORMAT,
  days: DAYS_FORMAT,
  'formula-text': 'General',
  'formula-date': DATE_FORMAT,
  'formula-money': MONEY_FORMAT,
  'formula-decimal': '0.00',
};

export function columnLetter(index: number): string {
  let letters = '';
  let remaining = index + 1;
  while (remaining > 0) {
    const digit = (remaining - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    remaining = Math.floor((remaining - 1) / 26);
  }
  return letters;
}

function isComputed(kind: TemplateColumnKind): boolean {
  return kind.startsWith('formula') || kind === 'days';
}

function validationFor(column: TemplateColumn<string>): DataValidation | null {
  if (column.options) {
    return {
      type: 'list',
      allowBlank: true,
      formulae: [`"${column.options.join(',')}"`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: column.header,
      error: `Choose one of: ${column.options.join(', ')}`,
      showInputMessage: true,
      promptTitle: column.header,
      prompt: `Pick from the list: ${column.options.join(', ')}`,
    };
  }
  if (column.kind === 'date') {
    return {
      type: 'date',
      operator: 'greaterThan',
      allowBlank: true,
      formulae: [new Date(Date.UTC(1900, 0, 1))],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: column.header,
      error: 'Enter a date, for example 2025-03-31.',
    };
  }
  if (column.kind === 'money' || column.kind === 'decimal') {
    return {
      type: 'decimal',
      operator: 'greaterThanOrEqual',
      allowBlank: true,
      formulae: [column.kind === 'money' ? 0 : -1e9],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: column.header,
      error: column.kind === 'money' ? 'Enter an amount of 0 or more.' : 'Enter a number.',
    };
  }
  if (column.kind === 'months') {
    return {
      type: 'whole',
      operator: 'between',
      allowBlank: true,
      formulae: [1, 600],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: column.header,
      error: 'Enter a whole number of months (1 to 600).',
    };
  }
  return null;
}

function sampleValue(value: string | number | Date | null | undefined): CellValue {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? cellText(value) : value;
}

/** Writes the header, samples and prepared rows; returns where everything landed. */
export function writeTemplateTable<K extends string>(
  sheet: Worksheet,
  table: TemplateTable<K>,
): TableLayout<K> {
  const letters = new Map<K, string>();
  table.columns.forEach((column, index) => letters.set(column.key, columnLetter(index)));
  const letter = (key: K): string => {
    const found = letters.get(key);
    if (!found) throw new Error(`template column ${key} is not defined`);
    return found;
  };
  const firstDataRow = table.headerRow + 1;
  const lastDataRow = table.headerRow + (table.dataRows ?? TEMPLATE_DATA_ROWS);

  table.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width =
      column.width ??
      fittedWidth([
        column.header,
        ...table.samples.map((sample) => String(sample[column.key] ?? '')),
      ]);
  });
  writeHeaderRow(
    sheet,
    table.headerRow,
    table.columns.map((column) => column.header),
  );
  table.columns.forEach((column, index) => {
    if (column.note) sheet.getCell(table.headerRow, index + 1).note = column.note;
  });

  // One style object per column and look, shared by its 200 cells (see sharedStyle).
  const looks = table.columns.map((column) => {
    const plain: Partial<Style> = {
      numFmt: NUMBER_FORMATS[column.kind],
      border: GRID_BORDER,
      ...(column.align ? { alignment: { horizontal: column.align } } : {}),
    };
    return {
      plain: sharedStyle(plain),
      sample: sharedStyle({ ...plain, font: SAMPLE_FONT, fill: SAMPLE_FILL }),
      validation: validationFor(column),
    };
  });

  for (let rowNumber = firstDataRow; rowNumber <= lastDataRow; rowNumber += 1) {
    const sample = table.samples[rowNumber - firstDataRow];
    const row = sheet.getRow(rowNumber);
    table.columns.forEach((column, index) => {
      const cell: Cell = row.getCell(index + 1);
      const look = looks[index];
      if (!look) return;
      cell.style = sample ? look.sample : look.plain;
      if (look.validation) cell.dataValidation = look.validation;
      if (isComputed(column.kind) && column.formula) {
        const cached = sample?.[column.key];
        cell.value = {
          formula: column.formula(rowNumber, letter),
          result: cached === null || cached === undefined ? '' : cached,
        };
      } else if (sample) {
        cell.value = sampleValue(sample[column.key]);
      }
    });
    if (sample) row.getCell(1).note = SAMPLE_NOTE;
  }

  const lastColumnLetter = columnLetter(table.columns.length - 1);
  sheet.autoFilter = `A${table.headerRow}:${lastColumnLetter}${lastDataRow}`;
  freezeRows(sheet, table.headerRow);
  return { letter, firstDataRow, lastDataRow, lastColumnLetter };
}
