import type { PixelBox } from './ocr-engine.js';

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
