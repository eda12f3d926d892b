/** The greyscale raster OCR reads, taken from a canvas drawn in colour. */
import type { Canvas } from '@napi-rs/canvas';
import type { GrayImage } from '../ocr/gray-image.js';

export function canvasGray(canvas: Canvas): GrayImage {
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    // ITU-R BT.601 luma in integer arithmetic.
    data[i] = (rgba[j]! * 299 + rgba[j + 1]! * 587 + rgba[j + 2]! * 114 + 500) / 1000;
  }
  return { width, height, data };
}
