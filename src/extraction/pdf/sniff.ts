/**
 * Cheap checks on the raw bytes before pdf.js sees them: size limit, the %PDF header and the
 * %%EOF trailer marker. They reject most wrong files (a PNG renamed .pdf, an upload cut short)
 * without paying for a parse.
 */
import { MAX_FILE_SIZE_BYTES } from '../../shared/constants.js';
import type { ExtractionErrorType } from '../../shared/errors.js';

/** Acrobat accepts the header anywhere in the first 1024 bytes; so do we. */
const HEADER_WINDOW = 1024;
/** …and the end-of-file marker anywhere in the last 1024 bytes. */
const TRAILER_WINDOW = 1024;

const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const TRAILER = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

export interface SniffResult {
  errorType: ExtractionErrorType | null;
  /** No %%EOF near the end: the file was probably cut short. */
  missingTrailer: boolean;
}

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

export function sniffPdf(bytes: Uint8Array, maxBytes = MAX_FILE_SIZE_BYTES): SniffResult {
  if (bytes.length > maxBytes) return { errorType: 'FILE_TOO_LARGE', missingTrailer: false };
  if (indexOf(bytes, HEADER, 0, HEADER_WINDOW) < 0) {
    return { errorType: 'INVALID_PDF', missingTrailer: false };
  }
  const missingTrailer = indexOf(bytes, TRAILER, bytes.length - TRAILER_WINDOW, bytes.length) < 0;
  return { errorType: null, missingTrailer };
}
