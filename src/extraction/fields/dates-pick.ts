/**
 * Reading a date field's value: which date in the value counts, and the day/month order.
 * A range ("2020-08-07 to 2020-08-08", "2–6 May 2024") gives its end for the calibration date:
 * the calibration is complete on the last day, and that is the day a recalibration interval
 * runs from. A value with several unrelated dates gives its first.
 */
import { isoToUtcDay } from '../../shared/due-status.js';
import { findDates, type DateOrder, type DateToken } from './dates.js';

/**
 * Between a range's dates: a dash (a scan may read one as two: "—-"), or a word for "to" (a
 * scan may run a speck into it: "2023-06-05-au 2023-06-06").
 */
const RANGE_JOINER =
  /^\s*(?:[-–—~]{1,2}|[-–—.,]?\s*(?:to|bis|au|al|a|ao|until|through|thru)|\/)\s*$/i;

/** A calibration that ran over more days than this is no range a scan lost the dash of. */
const LOST_JOINER_MAX_DAYS = 7;

export type DateRole = 'calibration' | 'due';

/** The date a value counts, and whether its range was only inferred (see `lostJoiner`). */
export interface PickedDate extends DateToken {
  inferred?: true;
}

export function pickDateToken(value: string, role: DateRole, todayYear: number): PickedDate | null {
  const tokens = findDates(value, todayYear).filter((token) => role === 'due' || !token.monthOnly);
  if (tokens.length === 0) return null;
  const first = tokens[0]!;
  const second = tokens[1];
  if (second && RANGE_JOINER.test(value.slice(first.end, second.start))) return second;
  if (second && role === 'calibration' && lostJoiner(first, second, value)) {
    return { ...second, inferred: true };
  }
  return first;
}

/**
 * Two whole dates a few days apart with nothing but a space between them are a range whose dash
 * a scan lost ("04.03.2025 05.03.2025" for "04.03.2025 – 05.03.2025"): the value is one caption's
 * cell, and no certificate prints two unrelated dates there without a word between. Only inferred,
 * so the caller does not vouch for it.
 */
function lostJoiner(first: DateToken, second: DateToken, value: string): boolean {
  if (first.monthOnly || second.monthOnly || first.range) return false;
  if (!/^\s+$/.test(value.slice(first.end, second.start))) return false;
  const orders: DateOrder[] = ['dmy', 'mdy'];
  return orders.some((order) => {
    const from = first.iso ?? first.readings?.[order];
    const to = second.iso ?? second.readings?.[order];
    const start = from ? isoToUtcDay(from) : null;
    const end = to ? isoToUtcDay(to) : null;
    return start !== null && end !== null && end > start && end - start <= LOST_JOINER_MAX_DAYS;
  });
}
