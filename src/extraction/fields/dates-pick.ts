/**
 * Reading a date field's value: which date in the value counts, and the day/month order.
 * A range ("2020-08-07 to 2020-08-08", "2–6 May 2024") gives its end for the calibration date:
 * the calibration is complete on the last day, and that is the day a recalibration interval
 * runs from. A value with several unrelated dates gives its first.
 */
import { findDates, type DateToken } from './dates.js';

/** Between a range's dates: a dash (a scan may read one as two: "—-"), or a word for "to". */
const RANGE_JOINER = /^\s*(?:[-–—~]{1,2}|to|bis|au|al|a|ao|until|through|thru|\/)\s*$/i;

export type DateRole = 'calibration' | 'due';

export function pickDateToken(value: string, role: DateRole, todayYear: number): DateToken | null {
  const tokens = findDates(value, todayYear).filter((token) => role === 'due' || !token.monthOnly);
  if (tokens.length === 0) return null;
  const first = tokens[0]!;
  const second = tokens[1];
  if (second && RANGE_JOINER.test(value.slice(first.end, second.start))) return second;
  return first;
}
