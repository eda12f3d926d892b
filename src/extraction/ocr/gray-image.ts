import type { PixelBox } from './ocr-engine.js';

/** Darker than this is ink on the cleaned raster (white paper, black text). */
export const INK_LEVEL = 128;

/** An 8-bit greyscale raster, row-major, one byte per pixel (0 black … 255 white). */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Binary PGM (P5): the smallest image file Leptonica (inside tesseract) reads, and the
 * cheapest to write — a short header in front of the raw bytes, no compression pass.
 */
export function encodePgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header, 0);
  out.set(image.data, header.length);
  return out;
}

/** The image inside `box`, set on white with `margin` pixels all round: a part read on its own. */
export function crop(image: GrayImage, box: PixelBox, margin: number): GrayImage {
  const width = box.x1 - box.x0 + 2 * margin;
  const height = box.y1 - box.y0 + 2 * margin;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = box.y0; y < box.y1; y++) {
    const from = y * image.width;
    data.set(
      image.data.subarray(from + box.x0, from + box.x1),
      (y - box.y0 + margin) * width + margin,
    );
  }
  return { width, height, data };
}

/** How many pixels of column `x` of the image are ink between rows `y0` and `y1`. */
export function columnInk(image: GrayImage, x: number, y0: number, y1: number): number {
  let ink = 0;
  for (let y = y0; y < y1; y++) if (image.data[y * image.width + x]! < INK_LEVEL) ink++;
  return ink;
}

/**
 * The box widened on each side over ink up to the first run of `gap` blank columns, by at most
 * `most` columns each way; ink is looked for between rows `y0` and `y1` only (a caller keeps
 * clear of the lines above and below). The words a crop must not cut end at such a gap.
 */
export function widenedToGap(
  image: GrayImage,
  box: PixelBox,
  rows: { y0: number; y1: number },
  gap: number,
  most: number,
): PixelBox {
  const widen = (from: number, step: 1 | -1) => {
    let x = from;
    let blank = 0;
    for (let moved = 0; moved < most && blank < gap; moved++) {
      const next = x + step;
      if (next < 0 || next >= image.width) break;
      x = next;
      blank = columnInk(image, x, rows.y0, rows.y1) > 0 ? 0 : blank + 1;
    }
    return x - step * blank;
  };
  return { ...box, x0: widen(box.x0, -1), x1: widen(box.x1 - 1, 1) + 1 };
}

/** How many pixels of row `y` of the image are ink between columns `x0` and `x1`. */
function rowInk(image: GrayImage, y: number, x0: number, x1: number): number {
  let ink = 0;
  const from = y * image.width;
  for (let x = x0; x < x1; x++) if (image.data[from + x]! < INK_LEVEL) ink++;
  return ink;
}

/**
 * How many pixels of the image are ink inside the box; its edges are rounded outward and
 * clipped to the image (a box reaching past the page counts the page's part).
 */
export function boxInk(image: GrayImage, box: PixelBox): number {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  let ink = 0;
  for (let y = y0; y < y1; y++) ink += rowInk(image, y, x0, x1);
  return ink;
}

/** A row with fewer ink pixels than this is blank: a speck or two of the scan's noise. */
const SPECKS_IN_ROW = 2;

/**
 * The box grown up and down over ink to the first blank row, by at most `most` rows each way:
 * a box from a coarse grid, or one that stops where the words of the lines above and below
 * begin, cuts a line's ascenders and descenders ("prochain" cut at its x-height read
 * "nracrhain"), and a crop must not.
 */
export function heightenedToGap(image: GrayImage, box: PixelBox, most: number): PixelBox {
  const grow = (from: number, step: 1 | -1) => {
    let y = from;
    for (let moved = 0; moved < most; moved++) {
      const next = y + step;
      if (next < 0 || next >= image.height) break;
      if (rowInk(image, next, box.x0, box.x1) < SPECKS_IN_ROW) break;
      y = next;
    }
    return y;
  };
  return { ...box, y0: grow(box.y0, -1), y1: grow(box.y1 - 1, 1) + 1 };
}
