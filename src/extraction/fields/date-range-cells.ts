/**
 * Dates a scan set in two cells. A calibration that took several days, its range printed as two
 * dates with a dash between them ("30.07.2025 – 31.07.2025"): a scan may lose the dash, and the
 * layout then sees two dates in two cells. The value beside the caption is the range, not its
 * first date alone — the certificate's calibration date is the last day. So is a range set over
 * two lines beside a caption and its gloss ("11/09/2025 –" / "12/09/2025", the dash lost). And
 * a day set apart
 * from its month and year ("7" | "Februar 2024"): the value beside the caption is the date.
 */
import { nextLineWithin } from '../layout/document.js';
import type { Cell, DocumentLayout } from '../layout/types.js';
import { startsTogether } from './column-starts.js';
import { ANY_YEAR, findDates, type DateToken } from './dates.js';

/** Dates of one calibration lie at most this many days apart (a range that wraps, too). */
export const MAX_RANGE_DAYS = 31;
/** The second date follows within this many of the line's font sizes. */
const MAX_GAP_SIZES = 3;

function onlyDate(text: string): DateToken | null {
  const tokens = findDates(text, ANY_YEAR);
  const token = tokens.length === 1 ? tokens[0]! : null;
  return token && token.text.trim() === text.trim() && !token.monthOnly ? token : null;
}

function day(token: DateToken): number | null {
  const iso = token.iso ?? token.readings?.dmy ?? null;
  return iso ? Date.parse(`${iso}T00:00:00Z`) / 86_400_000 : null;
}

/** "first – second" when the cell after `first` on its line completes a range; else null. */
export function dateRangeBeside(layout: DocumentLayout, first: Cell): string | null {
  const line = layout.lines[first.line]!;
  const second = line.cells[first.index + 1];
  if (!second || second.x0 - first.x1 > first.size * MAX_GAP_SIZES) return null;
  return rangeOf(first, second);
}

/** "first – second" when two dates make a range; else null. */
function rangeOf(first: Cell, second: Cell): string | null {
  const from = onlyDate(first.text);
  const to = onlyDate(second.text);
  if (!from || !to) return null;
  const start = day(from);
  const end = day(to);
  if (start === null || end === null || end <= start || end - start > MAX_RANGE_DAYS) return null;
  return `${first.text.trim()} – ${second.text.trim()}`;
}

/**
 * "first – second" when the cell under `first`, starting where it starts, completes a range and
 * only the caption's own gloss stands between the caption's column (from `captionX0`) and it on
 * its line (`isGloss`); else null.
 */
export function dateRangeUnder(
  layout: DocumentLayout,
  first: Cell,
  captionX0: number,
  isGloss: (cell: Cell) => boolean,
): string | null {
  const next = nextLineWithin(layout, first.line, first.bottom, first.size * 0.8);
  const second = next?.cells.find((cell) => startsTogether(cell.x0, first.x0));
  if (!next || !second) return null;
  const before = next.cells.filter(
    (cell) => cell.x1 <= second.x0 && cell.x1 > captionX0 - first.size,
  );
  return before.length > 0 && before.every(isGloss) ? rangeOf(first, second) : null;
}

/** A year alone ("2025"). */
const LONE_YEAR = /^(?:19|20)\d{2}$/;

/** A day of the month alone ("7", "07."). */
const LONE_DAY = /^\d{1,2}\.?$/;

/** Days of one month, a range ("9 to 10", "9–10", "9 al 10"), their month set apart. */
const DAY_RANGE = /^\d{1,2}\.?\s*(?:[-–]|\p{L}{1,3})\s*\d{1,2}\.?$/u;

/**
 * "7 Februar 2024" when `first` is a day (or days: "9 to 10" | "July 2025") and the cell
 * after it its month and year, or the cell
 * after it is the year of the date `first` began ("October 29 to 30," | "2025"); "25–26
 * agosto 2024" when the cell after it is a later date of the same month (a range whose dash a
 * scan lost); else null.
 */
export function dateCutBeside(layout: DocumentLayout, first: Cell): string | null {
  const day = first.text.trim();
  const second = layout.lines[first.line]!.cells[first.index + 1];
  if (!second || second.x0 - first.x1 > first.size * MAX_GAP_SIZES) return null;
  // "October 29 to 30, | 2025": a date's year a scan set apart at a wide word space.
  if (LONE_YEAR.test(second.text.trim()) && /\d/.test(day)) {
    const whole = `${day} ${second.text.trim()}`;
    return onlyDate(whole) ? whole : null;
  }
  if (!LONE_DAY.test(day) && !DAY_RANGE.test(day)) return null;
  const joined = `${day} ${second.text.trim()}`;
  if (onlyDate(joined)) return joined;
  if (!LONE_DAY.test(day)) return null;
  const last = onlyDate(second.text);
  const lastDay = last?.iso ? Number(last.iso.slice(8)) : null;
  const firstDay = Number.parseInt(day, 10);
  if (lastDay === null || firstDay < 1 || firstDay >= lastDay) return null;
  const range = `${day.replace(/\.$/, '')}–${second.text.trim()}`;
  return findDates(range, ANY_YEAR)[0]?.range ? range : null;
}
