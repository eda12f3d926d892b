/**
 * Step 4 of cleaning a scan (see read-scanned-page.ts): ruled lines (table borders, boxes,
 * underlines) erased.
 */
import type { GrayImage } from '../gray-image.js';

/** Darker than this (after the stretch) may be part of a rule: hairlines are light grey. */
const RULE_INK_LEVEL = 200;
/** Gaps this short (pixels) inside a rule are noise or JPEG blocks, not ends. */
const RULE_GAP = 3;

export interface RuleSizes {
  /** Shortest horizontal and vertical rule, in pixels. */
  minWidth: number;
  minHeight: number;
  /** Thickest rule, in pixels. */
  maxThickness: number;
}

/**
 * Marks runs of `mask` along each row that are at least `minLength` long, allowing gaps up to
 * RULE_GAP.
 */
function markRowRuns(
  mask: Uint8Array,
  marks: Uint8Array,
  width: number,
  height: number,
  minLength: number,
): void {
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let start = -1;
    let lastInk = -1;
    for (let x = 0; x <= width; x++) {
      if (x < width && mask[base + x] === 1) {
        if (start < 0) start = x;
        lastInk = x;
        continue;
      }
      if (start >= 0 && (x === width || x - lastInk > RULE_GAP)) {
        if (lastInk + 1 - start >= minLength) marks.fill(1, base + start, base + lastInk + 1);
        start = -1;
      }
    }
  }
}

/**
 * The same down each column. The image is walked row by row with each column's run kept in
 * arrays: walking a column at a time jumps a whole row between pixels, which misses the cache
 * on every read (measured: the column passes were most of this step's time).
 */
function markColumnRuns(
  mask: Uint8Array,
  marks: Uint8Array,
  width: number,
  height: number,
  minLength: number,
): void {
  const start = new Int32Array(width).fill(-1);
  const lastInk = new Int32Array(width).fill(-1);
  const close = (x: number) => {
    if (lastInk[x]! + 1 - start[x]! >= minLength) {
      for (let k = start[x]!; k <= lastInk[x]!; k++) marks[k * width + x] = 1;
    }
    start[x] = -1;
  };
  for (let y = 0; y < height; y++) {
    const base = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[base + x] === 1) {
        if (start[x]! < 0) start[x] = y;
        lastInk[x] = y;
      } else if (start[x]! >= 0 && y - lastInk[x]! > RULE_GAP) {
        close(x);
      }
    }
  }
  for (let x = 0; x < width; x++) if (start[x]! >= 0) close(x);
}

/** Darker than this next to a marked stretch is a letter touching it, or text itself. */
const TEXT_INK_LEVEL = 128;

/**
 * Whitens the marked stretches along each row (a vertical rule's width) that are at most
 * `maxThickness` long and have paper on both sides, with a one-pixel margin for anti-aliased
 * edges. Ink just beside a stretch means a letter crosses or sits on it: those pixels stay.
 */
function eraseThinAcrossRows(
  marks: Uint8Array,
  source: Uint8Array,
  out: Uint8Array,
  width: number,
  height: number,
  maxThickness: number,
): void {
  const paperAt = (base: number, x: number) =>
    x < 0 || x >= width || source[base + x]! >= TEXT_INK_LEVEL;
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      if (x < width && marks[base + x] === 1) {
        if (start < 0) start = x;
        continue;
      }
      if (start >= 0) {
        if (x - start <= maxThickness && paperAt(base, start - 2) && paperAt(base, x + 1)) {
          out.fill(255, base + Math.max(0, start - 1), base + Math.min(width, x + 1));
        }
        start = -1;
      }
    }
  }
}

/**
 * The same down each column (a horizontal rule's thickness: the bottoms of bold letters form
 * long runs along their baseline, but their stems go on above them), row by row as in
 * markColumnRuns.
 */
function eraseThinDownColumns(
  marks: Uint8Array,
  source: Uint8Array,
  out: Uint8Array,
  width: number,
  height: number,
  maxThickness: number,
): void {
  const start = new Int32Array(width).fill(-1);
  const paperAt = (x: number, y: number) =>
    y < 0 || y >= height || source[y * width + x]! >= TEXT_INK_LEVEL;
  const close = (x: number, y: number) => {
    const top = start[x]!;
    if (y - top <= maxThickness && paperAt(x, top - 2) && paperAt(x, y + 1)) {
      const to = Math.min(height, y + 1);
      for (let k = Math.max(0, top - 1); k < to; k++) out[k * width + x] = 255;
    }
    start[x] = -1;
  };
  for (let y = 0; y < height; y++) {
    const base = y * width;
    for (let x = 0; x < width; x++) {
      if (marks[base + x] === 1) {
        if (start[x]! < 0) start[x] = y;
      } else if (start[x]! >= 0) {
        close(x, y);
      }
    }
  }
  for (let x = 0; x < width; x++) if (start[x]! >= 0) close(x, height);
}

/**
 * Erases ruled lines: table borders, boxes and underlines. A text PDF's rules are drawings the
 * text layer never sees; on a scan they are ink, and tesseract reads a border as "|", "I" or
 * "_" or merges it into the letters it touches. A rule is a long run of ink no thicker than
 * `maxThickness`, so filled bands (white text on a dark header) and letters are kept.
 */
export function removeRules(image: GrayImage, sizes: RuleSizes): GrayImage {
  const { width, height, data } = image;
  // A hairline that straddles two pixel rows is light grey in both: what counts is the
  // darkest of a pixel and its neighbours across the rule's direction.
  const acrossRows = new Uint8Array(data.length);
  const acrossColumns = new Uint8Array(data.length);
  // A pixel is marked when it or a neighbour across the direction is darker than the level.
  for (let y = 0; y < height; y++) {
    const base = y * width;
    for (let x = 0; x < width; x++) {
      const i = base + x;
      if (data[i]! >= RULE_INK_LEVEL) continue;
      acrossRows[i] = 1;
      acrossColumns[i] = 1;
      if (y > 0) acrossRows[i - width] = 1;
      if (y < height - 1) acrossRows[i + width] = 1;
      if (x > 0) acrossColumns[i - 1] = 1;
      if (x < width - 1) acrossColumns[i + 1] = 1;
    }
  }
  const horizontal = new Uint8Array(data.length);
  const vertical = new Uint8Array(data.length);
  markRowRuns(acrossRows, horizontal, width, height, sizes.minWidth);
  markColumnRuns(acrossColumns, vertical, width, height, sizes.minHeight);
  const out = new Uint8Array(data);
  // A horizontal rule is thin across its direction: measure it down each column, and back.
  eraseThinDownColumns(horizontal, data, out, width, height, sizes.maxThickness);
  eraseThinAcrossRows(vertical, data, out, width, height, sizes.maxThickness);
  return { width, height, data: out };
}
