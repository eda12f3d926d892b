/**
 * Finds dates in text, in every common notation: ISO (2025-03-14, 2025/03/14), numeric
 * (14.03.2025, 14/03/2025, 03/14/2025, 14-03-25), textual in six languages (14 March 2025,
 * March 14, 2025, 14-Mar-25, 06/May/2025, 14. März 2025, 14 de marzo de 2025, 1er mars 2025),
 * compact ranges (2–6 May 2024) and month-only dates (03/2026, March 2026).
 *
 * A numeric date whose day and month are both ≤ 12 is returned with both readings; the
 * document-level resolver (date-order.ts) picks one from evidence.
 */
import { isValidIsoDate } from '../../shared/due-status.js';
import { MONTHS } from '../dictionary/months.js';
import { foldText } from '../dictionary/normalize.js';

export type DateOrder = 'dmy' | 'mdy';

export interface DateToken {
  start: number;
  end: number;
  text: string;
  /** The date when the notation leaves no doubt. */
  iso: string | null;
  /** Both readings of an ambiguous numeric date (day and month both ≤ 12, and different). */
  readings: Record<DateOrder, string> | null;
  /** Evidence this token gives about the document's order: 14/03 proves dmy, 03/14 mdy. */
  proves: DateOrder | null;
  /** Dotted numeric dates (14.03.2025) are day-first by convention nearly everywhere. */
  dotted: boolean;
  /** Only month and year were printed (03/2026, March 2026): iso is that month's last day. */
  monthOnly: boolean;
  /** The end of a compact range ("2–6 May 2024"). */
  range: boolean;
}

const MONTH_PATTERN = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const ORDINAL = '(?:st|nd|rd|th|er|ème|eme|º|°|o|\\.)?';
const NUM_BEFORE = '(?<![\\d.,/-])';
const NUM_AFTER = '(?![\\d]|[./-]\\d)';

const PATTERNS = {
  // Spaced separators too ("2025 – 07 – 14"): a four-digit year first leaves no doubt.
  ymd: new RegExp(
    `${NUM_BEFORE}(\\d{4})\\s?([-–/.])\\s?(\\d{1,2})\\s?\\2\\s?(\\d{1,2})${NUM_AFTER}`,
    'g',
  ),
  numeric: new RegExp(
    `${NUM_BEFORE}(\\d{1,2})([-/.])(\\d{1,2})\\2(\\d{4}|\\d{2})${NUM_AFTER}`,
    'g',
  ),
  // "27 demaiode 2024", "22demarçode2024": a scan may lose the spaces around the month's "de".
  dayMonthYear: new RegExp(
    `(?<![\\p{L}\\d])(\\d{1,2})${ORDINAL}\\s*(?:of\\s+|de\\s*|[-/.]\\s*|\\s|)\\s*(${MONTH_PATTERN})(?:(?!\\p{L})|(?=de\\s?\\d))\\.?\\s*(?:de\\s*|del\\s+|[-/.,]\\s*|\\s)\\s*(\\d{4}|\\d{2})${NUM_AFTER}`,
    'giu',
  ),
  monthDayYear: new RegExp(
    `(?<!\\p{L})(${MONTH_PATTERN})(?!\\p{L})\\.?\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})${NUM_AFTER}`,
    'giu',
  ),
  yearMonthDay: new RegExp(
    `${NUM_BEFORE}(\\d{4})[-\\s/.](${MONTH_PATTERN})(?!\\p{L})\\.?[-\\s/.](\\d{1,2})${NUM_AFTER}`,
    'giu',
  ),
  // "29a30demarçode2024": the same spaces lost in a range of days.
  dayRange: new RegExp(
    `(?<![\\p{L}\\d])(\\d{1,2})${ORDINAL}\\s*(?:-|–|—|to|bis|au|al|a|ao)\\s*(\\d{1,2})${ORDINAL}\\s*(?:de\\s*)?(${MONTH_PATTERN})(?:(?!\\p{L})|(?=de\\s?\\d))\\.?\\s*(?:de\\s*|,\\s*|\\s)\\s*(\\d{4})${NUM_AFTER}`,
    'giu',
  ),
  monthDayRange: new RegExp(
    `(?<!\\p{L})(${MONTH_PATTERN})(?!\\p{L})\\.?\\s+(\\d{1,2})\\s*(?:-|–|—|to)\\s*(\\d{1,2}),?\\s+(\\d{4})${NUM_AFTER}`,
    'giu',
  ),
  monthYear: new RegExp(
    `(?<![\\p{L}\\d])(${MONTH_PATTERN})(?!\\p{L})\\.?\\s*(?:de\\s+|[-/.,]\\s*|\\s)\\s*(\\d{4})${NUM_AFTER}`,
    'giu',
  ),
  numericMonthYear: new RegExp(
    `${NUM_BEFORE}(\\d{1,2})([/.-])(\\d{4})(?![\\d\\p{L}]|[./-][\\d\\p{L}])`,
    'gu',
  ),
};

const ISO_DAY_RANGE_TAIL = /^\s*(?:&|and|y|et|und|e|bis|to|-|–)\s*(\d{1,2})(?![\d./-])/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function iso(year: number, month: number, day: number): string | null {
  const value = `${year}-${pad(month)}-${pad(day)}`;
  return isValidIsoDate(value) ? value : null;
}

function lastDayIso(year: number, month: number): string | null {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, last);
}

/** Two-digit years: 20yy unless that is more than 30 years after "today". */
function fullYear(year: string, todayYear: number): number {
  if (year.length === 4) return Number(year);
  const value = 2000 + Number(year);
  return value > todayYear + 30 ? value - 100 : value;
}

function plausibleYear(year: number, todayYear: number): boolean {
  return year >= 1950 && year <= todayYear + 40;
}

function monthNumber(name: string): number | null {
  return MONTHS[foldText(name).toLowerCase()] ?? null;
}

function overlaps(tokens: DateToken[], start: number, end: number): boolean {
  return tokens.some((token) => start < token.end && token.start < end);
}

function base(match: RegExpExecArray): Pick<DateToken, 'start' | 'end' | 'text'> {
  return { start: match.index, end: match.index + match[0].length, text: match[0] };
}

const NO_FLAGS = { readings: null, proves: null, dotted: false, monthOnly: false, range: false };

function textualTokens(folded: string, todayYear: number, tokens: DateToken[]): void {
  for (const match of folded.matchAll(PATTERNS.dayRange)) {
    const month = monthNumber(match[3]!);
    const year = Number(match[4]);
    const value = month ? iso(year, month, Number(match[2])) : null;
    if (value && plausibleYear(year, todayYear)) {
      tokens.push({ ...base(match), iso: value, ...NO_FLAGS, range: true });
    }
  }
  for (const match of folded.matchAll(PATTERNS.monthDayRange)) {
    const month = monthNumber(match[1]!);
    const year = Number(match[4]);
    const value = month ? iso(year, month, Number(match[3])) : null;
    if (
      value &&
      plausibleYear(year, todayYear) &&
      !overlaps(tokens, match.index, match.index + match[0].length)
    ) {
      tokens.push({ ...base(match), iso: value, ...NO_FLAGS, range: true });
    }
  }
  const textual: [RegExp, (m: RegExpExecArray) => [string, string, string]][] = [
    [PATTERNS.dayMonthYear, (m) => [m[3]!, m[2]!, m[1]!]],
    [PATTERNS.monthDayYear, (m) => [m[3]!, m[1]!, m[2]!]],
    [PATTERNS.yearMonthDay, (m) => [m[1]!, m[2]!, m[3]!]],
  ];
  for (const [pattern, parts] of textual) {
    for (const match of folded.matchAll(pattern)) {
      if (overlaps(tokens, match.index, match.index + match[0].length)) continue;
      const [yearText, monthText, dayText] = parts(match);
      const month = monthNumber(monthText);
      const year = fullYear(yearText, todayYear);
      const value = month ? iso(year, month, Number(dayText)) : null;
      if (value && plausibleYear(year, todayYear))
        tokens.push({ ...base(match), iso: value, ...NO_FLAGS });
    }
  }
}

function numericTokens(text: string, todayYear: number, tokens: DateToken[]): void {
  for (const match of text.matchAll(PATTERNS.ymd)) {
    // "2024-09-10 & 11", "2024-09-10 to 12": a range of days, whose last day counts.
    const tail = ISO_DAY_RANGE_TAIL.exec(text.slice(match.index + match[0].length));
    const lastDay = tail ? iso(Number(match[1]), Number(match[3]), Number(tail[1])) : null;
    const value = iso(Number(match[1]), Number(match[3]), Number(match[4]));
    if (value && plausibleYear(Number(match[1]), todayYear)) {
      if (lastDay && lastDay > value)
        tokens.push({
          start: match.index,
          end: match.index + match[0].length + tail![0].length,
          text: match[0] + tail![0],
          iso: lastDay,
          ...NO_FLAGS,
          range: true,
        });
      else tokens.push({ ...base(match), iso: value, ...NO_FLAGS });
    }
  }
  for (const match of text.matchAll(PATTERNS.numeric)) {
    if (overlaps(tokens, match.index, match.index + match[0].length)) continue;
    const first = Number(match[1]);
    const second = Number(match[3]);
    const year = fullYear(match[4]!, todayYear);
    if (!plausibleYear(year, todayYear)) continue;
    const dmy = iso(year, second, first);
    const mdy = iso(year, first, second);
    const dotted = match[2] === '.';
    if (dmy && mdy && first !== second) {
      tokens.push({ ...base(match), iso: null, ...NO_FLAGS, readings: { dmy, mdy }, dotted });
    } else if (dmy || mdy) {
      const proves: DateOrder | null = first === second ? null : dmy ? 'dmy' : 'mdy';
      tokens.push({ ...base(match), iso: (dmy ?? mdy)!, ...NO_FLAGS, proves, dotted });
    }
  }
}

function monthOnlyTokens(folded: string, todayYear: number, tokens: DateToken[]): void {
  for (const match of folded.matchAll(PATTERNS.monthYear)) {
    if (overlaps(tokens, match.index, match.index + match[0].length)) continue;
    const month = monthNumber(match[1]!);
    const year = Number(match[2]);
    const value = month ? lastDayIso(year, month) : null;
    if (value && plausibleYear(year, todayYear)) {
      tokens.push({ ...base(match), iso: value, ...NO_FLAGS, monthOnly: true });
    }
  }
  for (const match of folded.matchAll(PATTERNS.numericMonthYear)) {
    if (overlaps(tokens, match.index, match.index + match[0].length)) continue;
    const month = Number(match[1]);
    const year = Number(match[3]);
    const value = month >= 1 && month <= 12 ? lastDayIso(year, month) : null;
    if (value && plausibleYear(year, todayYear)) {
      tokens.push({ ...base(match), iso: value, ...NO_FLAGS, monthOnly: true });
    }
  }
}

/**
 * A `todayYear` for looking at dates without a window on the year: any printed date counts
 * (whether a cell is a date, whether two dates make a range).
 */
export const ANY_YEAR = 2100;

/** The same line is searched by several readers: remember recent answers. */
const recent = new Map<string, DateToken[]>();
const RECENT_LIMIT = 4000;

/** Every date in `text`, left to right. `todayYear` anchors two-digit years. */
export function findDates(text: string, todayYear: number): DateToken[] {
  const key = `${todayYear}|${text}`;
  const known = recent.get(key);
  if (known) return known.map((token) => ({ ...token }));
  if (recent.size >= RECENT_LIMIT) recent.clear();
  const tokens = searchDates(text, todayYear);
  recent.set(key, tokens);
  return tokens.map((token) => ({ ...token }));
}

/**
 * "2024-10-22-2024-10-23", "25-10-2025-26-10-2025", "24.07.2025-25.07.2025": two dates of a
 * range whose spaced dash a scan lost, or read as two ("2024-08-26—-2024-08-27"). Read with an
 * en dash between them (same length, so token offsets still index the text).
 */
const JOINED_ISO_RANGE = /(\d{4}-\d{2}-\d{2})([—–]?)-(?=\d{4}-\d{2}-\d{2}(?!\d))/g;
const JOINED_DMY_RANGE =
  /(?<![\d./-])(\d{1,2}([-./])\d{1,2}\2\d{4})([—–]?)-(?=\d{1,2}\2\d{1,2}\2\d{4}(?!\d))/g;

function enDash(date: string, doubled: string): string {
  return doubled ? `${date} –` : `${date}–`;
}

/**
 * "10.03.2023 a 11.03 2023": a range's second date with its last separator read as a space, the
 * first date showing which it is. Given back (same length, so token offsets still index the
 * text); only after a range's connector, where the text says a date follows.
 */
const LOST_SEPARATOR_RANGE_END =
  /(?<![\d./-])(\d{1,2}([./-])\d{1,2}\2\d{4}\s*(?:to|bis|au|al|a|ate|até|–|-)\s*\d{1,2}\2\d{1,2}) (?=\d{4}(?!\d))/giu;

/**
 * "22-0CT-2025", "3 N0V 2024": a month's "O" a scan read as a zero, between a day and a year.
 * Read with the letter (same length, so token offsets still index the text).
 */
const ZERO_FOR_O_MONTH = /(?<=\d[-./\s]?)(?:0ct|0kt|n0v)(?=\.?[-./\s]?\d)/gi;

/**
 * "23 ) anuary 2025", "3 une 2024": a month's J, which hangs below the line, lost or read as a
 * bracket, between a day and a year. Given back in the same length (the space before it and
 * the bracket make room), so token offsets still index the text.
 */
const LOST_J_MONTH =
  /(?<=\d\.?)\s?[)\]|(]?\s?(?:anuary|anuar|anvier|aneiro|une|uni|uin|unio|unho|uly|uli|uillet|ulio|ulho)(?=\.?\s\d{4})/gi;

/**
 * "07-) UL-2023", "28] UN-2023": the same lost J in a month's abbreviation, read as a bracket
 * between a day and a year. The bracket is required: without it "un" and "an" are words.
 */
const LOST_J_ABBREVIATION =
  /(?<=\d[-./]?)\s?[)\]|(]\s?(?:an|un|ul)(?=[-./\s]\s?\d{2}(?:\d{2})?(?!\d))/gi;

/**
 * "26-J UL-2025": a month's abbreviation a scan spaced after its first letter, between a day
 * and a year. Joined with the space moved before it (same length, so token offsets still
 * index the text), when the letters joined are a month.
 */
const SPACED_MONTH_ABBREVIATION = /(?<=\d[-./\s])(\p{L}) (\p{L}{2,3})(?=\.?[-./\s]\s?\d)/giu;

/**
 * "04:02.2025", "04.02:2025": one stop of a dotted date a scan read as a colon. A time has no
 * year after it. Read with the stop (same length).
 */
const COLON_IN_DOTTED_DATE =
  /(?<=(?<![\d:.])\d{1,2}):(?=\d{1,2}\.\d{4}(?!\d))|(?<=(?<![\d:.])\d{1,2}\.\d{1,2}):(?=\d{4}(?!\d))/g;

function joinedMonth(found: string, first: string, rest: string): string {
  return monthNumber(`${first}${rest}`) === null ? found : ` ${first}${rest}`;
}

function withJ(found: string): string {
  const month = /\p{L}+$/u.exec(found)![0];
  if (found.length < month.length + 1) return found;
  return `${' '.repeat(found.length - month.length - 1)}J${month}`;
}

function searchDates(text: string, todayYear: number): DateToken[] {
  const folded = foldText(text)
    .replace(JOINED_ISO_RANGE, (_, date: string, doubled: string) => enDash(date, doubled))
    .replace(JOINED_DMY_RANGE, (_, date: string, _separator, doubled: string) =>
      enDash(date, doubled),
    )
    .replace(LOST_SEPARATOR_RANGE_END, (_, dates: string, separator: string) => dates + separator)
    .replace(ZERO_FOR_O_MONTH, (month) => month.replace('0', 'o'))
    .replace(LOST_J_MONTH, withJ)
    .replace(LOST_J_ABBREVIATION, withJ)
    .replace(SPACED_MONTH_ABBREVIATION, joinedMonth)
    .replace(COLON_IN_DOTTED_DATE, '.');
  const tokens: DateToken[] = [];
  textualTokens(folded, todayYear, tokens);
  numericTokens(folded, todayYear, tokens);
  monthOnlyTokens(folded, todayYear, tokens);
  for (const token of tokens) token.text = text.slice(token.start, token.end);
  return tokens.sort((a, b) => a.start - b.start);
}

/** The date of a token under a document order. */
export function tokenDate(token: DateToken, order: DateOrder): string | null {
  if (token.iso) return token.iso;
  return token.readings ? token.readings[order] : null;
}
