/**
 * From a pile of certificates to instruments: each instrument's newest calibration (its register
 * row) and the earlier ones (its history), by the identity rule of shared/instrument-identity.ts.
 */
import { groupByInstrument } from '../../shared/instrument-identity.js';
import { registerRowsOf, type RegisterRow } from '../report/register-rows.js';
import type { ReportEntry } from '../report/report-entry.js';
import { utcDayOf } from '../utc-days.js';

export interface InstrumentRecord {
  current: RegisterRow;
  /** Index in `entries` of the certificate the current row came from. */
  currentEntry: number;
  /** The instrument's first certificate in `entries` (and its item): a key that stays put. */
  firstSeen: { entry: number; instrumentIndex: number };
  /** Earlier calibrations of the same instrument, newest first. */
  earlier: RegisterRow[];
}

/** Newest first: by calibration date, an undated one below every dated one; then the later upload. */
function newestFirst(
  a: { row: RegisterRow; order: number },
  b: { row: RegisterRow; order: number },
) {
  const dayA = a.row.fields.calibrationDate ? utcDayOf(a.row.fields.calibrationDate) : null;
  const dayB = b.row.fields.calibrationDate ? utcDayOf(b.row.fields.calibrationDate) : null;
  if (dayA !== dayB) {
    if (dayA === null) return 1;
    if (dayB === null) return -1;
    return dayB - dayA;
  }
  return b.order - a.order;
}

/**
 * `entries` in upload order, oldest first (a later upload of the same calibration wins a tie).
 * Instruments come back in the order of their first certificate.
 */
export function instrumentRecords(
  entries: ReportEntry[],
  defaultIntervalMonths: number,
): InstrumentRecord[] {
  const rows = entries.flatMap((entry, entryIndex) =>
    registerRowsOf(entry, defaultIntervalMonths).map((row) => ({ row, entryIndex })),
  );
  const groupOf = groupByInstrument(rows.map(({ row }) => row.fields));
  const groups: Array<Array<{ row: RegisterRow; order: number; entryIndex: number }>> = [];
  rows.forEach(({ row, entryIndex }, order) => {
    const group = groupOf[order] ?? 0;
    (groups[group] ??= []).push({ row, order, entryIndex });
  });
  return groups.map((members) => {
    const [newest, ...rest] = [...members].sort(newestFirst);
    const first = members[0]!;
    return {
      current: newest!.row,
      currentEntry: newest!.entryIndex,
      firstSeen: { entry: first.entryIndex, instrumentIndex: first.row.instrumentIndex },
      earlier: rest.map((member) => member.row),
    };
  });
}
