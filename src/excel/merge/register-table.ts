/**
 * Finding the register inside someone's workbook: the sheet and header row whose cells name the
 * most register columns, one of which must identify an instrument (serial, equipment ID or
 * certificate number). Then reading its rows as identity records.
 */
import type { Workbook, Worksheet } from 'exceljs';
import type { IdentityFields } from '../../shared/instrument-identity.js';
import { cellString } from './cell-read.js';
import { fieldOfHeader, IDENTIFYING_FIELDS, type RegisterField } from './header-names.js';
import { RegisterMergeError } from './merge-error.js';

/** How far down a sheet a header row is looked for (titles and notes often sit above it). */
export const HEADER_SEARCH_ROWS = 30;

export interface RegisterTable {
  sheet: Worksheet;
  headerRow: number;
  /** Column number (1-based) of each recognised field; the first such column wins. */
  columns: Map<RegisterField, number>;
  /** Rows below the header with something in a recognised column, top to bottom. */
  dataRows: number[];
}

function headerColumns(sheet: Worksheet, rowNumber: number): Map<RegisterField, number> {
  const columns = new Map<RegisterField, number>();
  sheet.getRow(rowNumber).eachCell((cell, column) => {
    const text = cellString(cell);
    if (text === '') return;
    const field = fieldOfHeader(text);
    if (field && !columns.has(field)) columns.set(field, column);
  });
  return columns;
}

const identifies = (columns: Map<RegisterField, number>) =>
  IDENTIFYING_FIELDS.some((field) => columns.has(field));

export function findRegisterTable(workbook: Workbook): RegisterTable {
  let best: { sheet: Worksheet; row: number; columns: Map<RegisterField, number> } | null = null;
  let bestWithoutIdentity: { sheet: Worksheet; row: number } | null = null;
  for (const sheet of workbook.worksheets) {
    const last = Math.min(sheet.rowCount, HEADER_SEARCH_ROWS);
    for (let row = 1; row <= last; row += 1) {
      const columns = headerColumns(sheet, row);
      if (columns.size < 2) continue;
      if (!identifies(columns)) {
        bestWithoutIdentity ??= { sheet, row };
        continue;
      }
      if (!best || columns.size > best.columns.size) best = { sheet, row, columns };
    }
  }
  if (!best) {
    if (bestWithoutIdentity) {
      throw new RegisterMergeError(
        `The register's header row (sheet "${bestWithoutIdentity.sheet.name}", row ` +
          `${bestWithoutIdentity.row}) has no column that identifies an instrument: add a ` +
          '"Serial No.", "Equipment ID" or "Certificate No." column and fill it in.',
      );
    }
    throw new RegisterMergeError(
      'No header row found in the register: CertSheet looks in the first ' +
        `${HEADER_SEARCH_ROWS} rows of each sheet for column names such as "Serial No.", ` +
        '"Equipment ID", "Calibration Date" and "Due Date".',
    );
  }
  const { sheet, row: headerRow, columns } = best;
  const dataRows: number[] = [];
  for (let row = headerRow + 1; row <= sheet.rowCount; row += 1) {
    const excelRow = sheet.getRow(row);
    const filled = [...columns.values()].some((column) => cellString(excelRow.getCell(column)));
    if (filled) dataRows.push(row);
  }
  return { sheet, headerRow, columns, dataRows };
}

export function cellOf(table: RegisterTable, row: number, field: RegisterField) {
  const column = table.columns.get(field);
  return column === undefined ? null : table.sheet.getRow(row).getCell(column);
}

export function identityOfRow(table: RegisterTable, row: number): IdentityFields {
  const text = (field: RegisterField) => {
    const cell = cellOf(table, row, field);
    return cell ? cellString(cell) || null : null;
  };
  return {
    serialNumber: text('serialNumber'),
    manufacturer: text('manufacturer'),
    equipmentId: text('equipmentId'),
    certificateNumber: text('certificateNumber'),
  };
}
