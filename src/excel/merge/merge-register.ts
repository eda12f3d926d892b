/**
 * Merging CertSheet's results into the register a user already keeps: matched instruments get
 * their new calibration and due dates (the values they replace go to a history sheet), new
 * instruments are appended in the style of the rows above, and everything else — rows, columns,
 * sheets, formats, formulas — is left as it was. A 'Changes' sheet lists what was done. Before
 * the workbook is handed back, every cell of the original is checked against the result.
 */
import { createRequire } from 'node:module';
import ExcelJS, { type Cell, type Worksheet } from 'exceljs';
import { computeDueStatus } from '../../shared/due-status.js';
import { groupByInstrument } from '../../shared/instrument-identity.js';
import { cellText, isoToExcelDate } from '../cell-values.js';
import { instrumentRecords } from '../register/instruments.js';
import type { RegisterRow } from '../report/register-rows.js';
import type { ReportEntry, ReportOptions } from '../report/report-entry.js';
import { writeHeaderRow } from '../sheet-layout.js';
import { DATE_FORMAT } from '../styles.js';
import { cellIsoDate, cellString } from './cell-read.js';
import type { RegisterField } from './header-names.js';
import { RegisterMergeError } from './merge-error.js';
import { cellOf, findRegisterTable, identityOfRow, type RegisterTable } from './register-table.js';
import { checkRegisterWorkbook } from './workbook-check.js';

// exceljs's own formula translation (the one it applies to shared formulas), for appended rows.
const { slideFormula } = createRequire(import.meta.url)('exceljs/lib/utils/shared-formula.js') as {
  slideFormula: (formula: string, from: string, to: string) => string;
};

export interface MergeSummary {
  sheet: string;
  updated: number;
  added: number;
  upToDate: number;
}

export interface MergeResult {
  buffer: Buffer;
  summary: MergeSummary;
}

interface Change {
  action: 'Updated' | 'Added' | 'Up to date';
  row: number;
  instrument: RegisterRow;
  field: string;
  before: string;
  after: string;
}

/** Fields a new certificate replaces on a matched row. */
const CALIBRATION_FIELDS: RegisterField[] = [
  'calibrationDate',
  'dueDate',
  'certificateNumber',
  'calibrationLab',
  'result',
  'calibrationInterval',
  'sourceFile',
];
/** Fields filled on a matched row only where the user left them empty. */
const DESCRIPTIVE_FIELDS: RegisterField[] = [
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
];

function isFormulaCell(cell: Cell): boolean {
  return cell.type === ExcelJS.ValueType.Formula;
}

/** The value a field takes for an instrument, before it is shaped to the column's cells. */
function incomingValue(
  row: RegisterRow,
  field: RegisterField,
  options: ReportOptions,
): string | number | null {
  switch (field) {
    case 'dueDate':
      return row.dueDate;
    case 'sourceFile':
      return row.sourceFile;
    case 'calibrationInterval':
      return row.fields.calibrationInterval ?? row.intervalMonths;
    case 'status':
      return computeDueStatus(row.dueDate, options.today, options.dueSoonDays).status;
    case 'daysUntilDue':
      return computeDueStatus(row.dueDate, options.today, options.dueSoonDays).daysUntilDue;
    default: {
      const value = row.fields[field];
      return value === null || value === undefined ? null : String(value);
    }
  }
}

/** How the column writes its dates: date cells, or text in the form the user typed. */
function writeDate(cell: Cell, iso: string, sample: Cell | null): void {
  const sampleValue = sample?.value;
  if (typeof sampleValue === 'string') {
    const [year, month, day] = iso.split('-');
    if (/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(sampleValue.trim())) {
      cell.value = `${day}.${month}.${year}`;
      return;
    }
    if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(sampleValue.trim())) {
      cell.value = `${day}/${month}/${year}`;
      return;
    }
    cell.value = iso;
    return;
  }
  cell.value = isoToExcelDate(iso);
  const format = cell.numFmt;
  if (!format || format === 'General' || format === '@') cell.numFmt = DATE_FORMAT;
}

function writeField(
  cell: Cell,
  field: RegisterField,
  value: string | number | null,
  sample: Cell | null,
): void {
  if (value === null) {
    cell.value = null;
    return;
  }
  if (field === 'calibrationDate' || field === 'dueDate') {
    writeDate(cell, String(value), sample);
    return;
  }
  if (typeof value === 'number') {
    cell.value = value;
    return;
  }
  // Text from a PDF is hostile: a plain string, never a formula (cell-values.ts).
  cell.value = cellText(value);
}

function display(cell: Cell | null, field: RegisterField): string {
  if (!cell) return '';
  if (field === 'calibrationDate' || field === 'dueDate')
    return cellIsoDate(cell) ?? cellString(cell);
  return cellString(cell);
}

function displayValue(field: RegisterField, value: string | number | null): string {
  return value === null ? '' : String(value);
}

class RegisterMerge {
  readonly changes: Change[] = [];
  readonly history: Array<{ row: number; before: Record<string, string>; by: RegisterRow }> = [];
  /** "sheet!address" of every cell written in the user's sheet. */
  readonly touched = new Set<string>();
  private nextRow: number;

  /** The table's last row once the new instruments are appended. */
  get lastRow(): number {
    return this.nextRow - 1;
  }

  constructor(
    private readonly table: RegisterTable,
    private readonly options: ReportOptions,
  ) {
    this.nextRow = (table.dataRows.at(-1) ?? table.headerRow) + 1;
  }

  private sample(field: RegisterField): Cell | null {
    const last = this.table.dataRows.at(-1);
    return last === undefined ? null : cellOf(this.table, last, field);
  }

  private set(row: number, field: RegisterField, value: string | number | null): void {
    const cell = cellOf(this.table, row, field);
    if (!cell) return;
    writeField(cell, field, value, this.sample(field));
    this.touched.add(`${this.table.sheet.name}!${cell.address}`);
  }

  /** Status and days columns the user typed in are kept current; formula ones stay formulas. */
  private refreshDueColumns(row: number, instrument: RegisterRow, changed: Change[]): void {
    for (const field of ['daysUntilDue', 'status'] as const) {
      const cell = cellOf(this.table, row, field);
      if (!cell || isFormulaCell(cell)) continue;
      const value = incomingValue(instrument, field, this.options);
      const before = cellString(cell);
      if (before === displayValue(field, value)) continue;
      this.set(row, field, value);
      changed.push({
        action: 'Updated',
        row,
        instrument,
        field,
        before,
        after: displayValue(field, value),
      });
    }
  }

  update(row: number, instrument: RegisterRow): void {
    const calibrationCell = cellOf(this.table, row, 'calibrationDate');
    const dueCell = cellOf(this.table, row, 'dueDate');
    const existing = calibrationCell
      ? cellIsoDate(calibrationCell)
      : dueCell
        ? cellIsoDate(dueCell)
        : null;
    const incoming = calibrationCell ? instrument.fields.calibrationDate : instrument.dueDate;
    if (existing && (!incoming || incoming <= existing)) {
      this.changes.push({
        action: 'Up to date',
        row,
        instrument,
        field: calibrationCell ? 'Calibration Date' : 'Due Date',
        before: existing,
        after: incoming ?? '',
      });
      return;
    }
    const changed: Change[] = [];
    const before: Record<string, string> = {};
    for (const field of CALIBRATION_FIELDS) {
      const cell = cellOf(this.table, row, field);
      if (!cell) continue;
      const value = incomingValue(instrument, field, this.options);
      if (value === null && field !== 'calibrationDate' && field !== 'dueDate') continue;
      before[field] = display(cell, field);
      if (before[field] === displayValue(field, value)) continue;
      this.set(row, field, value);
      changed.push({
        action: 'Updated',
        row,
        instrument,
        field,
        before: before[field],
        after: displayValue(field, value),
      });
    }
    for (const field of DESCRIPTIVE_FIELDS) {
      const cell = cellOf(this.table, row, field);
      const value = incomingValue(instrument, field, this.options);
      if (!cell || value === null || cellString(cell) !== '') continue;
      this.set(row, field, value);
      changed.push({
        action: 'Updated',
        row,
        instrument,
        field,
        before: '',
        after: displayValue(field, value),
      });
    }
    this.refreshDueColumns(row, instrument, changed);
    this.changes.push(...changed);
    if (changed.length > 0) this.history.push({ row, before, by: instrument });
  }

  append(instrument: RegisterRow): void {
    const row = this.nextRow;
    this.nextRow += 1;
    const { sheet } = this.table;
    const template = this.table.dataRows.at(-1);
    if (template !== undefined) {
      // The new row looks like the one above: its styles, its height and its formulas.
      const source = sheet.getRow(template);
      const target = sheet.getRow(row);
      if (source.height) target.height = source.height;
      source.eachCell({ includeEmpty: true }, (cell, column) => {
        const into = target.getCell(column);
        into.style = { ...cell.style };
        if (isFormulaCell(cell) && cell.formula) {
          into.value = {
            formula: slideFormula(cell.formula, cell.address, into.address),
          } as ExcelJS.CellFormulaValue;
          this.touched.add(`${sheet.name}!${into.address}`);
        }
      });
    }
    for (const field of this.table.columns.keys()) {
      const cell = cellOf(this.table, row, field);
      if (!cell || isFormulaCell(cell)) continue;
      const value = incomingValue(instrument, field, this.options);
      if (value === null) continue;
      this.set(row, field, value);
    }
    this.changes.push({
      action: 'Added',
      row,
      instrument,
      field: '',
      before: '',
      after: [instrument.fields.equipmentName, instrument.fields.serialNumber]
        .filter(Boolean)
        .join(' · '),
    });
  }
}

/**
 * Conditional formats and the filter that covered the table down to its last row now cover the
 * appended rows too, so new instruments are coloured and filtered like the others.
 */
function extendRangesOverAppendedRows(table: RegisterTable, lastRow: number): void {
  const previousLast = table.dataRows.at(-1);
  if (previousLast === undefined || lastRow <= previousLast) return;
  const extend = (ref: string) =>
    ref.replace(
      /^(\$?[A-Z]{1,3}\$?\d+:\$?[A-Z]{1,3}\$?)(\d+)$/,
      (whole, start: string, end: string) =>
        Number(end) === previousLast ? `${start}${lastRow}` : whole,
    );
  const { sheet } = table;
  // exceljs keeps them here (untyped in its declarations).
  const formats = (sheet as unknown as { conditionalFormattings?: Array<{ ref: string }> })
    .conditionalFormattings;
  for (const format of formats ?? []) {
    format.ref = format.ref.split(/\s+/).map(extend).join(' ');
  }
  if (typeof sheet.autoFilter === 'string') sheet.autoFilter = extend(sheet.autoFilter);
}

const MARKER = 'Written by CertSheet';

/** A sheet of ours from an earlier merge is reused; a user's sheet of that name is never touched. */
function ownSheet(workbook: ExcelJS.Workbook, name: string, headers: string[]): Worksheet {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? name : `${name} ${n}`;
    const existing = workbook.getWorksheet(candidate);
    if (!existing) {
      const sheet = workbook.addWorksheet(candidate);
      headers.forEach(
        (header, index) => (sheet.getColumn(index + 1).width = Math.max(12, header.length + 4)),
      );
      writeHeaderRow(sheet, 1, headers);
      sheet.getCell(1, headers.length + 1).value = MARKER;
      sheet.getCell(1, headers.length + 1).font = { italic: true, color: { argb: 'FF888888' } };
      return sheet;
    }
    if (existing.getCell(1, headers.length + 1).value === MARKER) return existing;
  }
}

const FIELD_NAMES: Record<string, string> = {
  calibrationDate: 'Calibration Date',
  dueDate: 'Due Date',
  certificateNumber: 'Certificate #',
  calibrationLab: 'Calibration Lab',
  result: 'Result',
  calibrationInterval: 'Calibration Interval',
  sourceFile: 'Source File',
  equipmentId: 'Equipment ID',
  equipmentName: 'Equipment Name',
  manufacturer: 'Manufacturer',
  model: 'Model',
  serialNumber: 'Serial #',
  status: 'Status',
  daysUntilDue: 'Days Until Due',
};

const HISTORY_HEADERS = [
  'Register Sheet',
  'Row',
  'Equipment ID',
  'Serial #',
  'Equipment Name',
  'Calibration Date',
  'Due Date',
  'Certificate #',
  'Calibration Lab',
  'Result',
  'Replaced On',
  'Replaced By',
];

const CHANGES_HEADERS = [
  'Change',
  'Sheet',
  'Row',
  'Equipment ID',
  'Serial #',
  'Equipment Name',
  'Field',
  'Before',
  'After',
  'Source File',
  'Merged On',
];

function writeHistory(
  workbook: ExcelJS.Workbook,
  merge: RegisterMerge,
  table: RegisterTable,
  options: ReportOptions,
) {
  if (merge.history.length === 0) return;
  const sheet = ownSheet(workbook, 'Calibration History', HISTORY_HEADERS);
  for (const entry of merge.history) {
    const identity = identityOfRow(table, entry.row);
    const name = cellOf(table, entry.row, 'equipmentName');
    const values = [
      table.sheet.name,
      entry.row,
      identity.equipmentId ?? '',
      identity.serialNumber ?? '',
      name ? cellString(name) : '',
      entry.before.calibrationDate ?? '',
      entry.before.dueDate ?? '',
      entry.before.certificateNumber ?? '',
      entry.before.calibrationLab ?? '',
      entry.before.result ?? '',
      options.today,
      [entry.by.fields.certificateNumber, entry.by.sourceFile].filter(Boolean).join(' · '),
    ];
    sheet.addRow(values.map((value) => (typeof value === 'string' ? cellText(value) : value)));
  }
}

function writeChanges(
  workbook: ExcelJS.Workbook,
  merge: RegisterMerge,
  table: RegisterTable,
  options: ReportOptions,
) {
  const existing = workbook.getWorksheet('Changes');
  if (existing && existing.getCell(1, CHANGES_HEADERS.length + 1).value === MARKER) {
    workbook.removeWorksheet(existing.id);
  }
  const sheet = ownSheet(workbook, 'Changes', CHANGES_HEADERS);
  for (const change of merge.changes) {
    const fields = change.instrument.fields;
    sheet.addRow(
      [
        change.action,
        table.sheet.name,
        change.row,
        fields.equipmentId ?? '',
        fields.serialNumber ?? '',
        fields.equipmentName ?? '',
        FIELD_NAMES[change.field] ?? change.field,
        change.before,
        change.after,
        change.instrument.sourceFile,
        options.today,
      ].map((value) => (typeof value === 'string' ? cellText(value) : value)),
    );
  }
}

/** What a cell holds, for comparing before and after: formulas by their text, not their result. */
function fingerprint(cell: Cell): string {
  if (isFormulaCell(cell)) return `=${cell.formula ?? ''}`;
  const value = cell.value;
  if (value instanceof Date) return `d:${value.getTime()}`;
  return JSON.stringify(value ?? null);
}

async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new RegisterMergeError(
      'The register could not be read: the .xlsx file is damaged or not a workbook.',
    );
  }
  return workbook;
}

/** Every original cell is in the result, unchanged unless the merge wrote it. */
async function verifyKept(
  original: Uint8Array,
  merged: Buffer,
  touched: Set<string>,
): Promise<void> {
  const before = await loadWorkbook(original);
  const after = await loadWorkbook(merged);
  for (const sheet of before.worksheets) {
    const copy = after.getWorksheet(sheet.name);
    if (!copy)
      throw new RegisterMergeError(
        `The merge could not keep sheet "${sheet.name}"; your file was not changed.`,
      );
    sheet.eachRow({ includeEmpty: false }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        if (touched.has(`${sheet.name}!${cell.address}`)) return;
        if (fingerprint(cell) !== fingerprint(copy.getCell(cell.address))) {
          throw new RegisterMergeError(
            `The merge could not keep cell ${cell.address} of sheet "${sheet.name}" exactly as it was, ` +
              'so no merged file was made; your own file is not changed.',
          );
        }
      });
    });
  }
}

/**
 * `entries` are the certificates to merge (oldest first); each instrument's newest calibration
 * is merged. Throws RegisterMergeError for a workbook it cannot use.
 */
export async function mergeIntoRegister(
  bytes: Uint8Array,
  entries: ReportEntry[],
  options: ReportOptions,
): Promise<MergeResult> {
  await checkRegisterWorkbook(bytes);
  const workbook = await loadWorkbook(bytes);
  const table = findRegisterTable(workbook);
  const instruments = instrumentRecords(entries, options.defaultIntervalMonths).map(
    (record) => record.current,
  );

  // Existing rows and incoming instruments grouped together by the one identity rule.
  const existing = table.dataRows.map((row) => identityOfRow(table, row));
  const groups = groupByInstrument([...existing, ...instruments.map((row) => row.fields)]);
  const rowOfGroup = new Map<number, number>();
  table.dataRows.forEach((row, index) => {
    const group = groups[index]!;
    if (!rowOfGroup.has(group)) rowOfGroup.set(group, row);
  });

  const merge = new RegisterMerge(table, options);
  instruments.forEach((instrument, index) => {
    const row = rowOfGroup.get(groups[existing.length + index]!);
    if (row === undefined) merge.append(instrument);
    else merge.update(row, instrument);
  });
  extendRangesOverAppendedRows(table, merge.lastRow);
  writeHistory(workbook, merge, table, options);
  writeChanges(workbook, merge, table, options);
  // Appended formulas carry no cached result: let the spreadsheet compute everything on opening.
  workbook.calcProperties = { ...workbook.calcProperties, fullCalcOnLoad: true };
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await verifyKept(bytes, buffer, merge.touched);

  const count = (action: Change['action']) =>
    new Set(merge.changes.filter((change) => change.action === action).map((change) => change.row))
      .size;
  return {
    buffer,
    summary: {
      sheet: table.sheet.name,
      updated: count('Updated'),
      added: count('Added'),
      upToDate: count('Up to date'),
    },
  };
}
