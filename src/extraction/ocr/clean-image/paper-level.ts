/**
 * Steps 2 and 3 of cleaning a scan (see read-scanned-page.ts): the paper made white. Its level
 * is flattened (grey bands, shadows and uneven light become white), then a contrast stretch
 * from the ink level to the paper level makes the background white (and sensor noise on it
 * falls under the recogniser's threshold).
 */
import type { GrayImage } from '../gray-image.js';
import { PAPER_PERCENTILE, percentileOf, tilePercentiles } from './tile-levels.js';

/**
 * A tile darker than this share of the page's paper is not paper but a dark band, a logo or a
 * photo: it keeps the page's paper level, so its white text stays readable.
 */
const MIN_PAPER_SHARE = 0.55;

/**
 * Divides each pixel by the paper level around it, measured in `tile`-pixel squares and
 * interpolated between their centres. Grey table headers and section bands, shadows at a
 * page's edge and uneven lighting all become white paper, and the text on them stays dark —
 * a global threshold would turn a grey band into a black bar or wash out its text.
 */
export function flattenBackground(image: GrayImage, tile: number): GrayImage {
  const { width, height, data } = image;
  const columns = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const levels = new Float32Array(columns * rows);
  const page = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) page[data[i]!]! += 1;
  const pagePaper = percentileOf(page, data.length, PAPER_PERCENTILE);
  const tileLevels = tilePercentiles(image, tile, PAPER_PERCENTILE);
  for (let i = 0; i < levels.length; i++) {
    const level = tileLevels[i]!;
    levels[i] = level < pagePaper * MIN_PAPER_SHARE ? pagePaper : Math.max(1, level);
  }
  const out = new Uint8Array(data.length);
  const row = new Float32Array(columns);
  // Where each column falls between tile centres: the same for every row, so worked out once.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const weight = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(columns - 1, Math.max(0, (x + 0.5) / tile - 0.5));
    left[x] = Math.floor(fx);
    right[x] = Math.min(columns - 1, left[x]! + 1);
    weight[x] = fx - left[x]!;
  }
  for (let y = 0; y < height; y++) {
    // Interpolate the tile levels to this row, then along it (tile centres are the anchors).
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / tile - 0.5));
    const r0 = Math.floor(fy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const wy = fy - r0;
    for (let tx = 0; tx < columns; tx++) {
      row[tx] = levels[r0 * columns + tx]! * (1 - wy) + levels[r1 * columns + tx]! * wy;
    }
    const line = y * width;
    for (let x = 0; x < width; x++) {
      const wx = weight[x]!;
      const paper = row[left[x]!]! * (1 - wx) + row[right[x]!]! * wx;
      const value = Math.round((data[line + x]! * 255) / paper);
      out[line + x] = value > 255 ? 255 : value;
    }
  }
  return { width, height, data: out };
}

/**
 * Maps the ink level to black and the paper level to white. Levels come from the histogram:
 * the paper is the level most of the page is at or below (most of a page is paper), the ink a
 * low percentile, so a few dark specks or a black border do not set it.
 */
/** How many standard deviations of paper noise below the paper level still count as paper. */
const PAPER_NOISE_SPREADS = 2.5;

export function stretchContrast(image: GrayImage): GrayImage {
  const { data } = image;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) histogram[data[i]!]! += 1;
  const levelAt = (fraction: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level]!;
      if (seen >= data.length * fraction) return level;
    }
    return 255;
  };
  const paper = levelAt(0.6);
  // The darkest half percent is ink on a page of text. On a nearly empty page (a signature page,
  // a back side) less than that is ink, and the half-percent level lands in the paper's noise:
  // stretching to it turned the noise into a grey texture that the recogniser spent 40 s trying
  // to read. The darkest tenth of a percent tells: when it is much darker than the half-percent
  // level (the latter nearer the paper than the ink), that is where the ink is.
  const darkest = levelAt(0.001);
  const halfPercent = levelAt(0.005);
  const ink = halfPercent - darkest > (paper - darkest) / 2 ? darkest : halfPercent;
  if (paper - ink < 32) return image;
  // The paper's own noise goes to white: the recogniser binarises the page with one Otsu
  // threshold, and where ink is a small share of the page that threshold splits the noise
  // instead of separating ink from paper. The noise spread is read from the paper's lower half
  // (30th to 60th percentile: 0.78 standard deviations of a normal spread).
  const noise = (paper - levelAt(0.3)) / 0.78;
  const white = paper - PAPER_NOISE_SPREADS * noise;
  const lookup = new Uint8Array(256);
  for (let level = 0; level < 256; level++) {
    lookup[level] =
      level >= white
        ? 255
        : Math.max(0, Math.min(255, Math.round(((level - ink) * 255) / (paper - ink))));
  }
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = lookup[data[i]!]!;
  return { width: image.width, height: image.height, data: out };
}
