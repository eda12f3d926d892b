/**
 * Error types the user can meet, with their HTTP status and a human message. The server maps a
 * thrown AppError to `{ message, errorType }`; the client switches on errorType (SPEC §8).
 */
export const EXTRACTION_ERROR_TYPES = [
  'PDF_ENCRYPTED',
  'INVALID_PDF',
  'FILE_TOO_LARGE',
  'NOT_CALIBRATION_CERT',
  'EXTRACTION_FAILED',
  /** An XML upload refused unread: hostile (entities, deep nesting) or not a DCC. */
  'INVALID_FILE',
] as const;
export type ExtractionErrorType = (typeof EXTRACTION_ERROR_TYPES)[number];

export const EXTRACTION_ERROR_MESSAGES: Record<ExtractionErrorType, string> = {
  PDF_ENCRYPTED:
    'This PDF is password protected. Remove the password (print it to a new PDF) and upload it again, or fill in the manual template.',
  INVALID_PDF:
    'This file is not a readable PDF. It may be damaged, truncated or another file type renamed to .pdf.',
  FILE_TOO_LARGE: 'This file is larger than the 10MB limit. Upload a smaller PDF.',
  NOT_CALIBRATION_CERT:
    'This PDF does not look like a calibration certificate (no calibration details were found). Check the file, or fill in the manual template.',
  EXTRACTION_FAILED:
    'We could not read the equipment details from this certificate. Fill in the manual template, or correct the values by hand.',
  INVALID_FILE:
    'This file could not be read: upload a calibration certificate as a PDF or as a Digital Calibration Certificate (DCC) XML file.',
};

export const EXTRACTION_ERROR_STATUS: Record<ExtractionErrorType, number> = {
  PDF_ENCRYPTED: 422,
  INVALID_PDF: 415,
  FILE_TOO_LARGE: 413,
  NOT_CALIBRATION_CERT: 422,
  EXTRACTION_FAILED: 422,
  INVALID_FILE: 422,
};

export const APP_ERROR_TYPES = [
  ...EXTRACTION_ERROR_TYPES,
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  /** The request clashes with the current state (e.g. a second plan on a paid account). */
  'CONFLICT',
  'PAYMENT_REQUIRED',
  'QUOTA_EXCEEDED',
  'RATE_LIMITED',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  /** A register workbook the merge cannot use (not xlsx, encrypted, no header row…). */
  'REGISTER_UNUSABLE',
  /** A merge with no converted certificates to bring in. */
  'NOTHING_TO_MERGE',
  'INTERNAL',
] as const;
export type AppErrorType = (typeof APP_ERROR_TYPES)[number];

/** SPEC §8: the dashboard looks for this exact text. */
export const MONTHLY_LIMIT_MESSAGE =
  'Monthly conversion limit reached. Upgrade to Pro for unlimited conversions.';

export interface ErrorResponse {
  message: string;
  errorType?: AppErrorType;
}
