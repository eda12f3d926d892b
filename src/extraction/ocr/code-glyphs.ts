/**
 * A code's letters the recogniser read as the digits they resemble, told apart by their ink.
 * In a serial or a model code the recogniser leans to digits, and reads, sure of it:
 * - "Z" as "2" ("Z78846749" as "278846749" at 95) or as "7" ("Z15067072" as "715067072");
 * - "S" as "5" ("Quintix 224-1S" as "224-15", "CAL-ZSZ-01" as "CAL-Z5Z-01", "METRAHIT 29S"
 *   as "295": a short code after a name in capitals is a code too), or as "8" ("04622S");
 * - "O" as "0" ("MSO44" as "MS044");
 * - "T" as "7" ("3457TT53785"), and "I" as "1" beside a capital ("DPI 104-IS" as "104-1S")
 *   or in a numeral set apart after a code ("54 II" as "5411", roman-ones.ts);
 * - "L" as "1" ("94L-0080" as "941-0080"), "J" as "3" ("46J-0029" as "463-0029"), "U" as
 *   "0" ("67U-0024" as "670-0024");
 * and in any word, an "E" as "F" ("Explorer FX224" for "EX224", "Flétricos").
 * The shapes differ where the glyphs do, in any face: a "Z" has a straight bar across its top
 * and its foot, its stroke between running back from the top bar's right end, where a "2"
 * swells out into its bowl, and a "7" has no foot; an "S" curls back at its upper right, where
 * a "5" has only its stem at the left below its bar, and the arc of its top meets no stem in a
 * corner; its curves close no counter, where an "8" closes two; an "O" is far wider than the
 * digits beside it; a "T"'s stem stands straight down its middle, where a "7"'s stroke leans
 * across; an "I" is a bare stem or has serifs alike on both sides, where a "1" has its flag;
 * an "L" is its stem at the left and a foot to the right, where a "1" reaches left of its stem;
 * a "J" is its stem at the right above its hook, where a "3"'s arcs start at its left; a "U"
 * is open at its top, where a "0" closes it;
 * an "E" has a foot, an "F" none. A character changes only when its ink
 * shows the letter's shape; anything less keeps the reading (a "G" read as "6" is left: a worn
 * "6"'s bowl looks the same). Words of small letters are words, not codes, and are left alone.
 */
import { INK_LEVEL, type GrayImage } from './gray-image.js';
import type { OcrResult, OcrSymbol, OcrWord } from './ocr-engine.js';
import { withOnesReadAsCapitals } from './roman-ones.js';

/**
 * A code's characters: capitals, digits and the marks between them, no small letters. A
 * bracket inside or closing one is a "J" misread ("23202)" of "2320ZJ97073"), which
 * fields/ocr-spacing.ts puts right later.
 */
const CODE = /^[A-Z\d][A-Z\d./\])-]*$/;
/** A date or a year, all digits by nature: no code ("202S-04-14" for "2025-04-14"). */
const DATE_OR_YEAR =
  /^(?:\d{4}([-./])\d{2}\1\d{2}|\d{1,2}([-./])\d{1,2}\2(?:\d{4}|\d{2})|(?:19|20)\d{2})$/;
/** A code has this many letters or digits at least ("2025" is a year, too short to tell). */
const MIN_GLYPHS = 4;
/** After a name in capitals ("METRAHIT"), a code of this many letters or digits at least. */
const MIN_GLYPHS_AFTER_NAME = 3;
/** A name in capitals: letters only, three at least. */
const CAPITAL_NAME = /^[A-Z]{3,}$/;
/** A glyph this many pixels tall at least: smaller print has too few rows to read shapes in. */
const MIN_HEIGHT = 12;
/** A bar spans this share of its glyph's width at least. */
const BAR_SHARE = 0.8;
/** A bar lies within this share of its glyph's height from its top or its foot. */
const BAR_BAND = 0.15;
/** Rows where a "Z"'s stroke has run back from the top bar's end, and a "2"'s bowl swells. */
const WAIST = { from: 0.35, to: 0.6 };
/** A "Z"'s stroke there runs back by this share of the width at least. */
const RUN_BACK = 0.15;
/** Rows under an "S"'s or a "5"'s top where an "S" curls back and a "5" has only its stem. */
const SHOULDER = { from: 0.1, to: 0.38 };
/** An "S"'s curl starts within this share of the width from the right, its curve within it from the left. */
const CURL_SHARE = 0.4;
/**
 * The white between them, the S's counter, is this share of the width at least: a gap of a
 * pixel or two in a bold "5"'s bar, a scan's wear, is none.
 */
const COUNTER_SHARE = 0.25;
/**
 * The curl is this share of the width wide (a thin face's ends in a hairline: seed 71281's
 * "2046S", a pixel wide for three of its five rows), and runs down this share of the height.
 */
const CURL_WIDTH = 0.05;
const CURL_ROWS = 0.15;
/** An "S"'s first row of ink starts this share of the width in from its left at least. */
const APEX_INSET = 0.15;
/** A whole "8" or "S" is this wide for its height at least (seed 61131: an "8" boxed by half). */
const WHOLE_GLYPH = 0.45;
/** Where an "S" is open to the right above its spine, and to the left below it. */
const OPEN_UPPER = { from: 0.25, to: 0.4 };
const OPEN_LOWER = { from: 0.55, to: 0.7 };
/** A closed counter is this share of its glyph's box at least: specks' gaps are none. */
const MIN_COUNTER_SHARE = 0.02;
/** The first row of an "S"'s arc spans this share of its width at least. */
const APEX_WIDTH = 0.25;
/** The top rows of an "S"'s arc, where a "5" has its corner… */
const CORNER_ROWS = 0.1;
/** …the first set in this share of the width from the row under them at least. */
const CORNER_INSET = 0.1;
/** An "O" is this much wider than the other digits of its code, and this wide for its height. */
const WIDE_OVER_DIGITS = 1.2;
const WIDE_FOR_HEIGHT = 0.7;
/** Wider than this over the other digits, the box holds two characters. */
const MOST_OVER_DIGITS = 1.8;
/** Rows of a "T"'s stem (or a "7"'s leaning stroke), and of an "I"'s (from the first to 0.25 less). */
const STEM_ROWS = { from: 0.45, to: 0.9 };
/** A "T"'s stem is this share of its width at most, its middle this near the glyph's… */
const STEM_SHARE = 0.35;
const CENTRE_SHARE = 0.15;
/** …and it moves this share of the width at most from row to row (a "7" leans across). */
const DRIFT_SHARE = 0.1;
/** An "I"'s stem is this share of its height wide at most. */
const STEM_FOR_HEIGHT = 0.25;
/** A bold serif face's "I" (its stem 7 pixels for 26 of height): one stroke a row up to this. */
const BOLD_STEM_FOR_HEIGHT = 0.3;
/** An "I"'s serifs are measured in this share of its height at its top and its foot… */
const SERIF_BAND = 0.2;
/** …and one side's is the other's within this share of the stem's width (or a pixel). */
const SERIF_SLACK = 0.3;
/** An "L"'s stem, at its left, is this share of its width at most (its foot runs on right). */
const L_STEM_SHARE = 0.45;
/** The rows across an "O"'s middle, where it is two strokes. */
const RING_ROWS = { from: 0.3, to: 0.7 };
/** A bar's middle moves this share of its height at most from its foot to its top. */
const BAR_LEAN = 0.08;
/** A "U"'s rows down to this share of its height are its two stems, apart. */
const OPEN_TOP_ROWS = 0.5;
/** A "U"'s stems start this share of its width from its sides at most, in its first row. */
const STEM_AT_SIDE = 0.15;
/** A whole glyph is this share of its code's usual digit's height at least. */
const WHOLE_HEIGHT = 0.9;
/** A "J"'s rows from under its top down to this share of its height are its stem alone… */
const JAY_STEM_ROWS = 0.75;
/** …starting this share of its width from its hook's left end at least, drifting this share at most… */
const JAY_STEM_FROM = 0.5;
const JAY_DRIFT = 0.15;
/** …and its hook at the foot reaches within this share of the width from the left. */
const JAY_HOOK = 0.25;

/** A run of inked columns in a row of a glyph, from its ink's left edge. */
interface Run {
  first: number;
  last: number;
}

/** The ink of one character: each row's runs of inked columns, within the ink's bounds. */
interface Glyph {
  width: number;
  height: number;
  /** Per row, its runs left to right (none in a blank row). */
  runs: Run[][];
}

function glyphOf(image: GrayImage, symbol: OcrSymbol): Glyph | null {
  const x0 = Math.max(0, Math.floor(symbol.box.x0));
  const x1 = Math.min(image.width, Math.ceil(symbol.box.x1));
  const y0 = Math.max(0, Math.floor(symbol.box.y0));
  const y1 = Math.min(image.height, Math.ceil(symbol.box.y1));
  const rows: Run[][] = [];
  for (let y = y0; y < y1; y++) {
    const runs: Run[] = [];
    for (let x = x0; x < x1; x++) {
      if (image.data[y * image.width + x]! >= INK_LEVEL) continue;
      const last = runs[runs.length - 1];
      if (last && last.last === x - 1) last.last = x;
      else runs.push({ first: x, last: x });
    }
    rows.push(runs);
  }
  const top = rows.findIndex((runs) => runs.length > 0);
  if (top < 0) return null;
  let bottom = rows.length - 1;
  while (rows[bottom]!.length === 0) bottom--;
  const inked = rows.slice(top, bottom + 1);
  const left = Math.min(...inked.flatMap((runs) => runs.map((run) => run.first)));
  const right = Math.max(...inked.flatMap((runs) => runs.map((run) => run.last)));
  return {
    width: right - left + 1,
    height: inked.length,
    runs: inked.map((runs) =>
      runs.map((run) => ({ first: run.first - left, last: run.last - left })),
    ),
  };
}

/** The rows between two shares of the glyph's height, as their ink's outer ends. */
function band(glyph: Glyph, from: number, to: number): Run[] {
  const start = Math.floor(from * glyph.height);
  const end = Math.max(start + 1, Math.ceil(to * glyph.height));
  return glyph.runs
    .slice(start, end)
    .filter((runs) => runs.length > 0)
    .map((runs) => ({ first: runs[0]!.first, last: runs[runs.length - 1]!.last }));
}

/** Whether a row near the top (or the foot) is one stroke across most of the glyph's width. */
function bar(glyph: Glyph, at: 'top' | 'foot'): boolean {
  const from = at === 'top' ? 0 : Math.floor((1 - BAR_BAND) * glyph.height);
  const to = at === 'top' ? Math.ceil(BAR_BAND * glyph.height) : glyph.height;
  return glyph.runs
    .slice(from, to)
    .some((runs) => runs.some((run) => run.last - run.first + 1 >= BAR_SHARE * glyph.width));
}

/** A "Z" read as "2": bars at top and foot, its stroke between running back from the right. */
function zedForTwo(glyph: Glyph): boolean {
  if (!bar(glyph, 'top') || !bar(glyph, 'foot')) return false;
  const topRight = Math.max(...band(glyph, 0, BAR_BAND).map((span) => span.last));
  const waist = band(glyph, WAIST.from, WAIST.to);
  if (waist.length === 0) return false;
  return Math.max(...waist.map((span) => span.last)) <= topRight - RUN_BACK * glyph.width;
}

/** A "Z" read as "7": a "7" has no foot. */
function zedForSeven(glyph: Glyph): boolean {
  return bar(glyph, 'top') && bar(glyph, 'foot');
}

/**
 * An "S" read as "5": under its top, rows of two strokes, its left curve and its curl at the
 * right edge, a counter's white between them. Below a "5"'s bar there is its stem alone, down
 * to where its bowl begins near the middle; a row or two of a worn bar may part in two, so the
 * curl must run down several rows.
 */
function esForFive(glyph: Glyph): boolean {
  // The top of an "S" is an arc, its first row of ink set in from the left; a "5"'s bar starts
  // over its stem, at the left edge.
  const apex = glyph.runs[0]![0]!.first;
  if (apex < APEX_INSET * glyph.width) return false;
  const start = Math.floor(SHOULDER.from * glyph.height);
  const end = Math.ceil(SHOULDER.to * glyph.height);
  const curled = glyph.runs.slice(start, end).filter((runs) => {
    const [left, right] = [runs[0], runs[runs.length - 1]];
    return (
      runs.length >= 2 &&
      left!.first <= CURL_SHARE * glyph.width &&
      right!.first >= (1 - CURL_SHARE) * glyph.width &&
      right!.last - right!.first + 1 >= CURL_WIDTH * glyph.width &&
      right!.first - left!.last > COUNTER_SHARE * glyph.width
    );
  });
  if (curled.length >= CURL_ROWS * glyph.height) return true;
  // A short curl, a row or two of a sans face's "S", with its top a round arc: row by row its
  // first rows, one stroke each, start further left. A "5"'s stem runs straight down from its
  // bar's left end, a square corner in any face, a serif's or a worn stem's bulge below it
  // (seed 59251's "2025"). A speck over a "5" reads as a row of two strokes (seed 291's "6556").
  const rows = Math.max(2, Math.floor(CORNER_ROWS * glyph.height));
  const top = glyph.runs.slice(0, rows);
  // Under the arc, its left curve at its furthest out in as many rows again and one: an arc
  // may widen a pixel a row ("METRAHIT 29S": 3, 2, 2, then 0), where a worn "5"'s stem stands
  // a pixel out from its bar's end and no further until its bowl begins.
  const under = glyph.runs
    .slice(rows, 2 * rows + 1)
    .filter((runs) => runs.length > 0)
    .reduce<Run[] | undefined>(
      (outmost, runs) => (!outmost || runs[0]!.first < outmost[0]!.first ? runs : outmost),
      undefined,
    );
  // The arc's first row is a stroke across the glyph's middle, not a speck over the bar's end.
  const apexRun = top[0]?.[0];
  const arc =
    apexRun !== undefined &&
    under !== undefined &&
    under.length > 0 &&
    top.every((runs) => runs.length === 1) &&
    // Under a worn corner, a "5"'s bar runs from the left edge across (seed 72081's "5203":
    // its first row set in 4 pixels, the next two from the edge): an arc widens row by row.
    !top.some((runs) => runs[0]!.first <= 1 && runs[0]!.last + 1 >= BAR_SHARE * glyph.width) &&
    apexRun.first < glyph.width / 2 &&
    apexRun.last - apexRun.first + 1 >= APEX_WIDTH * glyph.width &&
    apexRun.first - under[0]!.first >= CORNER_INSET * glyph.width;
  return curled.length >= 1 && arc;
}

/**
 * Whether the glyph is open where an "S" is: a row of its upper part inked only on its left
 * half (the upper curve, its counter open to the right), and a row of its lower part only on
 * its right half. An "8" has both sides there, and a bold one whose counters its ink filled in
 * is inked right across.
 */
function openAsEs(glyph: Glyph): boolean {
  const half = glyph.width / 2;
  const upper = band(glyph, OPEN_UPPER.from, OPEN_UPPER.to);
  const lower = band(glyph, OPEN_LOWER.from, OPEN_LOWER.to);
  return upper.some((span) => span.last < half) && lower.some((span) => span.first > half);
}

/**
 * White regions the glyph's ink closes all round, of some size: an "8" has two, an "S" none.
 * White joins white across edges only, so ink touching at a corner still closes a region.
 */
function closedCounters(glyph: Glyph): number {
  const width = glyph.width + 2;
  const height = glyph.height + 2;
  const ink = new Uint8Array(width * height);
  glyph.runs.forEach((runs, row) => {
    for (const run of runs)
      for (let x = run.first; x <= run.last; x++) ink[(row + 1) * width + x + 1] = 1;
  });
  const seen = new Uint8Array(width * height);
  const fill = (start: number): number => {
    let size = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop()!;
      size++;
      const x = at % width;
      for (const next of [
        at - width,
        at + width,
        x > 0 ? at - 1 : -1,
        x < width - 1 ? at + 1 : -1,
      ]) {
        if (next < 0 || next >= ink.length || seen[next] || ink[next]) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    return size;
  };
  fill(0); // the white around the glyph, through the padding
  const least = MIN_COUNTER_SHARE * glyph.width * glyph.height;
  let counters = 0;
  for (let at = 0; at < ink.length; at++) {
    if (!seen[at] && !ink[at] && fill(at) >= least) counters++;
  }
  return counters;
}

/**
 * A "T" read as "7": a bar across the top, and under it a stem straight down the middle. A
 * "7"'s stroke runs down from its bar's right end to the left, leaning across its width.
 */
function teeForSeven(glyph: Glyph): boolean {
  if (!bar(glyph, 'top') || bar(glyph, 'foot')) return false;
  const stem = band(glyph, STEM_ROWS.from, STEM_ROWS.to);
  if (stem.length < (STEM_ROWS.to - STEM_ROWS.from) * glyph.height * 0.8) return false;
  const centres = stem.map((span) => (span.first + span.last) / 2);
  const narrow = stem.every((span) => span.last - span.first + 1 <= STEM_SHARE * glyph.width);
  const drift = Math.max(...centres) - Math.min(...centres);
  const middle = centres.every(
    (centre) => Math.abs(centre - (glyph.width - 1) / 2) <= CENTRE_SHARE * glyph.width,
  );
  return narrow && middle && drift <= DRIFT_SHARE * glyph.width;
}

/**
 * An "I" read as "1": its stem alone, or with serifs as wide to the left as to the right at
 * its top and at its foot. A "1" has its flag: ink to the left of the stem's top alone.
 */
function eyeForOne(glyph: Glyph): boolean {
  const rows = glyph.runs.slice(
    Math.floor(STEM_ROWS.from * glyph.height),
    Math.ceil((STEM_ROWS.to - 0.25) * glyph.height),
  );
  // One stroke a row, as thin as a stem: not a glyph with a counter or a bowl.
  const bare = rows.every(
    (runs) =>
      runs.length === 1 &&
      runs[0]!.last - runs[0]!.first + 1 <= BOLD_STEM_FOR_HEIGHT * glyph.height,
  );
  if (rows.length === 0 || !bare) return false;
  const stem = band(glyph, STEM_ROWS.from, STEM_ROWS.to - 0.25);
  const middle = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  const first = middle(stem.map((span) => span.first));
  const last = middle(stem.map((span) => span.last));
  const slack = Math.max(1, SERIF_SLACK * (last - first + 1));
  const even = (spans: Run[]) => {
    if (spans.length === 0) return false;
    const left = first - Math.min(...spans.map((span) => span.first));
    const right = Math.max(...spans.map((span) => span.last)) - last;
    return Math.abs(left - right) <= slack;
  };
  return even(band(glyph, 0, SERIF_BAND)) && even(band(glyph, 1 - SERIF_BAND, 1));
}

/**
 * An "L" read as "1": its stem at the ink's left edge from the top down, nothing left of it
 * (a "1"'s flag or foot serif reaches left of its stem), and its foot a bar across the whole
 * glyph, all of it to the right of the stem.
 */
function elForOne(glyph: Glyph): boolean {
  if (!bar(glyph, 'foot')) return false;
  const rows = glyph.runs.slice(0, Math.floor((1 - BAR_BAND) * glyph.height) - 1);
  if (rows.length < glyph.height / 2) return false;
  const stem = STEM_FOR_HEIGHT * glyph.height;
  return rows.every(
    (runs) =>
      runs.length === 1 &&
      runs[0]!.first <= 1 &&
      runs[0]!.last + 1 <= stem &&
      runs[0]!.last + 1 <= L_STEM_SHARE * glyph.width,
  );
}

/**
 * A "J" read as "3": under its top (a bar or serifs in many faces) its stem alone, straight
 * down its right side, and its ink reaching left in its hook at the foot. A "3"'s middle
 * stroke reaches well left of its right edge, and its right side bows in at its waist.
 */
function jayForThree(glyph: Glyph): boolean {
  const rows = glyph.runs.slice(
    Math.ceil(BAR_BAND * glyph.height),
    Math.ceil(JAY_STEM_ROWS * glyph.height),
  );
  if (rows.length === 0) return false;
  const stem = rows.every(
    (runs) => runs.length === 1 && runs[0]!.first >= JAY_STEM_FROM * glyph.width,
  );
  const firsts = rows.map((runs) => runs[0]?.first ?? 0);
  const straight = Math.max(...firsts) - Math.min(...firsts) <= JAY_DRIFT * glyph.width;
  const hook = band(glyph, 1 - BAR_BAND, 1).some((span) => span.first <= JAY_HOOK * glyph.width);
  return stem && straight && hook;
}

/**
 * A "U" read as "0": its two stems apart from its first row down to its middle, open at the
 * top, where a "0"'s arc closes its top rows in one stroke; its bowl closes its foot in one.
 * Its stems stand at its sides from the top: a thin or worn "0" whose arc broke at its apex
 * shows two strokes at the top too, but well inside its sides, the ring swelling out under
 * them. As tall as the code's other digits: a box the recogniser cut under a "0"'s arc shows
 * its two sides alone. Two characters boxed as one ("00", "04") show more strokes across
 * their middle.
 */
function youForZero(glyph: Glyph, digits: readonly Glyph[]): boolean {
  const heights = digits.map((digit) => digit.height).sort((a, b) => a - b);
  if (glyph.height < WHOLE_HEIGHT * heights[heights.length >> 1]!) return false;
  const upper = glyph.runs.slice(0, Math.ceil(OPEN_TOP_ROWS * glyph.height));
  const top = glyph.runs[0]!;
  const atSides =
    top.length === 2 &&
    top[0]!.first <= STEM_AT_SIDE * glyph.width &&
    top[1]!.last + 1 >= (1 - STEM_AT_SIDE) * glyph.width;
  return atSides && upper.every((runs) => runs.length === 2) && glyph.runs.at(-1)!.length === 1;
}

/** An "E" read as "F": a bar across its foot, where an "F" has its stem alone (or a serif). */
function eeForEf(image: GrayImage, symbol: OcrSymbol): string | null {
  const glyph = glyphOf(image, symbol);
  return glyph && glyph.height >= MIN_HEIGHT && bar(glyph, 'top') && bar(glyph, 'foot')
    ? 'E'
    : null;
}

/** The letter a code's digit is, by its ink, or null when it is the digit read. */
function letterFor(
  image: GrayImage,
  symbol: OcrSymbol,
  digits: readonly Glyph[],
  lettered: boolean,
): string | null {
  if (!/^[023578]$/.test(symbol.text)) return null;
  const glyph = glyphOf(image, symbol);
  if (!glyph || glyph.height < MIN_HEIGHT) return null;
  if (symbol.text === '3') return jayForThree(glyph) ? 'J' : null;
  if (symbol.text === '2') return zedForTwo(glyph) ? 'Z' : null;
  if (symbol.text === '7') return zedForSeven(glyph) ? 'Z' : teeForSeven(glyph) ? 'T' : null;
  if (symbol.text === '5') return esForFive(glyph) ? 'S' : null;
  // An "S" read as "8": its curves close no counter, where an "8" has two (a worn one, one).
  // A box the recogniser cut through the glyph holds half its curves, no counter either.
  if (symbol.text === '8')
    return glyph.width >= WHOLE_GLYPH * glyph.height &&
      openAsEs(glyph) &&
      closedCounters(glyph) === 0
      ? 'S'
      : null;
  if (digits.length < 2) return null;
  if (youForZero(glyph, digits)) return 'U';
  // "0": against the code's other digits, none a narrow "1" or another "0"; only in a code
  // that has letters ("MSO44"): a bold face's "0" is as wide in a date ("2023-08-28").
  if (!lettered) return null;
  const widths = digits.map((digit) => digit.width).sort((a, b) => a - b);
  const usual = widths[widths.length >> 1]!;
  // An "O" is a ring: two strokes across its middle rows, where two digits boxed as one have more.
  const middle = glyph.runs.slice(
    Math.floor(RING_ROWS.from * glyph.height),
    Math.ceil(RING_ROWS.to * glyph.height),
  );
  const ring = middle.every((runs) => runs.length <= 2);
  return ring &&
    glyph.width >= WIDE_OVER_DIGITS * usual &&
    glyph.width <= MOST_OVER_DIGITS * usual &&
    glyph.width >= WIDE_FOR_HEIGHT * glyph.height
    ? 'O'
    : null;
}

/**
 * Whether the word follows a name in capitals a word space before it: a model's short code
 * after its family's name ("METRAHIT 29S"), a code too though its own glyphs are few.
 */
function afterCapitalName(word: OcrWord, before: OcrWord | undefined): boolean {
  if (!before || !CAPITAL_NAME.test(before.text.trim())) return false;
  const height = word.box.y1 - word.box.y0;
  const gap = word.box.x0 - before.box.x1;
  return gap >= 0 && gap <= height;
}

/** The word with its code's letters read from the ink (see the module comment). */
function withCodeLetters(
  image: GrayImage,
  word: OcrWord,
  before: OcrWord | undefined,
  flagged: () => boolean = () => false,
): OcrWord {
  const text = word.text.trim();
  const symbols = word.symbols;
  if (symbols.map((symbol) => symbol.text).join('') !== text) return word;
  const glyphs = symbols.filter((symbol) => /^[A-Z\d]$/.test(symbol.text)).length;
  const shortCode =
    CODE.test(text) &&
    !DATE_OR_YEAR.test(text) &&
    /\d/.test(text) &&
    glyphs >= MIN_GLYPHS_AFTER_NAME;
  const code = shortCode && (glyphs >= MIN_GLYPHS || afterCapitalName(word, before));
  const digits = code
    ? symbols
        .filter((symbol) => /^[2-9]$/.test(symbol.text))
        .map((symbol) => glyphOf(image, symbol))
        .filter((glyph): glyph is Glyph => glyph !== null)
    : [];
  const lettered = /[A-Z]/.test(text);
  let changed = false;
  const letters = symbols.map((symbol) => {
    // An "F" with a foot is an "E" in any word ("Flétricos", "FX224").
    const letter =
      symbol.text === 'F'
        ? eeForEf(image, symbol)
        : code
          ? letterFor(image, symbol, digits, lettered)
          : null;
    if (!letter) return symbol;
    changed = true;
    return { ...symbol, text: letter };
  });
  // A "1" shaped as an "L" is one in any code, a short one too ("94L" of "94L-0080", read
  // apart from its "-0080"). As an "I" it is looked at only beside a capital, as read so far
  // ("104-1S" once its "5" is an "S"): among digits a bare stem is a digit.
  const read = letters.map((symbol, index) => {
    if (!shortCode || symbol.text !== '1') return symbol;
    const glyph = glyphOf(image, symbol);
    if (!glyph || glyph.height < MIN_HEIGHT) return symbol;
    if (elForOne(glyph)) {
      changed = true;
      return { ...symbol, text: 'L' };
    }
    const beside = [letters[index - 1], letters[index + 1]];
    if (
      !beside.some((other) => /^[A-Z]$/.test(other?.text ?? '')) ||
      !(code || flagged()) ||
      !eyeForOne(glyph)
    )
      return symbol;
    changed = true;
    return { ...symbol, text: 'I' };
  });
  // A bar read as a slash ("54 II B" as "541/B"): upright, where a slash leans across.
  const barred = read.map((symbol) => {
    if (!shortCode || symbol.text !== '/') return symbol;
    const glyph = glyphOf(image, symbol);
    if (!glyph || glyph.height < MIN_HEIGHT || !uprightBar(glyph)) return symbol;
    changed = true;
    return { ...symbol, text: '1' };
  });
  if (!changed) return word;
  return { ...word, text: barred.map((symbol) => symbol.text).join(''), symbols: barred };
}

/**
 * A bar: one stroke a row, as thin as a stem, its middle straight down. A slash's stroke
 * leans across its width from its foot to its top.
 */
function uprightBar(glyph: Glyph): boolean {
  const rows = glyph.runs.filter((runs) => runs.length > 0);
  if (!rows.every((runs) => runs.length === 1)) return false;
  const spans = rows.map((runs) => runs[0]!);
  if (spans.some((span) => span.last - span.first + 1 > BOLD_STEM_FOR_HEIGHT * glyph.height))
    return false;
  const centres = spans.map((span) => (span.first + span.last) / 2);
  return Math.max(...centres) - Math.min(...centres) <= Math.max(1, BAR_LEAN * glyph.height);
}

/** The recognised page with its codes' letters read from the ink. */
export function withCodeGlyphs(image: GrayImage, result: OcrResult): OcrResult {
  return {
    lines: result.lines.map((line) => {
      // Read the line's other ones only when a short code's "1" beside a capital asks.
      let flagged: boolean | undefined;
      const flaggedLine = () => (flagged ??= flaggedOnes(image, line.words));
      return {
        ...line,
        words: line.words
          .map((word, index) => withCodeLetters(image, word, line.words[index - 1], flaggedLine))
          .flatMap((word) => withOnesReadAsCapitals(word, (one) => capitalEye(image, one))),
      };
    }),
  };
}

/** Whether a "1" is inked as a capital I: a bare stem, or serifs alike on both sides. */
function capitalEye(image: GrayImage, symbol: OcrSymbol): boolean {
  const glyph = glyphOf(image, symbol);
  return glyph !== null && glyph.height >= MIN_HEIGHT && eyeForOne(glyph);
}

/**
 * Whether the line prints its digit one with a flag: a "1" beside a digit ("104") whose ink is no
 * bare stem. Then a bare stem beside capitals is an "I" in a code too short to tell otherwise
 * ("DP1" of "DPI 104-IS", its "1" 4 pixels wide where the "1" of "104" is 12).
 */
function flaggedOnes(image: GrayImage, words: readonly OcrWord[]): boolean {
  const digit = (symbol: OcrSymbol | undefined) => /^\d$/.test(symbol?.text ?? '');
  return words.some((word) =>
    word.symbols.some((symbol, index) => {
      if (
        symbol.text !== '1' ||
        !(digit(word.symbols[index - 1]) || digit(word.symbols[index + 1]))
      )
        return false;
      const glyph = glyphOf(image, symbol);
      return glyph !== null && glyph.height >= MIN_HEIGHT && !eyeForOne(glyph);
    }),
  );
}
