/**
 * A code's letters the recogniser read as the digits they resemble, told apart by their ink.
 * In a serial or a model code the recogniser leans to digits, and reads, sure of it:
 * - "Z" as "2" ("Z78846749" as "278846749" at 95) or as "7" ("Z15067072" as "715067072");
 * - "S" as "5" ("Quintix 224-1S" as "224-15", "CAL-ZSZ-01" as "CAL-Z5Z-01");
 * - "O" as "0" ("MSO44" as "MS044");
 * and in any word, an "E" as "F" ("Explorer FX224" for "EX224", "Flétricos").
 * The shapes differ where the glyphs do, in any face: a "Z" has a straight bar across its top
 * and its foot, its stroke between running back from the top bar's right end, where a "2"
 * swells out into its bowl, and a "7" has no foot; an "S" curls back at its upper right, where
 * a "5" has only its stem at the left below its bar; an "O" is far wider than the digits beside
 * it; an "E" has a foot, an "F" none. A character changes only when its ink shows the letter's shape; anything less keeps the
 * reading (a "G" read as "6" is left: a worn "6"'s bowl looks the same). Words of small
 * letters are words, not codes, and are left alone.
 */
import { INK_LEVEL, type GrayImage } from './gray-image.js';
import type { OcrResult, OcrSymbol, OcrWord } from './ocr-engine.js';

/** A code's characters: capitals, digits and the marks between them, no small letters. */
const CODE = /^[A-Z\d][A-Z\d./-]*$/;
/** A code has this many letters or digits at least ("2025" is a year, too short to tell). */
const MIN_GLYPHS = 4;
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
/** The curl is this share of the width wide, and runs down this share of the height. */
const CURL_WIDTH = 0.1;
const CURL_ROWS = 0.15;
/** An "S"'s first row of ink starts this share of the width in from its left at least. */
const APEX_INSET = 0.15;
/** An "O" is this much wider than the other digits of its code, and this wide for its height. */
const WIDE_OVER_DIGITS = 1.2;
const WIDE_FOR_HEIGHT = 0.7;
/** Wider than this over the other digits, the box holds two characters. */
const MOST_OVER_DIGITS = 1.8;
/** The rows across an "O"'s middle, where it is two strokes. */
const RING_ROWS = { from: 0.3, to: 0.7 };

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
  return curled.length >= CURL_ROWS * glyph.height;
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
  if (!/^[0257]$/.test(symbol.text)) return null;
  const glyph = glyphOf(image, symbol);
  if (!glyph || glyph.height < MIN_HEIGHT) return null;
  if (symbol.text === '2') return zedForTwo(glyph) ? 'Z' : null;
  if (symbol.text === '7') return zedForSeven(glyph) ? 'Z' : null;
  if (symbol.text === '5') return esForFive(glyph) ? 'S' : null;
  // "0": against the code's other digits, none a narrow "1" or another "0"; only in a code
  // that has letters ("MSO44"): a bold face's "0" is as wide in a date ("2023-08-28").
  if (digits.length < 2 || !lettered) return null;
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

/** The word with its code's letters read from the ink (see the module comment). */
function withCodeLetters(image: GrayImage, word: OcrWord): OcrWord {
  const text = word.text.trim();
  const symbols = word.symbols;
  if (symbols.map((symbol) => symbol.text).join('') !== text) return word;
  const code =
    CODE.test(text) &&
    /\d/.test(text) &&
    symbols.filter((symbol) => /^[A-Z\d]$/.test(symbol.text)).length >= MIN_GLYPHS;
  const digits = code
    ? symbols
        .filter((symbol) => /^[2-9]$/.test(symbol.text))
        .map((symbol) => glyphOf(image, symbol))
        .filter((glyph): glyph is Glyph => glyph !== null)
    : [];
  const lettered = /[A-Z]/.test(text);
  let changed = false;
  const read = symbols.map((symbol) => {
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
  if (!changed) return word;
  return { ...word, text: read.map((symbol) => symbol.text).join(''), symbols: read };
}

/** The recognised page with its codes' letters read from the ink. */
export function withCodeGlyphs(image: GrayImage, result: OcrResult): OcrResult {
  return {
    lines: result.lines.map((line) => ({
      ...line,
      words: line.words.map((word) => withCodeLetters(image, word)),
    })),
  };
}
