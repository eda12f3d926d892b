/**
 * Rows of two columns that the recogniser took for one line. Reading a page as one block,
 * tesseract joins words at about the same height into a line even when they belong to
 * different rows of side-by-side forms ("N° d'inventaire CAL-YBE-01" on the left, a caption
 * half a line higher on the right), and gives the whole line one baseline. The words of the
 * other row then sit far off that baseline: their letters measure a tiny size, they are taken
 * for specks, and the row is lost. Such a line is cut across a column gap where its words
 * stop overlapping vertically or stand on other baselines, and each part gets the baseline its
 * own letters stand on
 * (kept at the line's slope, so skew estimation and levelling are unchanged).
 */
import { GARBAGE_CONFIDENCE, type OcrLine, type OcrWord, type PixelBox } from './ocr-engine.js';

/** Neighbouring words sharing less than this share of the lower one's height are on other rows. */
const MIN_SHARED_HEIGHT = 0.5;
/** ...and only across a gap this many word heights wide: a column gap, not a word space. */
const MIN_COLUMN_GAP = 1;
/** Baselines further apart than this share of the lower word's height are other rows. */
const MAX_BASELINE_STEP = 0.5;
/** Words lower than this share of the line's usual word height are marks, not words. */
const MIN_WORD_HEIGHT = 0.5;
/** Letters that stand on the baseline (no descender). */
const ON_BASELINE = /^[A-Za-z0-9]$/;
const DESCENDERS = /^[gjpqy]$/;

function height(box: PixelBox): number {
  return box.y1 - box.y0;
}

/**
 * A word's top and bottom, with the line's slope taken out (a crooked scan tilts whole rows).
 * Taken as the middle of its characters' tops and bottoms: the recogniser sometimes boxes one
 * character over two rows ("v" of "Chauvin" reaching into the row under it), and the word's own
 * box would then share the height of both rows.
 */
function levelled(word: OcrWord, slope: number): { y0: number; y1: number } {
  const drop = slope * word.box.x0;
  const symbols = word.symbols.filter((symbol) => symbol.box.y1 > symbol.box.y0);
  const y0 = symbols.length >= 3 ? middle(symbols.map((symbol) => symbol.box.y0)) : word.box.y0;
  const y1 = symbols.length >= 3 ? middle(symbols.map((symbol) => symbol.box.y1)) : word.box.y1;
  return { y0: y0 - drop, y1: y1 - drop };
}

function onOtherRows(left: OcrWord, right: OcrWord, slope: number): boolean {
  const [a, b] = [levelled(left, slope), levelled(right, slope)];
  const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const lower = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  if (lower <= 0) return false;
  const gap = right.box.x0 - left.box.x1;
  if (gap <= MIN_COLUMN_GAP * lower) return false;
  // Words of one row stand on one baseline, whatever their sizes; a small caption's row and
  // a larger value's row beside it can share much of their height and still stand apart
  // ("Manufacturer:" 15 px above "Certificate No. 595652-7").
  return shared < MIN_SHARED_HEIGHT * lower || Math.abs(a.y1 - b.y1) > MAX_BASELINE_STEP * lower;
}

/** Letters this many times the short letters' height are boxed over two rows. */
const MAX_LETTER_HEIGHT = 2;
/** The short letters' height: this share up the letters' heights (x-height letters). */
const SHORT_LETTER_SHARE = 0.25;

/**
 * The symbols boxed within their own row. The recogniser sometimes boxes a word's letters down
 * into the row under it ("Próxima calibración:" over its gloss "Next Calibration", half its
 * letters boxed 68 px tall over both rows where the others are 25): their bottoms are the other
 * row's, and the caption would stand beside its gloss instead of beside its date.
 */
function inRow<T extends { box: PixelBox }>(symbols: T[]): T[] {
  if (symbols.length < 3) return symbols;
  const heights = symbols.map((symbol) => height(symbol.box)).sort((a, b) => a - b);
  const short = heights[Math.floor(SHORT_LETTER_SHARE * heights.length)]!;
  const kept = symbols.filter((symbol) => height(symbol.box) < MAX_LETTER_HEIGHT * short);
  return kept.length > 0 ? kept : symbols;
}

export function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Where the words' letters stand: the middle bottom of letters without descenders. */
function standingY(words: readonly OcrWord[]): number {
  const bottoms = inRow(
    words.flatMap((word) =>
      word.symbols.filter(
        (symbol) => ON_BASELINE.test(symbol.text) && !DESCENDERS.test(symbol.text),
      ),
    ),
  ).map((symbol) => symbol.box.y1);
  return bottoms.length > 0 ? middle(bottoms) : middle(words.map((word) => word.box.y1));
}

function slopeOf(line: OcrLine): number {
  const { x0, y0, x1, y1 } = line.baseline;
  return x1 === x0 ? 0 : (y1 - y0) / (x1 - x0);
}

/** A line of `words`, at the slope of `line` and on the baseline its words' letters stand on. */
export function lineOfWords(line: OcrLine, words: OcrWord[]): OcrLine {
  const slope = slopeOf(line);
  const x0 = Math.min(...words.map((word) => word.box.x0));
  const x1 = Math.max(...words.map((word) => word.box.x1));
  const centre = (x0 + x1) / 2;
  const y = standingY(words);
  return {
    words,
    baseline: { x0, y0: y + slope * (x0 - centre), x1, y1: y + slope * (x1 - centre) },
    box: {
      x0,
      y0: Math.min(...words.map((word) => word.box.y0)),
      x1,
      y1: Math.max(...words.map((word) => word.box.y1)),
    },
  };
}

/**
 * A word the recogniser barely believes (read at GARBAGE_CONFIDENCE or less), boxed this share
 * of its height wide per character or less, is a sliver.
 */
const SLIVER_WIDTH = 0.25;

/**
 * A doubted reading of a sliver of ink, a rule's end or a stamp's edge ("Co" at 0, 10 pixels
 * wide and 40 tall over two rows): like a speck, it says nothing about rows, and standing
 * between two rows' words it would bridge them.
 */
function isSliver(word: OcrWord): boolean {
  const chars = [...word.text.trim()].length;
  return (
    word.confidence <= GARBAGE_CONFIDENCE &&
    chars > 0 &&
    word.box.x1 - word.box.x0 <= SLIVER_WIDTH * height(word.box) * chars
  );
}

/** The line as it is, or cut into the rows it joined. */
export function splitMergedRow(line: OcrLine): OcrLine[] {
  const words = line.words.filter((word) => word.text.trim() !== '');
  if (words.length < 2) return [line];
  const ordered = [...words].sort((a, b) => a.box.x0 - b.box.x0);
  // Specks and marks ("." "°" "~") say nothing about rows: they go with the word before them.
  const usual = middle(ordered.map((word) => height(word.box)));
  const parts: OcrWord[][] = [[ordered[0]!]];
  let last = ordered[0]!;
  for (const word of ordered.slice(1)) {
    const substantial = height(word.box) >= MIN_WORD_HEIGHT * usual && !isSliver(word);
    if (substantial && onOtherRows(last, word, slopeOf(line))) parts.push([word]);
    else parts[parts.length - 1]!.push(word);
    if (substantial) last = word;
  }
  return parts.length === 1 ? [line] : parts.map((part) => lineOfWords(line, part));
}

export function splitMergedRows(lines: readonly OcrLine[]): OcrLine[] {
  return lines.flatMap(splitMergedRow);
}
