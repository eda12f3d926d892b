/** Synthetic grey pages for the image-cleaning tests. */
import type { GrayImage } from '../../../../../src/extraction/ocr/gray-image.js';

export function blank(width: number, height: number, level = 255): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(level) };
}

export function fill(image: GrayImage, x0: number, y0: number, x1: number, y1: number, level = 0) {
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) image.data[y * image.width + x] = level;
}

export const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x]!;
