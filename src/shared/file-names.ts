/**
 * Names of the workbooks users download (SPEC §7), made safe to carry in a Content-Disposition
 * header (server/plugins/download-headers.ts). The PDF's name comes from the uploader, so it is
 * treated as hostile: no path parts, no control or reserved characters, bounded length, and an
 * ASCII fallback for old clients.
 */

export const FALLBACK_REPORT_BASE_NAME = 'calibration_report';
const MAX_BASE_NAME_LENGTH = 150;

// Control characters (C0, DEL, C1), bidi overrides that disguise an extension, and the characters
// Windows forbids in file names.
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** A file-system-safe base name (no extension) from any user-supplied file name. */
export function safeBaseName(fileName: string, fallback = FALLBACK_REPORT_BASE_NAME): string {
  const lastPart = fileName.split(/[/\\]/).pop() ?? '';
  const withoutExtension = lastPart.replace(/\.(pdf|xml)$/i, '');
  const cleaned = withoutExtension
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    // Leading dots hide files on Unix; trailing dots and spaces are dropped by Windows.
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const bounded = Array.from(cleaned).slice(0, MAX_BASE_NAME_LENGTH).join('').trim();
  if (bounded === '' || WINDOWS_RESERVED.test(bounded)) return fallback;
  return bounded;
}

/** Single-certificate report: the PDF's name with .xlsx (SPEC §7 convert-simple). */
export function reportFileNameForPdf(pdfFileName: string): string {
  return `${safeBaseName(pdfFileName)}.xlsx`;
}

/** Dashboard download (SPEC §7 download-excel). */
export function dashboardReportFileName(conversionId: string): string {
  const id = conversionId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'report';
  return `calibration_report_${id}.xlsx`;
}

/** A batch of certificates in one workbook; `today` is an ISO date (YYYY-MM-DD). */
export function batchReportFileName(today: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : 'undated';
  return `CertSheet_Report_${date}.xlsx`;
}

/** ASCII-only stand-in for clients that ignore filename* (accents dropped, the rest '_'). */
export function asciiFileName(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    // Some clients percent-decode the plain filename, so '%' goes too.
    .replace(/["\\%]/g, '_');
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(ascii)?.[0] ?? '';
  const base = ascii.slice(0, ascii.length - extension.length);
  return /[A-Za-z0-9]/.test(base) ? ascii : `download${extension}`;
}

/**
 * A download name safe for any header and file system: the base name sanitised (safeBaseName,
 * 'download' when nothing is left), its short alphanumeric extension kept.
 */
export function safeDownloadName(fileName: string): string {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? '';
  return `${safeBaseName(fileName.slice(0, fileName.length - extension.length), 'download')}${extension}`;
}

/** The register of several conversions or of the whole account (SPEC: GET /api/register.xlsx). */
export function registerFileName(today: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : 'undated';
  return `CertSheet_Register_${date}.xlsx`;
}

/** A user's own register after a merge: their file name, marked as merged. */
export function mergedRegisterFileName(uploadedName: string, today: string): string {
  const base = safeBaseName(uploadedName.replace(/\.xls[xm]?$/i, ''), 'register');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : 'undated';
  return `${base} (merged ${date}).xlsx`;
}
