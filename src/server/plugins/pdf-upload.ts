/**
 * Reading one uploaded PDF from a multipart request, treating it as hostile: one file, in field
 * 'pdf', at most MAX_FILE_SIZE_BYTES, and recognised by its bytes, not by the declared content
 * type or extension. The bytes stay in memory only.
 *
 * The size is enforced while the body streams in, whether or not it declares a Content-Length: the
 * upload is refused (413) the moment the file passes the limit, or the body passes the limit plus
 * the multipart envelope (a body that never reaches a boundary), and the connection is then closed
 * (plugins/unread-body.ts) rather than read to its end.
 */
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_FILE_SIZE_BYTES } from '../../shared/constants.js';
import { EXTRACTION_ERROR_MESSAGES } from '../../shared/errors.js';
import { looksLikeDcc } from '../../extraction/dcc/dcc-xml.js';
import { AppError } from '../app-error.js';
import type { PdfUpload } from '../services/conversions.js';

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

export const NO_BOUNDARY_MESSAGE =
  "The upload is not valid multipart/form-data: its Content-Type has no boundary. Send the PDF with a browser form or FormData (curl -F 'pdf=@file.pdf'), which sets one.";
export const MALFORMED_MULTIPART_MESSAGE =
  'The upload could not be read: the multipart/form-data body is malformed or ends before the file does.';
export const INTERRUPTED_MESSAGE = 'The upload was interrupted before the whole file arrived.';

const MAX_BODY_BYTES = MAX_FILE_SIZE_BYTES + MULTIPART_OVERHEAD_BYTES;

/** What busboy needs to split the body: RFC 2046 allows 1–70 characters. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length >= 1 && boundary.length <= 70 ? boundary : null;
}

export interface ReceivedFile {
  buffer: Buffer;
  filename: string;
  /** The form's text fields (the first value of each), e.g. a register merge's 'ids'. */
  fields: Record<string, string>;
}

/** The one file field a route accepts, and how its messages name what goes in it. */
export interface UploadField {
  name: string;
  /** 'the PDF', 'the register workbook'. */
  what: string;
}

const PDF_FIELD: UploadField = { name: 'pdf', what: 'the PDF' };

export async function readPdfUpload(request: FastifyRequest): Promise<PdfUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'BAD_REQUEST',
      "Send the PDF as multipart/form-data in the form field 'pdf'.",
      400,
    );
  }
  if (!multipartBoundary(request.headers['content-type'])) {
    throw new AppError('BAD_REQUEST', NO_BOUNDARY_MESSAGE, 400);
  }
  rejectOversizedBody(request);
  const file = await receiveFile(request, PDF_FIELD);
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
  // A PDF, or a Digital Calibration Certificate (DCC) XML file: both are certificates.
  if (!looksLikePdf(buffer) && !looksLikeDcc(buffer)) {
    throw new AppError('INVALID_PDF', EXTRACTION_ERROR_MESSAGES.INVALID_PDF, 415);
  }
  return {
    bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    filename: cleanFilename(file.filename),
    sizeBytes: buffer.length,
  };
}

/**
 * Reads the multipart body to its end (a second file must be refused, not silently dropped),
 * racing the read against the size guards: the read itself only ends at the part's boundary, which
 * an oversized or endless upload may never send.
 */
export async function receiveFile(
  request: FastifyRequest,
  field: UploadField,
): Promise<ReceivedFile | null> {
  const tooLarge = () => AppError.extraction('FILE_TOO_LARGE');
  let refuse: (error: AppError) => void = () => {};
  const refused = new Promise<never>((_resolve, reject) => {
    refuse = reject;
  });

  const read = async () => {
    let file: ReceivedFile | null = null;
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== field.name) {
        part.file.resume();
        throw new AppError(
          'BAD_REQUEST',
          `Unexpected form field '${part.fieldname.slice(0, 40)}': send ${field.what} in the field '${field.name}'.`,
          400,
        );
      }
      // busboy flags the limit but keeps swallowing the rest of the part: refuse now.
      part.file.once('limit', () => refuse(tooLarge()));
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      file = { buffer: Buffer.concat(chunks), filename: part.filename, fields };
    }
    return file;
  };

  // request.parts() pipes the body into the parser synchronously on the first step of `read`,
  // so this listener, added in the same tick, sees every byte without taking any away.
  let received = 0;
  const countBytes = (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_BODY_BYTES) refuse(tooLarge());
  };
  const reading = read();
  request.raw.on('data', countBytes);
  try {
    return await Promise.race([reading, refused]);
  } catch (error) {
    // The answer goes out now; the parser must not go on chewing the rest of the body meanwhile.
    if (!request.raw.complete) request.raw.unpipe();
    throw uploadError(request, error);
  } finally {
    request.raw.off('data', countBytes);
  }
}

function uploadError(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const raw = request.raw;
  if (!raw.complete && (raw.destroyed || raw.socket?.destroyed)) {
    // Nobody is left to answer: not a server fault, so not an error in the log.
    request.log.info({ receivedBytes: raw.socket?.bytesRead }, 'client disconnected during upload');
    return new AppError('BAD_REQUEST', INTERRUPTED_MESSAGE, 400);
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('BAD_REQUEST', ONE_FILE_MESSAGE, 400);
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return AppError.extraction('FILE_TOO_LARGE');
  if (code === 'FST_MP_PREMATURE_CLOSE') {
    return new AppError('BAD_REQUEST', INTERRUPTED_MESSAGE, 400);
  }
  // busboy's own complaints about the body (truncated, malformed, unsupported).
  if (typeof message === 'string' && /multipart|terminated early|content-type/i.test(message)) {
    return new AppError('BAD_REQUEST', MALFORMED_MULTIPART_MESSAGE, 400);
  }
  return error;
}
