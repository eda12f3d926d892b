/**
 * SPEC §4: the convert dialog stores the visitor's results in sessionStorage as
 * `conversionResults` before leaving for the payment provider; the post-payment view reads them
 * back once and clears them. Only what the post-payment view needs is kept.
 */
import type { DueDateOrigin } from '@shared/due-date';

export const CONVERSION_RESULTS_KEY = 'conversionResults';

export interface StoredConversionResult {
  conversionId: string;
  /** The workbook's file name (the PDF's name with .xlsx). */
  filename: string;
  downloadUrl: string;
  equipment: string | null;
  serialNumber: string | null;
  calibrationDate: string | null;
  dueDate: string | null;
  /** How the due date was arrived at (printed, stated or default interval), when known. */
  dueDateOrigin?: DueDateOrigin;
  dueDateIntervalMonths?: number | null;
  status: string | null;
}

export function saveConversionResults(results: StoredConversionResult[]) {
  try {
    sessionStorage.setItem(CONVERSION_RESULTS_KEY, JSON.stringify(results));
  } catch {
    // Storage can be full or disabled (private mode); the server's session data is the fallback.
  }
}

function isStoredResult(value: unknown): value is StoredConversionResult {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.conversionId === 'string' &&
    typeof record.filename === 'string' &&
    typeof record.downloadUrl === 'string'
  );
}

/** Reads and removes the stored results; null when there are none (or they are unreadable). */
export function takeConversionResults(): StoredConversionResult[] | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(CONVERSION_RESULTS_KEY);
    sessionStorage.removeItem(CONVERSION_RESULTS_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    const results = parsed.filter(isStoredResult);
    return results.length > 0 ? results : null;
  } catch {
    return null;
  }
}
