/**
 * From certificates to register rows: one row per instrument, user corrections applied, and the
 * due date resolved — printed, calculated from a stated interval, or from the default interval.
 */
import { correctedItems, isCorrected, type Corrections } from '../../shared/corrections.js';
import { resolveDueDate, type DueDateOrigin } from '../../shared/due-date.js';
import {
  FIELD_KEYS,
  type Extraction,
  type FieldKey,
  type InstrumentFields,
} from '../../shared/extraction.js';
import type { ReportEntry } from './report-entry.js';

export type { DueDateOrigin } from '../../shared/due-date.js';

export interface RegisterRow {
  sourceFile: string;
  /** 0-based index on the certificate, and how many instruments it lists. */
  instrumentIndex: number;
  instrumentCount: number;
  /** Fields with the user's corrections applied. */
  fields: InstrumentFields;
  /** Fields as extracted, before corrections. */
  extracted: InstrumentFields;
  correctedKeys: FieldKey[];
  dueDate: string | null;
  dueDateOrigin: DueDateOrigin;
  /** Months used when the due date was calculated. */
  intervalMonths: number | null;
}

function instrumentsOf(extraction: Extraction): InstrumentFields[] {
  return extraction.items.length > 0 ? extraction.items : [extraction.fields];
}

export function registerRowsOf(entry: ReportEntry, defaultIntervalMonths: number): RegisterRow[] {
  if (!entry.extraction || entry.error) return [];
  const corrections: Corrections = entry.corrections ?? {};
  const extracted = instrumentsOf(entry.extraction);
  const corrected = correctedItems(entry.extraction, corrections);
  return corrected.map((fields, index) => {
    const correctedKeys = FIELD_KEYS.filter((key) => isCorrected(corrections, index, key));
    return {
      sourceFile: entry.sourceFile,
      instrumentIndex: index,
      instrumentCount: corrected.length,
      fields,
      extracted: extracted[index] ?? fields,
      correctedKeys,
      ...resolveDueDate(fields, correctedKeys, defaultIntervalMonths),
    };
  });
}

export function registerRows(entries: ReportEntry[], defaultIntervalMonths: number): RegisterRow[] {
  return entries.flatMap((entry) => registerRowsOf(entry, defaultIntervalMonths));
}

/** The note on a calculated due date; null when the date was printed or typed. */
export function dueDateNote(row: RegisterRow): string | null {
  if (row.dueDateOrigin === 'default-interval') {
    return (
      `calculated: calibration date + ${row.intervalMonths} months\n` +
      'The certificate states no due date and no calibration interval, so the default interval was used.'
    );
  }
  if (row.dueDateOrigin === 'stated-interval') {
    const months =
      row.intervalMonths === null ? 'the stated interval' : `${row.intervalMonths} months`;
    const source = row.correctedKeys.includes('calibrationInterval')
      ? 'interval entered by the user'
      : 'interval stated on certificate';
    return `calculated: calibration date + ${months} (${source})`;
  }
  return null;
}
