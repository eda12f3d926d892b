/**
 * Grey levels of a page measured square by square: shared by the dark-band finder and the
 * background flattener.
 */
import type { GrayImage } from '../gray-image.js';

/** Paper level per tile: the 90th percentile (most of a tile is paper, even inside text). */
export const PAPER_PERCENTILE = 0.9;

export function percentileOf(histogram: Uint32Array, count: number, fraction: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= count * fraction) return level;
  }
  return 255;
}

/**
 * The level at `fraction` of each `tile`-pixel square (row-major, ceil(width/tile) per row).
 * One row of tiles at a time: their histograms side by side, filled in one pass over the pixel
 * rows (reading the image in order, not tile by tile).
 */
export function tilePercentiles(image: GrayImage, tile: number, fraction: number): Uint8Array {
  const { width, height, data } = image;
  const columns = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const levels = new Uint8Array(columns * rows);
  const tileOf = new Int32Array(width);
  for (let x = 0; x < width; x++) tileOf[x] = Math.floor(x / tile) * 256;
  const rowHistograms = new Uint32Array(columns * 256);
  for (let ty = 0; ty < rows; ty++) {
    rowHistograms.fill(0);
    const y1 = Math.min(height, (ty + 1) * tile);
    for (let y = ty * tile; y < y1; y++) {
      const line = y * width;
      for (let x = 0; x < width; x++) rowHistograms[tileOf[x]! + data[line + x]!]! += 1;
    }
    for (let tx = 0; tx < columns; tx++) {
      const x1 = Math.min(width, (tx + 1) * tile);
      const count = (y1 - ty * tile) * (x1 - tx * tile);
      const histogram = rowHistograms.subarray(tx * 256, tx * 256 + 256);
      levels[ty * columns + tx] = percentileOf(histogram, count, fraction);
    }
  }
  return levels;
}
