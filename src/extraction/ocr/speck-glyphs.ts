/**
 * Specks at a word's edge read as letters or digits. A dot the cleaning left by the margin,
 * a few pixels above a serial number, comes back as the first character of the word beside it:
 * "19063843" for "9063843", the "1" at 95 and boxed 3 × 3 pixels beside 30-pixel digits. The
 * recogniser's character boxes alone cannot tell: it boxes some printed letters as tiny too
 * (the "S" of "Scales", 1 × 3 pixels, its ink spread over twenty). So the image decides: a
 * character at a word's edge, boxed a quarter of the word's height or less, with no ink in the
 * band the word's other characters stand in between it and the next character, is a speck.
 */
import type { GrayImage } from './gray-image.js';
import type { OcrResult, OcrSymbol, OcrWord, PixelBox } from './ocr-engine.js';
import { middle } from './merged-rows.js';
import { INK_LEVEL } from './page-bands.js';
import { wordOf } from './words-to-runs.js';

/** A character boxed at most this share of its word's usual height may be a speck. */
const SPECK_SHARE = 0.25;
/** The white beside a speck is at least this share of the word's usual height wide. */
const MIN_GAP_SHARE = 0.3;
/** Ink covering less than this share of the gap beside a speck is none: noise, not a letter. */
const NO_INK = 0.02;

function inkShare(image: GrayImage, box: PixelBox): number {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  if (x1 <= x0 || y1 <= y0) return 0;
  let ink = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * image.width;
    for (let x = x0; x < x1; x++) if (image.data[row + x]! < INK_LEVEL) ink++;
  }
  return ink / ((x1 - x0) * (y1 - y0));
}

/** The word without a speck read at its start or end (see the module comment). */
function withoutEdgeSpecks(image: GrayImage, word: OcrWord): OcrWord {
  const { symbols } = word;
  if (symbols.length < 3) return word;
  const heights = symbols.map((symbol) => symbol.box.y1 - symbol.box.y0);
  const usual = middle(heights);
  if (usual <= 0) return word;
  const band = {
    y0: middle(symbols.map((symbol) => symbol.box.y0)),
    y1: middle(symbols.map((symbol) => symbol.box.y1)),
  };
  const small = (symbol: OcrSymbol) =>
    /^[\p{L}\p{N}]$/u.test(symbol.text) &&
    symbol.box.y1 - symbol.box.y0 <= SPECK_SHARE * usual &&
    symbol.box.x1 - symbol.box.x0 <= SPECK_SHARE * usual;
  // The white between the character and its neighbour, in the word's band: a letter the
  // recogniser boxed too small has its ink there. A gap too narrow to hold a letter tells
  // nothing: the letter's ink went into its neighbour's box ("L" boxed 1 × 1 pixels at the
  // left edge of the "A" of "LAB/3267").
  const speckAt = (symbol: OcrSymbol, neighbour: OcrSymbol, before: boolean) => {
    const gap = before
      ? { x0: symbol.box.x0, x1: neighbour.box.x0 }
      : { x0: neighbour.box.x1, x1: symbol.box.x1 };
    return (
      small(symbol) &&
      gap.x1 - gap.x0 >= MIN_GAP_SHARE * usual &&
      inkShare(image, { ...gap, ...band }) < NO_INK
    );
  };
  let from = 0;
  let to = symbols.length;
  if (speckAt(symbols[0]!, symbols[1]!, true)) from = 1;
  if (to - from >= 3 && speckAt(symbols[to - 1]!, symbols[to - 2]!, false)) to -= 1;
  return from === 0 && to === symbols.length
    ? word
    : wordOf(symbols.slice(from, to), word.confidence);
}

/** The result with every word's edge specks dropped (see the module comment). */
export function withoutSpeckGlyphs(image: GrayImage, result: OcrResult): OcrResult {
  return {
    lines: result.lines.map((line) => ({
      ...line,
      words: line.words.map((word) => withoutEdgeSpecks(image, word)),
    })),
  };
}
