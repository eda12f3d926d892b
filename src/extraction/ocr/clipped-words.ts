/**
 * Word boxes the recogniser clipped. Now and then tesseract reads a word but boxes only part of
 * its ink:
 * - the word whole, boxed from its third letter ("Métaniques" 36 px after "Ateliers" where the
 *   print leaves 8): the layout then sees a column's gap inside a name and cuts it in two;
 * - the word less its first letter, boxed without it ("ynamométrique", the "d" left out).
 * The ink tells where the word starts and ends: a box is widened over ink that touches it, up
 * to the first blank gap, when that ink is a glyph's width, lies within the word's rows (no
 * signature's stroke) and no word of another line covers it (a row read twice is
 * double-reads.ts's); and the word is read again with it, the new reading taken when it holds the first whole
 * and letters more ("dynamométrique").
 */
import { boxInk, widenedToGap, type GrayImage } from './gray-image.js';
import type { OcrLine, OcrResult, OcrSymbol, OcrWord, PixelBox } from './ocr-engine.js';
import { readAlone, rereadClipped } from './off-row-rereads.js';
import { middleWithin } from './word-of.js';

/**
 * Blank columns that end a word's ink, in word heights: wider than the white between two
 * letters of a word (6 px between a serif "M" and "é" 32 px tall), narrower than a word space.
 */
const LETTER_GAP_SHARE = 0.25;
/** Ink past a box's edge counts when it is at least this share of the word's height wide. */
const CLIPPED_SHARE = 0.3;
/** A box is widened by this many word heights at most on each side. */
const MOST_HEIGHTS = 2;
/** Ink this share of a word's height above or below it, beside it, is looked at for strokes. */
const STRAY_REACH = 0.5;
/** Clipped ink with more than this share of it again above and below is no letter's. */
const STRAY_SHARE = 0.5;
/** Words read again per page at most: the recogniser's time is the page's. */
const MAX_REREADS = 6;

/** The word's box widened over the ink clipped off it, or null when none was. */
function widenedBox(image: GrayImage, word: OcrWord, before: number, after: number) {
  const { box } = word;
  const height = box.y1 - box.y0;
  if (height <= 0) return null;
  // The middle half of the word's rows: clear of the lines above and below.
  const quarter = Math.floor(height / 4);
  const rows = { y0: box.y0 + quarter, y1: box.y1 - quarter };
  const gap = Math.max(2, Math.round(LETTER_GAP_SHARE * height));
  const reach = (room: number) => Math.max(0, Math.min(room, MOST_HEIGHTS * height));
  const left = widenedToGap(image, box, rows, gap, reach(box.x0 - before - 1)).x0;
  const right = widenedToGap(image, box, rows, gap, reach(after - box.x1 - 1)).x1;
  const clipped = (ink: number) => ink >= CLIPPED_SHARE * height;
  const x0 = clipped(box.x0 - left) && glyphInk(image, box, left, box.x0) ? left : box.x0;
  const x1 = clipped(right - box.x1) && glyphInk(image, box, box.x1, right) ? right : box.x1;
  return x0 === box.x0 && x1 === box.x1 ? null : { ...box, x0, x1 };
}

/**
 * Whether the ink between columns x0 and x1 is letters of the word's line: most of it within
 * the word's rows. A signature's stroke through a printed name ("W. Spronkers" under its
 * signature) runs far above and below it, and is no letter the box clipped.
 */
function glyphInk(image: GrayImage, box: PixelBox, x0: number, x1: number): boolean {
  const reach = Math.round(STRAY_REACH * (box.y1 - box.y0));
  const inside = boxInk(image, { x0, y0: box.y0, x1, y1: box.y1 });
  const outside =
    boxInk(image, { x0, y0: box.y0 - reach, x1, y1: box.y0 }) +
    boxInk(image, { x0, y0: box.y1, x1, y1: box.y1 + reach });
  return outside <= STRAY_SHARE * inside;
}

/** A character boxed this many times as wide as the word's usual one may be two glyphs read as one. */
const SWALLOWED_WIDTH = 2.2;
/** A word needs this many characters for a usual width. */
const MIN_MEASURED = 4;
/** Each character read inside the wide box again is believed this much (0–100). */
const SWALLOWED_MIN_CONFIDENCE = 80;

/** A character of a code's reading boxed over two glyphs ("3" over "Y3"), or null. */
function swallowingSymbol(word: OcrWord): OcrSymbol | null {
  if (!/\d/.test(word.text)) return null;
  const glyphs = word.symbols.filter((symbol) => /^[\p{L}\d]$/u.test(symbol.text));
  if (glyphs.length < MIN_MEASURED) return null;
  const width = (symbol: OcrSymbol) => symbol.box.x1 - symbol.box.x0;
  const usual = glyphs.map(width).sort((a, b) => a - b)[glyphs.length >> 1]!;
  if (usual <= 0) return null;
  return glyphs.find((symbol) => width(symbol) >= SWALLOWED_WIDTH * usual) ?? null;
}

/**
 * A code's reading with the glyph its recogniser swallowed read again: "Y36995069" read
 * "36995069", its "3" boxed over the "Y" as well and 3.5 times as wide as the other digits. Cut
 * out and read on its own, the word comes back whole; the new reading is taken when it reads
 * the same outside the wide box, and inside it the first reading's character with others
 * beside it, each believed. (The recogniser's word confidence says little here: 15 for nine
 * characters each read at 87 or more.)
 */
async function withSwallowedGlyph(
  image: GrayImage,
  line: OcrLine,
  word: OcrWord,
  read: (part: GrayImage) => Promise<OcrResult>,
): Promise<OcrWord | null> {
  const wide = swallowingSymbol(word);
  if (!wide) return null;
  const again = await readAlone(image, { ...line, words: [word], box: word.box }, read, false);
  if (!again || again.length !== 1) return null;
  const within = (symbol: OcrSymbol) => middleWithin(symbol, wide.box.x0, wide.box.x1);
  // The reading with the wide box's characters as one "|": the same outside it.
  const outside = (symbols: readonly OcrSymbol[]) =>
    symbols
      .map((symbol) => (within(symbol) ? '|' : symbol.text))
      .join('')
      .replace(/\|+/g, '|');
  const inside = again[0]!.symbols.filter(within);
  const insideText = inside.map((symbol) => symbol.text).join('');
  const swallowed =
    inside.length >= 2 &&
    (insideText.startsWith(wide.text) || insideText.endsWith(wide.text)) &&
    inside.every((symbol) => (symbol.confidence ?? 0) >= SWALLOWED_MIN_CONFIDENCE) &&
    outside(again[0]!.symbols) === outside(word.symbols);
  return swallowed ? again[0]! : null;
}

/** A letter boxed this many times its word's height wide is boxed over ink not its own. */
const STRETCHED_WIDTH = 2.5;
/** A word read again without that ink is taken when believed this much (0–100). */
const STRETCHED_MIN_CONFIDENCE = 80;

/**
 * The box of a word of letters whose first or last letter the recogniser boxed far wider than
 * any letter, over a speck a word's length away ("Bearer" for "Bearbeiter", its "B" boxed from
 * a speck at the page's edge, 223 pixels wide for letters 51 tall): that letter's box brought
 * back to a letter's width from its neighbour, or null when no letter is so boxed.
 */
function unstretchedBox(word: OcrWord): PixelBox | null {
  const symbols = word.symbols;
  const height = word.box.y1 - word.box.y0;
  if (symbols.length < 3 || height <= 0 || !/^\p{L}+[.:]?$/u.test(word.text.trim())) return null;
  const stretched = (symbol: OcrSymbol) => symbol.box.x1 - symbol.box.x0 > STRETCHED_WIDTH * height;
  const [first, second] = symbols;
  const [beforeLast, last] = symbols.slice(-2);
  const x0 = stretched(first!) ? second!.box.x0 - height : word.box.x0;
  const x1 = stretched(last!) ? beforeLast!.box.x1 + height : word.box.x1;
  return x0 === word.box.x0 && x1 === word.box.x1 ? null : { ...word.box, x0, x1 };
}

/**
 * The word read again from its box without the ink a stretched letter's box took in: its new
 * reading when that is one word of letters, believed, else null.
 */
async function withoutStretchedLetter(
  image: GrayImage,
  line: OcrLine,
  word: OcrWord,
  read: (part: GrayImage) => Promise<OcrResult>,
): Promise<OcrWord | null> {
  const box = unstretchedBox(word);
  if (!box) return null;
  const again = await readAlone(image, { ...line, words: [word], box }, read, true);
  const [only] = again ?? [];
  return again?.length === 1 &&
    only &&
    /^\p{L}+[.:]?$/u.test(only.text.trim()) &&
    only.confidence >= STRETCHED_MIN_CONFIDENCE
    ? only
    : null;
}

/** The result with every clipped word box widened, and its word read again with the ink. */
export async function withClippedWords(
  image: GrayImage,
  result: OcrResult,
  read: (part: GrayImage) => Promise<OcrResult>,
): Promise<OcrResult> {
  let rereads = MAX_REREADS;
  const lines: OcrLine[] = [];
  for (const line of result.lines) {
    // Ink another line's word covers is that word's: a row the recogniser read twice ("1.3P" |
    // "d" and "Tocedure" | "Use" over one "1.3 Procedure Used") is double-reads.ts's to join.
    const others = result.lines.filter((other) => other !== line).flatMap((other) => other.words);
    const readElsewhere = (x0: number, x1: number, word: OcrWord) =>
      others.some(
        (other) =>
          other.box.x0 < x1 &&
          x0 < other.box.x1 &&
          other.box.y0 < word.box.y1 &&
          word.box.y0 < other.box.y1,
      );
    const sorted = [...line.words].sort((a, b) => a.box.x0 - b.box.x0);
    const words: OcrWord[] = [];
    for (const [index, word] of sorted.entries()) {
      const box =
        word.text.trim() === ''
          ? null
          : widenedBox(
              image,
              word,
              sorted[index - 1]?.box.x1 ?? -1,
              sorted[index + 1]?.box.x0 ?? image.width,
            );
      if (
        !box ||
        readElsewhere(box.x0, word.box.x0, word) ||
        readElsewhere(word.box.x1, box.x1, word)
      ) {
        const again =
          rereads > 0 && swallowingSymbol(word)
            ? (rereads--, await withSwallowedGlyph(image, line, word, read))
            : rereads > 0 && unstretchedBox(word)
              ? (rereads--, await withoutStretchedLetter(image, line, word, read))
              : null;
        words.push(again ?? word);
        continue;
      }
      const widened = { ...word, box };
      // A word of letters lost the letters its box left out, however few it kept ("M" boxed over
      // the "M" of "Marca"); a code or a number is read whole.
      const again =
        rereads > 0 && /\p{L}/u.test(word.text) && !/\d/.test(word.text)
          ? (rereads--,
            await rereadClipped(image, { ...line, words: [word], box: word.box }, read, {
              x0: sorted[index - 1]?.box.x1 ?? -1,
              x1: sorted[index + 1]?.box.x0 ?? image.width,
            }))
          : null;
      words.push(...(again ?? [widened]));
    }
    lines.push({ ...line, words });
  }
  return { lines };
}
