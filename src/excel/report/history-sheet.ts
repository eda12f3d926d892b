/**
 * The 'History' sheet of an account register: every earlier calibration of the instruments on
 * the Equipment Register, newest first under each instrument, with what superseded it. Plain
 * values — history does not fall due.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { FIELD_LABELS, type FieldKey } from '../../shared/extraction.js';
import { cellText, isoToExcelDate } from '../cell-values.js';
import type { InstrumentRecord } from '../register/instruments.js';
import { fittedWidth, frozenView, printSettings, writeHeaderRow } from '../sheet-layout.js';
import { DATE_CELL, DATE_FORMAT, TEXT_CELL, TEXT_FORMAT } from '../styles.js';
import type { RegisterRow } from './register-rows.js';
import type { ReportOptions } from './report-entry.js';

// Not 'History': Excel reserves that sheet name (for tracked changes) and refuses the file.
export const HISTORY_SHEET_NAME = 'Calibration History';

type HistoryColumn =
  | { header: string; kind: 'text'; value: (row: RegisterRow, newer: RegisterRow) => string | null }
  | { header: string; kind: 'date'; value: (row: RegisterRow) => string | null };

const field =
  (key: FieldKey) =>
  (row: RegisterRow): string | null => {
    const value = row.fields[key];
    return value === null || value === undefined ? null : String(value);
  };

const COLUMNS: HistoryColumn[] = [
  { header: FIELD_LABELS.equipmentId, kind: 'text', value: field('equipmentId') },
  { header: FIELD_LABELS.equipmentName, kind: 'text', value: field('equipmentName') },
  { header: FIELD_LABELS.manufacturer, kind: 'text', value: field('manufacturer') },
  { header: FIELD_LABELS.model, kind: 'text', value: field('model') },
  { header: FIELD_LABELS.serialNumber, kind: 'text', value: field('serialNumber') },
  { header: FIELD_LABELS.calibrationDate, kind: 'date', value: field('calibrationDate') },
  { header: FIELD_LABELS.dueDate, kind: 'date', value: (row) => row.dueDate },
  { header: FIELD_LABELS.certificateNumber, kind: 'text', value: field('certificateNumber') },
  { header: FIELD_LABELS.calibrationLab, kind: 'text', value: field('calibrationLab') },
  { header: FIELD_LABELS.result, kind: 'text', value: field('result') },
  { header: 'Source File', kind: 'text', value: (row) => row.sourceFile },
  {
    header: 'Superseded By',
    kind: 'text',
    value: (_row, newer) =>
      [newer.fields.certificateNumber, newer.fields.calibrationDate, newer.sourceFile]
        .filter(Boolean)
        .join(' · ') || null,
  },
];

export function addHistorySheet(
  workbook: Workbook,
  instruments: InstrumentRecord[],
  options: ReportOptions,
): Worksheet {
  const sheet = workbook.addWorksheet(HISTORY_SHEET_NAME, {
    views: frozenView(1),
    ...printSettings({
      title: 'Calibration History',
      today: options.today,
      orientation: 'landscape',
      repeatRows: '1:1',
    }),
  });
  sheet.columns = COLUMNS.map((column) => ({
    style: { numFmt: column.kind === 'date' ? DATE_FORMAT : TEXT_FORMAT },
  }));
  const texts: string[][] = COLUMNS.map((column) => [column.header]);
  const values: Array<Array<string | Date | null>> = [];
  for (const instrument of instruments) {
    // Each earlier calibration was superseded by the one above it.
    const chain = [instrument.current, ...instrument.earlier];
    instrument.earlier.forEach((row, index) => {
      const newer = chain[index]!;
      values.push(
        COLUMNS.map((column, columnIndex) => {
          if (column.kind === 'date') return isoToExcelDate(column.value(row));
          const text = column.value(row, newer);
          if (!text) return null;
          texts[columnIndex]!.push(text);
          return cellText(text);
        }),
      );
    });
  }
  // Widths and the header before the rows: a streamed sheet writes its columns with the first
  // row, and each row committed as soon as it is added is written out and forgotten.
  COLUMNS.forEach((column, index) => {
    sheet.getColumn(index + 1).width =
      column.kind === 'date' ? 13 : fittedWidth(texts[index]!, 10, 40);
  });
  writeHeaderRow(
    sheet,
    1,
    COLUMNS.map((column) => column.header),
  );
  sheet.getRow(1).commit();
  // Plain value rows added whole (several times faster than cell-by-cell writes for 20,000
  // rows), then one shared style object per kind: exceljs registers a style once per object it
  // has seen, where the per-cell copies addRow makes from the column style cost a lookup each.
  const styles = COLUMNS.map((column) => (column.kind === 'date' ? DATE_CELL : TEXT_CELL));
  for (const value of values) {
    const row = sheet.addRow(value);
    row.eachCell((cell, column) => {
      cell.style = styles[column - 1]!;
    });
    row.commit();
  }
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: values.length + 1, column: COLUMNS.length },
  };
  return sheet;
}
