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

const HEADER = '%PDF-';
const TRAILER = '%%EOF';

/** Whether `pattern` occurs within bytes[from, to): a native search (this runs on every upload). */
function occursIn(bytes: Uint8Array, pattern: string, from: number, to: number): boolean {
  const start = Math.max(0, from);
  const end = Math.min(to, bytes.length);
  if (end - start < pattern.length) return false;
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).includes(
    pattern,
    0,
    'latin1',
  );
}

/** The error type these bytes earn before parsing, or null when they may be a PDF. */
export function sniffPdf(
  bytes: Uint8Array,
  maxBytes = MAX_FILE_SIZE_BYTES,
): ExtractionErrorType | null {
  if (bytes.length > maxBytes) return 'FILE_TOO_LARGE';
  if (!occursIn(bytes, HEADER, 0, HEADER_WINDOW)) return 'INVALID_PDF';
  if (!occursIn(bytes, TRAILER, bytes.length - TRAILER_WINDOW, bytes.length)) return 'INVALID_PDF';
  return null;
}
