/**
 * A stretch of a row that the recogniser read twice. Where rows of two columns sit at slightly
 * different heights, tesseract may find one row twice: once whole ("edidor de aislamiento
 * Chauvin oux"), once in pieces ("Medi", "i", "ie", "Arn") as a line of its own at the same
 * height. The layout would keep the two apart (text never lies on text) and each value would
 * be read cut short. Printed words do not overlap, so two lines on one baseline whose words do
 * are one row: they are merged, and where two readings overlap the longer one is kept, or the
 * two are joined where one runs on past the other ("Medi" + "edidor" → "Medidor").
 */
import type { OcrLine, OcrWord, PixelBox } from './ocr-engine.js';
import { lineOfWords, middle } from './merged-rows.js';
import { joinedWord } from './word-of.js';

/** Baselines closer than this share of the usual word height are one row. */
const SAME_ROW = 0.3;
/** Words sharing this share of the narrower one's width are two readings of the same ink. */
const SAME_INK = 0.3;
/** Pieces of two readings closer than this share of their height are one word. */
const TOUCHING = 0.15;
/** A reading lying this much inside another is a part of it. */
const INSIDE = 0.7;

function width(box: PixelBox): number {
  return box.x1 - box.x0;
}

function sharedWidth(a: PixelBox, b: PixelBox): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

function sharedHeight(a: PixelBox, b: PixelBox): number {
  return Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
}

function baselineAt(line: OcrLine, x: number): number {
  const { x0, y0, x1, y1 } = line.baseline;
  return x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

function textOf(word: OcrWord): string {
  return word.text.trim();
}

/** Two lines on one baseline with a word of one lying on a word of the other. */
function readTwice(a: OcrLine, b: OcrLine, usual: number): boolean {
  if (sharedHeight(a.box, b.box) <= 0 || sharedWidth(a.box, b.box) <= 0) return false;
  const x = (Math.max(a.box.x0, b.box.x0) + Math.min(a.box.x1, b.box.x1)) / 2;
  if (Math.abs(baselineAt(a, x) - baselineAt(b, x)) > usual * SAME_ROW) return false;
  return a.words.some((one) =>
    b.words.some(
      (other) =>
        sharedWidth(one.box, other.box) > SAME_INK * Math.min(width(one.box), width(other.box)) &&
        sharedHeight(one.box, other.box) >
          0.5 * Math.min(one.box.y1 - one.box.y0, other.box.y1 - other.box.y0),
    ),
  );
}

/** `left`'s characters clear of `right`, then `right` ("Medi" + "edidor" → "Medidor"). */
function joined(left: OcrWord, right: OcrWord): OcrWord {
  const before = left.symbols.filter(
    (symbol) => sharedWidth(symbol.box, right.box) < SAME_INK * width(symbol.box),
  );
  const symbols = [...before, ...right.symbols];
  return {
    text: before.map((symbol) => symbol.text).join('') + textOf(right),
    confidence: Math.min(left.confidence, right.confidence),
    box: {
      x0: Math.min(left.box.x0, right.box.x0),
      y0: Math.min(left.box.y0, right.box.y0),
      x1: Math.max(left.box.x1, right.box.x1),
      y1: Math.max(left.box.y1, right.box.y1),
    },
    symbols,
  };
}

/** Pieces of two readings this near, within a letter's spacing, may be one word read twice. */
const NEAR = 0.3;

/**
 * Whether a piece of one reading begins with what the other's piece just before it ends with,
 * a letter's spacing apart: the same letters read twice with the boxes of neither quite right
 * ("Model N" and "odel No." of one printed "Model No.": "N" + "No." is "No.", not "N No.").
 */
function readsOn(left: OcrWord, right: OcrWord, height: number): boolean {
  if (right.box.x0 - left.box.x1 > NEAR * height) return false;
  const end = textOf(left);
  return /^\p{L}/u.test(end) && textOf(right).startsWith(end.slice(-1));
}

/** `left` then `right`, the letter both read once: "N" + "No." → "No.". */
function overlapping(left: OcrWord, right: OcrWord): OcrWord {
  const text = textOf(left).slice(0, -1) + textOf(right);
  return joinedWord(left, right, text, [...left.symbols.slice(0, -1), ...right.symbols]);
}

/** The words of two readings of one row, each stretch of ink read once. */
function mergedWords(a: OcrLine, b: OcrLine): OcrWord[] {
  const words = [...a.words, ...b.words]
    .filter((word) => textOf(word) !== '')
    .sort((p, q) => p.box.x0 - q.box.x0 || width(q.box) - width(p.box));
  const kept: OcrWord[] = [];
  const fromA = new Set<OcrWord>(a.words);
  for (const word of words) {
    const last = kept[kept.length - 1];
    const shared = last ? sharedWidth(last.box, word.box) : 0;
    if (!last || shared <= 0) {
      // Touching pieces of the two readings are one word ("Arn" + "oux"): within one reading
      // the recogniser saw a space between words, across two it saw nothing.
      const height = Math.min(word.box.y1 - word.box.y0, last ? last.box.y1 - last.box.y0 : 0);
      const touching =
        last !== undefined && fromA.has(last) !== fromA.has(word) && -shared <= TOUCHING * height;
      if (touching) kept[kept.length - 1] = joined(last, word);
      else if (last && fromA.has(last) !== fromA.has(word) && readsOn(last, word, height)) {
        kept[kept.length - 1] = overlapping(last, word);
      } else kept.push(word);
      continue;
    }
    if (shared >= INSIDE * width(word.box)) {
      // One reading inside the other: the one with more characters read more of the ink.
      const contains = shared >= INSIDE * width(last.box);
      if (contains && [...textOf(word)].length > [...textOf(last)].length) {
        kept[kept.length - 1] = word;
      }
      continue;
    }
    kept[kept.length - 1] = joined(last, word);
  }
  return kept;
}

export function mergeDoubleReads(lines: readonly OcrLine[]): OcrLine[] {
  const heights = lines.flatMap((line) => line.words.map((word) => word.box.y1 - word.box.y0));
  if (heights.length === 0) return [...lines];
  const usual = middle(heights);
  const result: OcrLine[] = [];
  const merged = new Set<OcrLine>();
  for (const [index, line] of lines.entries()) {
    if (merged.has(line)) continue;
    let current = line;
    for (const other of lines.slice(index + 1)) {
      if (merged.has(other) || !readTwice(current, other, usual)) continue;
      // The line with more words carries the row's slope.
      const host = other.words.length > current.words.length ? other : current;
      current = lineOfWords(host, mergedWords(current, other));
      merged.add(other);
    }
    result.push(current);
  }
  return result;
}
