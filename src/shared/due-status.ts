/**
 * Days until due and compliance status. "Today" is always passed in (a clock at the edge), so
 * the same inputs give the same answer in tests, the server and the CLI.
 */
import { DUE_SOON_WINDOW_DAYS } from './constants.js';

export const DUE_STATUSES = ['Current', 'Due Soon', 'Overdue'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

const MS_PER_DAY = 86_400_000;

/** Parses an ISO YYYY-MM-DD date as a UTC day number; null when not a real calendar date. */
export function isoToUtcDay(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== day) return null;
  return Math.round(ms / MS_PER_DAY);
}

export function isValidIsoDate(iso: string): boolean {
  return isoToUtcDay(iso) !== null;
}

export function daysUntilDue(dueDate: string, today: string): number | null {
  const due = isoToUtcDay(dueDate);
  const now = isoToUtcDay(today);
  if (due === null || now === null) return null;
  return due - now;
}

export function dueStatus(days: number, windowDays = DUE_SOON_WINDOW_DAYS): DueStatus {
  if (days < 0) return 'Overdue';
  if (days <= windowDays) return 'Due Soon';
  return 'Current';
}

export function computeDueStatus(
  dueDate: string | null,
  today: string,
  windowDays = DUE_SOON_WINDOW_DAYS,
): { daysUntilDue: number | null; status: DueStatus | null } {
  if (!dueDate) return { daysUntilDue: null, status: null };
  const days = daysUntilDue(dueDate, today);
  if (days === null) return { daysUntilDue: null, status: null };
  return { daysUntilDue: days, status: dueStatus(days, windowDays) };
}

/** Adds whole months, clamping to the month's last day (2024-01-31 + 1 month = 2024-02-29). */
export function addMonths(iso: string, months: number): string | null {
  const day = isoToUtcDay(iso);
  if (day === null) return null;
  const date = new Date(day * MS_PER_DAY);
  const targetMonthIndex = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(targetMonthIndex / 12);
  const month = ((targetMonthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
  return result.toISOString().slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
