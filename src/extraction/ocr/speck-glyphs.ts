/**
 * Specks at a word's edge read as letters or digits. A dot the cleaning left by the margin,
 * a few pixels above a serial number, comes back as the first character of the word beside it:
 * "19063843" for "9063843", the "1" at 95 and boxed 3 × 3 pixels beside 30-pixel digits. The
 * recogniser's character boxes alone cannot tell: it boxes some printed letters as tiny too
 * (the "S" of "Scales", 1 × 3 pixels, its ink spread over twenty). So the image decides: a
 * character at a word's edge, boxed a quarter of the word's height or less, with no ink in the
 * band the word's other characters stand in between it and the next character, is a speck.
 * And a speck the recogniser boxed with the glyph beside it (no character of its own) leaves
 * that glyph's box: the word's box then starts where its print does. A speck in a word space
 * between two letters, read as a hyphen ("Termometro-digitale"), parts the word in two, and so
 * does a dot after a letter read as a full stop there ("Micromar.40").
 */
import { boxInk, INK_LEVEL, type GrayImage } from './gray-image.js';
import type { OcrResult, OcrSymbol, OcrWord, PixelBox } from './ocr-engine.js';
import { middle } from './merged-rows.js';
import { wordOf } from './word-of.js';

/** A character boxed at most this share of its word's usual height may be a speck. */
const SPECK_SHARE = 0.25;
/** The white beside a speck is at least this share of the word's usual height wide. */
const MIN_GAP_SHARE = 0.3;
/** Ink covering less than this share of the gap beside a speck is none: noise, not a letter. */
const NO_INK = 0.02;

function inkShare(image: GrayImage, box: PixelBox): number {
  const width = Math.min(image.width, Math.ceil(box.x1)) - Math.max(0, Math.floor(box.x0));
  const height = Math.min(image.height, Math.ceil(box.y1)) - Math.max(0, Math.floor(box.y0));
  if (width <= 0 || height <= 0) return 0;
  return boxInk(image, box) / (width * height);
}

/** The word without a speck read at its start or end (see the module comment). */
function withoutEdgeSpecks(image: GrayImage, word: OcrWord): OcrWord {
  const { symbols } = word;
  if (symbols.length === 0) return word;
  const heights = symbols.map((symbol) => symbol.box.y1 - symbol.box.y0);
  const usual = middle(heights);
  if (usual <= 0) return word;
  // A short word ("5" of "5 de septiembre") has no characters to tell a speck read as one.
  if (symbols.length < 3) return withoutSwallowedSpecks(image, word, usual);
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
  const core =
    from === 0 && to === symbols.length ? word : wordOf(symbols.slice(from, to), word.confidence);
  return withoutSwallowedSpecks(image, core, usual);
}

/**
 * The character's box without a speck it swallowed at its outer edge: the recogniser may box a
 * speck with the glyph beside it (a "1" boxed 38 pixels wide over a 16-pixel digit and a dot a
 * word's gap before it), and a box reaching out to the speck starts the cell left of the column
 * it stands in, so a value wrapped onto the next line of its cell no longer goes on there
 * ("18.08.2025 bis" / "19.08.2025"). Read from the image: the box's ink, column by column, opens
 * with a run no wider or taller than a speck, and white as wide as a speck's gap follows it.
 */
function withoutSwallowedSpeck(
  image: GrayImage,
  symbol: OcrSymbol,
  usual: number,
  atStart: boolean,
): OcrSymbol {
  const { box } = symbol;
  const x0 = Math.max(0, box.x0);
  const x1 = Math.min(image.width, box.x1);
  const y0 = Math.max(0, box.y0);
  const y1 = Math.min(image.height, box.y1);
  if (x1 - x0 < 2 || y1 <= y0) return symbol;
  // Ink rows of each column, outer edge first.
  const columns: { top: number; bottom: number }[] = [];
  for (let i = 0; i < x1 - x0; i++) {
    const x = atStart ? x0 + i : x1 - 1 - i;
    let top = -1;
    let bottom = -1;
    for (let y = y0; y < y1; y++) {
      if (image.data[y * image.width + x]! >= INK_LEVEL) continue;
      if (top < 0) top = y;
      bottom = y;
    }
    columns.push({ top, bottom });
  }
  const inked = (i: number) => columns[i]!.top >= 0;
  const most = SPECK_SHARE * usual;
  // The speck may be two dots ("„"): ink runs from the edge count to it while they all fit in a
  // speck's width.
  let start = 0;
  while (start < columns.length && !inked(start)) start++;
  let end = start;
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = start; i < columns.length && i - start < most; i++) {
    if (!inked(i)) continue;
    end = i + 1;
    top = Math.min(top, columns[i]!.top);
    bottom = Math.max(bottom, columns[i]!.bottom);
  }
  // Ink touching the speck's last column goes on past a speck's width: a glyph, not a speck.
  if (end < columns.length && inked(end)) return symbol;
  let next = end;
  while (next < columns.length && !inked(next)) next++;
  if (end === start || next >= columns.length) return symbol;
  // Measured against the glyph's own ink: the box of a glyph alone swallowing a speck is the
  // taller by the speck.
  let glyphTop = Infinity;
  let glyphBottom = -Infinity;
  for (let i = next; i < columns.length; i++) {
    if (!inked(i)) continue;
    glyphTop = Math.min(glyphTop, columns[i]!.top);
    glyphBottom = Math.max(glyphBottom, columns[i]!.bottom);
  }
  const glyph = Math.min(usual, glyphBottom - glyphTop + 1);
  const speck =
    end - start <= SPECK_SHARE * glyph &&
    bottom - top + 1 <= SPECK_SHARE * glyph &&
    next - end >= MIN_GAP_SHARE * glyph;
  if (!speck) return symbol;
  return {
    ...symbol,
    box: atStart ? { ...box, x0: x0 + next } : { ...box, x1: x1 - next },
  };
}

/** The word with its first and last characters' boxes cleared of swallowed specks. */
function withoutSwallowedSpecks(image: GrayImage, word: OcrWord, usual: number): OcrWord {
  const kept = [...word.symbols];
  const last = kept.length - 1;
  // One after the other: a word of one character may have swallowed a speck on either side.
  kept[0] = withoutSwallowedSpeck(image, kept[0]!, usual, true);
  kept[last] = withoutSwallowedSpeck(image, kept[last]!, usual, false);
  if (kept.every((symbol, index) => symbol === word.symbols[index])) return word;
  return {
    ...word,
    box: { ...word.box, x0: kept[0]!.box.x0, x1: kept[last]!.box.x1 },
    symbols: kept,
  };
}

/**
 * A hyphen inside a word is at most this share of the word's usual character height wide: a
 * printed one is a third of it or more ("MP-467": 10 pixels at 26), a speck far less.
 */
const SPECK_HYPHEN_SHARE = 0.2;

/**
 * The word parted at a speck read as a hyphen between two letters ("Termometro-digitale", the
 * "-" boxed 3 × 3 pixels beside 28-pixel letters, in the word space): two words where the
 * letters stand a word space apart, else one word without it. Only between letters: a code's
 * hyphen is kept however it was scanned.
 */
function partedAtSpeckHyphen(word: OcrWord): OcrWord[] {
  const { symbols } = word;
  if (symbols.length < 5) return [word];
  const usual = middle(symbols.map((symbol) => symbol.box.y1 - symbol.box.y0));
  const at = symbols.findIndex(
    (symbol, index) =>
      symbol.text === '-' &&
      index > 0 &&
      index < symbols.length - 1 &&
      /^\p{L}$/u.test(symbols[index - 1]!.text) &&
      /^\p{L}$/u.test(symbols[index + 1]!.text) &&
      symbol.box.x1 - symbol.box.x0 <= SPECK_HYPHEN_SHARE * usual,
  );
  if (at < 0) return [word];
  const before = symbols.slice(0, at);
  const after = symbols.slice(at + 1);
  const gap = after[0]!.box.x0 - before[before.length - 1]!.box.x1;
  if (gap < MIN_GAP_SHARE * usual) return [wordOf([...before, ...after], word.confidence)];
  return [wordOf(before, word.confidence), ...partedAtSpeckHyphen(wordOf(after, word.confidence))];
}

/**
 * A full stop inside a word is a speck when it is at most this share of the word's usual
 * character height across ("Micromar.40": a 2 × 2-pixel dot beside 23-pixel letters; a printed
 * stop is a stroke wide, a sixth of it or more)…
 */
const SPECK_STOP_SHARE = 0.12;
/** …and the characters around it stand a word space apart, this share of that height. */
const STOP_SPACE_SHARE = 0.4;

/**
 * The word parted at a speck read as a full stop in the word space after a letter ("Micromar.40"
 * for "Micromar 40"). A stop closing an abbreviation ("Mod.40") is printed whole, and a decimal
 * point follows a digit.
 */
function partedAtSpeckStop(word: OcrWord): OcrWord[] {
  const { symbols } = word;
  if (symbols.length < 4) return [word];
  const usual = middle(symbols.map((symbol) => symbol.box.y1 - symbol.box.y0));
  const at = symbols.findIndex(
    (symbol, index) =>
      symbol.text === '.' &&
      index > 0 &&
      index < symbols.length - 1 &&
      /^\p{L}$/u.test(symbols[index - 1]!.text) &&
      /^[\p{L}\p{N}]$/u.test(symbols[index + 1]!.text) &&
      symbol.box.x1 - symbol.box.x0 <= SPECK_STOP_SHARE * usual &&
      symbol.box.y1 - symbol.box.y0 <= SPECK_STOP_SHARE * usual &&
      symbols[index + 1]!.box.x0 - symbols[index - 1]!.box.x1 >= STOP_SPACE_SHARE * usual,
  );
  if (at < 0) return [word];
  return [
    wordOf(symbols.slice(0, at), word.confidence),
    ...partedAtSpeckStop(wordOf(symbols.slice(at + 1), word.confidence)),
  ];
}

/**
 * The result with every word's edge specks dropped (see the module comment), and words parted
 * at a speck read as a hyphen or a full stop.
 */
export function withoutSpeckGlyphs(image: GrayImage, result: OcrResult): OcrResult {
  return {
    lines: result.lines.map((line) => ({
      ...line,
      words: line.words
        .flatMap((word) => partedAtSpeckHyphen(withoutEdgeSpecks(image, word)))
        .flatMap(partedAtSpeckStop),
    })),
  };
}
