/**
 * Cheap checks on the raw bytes before pdf.js sees them: size limit, the %PDF header and the
 * %%EOF trailer marker. They reject most wrong files (a PNG renamed .pdf, an upload cut short)
 * without paying for a parse. A file cut short is refused even when pdf.js could recover part
 * of it: a half certificate would give half the data, and the user can upload the whole file.
 */
import { MAX_FILE_SIZE_BYTES } from '../../shared/constants.js';
import type { ExtractionErrorType } from '../../shared/errors.js';

/** Acrobat accepts the header anywhere in the first 1024 bytes; so do we. */
const HEADER_WINDOW = 1024;
/** The end-of-file marker must be near the end; some mailers append a little after it. */
const TRAILER_WINDOW = 16 * 1024;

const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const TRAILER = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

function indexOf(bytes: Uint8Array, pattern: number[], from: number, to: number): number {
  const last = Math.min(to, bytes.length) - pattern.length;
  outer: for (let i = Math.max(0, from); i <= last; i++) {
    for (let j = 0; j < pattern.length; j++) {
      if (bytes[i + j] !== pattern[j]) continue outer;
    }
    return i;
  }
  return -1;
}

/** The error type these bytes earn before parsing, or null when they may be a PDF. */
export function sniffPdf(
  bytes: Uint8Array,
  maxBytes = MAX_FILE_SIZE_BYTES,
): ExtractionErrorType | null {
  if (bytes.length > maxBytes) return 'FILE_TOO_LARGE';
  if (indexOf(bytes, HEADER, 0, HEADER_WINDOW) < 0) return 'INVALID_PDF';
  if (indexOf(bytes, TRAILER, bytes.length - TRAILER_WINDOW, bytes.length) < 0)
    return 'INVALID_PDF';
  return null;
}
