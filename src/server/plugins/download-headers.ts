/**
 * Content-Disposition for every download, built by the `content-disposition` package (RFC 6266):
 * the sanitised name (shared/file-names.ts), with an ASCII `filename` for old clients and the
 * exact name in `filename*` whenever the two differ. The name is sanitised first, so a header
 * can never be split or spoofed by what an uploader called their file.
 */
import { create } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { asciiFileName, safeDownloadName } from '../../shared/file-names.js';

export function downloadDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const name = safeDownloadName(fileName);
  return create(name, { type: disposition, fallback: asciiFileName(name) });
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook download: its type, its name, and never kept by a shared cache. */
export function sendWorkbook(reply: FastifyReply, workbook: Buffer, fileName: string) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', downloadDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(workbook);
}
