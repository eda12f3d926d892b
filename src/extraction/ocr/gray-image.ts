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
