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

export const ONE_FILE_MESSAGE =
  'Send one PDF per request: this request carried more than one file.';

/** Multipart body overhead allowed on top of the file before refusing by Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function rejectOversizedBody(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_FILE_SIZE_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw AppError.extraction('FILE_TOO_LARGE');
  }
}

/**
 * C0/C1 controls, and the invisible bidi and zero-width marks that make 'evil\u202Efdp.exe'
 * display as 'evilexe.pdf' in the dashboard and in the workbook's source column.
 */
const UNSAFE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(UNSAFE_NAME_CHARACTERS, '')
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
  let file: { buffer: Buffer; filename: string } | null = null;
  try {
    // Read to the end of the body: a second file must be refused, not silently dropped.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'pdf') {
        part.file.resume();
        throw new AppError(
          'BAD_REQUEST',
          `Unexpected form field '${part.fieldname.slice(0, 40)}': send the PDF in the field 'pdf'.`,
          400,
        );
      }
      file = { buffer: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('BAD_REQUEST', ONE_FILE_MESSAGE, 400);
    }
    throw error;
  }
  if (!file) {
    throw new AppError(
      'BAD_REQUEST',
      "No file received: send the PDF in the form field 'pdf'.",
      400,
    );
  }
  const { buffer } = file;
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
