/**
 * One glyph read as two characters over the same ink. Printed characters never overlap, so two
 * neighbours boxed over the same columns are one glyph:
 * - a letter read in both cases: "MarcCal" for "MarCal", its "c" boxed 1723–1737 px and its "C"
 *   1732–1762. The recogniser could not decide the case and kept both readings: the surer one
 *   stays. Two such letters side by side ("McCormick") stand apart and are both kept;
 * - a capital T: "1758029373" for "T58029373", its stem boxed as a "1" (210–228 px) and its bar
 *   and stem as a "7" (220–232 px, taller). Readings of the T's parts (a stem and a bar: "1" and
 *   "7", or one of them a "T") are a T;
 * - a bar: "104-I1S" for "104-IS", the "I" boxed 1280–1284 px and a "1" 1283–1291. Two stems
 *   never touch (a "II" or "11" has white between its bars), so two bar readings whose boxes
 *   overlap at all are one bar: the surer reading;
 * - a code's capital or digit read twice alike: "MSOO44" for "MSO44", one "O" boxed 1207–1221
 *   px and the other 1212–1242, a part of the glyph and the whole; or as an "O" and a "0"
 *   ("MD0O34", the "0" boxed 1092–1105 px, the "O" 1095–1114), or as a capital and the digit it
 *   resembles ("224-15S"): the whole's reading. Two capitals or digits side
 *   by side are boxed alike, sharing a pixel or two: the surer reading. A box two glyphs wide
 *   over a glyph boxed alone is two glyphs ("-0069", its zeros boxed 1336–1377 and 1361–1381). Small letters are not
 *   looked at: in some faces the recogniser boxes a double "tt" or "rr" over each other
 *   ("Lettre": 1025–1049 and 1037–1100 px);
 * - a letter's stroke read on its own: "J]" for "J", a bracket boxed inside the J's box, or
 *   "ILMI" for "LMI", a bar boxed inside the L's;
 * - a marked letter read as a digit too: "Man6émetro" for "Manômetro", the "6" and the "é"
 *   sharing ten of the "é"'s fourteen columns.
 */
import { isAccented } from '../dictionary/normalize.js';
import type { OcrSymbol, OcrWord } from './ocr-engine.js';
import { wordOf } from './word-of.js';

/** Boxes sharing this share of the narrower one's width are one letter's in two cases. */
const CASE_ECHO_SHARE = 0.3;
/** Boxes sharing this share of the narrower one's width are one T's. */
const T_SHARE = 0.5;
/** Boxes sharing this share of the narrower one's width are one glyph read twice alike… */
const SAME_SHARE = 0.5;
/** …when the narrower is a part of the glyph, at most this share of the other's width… */
const PART_SHARE = 0.7;
/** …and the wider one glyph, no wider than this many of the word's usual glyphs. */
const ONE_GLYPH = 1.4;
/** Readings of a T's parts: its stem, its bar over a stem. */
const T_PARTS = /^[17T]$/;
/** Readings of a bare stem. */
const STEMS = /^[1Il|]$/;

/** The columns two boxes share, as a share of the narrower one's width (0 when apart). */
function sharedWidth(left: OcrSymbol, right: OcrSymbol): number {
  const shared = Math.min(left.box.x1, right.box.x1) - Math.max(left.box.x0, right.box.x0);
  const narrower = Math.min(left.box.x1 - left.box.x0, right.box.x1 - right.box.x0);
  return narrower > 0 ? shared / narrower : 0;
}

function isCaseEcho(left: OcrSymbol, right: OcrSymbol): boolean {
  if (!/^\p{L}$/u.test(right.text)) return false;
  if (left.text === right.text || left.text.toLowerCase() !== right.text.toLowerCase()) {
    return false;
  }
  return sharedWidth(left, right) >= CASE_ECHO_SHARE;
}

function isTRead(left: OcrSymbol, right: OcrSymbol): boolean {
  if (!T_PARTS.test(left.text) || !T_PARTS.test(right.text) || left.text === right.text) {
    return false;
  }
  return sharedWidth(left, right) >= T_SHARE;
}

/** A capital and a digit drawn alike, a round "O" and a "0". */
function alike(left: string, right: string): boolean {
  return left === right || /^(?:O0|0O)$/.test(left + right);
}

/** A capital and the digit a code's recogniser reads it as: one glyph's two readings. */
const CAPITAL_AND_DIGIT = /^(?:S5|5S|Z2|2Z|B8|8B)$/;

function isSameReadTwice(left: OcrSymbol, right: OcrSymbol, glyph: number | null): boolean {
  if (glyph === null || !/^[A-Z\d]$/.test(left.text)) return false;
  const widths = [width(left), width(right)].sort((a, b) => a - b);
  const oneGlyph = sharedWidth(left, right) >= SAME_SHARE && widths[1]! <= ONE_GLYPH * glyph;
  // A capital and its digit ("224-15S" for "224-1S", the "5" boxed 904–916 px and the "S"
  // 907–923, sharing nine of the 5's twelve columns): no two printed glyphs share half their
  // width, however wide the narrower box.
  if (CAPITAL_AND_DIGIT.test(left.text + right.text)) return oneGlyph;
  return alike(left.text, right.text) && oneGlyph && widths[0]! <= PART_SHARE * widths[1]!;
}

function width(symbol: OcrSymbol): number {
  return symbol.box.x1 - symbol.box.x0;
}

/** The middle width of a word's capitals and digits: one glyph's. */
function glyphWidth(symbols: readonly OcrSymbol[]): number | null {
  const widths = symbols
    .filter((symbol) => /^[A-Z\d]$/.test(symbol.text))
    .map(width)
    .sort((a, b) => a - b);
  return widths.length < 3 ? null : widths[widths.length >> 1]!;
}

function isStemReadTwice(left: OcrSymbol, right: OcrSymbol): boolean {
  if (!STEMS.test(left.text) || !STEMS.test(right.text) || left.text === right.text) return false;
  return sharedWidth(left, right) > 0;
}

function union(left: OcrSymbol, right: OcrSymbol): OcrSymbol['box'] {
  return {
    x0: Math.min(left.box.x0, right.box.x0),
    x1: Math.max(left.box.x1, right.box.x1),
    y0: Math.min(left.box.y0, right.box.y0),
    y1: Math.max(left.box.y1, right.box.y1),
  };
}

function wider(left: OcrSymbol, right: OcrSymbol): OcrSymbol {
  return width(right) > width(left) ? right : left;
}

function surer(left: OcrSymbol, right: OcrSymbol): OcrSymbol {
  return (right.confidence ?? 0) > (left.confidence ?? 0) ? right : left;
}

/** Readings of a letter's stem or hook on its own: a bracket or a bar. */
const STROKES = /^[\])|]$/;

/**
 * A stroke boxed wholly inside the letter before it: "J]" for "J", the "]" boxed 214–215 px
 * in the J's 206–215. Printed characters never overlap, so it is the letter's own stroke.
 */
function isStrokeOfLetter(previous: OcrSymbol, symbol: OcrSymbol): boolean {
  return (
    STROKES.test(symbol.text) &&
    /^\p{L}$/u.test(previous.text) &&
    symbol.box.x0 >= previous.box.x0 &&
    symbol.box.x1 <= previous.box.x1
  );
}

/** Readings of a letter's left stem on its own: a bar or a bracket. */
const LEFT_STROKES = /^[Il|1[]$/;
/** Capitals drawn from a left stem. */
const STEMMED_CAPITALS = /^[BDEFHKLMNPR]$/;

/**
 * A stem boxed (almost) wholly inside the capital after it, one drawn from a left stem:
 * "ILMI-23/74997" for "LMI-23/74997", the "I" boxed 1780–1781 px in the L's 1780–1800; "M1L24"
 * for "ML24", the "1" boxed 1774–1799 and the L 1779–1824. Printed characters never overlap so
 * far, so it is that capital's own stem, read once more before it. A capital boxed inside a
 * wide bar ("IN", the "I" boxed 217–252 px over the N's 241–252) is the bar's to settle, and a
 * "1" over a "7" is a T's (isTRead).
 */
function isStemOfNext(symbol: OcrSymbol, next: OcrSymbol): boolean {
  return (
    LEFT_STROKES.test(symbol.text) &&
    STEMMED_CAPITALS.test(next.text) &&
    symbol.box.x1 <= next.box.x1 &&
    Math.min(symbol.box.x1, next.box.x1) - Math.max(symbol.box.x0, next.box.x0) >=
      PART_SHARE * (symbol.box.x1 - symbol.box.x0)
  );
}

/** Boxes sharing this share of the narrower one's width are one marked letter's. */
const MARKED_SHARE = 0.5;

function isMarked(letter: string): boolean {
  return /^\p{L}$/u.test(letter) && isAccented(letter);
}

/**
 * A letter with a mark read as a digit too, over the same ink ("Man6émetro" for "Manômetro",
 * its "ô" boxed as a "6" and an "é"): the letter. The mark itself is the accent reading's to
 * settle.
 */
function isDigitOfMarkedLetter(left: OcrSymbol, right: OcrSymbol): boolean {
  const pair = [left.text, right.text];
  return (
    pair.some((text) => /^\d$/.test(text)) &&
    pair.some(isMarked) &&
    sharedWidth(left, right) >= MARKED_SHARE
  );
}

/** The one reading of a glyph read twice, or null when the two are two glyphs. */
function readOnce(
  previous: OcrSymbol,
  symbol: OcrSymbol,
  glyph: number | null,
  short: boolean,
): OcrSymbol | null {
  if (isStrokeOfLetter(previous, symbol)) return previous;
  if (isStemOfNext(previous, symbol)) return symbol;
  if (short) return null;
  if (isDigitOfMarkedLetter(previous, symbol)) return isMarked(previous.text) ? previous : symbol;
  if (isCaseEcho(previous, symbol)) return surer(previous, symbol);
  // Read alike, the surer reading; as an "O" and a "0", or a capital and its digit, the whole
  // glyph's: the part's box is too narrow to tell its round or its curl.
  if (isSameReadTwice(previous, symbol, glyph))
    return previous.text === symbol.text ? surer(previous, symbol) : wider(previous, symbol);
  if (isTRead(previous, symbol)) return { ...previous, text: 'T', box: union(previous, symbol) };
  if (isStemReadTwice(previous, symbol)) {
    return { ...surer(previous, symbol), box: union(previous, symbol) };
  }
  return null;
}

export function withGlyphsReadOnce(word: OcrWord): OcrWord {
  const symbols = word.symbols;
  // Symbols and word text can disagree (ligatures, dropped characters): keep the word whole.
  if (symbols.length < 2 || symbols.map((symbol) => symbol.text).join('') !== word.text) {
    return word;
  }
  // In a word of two, only a stroke boxed inside its letter ("J]", "IL"): the other rules compare
  // the glyph with the word's usual one.
  const short = symbols.length < 3;
  const kept: OcrSymbol[] = [];
  const glyph = glyphWidth(symbols);
  for (const symbol of symbols) {
    const previous = kept[kept.length - 1];
    const once = previous ? readOnce(previous, symbol, glyph, short) : null;
    if (once) kept[kept.length - 1] = once;
    else kept.push(symbol);
  }
  return kept.length === symbols.length ? word : wordOf(kept, word.confidence);
}
