/**
 * The extraction engine's public entry points. Bytes in, a typed outcome out: an extraction or
 * a failure with its error type and a human message. No files, network, environment or clock of
 * its own — "today" and the limits come in through ExtractOptions.
 */
import { MAX_PDF_PAGES } from '../shared/constants.js';
import { EXTRACTION_ERROR_MESSAGES, type ExtractionErrorType } from '../shared/errors.js';
import type { ExtractOptions, ExtractionOutcome } from '../shared/extraction.js';
import { analysePages } from './analyse.js';
import { buildLayout, layoutText } from './layout/document.js';
import { readPdf, type PdfReadResult } from './pdf/read-pdf.js';
import { sniffPdf } from './pdf/sniff.js';

/** Without a caller's budget, stop reading further pages after 20 s. */
const DEFAULT_TIME_BUDGET_MS = 20_000;

export type TextOutcome =
  | { ok: true; text: string; pageCount: number }
  | { ok: false; errorType: ExtractionErrorType; message: string };

// A monotonic stopwatch for the time budget: elapsed time, not the date.
const now = (): number => performance.now();

async function read(bytes: Uint8Array, options: ExtractOptions): Promise<PdfReadResult> {
  const refused = sniffPdf(bytes);
  if (refused) return { ok: false, errorType: refused, pageCount: 0 };
  return readPdf(bytes, {
    maxPages: Math.min(options.maxPages ?? MAX_PDF_PAGES, MAX_PDF_PAGES),
    timeBudgetMs: options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS,
    startedAt: now(),
    now,
  });
}

/** Extracts the instrument's calibration data from a certificate PDF. */
export async function extractCertificate(
  bytes: Uint8Array,
  options: ExtractOptions,
): Promise<ExtractionOutcome> {
  const result = await read(bytes, options);
  if (!result.ok) {
    return {
      ok: false,
      errorType: result.errorType,
      message: EXTRACTION_ERROR_MESSAGES[result.errorType],
      text: '',
      pageCount: result.pageCount,
    };
  }
  return analysePages(result.pages, {
    today: options.today,
    pageCount: result.pageCount,
    pagesNeedingOcr: result.pagesNeedingOcr,
    warnings: result.warnings,
    method: 'pattern',
  });
}

/** The reading-order text of a PDF, as the engine sees it. */
export async function extractText(
  bytes: Uint8Array,
  options: ExtractOptions,
): Promise<TextOutcome> {
  const result = await read(bytes, options);
  if (!result.ok) {
    return {
      ok: false,
      errorType: result.errorType,
      message: EXTRACTION_ERROR_MESSAGES[result.errorType],
    };
  }
  return { ok: true, text: layoutText(buildLayout(result.pages)), pageCount: result.pageCount };
}

export { analysePages, type AnalysisContext } from './analyse.js';
export type { PageText, TextRun } from './layout/types.js';
