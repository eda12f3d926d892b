/**
 * ISO dates as UTC day numbers, remembered: a register shows and compares the same few hundred
 * dates in thousands of cells (calibration, due, today), and parsing each one every time was a
 * measurable share of building a 5,000-row workbook.
 */
import { isoToUtcDay } from '../shared/due-status.js';

const MAX_REMEMBERED = 20_000;
const days = new Map<string, number | null>();

/** isoToUtcDay, parsed once per distinct string (null when not a real calendar date). */
export function utcDayOf(iso: string): number | null {
  let day = days.get(iso);
  if (day === undefined) {
    day = isoToUtcDay(iso);
    // Bounded: a long-running server sees ever new dates; starting over is cheap.
    if (days.size >= MAX_REMEMBERED) days.clear();
    days.set(iso, day);
  }
  return day;
}
