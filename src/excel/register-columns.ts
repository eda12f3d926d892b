/**
 * The Equipment Register's columns, in order: the report and the manual template share them so a
 * hand-filled register and a generated one can be pasted into each other.
 */
import { FIELD_LABELS } from '../shared/extraction.js';

export type RegisterColumnKey =
  | 'equipmentId'
  | 'equipmentName'
  | 'manufacturer'
  | 'model'
  | 'serialNumber'
  | 'calibrationDate'
  | 'dueDate'
  | 'daysUntilDue'
  | 'status'
  | 'certificateNumber'
  | 'calibrationLab'
  | 'result'
  | 'sourceFile';

export type RegisterColumnKind = 'text' | 'date' | 'days' | 'status';

export interface RegisterColumn {
  key: RegisterColumnKey;
  header: string;
  kind: RegisterColumnKind;
  /** Column letter in the register sheet. */
  letter: string;
  /** Starting width in characters (the report widens to fit content). */
  width: number;
}

const definitions: Array<Omit<RegisterColumn, 'letter'>> = [
  { key: 'equipmentId', header: FIELD_LABELS.equipmentId, kind: 'text', width: 14 },
  { key: 'equipmentName', header: FIELD_LABELS.equipmentName, kind: 'text', width: 26 },
  { key: 'manufacturer', header: FIELD_LABELS.manufacturer, kind: 'text', width: 18 },
  { key: 'model', header: FIELD_LABELS.model, kind: 'text', width: 14 },
  { key: 'serialNumber', header: FIELD_LABELS.serialNumber, kind: 'text', width: 14 },
  { key: 'calibrationDate', header: FIELD_LABELS.calibrationDate, kind: 'date', width: 13 },
  { key: 'dueDate', header: FIELD_LABELS.dueDate, kind: 'date', width: 13 },
  { key: 'daysUntilDue', header: 'Days Until Due', kind: 'days', width: 10 },
  { key: 'status', header: 'Status', kind: 'status', width: 11 },
  { key: 'certificateNumber', header: FIELD_LABELS.certificateNumber, kind: 'text', width: 16 },
  { key: 'calibrationLab', header: FIELD_LABELS.calibrationLab, kind: 'text', width: 24 },
  { key: 'result', header: FIELD_LABELS.result, kind: 'text', width: 10 },
  { key: 'sourceFile', header: 'Source File', kind: 'text', width: 28 },
];

export const REGISTER_COLUMNS: RegisterColumn[] = definitions.map((column, index) => ({
  ...column,
  letter: String.fromCharCode(65 + index),
}));

// Looked up for every cell of a large register: by key, not by a search of the list.
const BY_KEY = new Map(REGISTER_COLUMNS.map((column) => [column.key, column]));

export function registerColumn(key: RegisterColumnKey): RegisterColumn {
  const column = BY_KEY.get(key);
  if (!column) throw new Error(`unknown register column ${key}`);
  return column;
}

export const REGISTER_SHEET_NAME = 'Equipment Register';
