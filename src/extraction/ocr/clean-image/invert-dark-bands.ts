/**
 * Step 1 of cleaning a scan (see read-scanned-page.ts): dark bands (a letterhead's
 * white-on-navy name) inverted to dark text on light paper.
 */
import type { GrayImage } from '../gray-image.js';
import { PAPER_PERCENTILE, percentileOf, tilePercentiles } from './tile-levels.js';

/** Dark bands are found in squares this many pixels wide (~0.08 in at 300 dpi). */
const BAND_BLOCK = 24;
/** A block whose typical level is darker than this share of the paper is part of a band. */
const BAND_DARK_SHARE = 0.5;
/** A band block has at least this many dark blocks of its eight neighbours (no letter does). */
const BAND_NEIGHBOURS = 5;
/** A band spans at least this share of the page's width; a dark logo is left as it is. */
const BAND_MIN_WIDTH_SHARE = 0.4;
/** ...and fills at least this share of its bounding box (a band, not a sweeping graphic). */
const BAND_MIN_FILL = 0.6;
/** Pixels around a band where its blurred border is (JPEG, scanner optics). */
const BAND_EDGE = 4;

interface BlockBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The boxes (in blocks) of the dark regions at least BAND_MIN_WIDTH_SHARE of the page wide
 * that mostly fill their bounding box. A logo's dark square inverted turns into a framed
 * light box the recogniser reads as a line of garbage, while a letterhead band holds text.
 */
function wideBands(band: Uint8Array, columns: number, rows: number): BlockBox[] {
  const seen = new Uint8Array(band.length);
  const stack: number[] = [];
  const kept: BlockBox[] = [];
  for (let start = 0; start < band.length; start++) {
    if (band[start] !== 1 || seen[start]) continue;
    let blocks = 0;
    let x0 = columns;
    let x1 = -1;
    let y0 = rows;
    let y1 = -1;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      blocks += 1;
      const bx = i % columns;
      const by = (i - bx) / columns;
      x0 = Math.min(x0, bx);
      x1 = Math.max(x1, bx);
      y0 = Math.min(y0, by);
      y1 = Math.max(y1, by);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = bx + dx;
          const ny = by + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const j = ny * columns + nx;
          if (band[j] === 1 && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    const boxArea = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (x1 - x0 + 1 >= columns * BAND_MIN_WIDTH_SHARE && blocks >= boxArea * BAND_MIN_FILL) {
      kept.push({ x0, y0, x1, y1 });
    }
  }
  return kept;
}

/**
 * Inverts dark bands, so white text on a dark header reads as dark text on light paper:
 * tesseract reads dark on light only (looking for inverted text would cost a second pass over
 * every doubtful line). A band is a stretch of blocks whose median is far darker than the
 * paper (white letters cover less than half of a block) with dark neighbours; gaps of one
 * block inside it (a bold capital) are closed. Blocks along its edge are inverted only where
 * they are dark, so the band's border goes and the text beside it stays.
 */
export function invertDarkBands(image: GrayImage): GrayImage {
  const { width, height, data } = image;
  const columns = Math.ceil(width / BAND_BLOCK);
  const rows = Math.ceil(height / BAND_BLOCK);
  // A block's median is its background, text or no text.
  const medians = tilePercentiles(image, BAND_BLOCK, 0.5);
  const histogram = new Uint32Array(256);
  for (const level of medians) histogram[level]! += 1;
  const paper = percentileOf(histogram, medians.length, PAPER_PERCENTILE);
  const threshold = paper * BAND_DARK_SHARE;
  const darkAt = (bx: number, by: number) =>
    bx >= 0 && by >= 0 && bx < columns && by < rows && medians[by * columns + bx]! < threshold;
  // 1: a dark block inside a dark region.
  const band = new Uint8Array(columns * rows);
  let found = false;
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      let neighbours = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && darkAt(bx + dx, by + dy)) neighbours++;
      const closes =
        (darkAt(bx - 1, by) && darkAt(bx + 1, by)) || (darkAt(bx, by - 1) && darkAt(bx, by + 1));
      if ((darkAt(bx, by) || closes) && neighbours >= BAND_NEIGHBOURS) {
        band[by * columns + bx] = 1;
        found = true;
      }
    }
  }
  if (!found) return image;
  const bands = wideBands(band, columns, rows);
  if (bands.length === 0) return image;
  const out = new Uint8Array(data);
  for (const box of bands) {
    // Rows and columns of the band are those nearer its level than the paper's.
    let sum = 0;
    let count = 0;
    for (let by = box.y0; by <= box.y1; by++) {
      for (let bx = box.x0; bx <= box.x1; bx++) {
        if (band[by * columns + bx] !== 1) continue;
        sum += medians[by * columns + bx]!;
        count++;
      }
    }
    invertBand(image, out, box, (sum / count + paper) / 2);
  }
  return { width, height, data: out };
}

/**
 * A band is a rectangle once the page is straight, and its blocks only roughly cover it: its
 * exact rows are those darker on average than `threshold` (midway between its level and the
 * paper's) across its width, its columns likewise. Inside it every pixel is
 * inverted; in a margin of BAND_EDGE pixels around it only dark ones (its blurred border).
 */
function invertBand(image: GrayImage, out: Uint8Array, box: BlockBox, threshold: number): void {
  const { width, height, data } = image;
  const innerX0 = box.x0 * BAND_BLOCK;
  const innerX1 = Math.min(width, (box.x1 + 1) * BAND_BLOCK);
  const darkRun = (from: number, to: number, centre: number, mean: (k: number) => number) => {
    let start = centre;
    let end = centre;
    while (start - 1 >= from && mean(start - 1) < threshold) start--;
    while (end + 1 < to && mean(end + 1) < threshold) end++;
    return [start, end] as const;
  };
  const rowMean = (y: number) => {
    let sum = 0;
    for (let x = innerX0; x < innerX1; x++) sum += data[y * width + x]!;
    return sum / (innerX1 - innerX0);
  };
  const centreRow = Math.min(height - 1, Math.round(((box.y0 + box.y1 + 1) * BAND_BLOCK) / 2));
  const [top, bottom] = darkRun(
    Math.max(0, (box.y0 - 1) * BAND_BLOCK),
    Math.min(height, (box.y1 + 2) * BAND_BLOCK),
    centreRow,
    rowMean,
  );
  const columnMean = (x: number) => {
    let sum = 0;
    for (let y = top; y <= bottom; y++) sum += data[y * width + x]!;
    return sum / (bottom - top + 1);
  };
  const [left, right] = darkRun(
    Math.max(0, (box.x0 - 1) * BAND_BLOCK),
    Math.min(width, (box.x1 + 2) * BAND_BLOCK),
    Math.min(width - 1, Math.round((innerX0 + innerX1) / 2)),
    columnMean,
  );
  for (let y = Math.max(0, top - BAND_EDGE); y <= Math.min(height - 1, bottom + BAND_EDGE); y++) {
    const inside = y >= top && y <= bottom;
    for (let x = Math.max(0, left - BAND_EDGE); x <= Math.min(width - 1, right + BAND_EDGE); x++) {
      const i = y * width + x;
      if ((inside && x >= left && x <= right) || data[i]! < threshold) out[i] = 255 - data[i]!;
    }
  }
}
