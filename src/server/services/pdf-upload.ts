/**
 * Reading one uploaded PDF from a multipart request, treating it as hostile: one file, in field
 * 'pdf', at most MAX_FILE_SIZE_BYTES (the multipart parser stops reading past the limit, so a
 * 12 MB upload is cut off rather than buffered whole), and recognised by its bytes, not by the
 * declared content type or extension. The bytes stay in memory only.
 */
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_FILE_SIZE_BYTES } from '../../shared/constants.js';
import { EXTRACTION_ERROR_MESSAGES } from '../../shared/errors.js';
import { AppError } from '../app-error.js';

export interface PdfUpload {
  bytes: Uint8Array;
  /** Display name: a base name without path parts or control characters. */
  filename: string;
  sizeBytes: number;
}

/** Multipart body overhead allowed on top of the file before refusing by Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function rejectOversizedBody(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_FILE_SIZE_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw AppError.extraction('FILE_TOO_LARGE');
  }
}

export function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/^\.+/, '')
    .trim();
  const limited = cleaned.length > 200 ? cleaned.slice(cleaned.length - 200) : cleaned;
  return limited || 'certificate.pdf';
}

/** True when the bytes start like a PDF (%PDF- within the first 1024 bytes, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

export async function readPdfUpload(request: FastifyRequest): Promise<PdfUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'BAD_REQUEST',
      "Send the PDF as multipart/form-data in the form field 'pdf'.",
      400,
    );
  }
  rejectOversizedBody(request);
  const file = await request.file();
  if (!file) {
    throw new AppError(
      'BAD_REQUEST',
      "No file received: send the PDF in the form field 'pdf'.",
      400,
    );
  }
  if (file.fieldname !== 'pdf') {
    file.file.resume();
    throw new AppError(
      'BAD_REQUEST',
      `Unexpected form field '${file.fieldname.slice(0, 40)}': send the PDF in the field 'pdf'.`,
      400,
    );
  }
  const buffer = await file.toBuffer();
  if (buffer.length === 0) {
    throw new AppError('INVALID_PDF', 'The uploaded file is empty.', 415);
  }
  if (!looksLikePdf(buffer)) {
    throw new AppError('INVALID_PDF', EXTRACTION_ERROR_MESSAGES.INVALID_PDF, 415);
  }
  return {
    bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    filename: cleanFilename(file.filename),
    sizeBytes: buffer.length,
  };
}
