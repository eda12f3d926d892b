/**
 * The three computed columns every register template ends its dates with: the next due date
 * (the last calibration or service date + the interval, overwritable with a printed date), the
 * days until it (negative when overdue) and the status (Current / Due Soon / Overdue), each a
 * live formula over the row (see due-formulas.ts). The templates differ only in their keys,
 * headers, widths and the due date's note.
 */
import { daysUntilDueFormula, dueDateFormula, dueStatusFormula } from '../due-formulas.js';
import type { TemplateColumn } from './template-table.js';

interface Header {
  header: string;
  width: number;
}

export interface DueColumnsSpec<K extends string> {
  /** The date the interval counts from (last calibration, service date). */
  from: K;
  /** The interval in months. */
  interval: K;
  dueDate: Header & { key: K; note: string };
  days: Header & { key: K };
  status: Header & { key: K };
  dueSoonDays: number;
}

export function dueColumns<K extends string>(spec: DueColumnsSpec<K>): Array<TemplateColumn<K>> {
  const { dueDate, days, status } = spec;
  return [
    {
      key: dueDate.key,
      header: dueDate.header,
      kind: 'formula-date',
      width: dueDate.width,
      formula: (row, col) =>
        dueDateFormula(`${col(spec.from)}${row}`, `${col(spec.interval)}${row}`),
      note: dueDate.note,
    },
    {
      key: days.key,
      header: days.header,
      kind: 'days',
      width: days.width,
      formula: (row, col) => daysUntilDueFormula(`${col(dueDate.key)}${row}`),
    },
    {
      key: status.key,
      header: status.header,
      kind: 'formula-text',
      width: status.width,
      formula: (row, col) => dueStatusFormula(`${col(days.key)}${row}`, spec.dueSoonDays),
    },
  ];
}
