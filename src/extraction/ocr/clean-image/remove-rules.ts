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
 * Marks runs of `mask` along rows (stride 1) or columns (stride width) that are at least
 * `minLength` long, allowing gaps up to RULE_GAP. `lines` rows or columns of `length` each.
 */
function markRuns(
  mask: Uint8Array,
  marks: Uint8Array,
  lines: number,
  length: number,
  lineStride: number,
  step: number,
  minLength: number,
): void {
  for (let line = 0; line < lines; line++) {
    const base = line * lineStride;
    let start = -1;
    let lastInk = -1;
    for (let position = 0; position <= length; position++) {
      if (position < length && mask[base + position * step] === 1) {
        if (start < 0) start = position;
        lastInk = position;
        continue;
      }
      if (start >= 0 && (position === length || position - lastInk > RULE_GAP)) {
        if (lastInk + 1 - start >= minLength) {
          for (let k = start; k <= lastInk; k++) marks[base + k * step] = 1;
        }
        start = -1;
      }
    }
  }
}

/** Darker than this next to a marked stretch is a letter touching it, or text itself. */
const TEXT_INK_LEVEL = 128;

/**
 * Whitens the marked stretches across the rule's direction that are at most `maxThickness`
 * thick and have paper on both sides, with a one-pixel margin for anti-aliased edges. Ink just
 * beside a stretch means a letter crosses or sits on it (the bottoms of bold letters form long
 * runs along their baseline): those pixels stay.
 */
function eraseThin(
  marks: Uint8Array,
  source: Uint8Array,
  out: Uint8Array,
  lines: number,
  length: number,
  lineStride: number,
  step: number,
  maxThickness: number,
): void {
  const paperAt = (base: number, position: number) =>
    position < 0 || position >= length || source[base + position * step]! >= TEXT_INK_LEVEL;
  for (let line = 0; line < lines; line++) {
    const base = line * lineStride;
    let start = -1;
    for (let position = 0; position <= length; position++) {
      if (position < length && marks[base + position * step] === 1) {
        if (start < 0) start = position;
        continue;
      }
      if (start >= 0) {
        const thin = position - start <= maxThickness;
        if (thin && paperAt(base, start - 2) && paperAt(base, position + 1)) {
          const from = Math.max(0, start - 1);
          const to = Math.min(length, position + 1);
          for (let k = from; k < to; k++) out[base + k * step] = 255;
        }
        start = -1;
      }
    }
  }
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
  for (let i = 0; i < data.length; i++) {
    if (data[i]! >= RULE_INK_LEVEL) continue;
    acrossRows[i] = 1;
    acrossColumns[i] = 1;
    if (i >= width) acrossRows[i - width] = 1;
    if (i + width < data.length) acrossRows[i + width] = 1;
    const x = i % width;
    if (x > 0) acrossColumns[i - 1] = 1;
    if (x < width - 1) acrossColumns[i + 1] = 1;
  }
  const horizontal = new Uint8Array(data.length);
  const vertical = new Uint8Array(data.length);
  markRuns(acrossRows, horizontal, height, width, width, 1, sizes.minWidth);
  markRuns(acrossColumns, vertical, width, height, 1, width, sizes.minHeight);
  const out = new Uint8Array(data);
  // A horizontal rule is thin across its direction: measure it down each column, and back.
  eraseThin(horizontal, data, out, width, height, 1, width, sizes.maxThickness);
  eraseThin(vertical, data, out, height, width, width, 1, sizes.maxThickness);
  return { width, height, data: out };
}
