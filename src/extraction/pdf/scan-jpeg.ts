/**
 * Whether a plain scan's JPEG can be decoded by the native image decoder (@napi-rs/canvas,
 * libjpeg-turbo inside Skia) and drawn as pdf.js would draw it. pdf.js decodes JPEGs in
 * JavaScript: ~0.25 s of the main thread for a 240–300 dpi A4 page, against ~0.04 s natively
 * (measured on the scanned fixtures). The two agree only for the plain cases, so the header is
 * checked against the image dictionary and anything unusual is left to pdf.js:
 * - 8-bit baseline, extended or progressive JPEG, greyscale or three-component colour, its
 *   size equal to the dictionary's;
 * - no EXIF orientation other than "upright": PDF viewers ignore it, an image decoder may not;
 * - (checked by the caller) no Decode array, colour transform override, mask or soft mask.
 * Hostile bytes only ever make this answer "no".
 */

export interface JpegHeader {
  width: number;
  height: number;
  components: number;
}

/** Start-of-frame markers read here: baseline, extended sequential and progressive Huffman. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2]);
const EXIF_ORIENTATION_TAG = 0x0112;

function u16(bytes: Uint8Array, at: number, littleEndian = false): number {
  return littleEndian ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
}

function u32(bytes: Uint8Array, at: number, littleEndian: boolean): number {
  return littleEndian
    ? (u16(bytes, at + 2, true) * 0x10000 + u16(bytes, at, true)) >>> 0
    : (u16(bytes, at) * 0x10000 + u16(bytes, at + 2)) >>> 0;
}

/** The EXIF orientation in an APP1 segment's body (1 = upright), or 1 when it names none. */
function exifOrientation(segment: Uint8Array): number {
  // "Exif\0\0", then a TIFF header: byte order, 42, offset of the first directory.
  const tiff = segment.subarray(6);
  if (tiff.length < 8) return 1;
  const order = u16(tiff, 0);
  if (order !== 0x4949 && order !== 0x4d4d) return 0;
  const little = order === 0x4949;
  const directory = u32(tiff, 4, little);
  if (directory + 2 > tiff.length) return 0;
  const entries = u16(tiff, directory, little);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) return 0;
    if (u16(tiff, entry, little) === EXIF_ORIENTATION_TAG) return u16(tiff, entry + 8, little);
  }
  return 1;
}

function isExif(segment: Uint8Array): boolean {
  return (
    segment.length >= 6 &&
    segment[0] === 0x45 && // E
    segment[1] === 0x78 && // x
    segment[2] === 0x69 && // i
    segment[3] === 0x66 && // f
    segment[4] === 0 &&
    segment[5] === 0
  );
}

/**
 * The frame header of a JPEG the native decoder draws as pdf.js would, or null (not a JPEG, an
 * unusual one, truncated, or turned by its EXIF orientation).
 */
export function plainJpegHeader(bytes: Uint8Array): JpegHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = u16(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const body = bytes.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && isExif(body) && exifOrientation(body) !== 1) return null;
    if (SOF_MARKERS.has(marker)) {
      if (body.length < 6 || body[0] !== 8) return null;
      const header = { height: u16(body, 1), width: u16(body, 3), components: body[5]! };
      return header.width > 0 && header.height > 0 ? header : null;
    }
    // Any other frame type (lossless, arithmetic, hierarchical) or the scan itself before a
    // frame: not a plain JPEG.
    if (
      (marker >= 0xc3 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xcc) ||
      marker === 0xda
    ) {
      return null;
    }
    at += 2 + length;
  }
  return null;
}
