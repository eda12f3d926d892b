/**
 * Day-first or month-first? Numeric dates such as 05/03/2025 are read with the document's order,
 * decided from evidence in the same document, strongest first:
 *  1. proven — a format printed with a label ("Date (dd/mm/yyyy)"), or another numeric date
 *     that only reads one way (14/03/2025, 03/14/2025);
 *  2. language — German, French, Spanish, Italian and Portuguese write the day first;
 *  3. country — an English certificate naming the USA (address, NIST, A2LA…) writes the month
 *     first, one naming the UK, India, Australia… the day first;
 *  4. default — nothing to go on: month first (most English certificates we see are American).
 * Dotted dates (05.03.2025) are day-first by convention whatever the language. The caller can
 * still use the due-date-after-calibration-date test (see assemble.ts) when evidence is weak.
 */
import type { DateOrder, DateToken } from './dates.js';

export type OrderStrength = 'proven' | 'language' | 'country' | 'default';

export interface OrderDecision {
  order: DateOrder;
  strength: OrderStrength;
}

const MONTH_FIRST_COUNTRY =
  /\b(?:USA|U\.S\.A\.?|United States|NIST|A2LA|ANAB|NVLAP|IAS|Philippines|[A-Z]{2}\s+\d{5}(?:-\d{4})?)\b/;
const DAY_FIRST_COUNTRY =
  /\b(?:United Kingdom|England|Scotland|Wales|UKAS|India|NABL|Australia|NATA|New Zealand|IANZ|Ireland|INAB|South Africa|SANAS|Singapore|Malaysia|Pakistan|Nigeria|Kenya|UAE|Dubai|Saudi Arabia|Brazil|Mexico|Europe|European)\b/;

/**
 * A date format printed with a label: "Calibration Date (dd/mm/yyyy)", "Datum (TT.MM.JJJJ)",
 * "Cal Date [MM/DD/YY]". Day and month words of the six languages (dd, tt, jj, gg; mm; yy, jj,
 * aa).
 */
export const FORMAT_HINT =
  /\s*[([]\s*((?:dd|tt|jj|gg)[./-]mm|mm[./-](?:dd|tt|jj|gg)|(?:yyyy|jjjj|aaaa)[./-]mm)[./-](?:yyyy|yy|jjjj|jj|aaaa|aa|dd|tt|jj|gg)\s*[)\]]\s*$/i;

/** The order a format hint states; ISO hints (yyyy-mm-dd) state none that matters. */
export function hintedOrder(label: string): DateOrder | null {
  const match = FORMAT_HINT.exec(label);
  if (!match) return null;
  const head = match[1]!.toLowerCase();
  if (head.startsWith('mm')) return 'mdy';
  return /^(?:dd|tt|jj|gg)/.test(head) ? 'dmy' : null;
}

export function documentDateOrder(
  tokens: DateToken[],
  language: string | null,
  text: string,
  hints: readonly DateOrder[] = [],
): OrderDecision {
  const dayFirst = tokens.filter((token) => token.proves === 'dmy').length;
  const monthFirst = tokens.filter((token) => token.proves === 'mdy').length;
  // The format printed with a label settles it, unless the dates themselves say otherwise.
  const hinted = new Set(hints);
  if (hinted.size === 1) {
    const order = [...hinted][0]!;
    if ((order === 'dmy' ? monthFirst : dayFirst) === 0) return { order, strength: 'proven' };
  }
  if (dayFirst > 0 && monthFirst === 0) return { order: 'dmy', strength: 'proven' };
  if (monthFirst > 0 && dayFirst === 0) return { order: 'mdy', strength: 'proven' };
  if (language && language !== 'en') return { order: 'dmy', strength: 'language' };
  const us = MONTH_FIRST_COUNTRY.test(text);
  const elsewhere = DAY_FIRST_COUNTRY.test(text);
  if (us && !elsewhere) return { order: 'mdy', strength: 'country' };
  if (elsewhere && !us) return { order: 'dmy', strength: 'country' };
  if (dayFirst !== monthFirst) {
    return { order: dayFirst > monthFirst ? 'dmy' : 'mdy', strength: 'country' };
  }
  return { order: 'mdy', strength: 'default' };
}

export interface ResolvedDate {
  iso: string;
  /** True when the reading rests on weak evidence (country hint, pair test or nothing). */
  uncertain: boolean;
  /** True when nothing at all supported the reading. */
  guessed: boolean;
}

/** Reads a token with the document's order. */
export function resolveToken(token: DateToken, decision: OrderDecision): ResolvedDate | null {
  if (token.iso) return { iso: token.iso, uncertain: false, guessed: false };
  if (!token.readings) return null;
  if (token.dotted && decision.strength !== 'proven') {
    return { iso: token.readings.dmy, uncertain: false, guessed: false };
  }
  const weak = decision.strength === 'country' || decision.strength === 'default';
  return {
    iso: token.readings[decision.order],
    uncertain: weak,
    guessed: decision.strength === 'default',
  };
}
