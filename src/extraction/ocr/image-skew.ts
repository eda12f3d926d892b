/**
 * The skew of a scanned page, measured on a small rendering before OCR: the angle at which the
 * dark pixels' projection onto the vertical axis is sharpest (text lines line up with rows).
 * A page laid 1° crooked on the glass drifts ~9 pt across A4 — enough to run table rows into
 * each other — so the page is rendered again, turned back, before it is recognised.
 */
import type { GrayImage } from './gray-image.js';

/** Angles searched, in degrees either way: office scans are rarely off by more. */
const MAX_SKEW_DEGREES = 5;
const COARSE_STEP = 0.25;
const FINE_STEP = 0.05;
/** Fewer dark pixels than this: a blank or nearly blank page has no measurable skew. */
const MIN_DARK_PIXELS = 500;

function darkPixels(image: GrayImage): { xs: Int32Array; ys: Int32Array } {
  let min = 255;
  let max = 0;
  for (const level of image.data) {
    if (level < min) min = level;
    if (level > max) max = level;
  }
  const threshold = (min + max) / 2;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[y * image.width + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

function sharpness(
  xs: Int32Array,
  ys: Int32Array,
  degrees: number,
  image: GrayImage,
  rows: Float64Array,
): number {
  const tan = Math.tan((degrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(tan) * image.width);
  rows.fill(0);
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round(ys[i]! - xs[i]! * tan) + offset;
    if (row >= 0 && row < rows.length) rows[row]! += 1;
  }
  let sum = 0;
  for (const count of rows) sum += count * count;
  return sum;
}

/**
 * Clockwise skew in degrees (the direction a baseline falls to the right, y growing
 * downwards); 0 when the page has too little ink to tell.
 */
export function estimateSkewDegrees(image: GrayImage): number {
  const { xs, ys } = darkPixels(image);
  if (xs.length < MIN_DARK_PIXELS) return 0;
  const rows = new Float64Array(
    image.height + 2 * Math.ceil(Math.tan((MAX_SKEW_DEGREES * Math.PI) / 180) * image.width) + 2,
  );
  const best = (from: number, to: number, step: number) => {
    let bestAngle = 0;
    let bestScore = -1;
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = sharpness(xs, ys, angle, image, rows);
      if (score > bestScore) {
        bestScore = score;
        bestAngle = angle;
      }
    }
    return bestAngle;
  };
  const coarse = best(-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, COARSE_STEP);
  const fine = best(coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP);
  return Math.round(fine * 100) / 100;
}
