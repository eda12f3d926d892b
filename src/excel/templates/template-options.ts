/**
 * What every template builder is given, and helpers for sample rows whose dates sit relative to
 * the day of download — so the samples show Current, Due Soon and Overdue on any day.
 */
import { addMonths, isoToUtcDay } from '../../shared/due-status.js';
import { isoToExcelDate } from '../cell-values.js';
import { dueCachedResults } from '../due-formulas.js';

export interface TemplateOptions {
  /** ISO date of the download. */
  today: string;
  /** Width of the Due Soon window in days. */
  dueSoonDays: number;
}

const MS_PER_DAY = 86_400_000;

export function isoPlusDays(iso: string, days: number): string {
  const day = isoToUtcDay(iso);
  if (day === null) throw new RangeError(`not an ISO date: ${iso}`);
  return new Date((day + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Cached results for a sample's due date, days until due and status. */
export function sampleDue(
  calibrationDate: string,
  intervalMonths: number,
  options: TemplateOptions,
): { dueDate: Date | null; days: number | ''; status: string } {
  const dueDate = addMonths(calibrationDate, intervalMonths);
  const { days, status } = dueCachedResults(dueDate, options.today, options.dueSoonDays);
  return { dueDate: isoToExcelDate(dueDate), days, status };
}

/** A sample calibration date that makes the instrument due `dueInDays` from today. */
export function calibratedFor(dueInDays: number, intervalMonths: number, options: TemplateOptions) {
  const due = isoPlusDays(options.today, dueInDays);
  return addMonths(due, -intervalMonths) ?? options.today;
}

export const INTERVAL_OPTIONS = [1, 3, 6, 12, 24, 36] as const;
