/**
 * The extraction engine's public entry points. Bytes in, a typed outcome out: an extraction or
 * a failure with its error type and a human message. No network, environment or clock of its
 * own — "today" and the limits come in through ExtractOptions, and the services that reach
 * outside (an OCR recogniser, an AI model) come in through EngineServices.
 */
import { MAX_PDF_PAGES } from '../shared/constants.js';
import { EXTRACTION_ERROR_MESSAGES, type ExtractionErrorType } from '../shared/errors.js';
import {
  withItemConfidence,
  type ExtractOptions,
  type ExtractionOutcome,
} from '../shared/extraction.js';
import { assistWithAi, type EngineLog } from './ai/ai-assist.js';
import type { AiService } from './ai/ai-service.js';
import type { AiMode } from './ai/ai-merge.js';
import { analysePages } from './analyse.js';
import { withKnownMakers } from './fields/known-makers.js';
import { buildLayout, layoutText } from './layout/document.js';
import { applyOcrConfidence } from './ocr/ocr-confidence.js';
import type { OcrServices } from './ocr/ocr-engine.js';
import { withDocumentLanguageAccents } from './ocr/accent-reading.js';
import { isWordOf } from './ocr/restore-accents.js';
import { surenessOf, withVotedSpellings } from './ocr/spelling-vote.js';
import { withListedSpellings, wordListCheck } from './ocr/word-list-spelling.js';
import { withScannedTechnician } from './ocr/scanned-technician.js';
import { rereadValueWords, withRereadRuns, withRereads } from './ocr/value-rereads.js';
import {
  modelsFor,
  OCR_DPI,
  ownLanguageModel,
  readScannedPage,
  type DocumentOcrState,
} from './ocr/read-scanned-page.js';
import { readPdf, type PageOcr, type PdfReadResult } from './pdf/read-pdf.js';
import { sniffPdf } from './pdf/sniff.js';
import { extractDcc } from './dcc/extract-dcc.js';
import { withEmbeddedDcc } from './dcc/embedded-dcc.js';
import { looksLikeDcc } from './dcc/dcc-xml.js';

/** Without a caller's budget, stop reading further pages after 20 s. */
const DEFAULT_TIME_BUDGET_MS = 20_000;
/** The second reading of names in the document's language (one small strip) gives up after this. */
const ACCENT_READING_TIMEOUT_MS = 5_000;
/** Each second reading of the dates' and codes' words (one small strip) gives up after this. */
const VALUE_REREAD_TIMEOUT_MS = 5_000;
/** Pages read by OCR at most: the instrument's data is on the first pages of a certificate. */
export const DEFAULT_OCR_MAX_PAGES = 6;
/** What each OCR page adds to the time budget (a page takes 2–5 s on a busy 2-core machine). */
export const DEFAULT_OCR_PAGE_BUDGET_MS = 20_000;

/** What the engine may use beyond the bytes: injected, so the engine itself stays pure. */
export interface EngineServices {
  /**
   * Reads pages without a usable text layer: a recogniser and word lists, kept by the caller
   * (the parser worker and the CLI give the OCR runtime, src/runtime/ocr). Absent or null, or
   * with `options.ocr` false: scanned pages are left unread and listed in `ocrPending`.
   */
  ocr?: OcrServices | null;
  /** An LLM to check and complete the rules' result; absent: nothing is ever sent anywhere. */
  ai?: AiService | null;
  /** How the model's answer is merged: the rules lead ('assist', default) or the model. */
  aiMode?: AiMode;
  /** Told about recoverable failures (the AI step falling back to the rules, and why). */
  log?: EngineLog;
}

export type TextOutcome = (
  | { ok: true; text: string; pageCount: number }
  | { ok: false; errorType: ExtractionErrorType; message: string }
) & {
  /** As in ExtractionOutcome: scanned pages left unread (OCR off or deferred). */
  ocrPending?: number[];
};

// A monotonic stopwatch for the time budget: elapsed time, not the date.
const now = (): number => performance.now();

function pageOcr(
  options: ExtractOptions,
  services: EngineServices,
  state: DocumentOcrState,
): PageOcr | null {
  const ocr = services.ocr;
  if (options.ocr === false || options.deferOcr || !ocr) return null;
  return {
    maxPages: options.ocrMaxPages ?? DEFAULT_OCR_MAX_PAGES,
    pageBudgetMs: options.ocrPageBudgetMs ?? DEFAULT_OCR_PAGE_BUDGET_MS,
    read: (page, timeoutMs) => readScannedPage(ocr, page, timeoutMs, state),
  };
}

async function read(
  bytes: Uint8Array,
  options: ExtractOptions,
  services: EngineServices,
  // The document's language once the first scanned page has shown it, and its page images.
  state: DocumentOcrState = { language: null },
): Promise<PdfReadResult> {
  const refused = sniffPdf(bytes);
  if (refused) return { ok: false, errorType: refused, pageCount: 0 };
  return readPdf(bytes, {
    maxPages: Math.min(options.maxPages ?? MAX_PDF_PAGES, MAX_PDF_PAGES),
    timeBudgetMs: options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS,
    startedAt: now(),
    now,
    ocr: pageOcr(options, services, state),
  });
}

/**
 * Extracts the instrument's calibration data from a certificate: a PDF, or a Digital Calibration
 * Certificate (DCC) XML file, recognised by its content.
 */
export async function extractCertificate(
  bytes: Uint8Array,
  options: ExtractOptions,
  services: EngineServices = {},
): Promise<ExtractionOutcome> {
  if (looksLikeDcc(bytes)) return extractDcc(bytes);
  const ocrState: DocumentOcrState = { language: null, images: new Map() };
  const result = await read(bytes, options, services, ocrState);
  if (!result.ok) {
    return {
      ok: false,
      errorType: result.errorType,
      message: EXTRACTION_ERROR_MESSAGES[result.errorType],
      text: '',
      pageCount: result.pageCount,
    };
  }
  const scanned = result.ocrPages.length > 0;
  const lexicon =
    scanned && services.ocr && ocrState.language ? services.ocr.lexicon(ocrState.language) : null;
  const sureness = surenessOf(result.ocrWords);
  // The document's own spellings first, then its language's word list for words printed once.
  const pages = scanned
    ? withListedSpellings(
        withVotedSpellings(
          result.pages,
          new Set(result.ocrPages),
          lexicon && isWordOf(lexicon),
          sureness,
        ),
        new Set(result.ocrPages),
        wordListCheck(services.ocr?.words, lexicon, ocrState.language),
        sureness,
      )
    : result.pages;
  const context = {
    today: options.today,
    pageCount: result.pageCount,
    pagesNeedingOcr: result.pagesNeedingOcr,
    warnings: result.warnings,
    method: scanned ? ('ocr' as const) : ('pattern' as const),
  };
  let outcome = analysePages(pages, context);
  let ocrWords = result.ocrWords;
  if (outcome.ok && scanned && services.ocr) {
    // The dates' and codes' words read twice more on their own: two readings of three win.
    const engine = services.ocr.engine;
    const rereads = await rereadValueWords(
      outcome.extraction,
      ocrWords,
      ocrState.images!,
      (image, factor) =>
        engine.recognise(image, {
          dpi: OCR_DPI * factor,
          languages: modelsFor(ocrState.language ?? 'en'),
          timeoutMs: VALUE_REREAD_TIMEOUT_MS,
          single: true,
        }),
    );
    if (rereads.size > 0) {
      ocrWords = withRereads(ocrWords, rereads);
      if ([...rereads.values()].some((reread) => reread.kind === 'reread'))
        outcome = analysePages(withRereadRuns(pages, rereads), context);
    }
  }
  const model = ownLanguageModel(ocrState.language);
  if (outcome.ok && scanned && model && services.ocr) {
    const engine = services.ocr.engine;
    outcome = {
      ...outcome,
      extraction: await withDocumentLanguageAccents(
        outcome.extraction,
        ocrWords,
        ocrState.images!,
        (image) =>
          engine.recognise(image, {
            dpi: OCR_DPI,
            languages: [model],
            timeoutMs: ACCENT_READING_TIMEOUT_MS,
            single: true,
          }),
        ocrState.language ? { code: ocrState.language, lexicon } : null,
      ),
    };
  }
  if (outcome.ok && scanned) {
    outcome = {
      ...outcome,
      extraction: withScannedTechnician(withKnownMakers(outcome.extraction), lexicon),
    };
  }
  ocrState.images!.clear();
  // A DCC attached to the PDF fills gaps and is cross-checked with the printed page.
  outcome = withEmbeddedDcc(outcome, result.xmlAttachments);
  const deferred = options.deferOcr === true && result.pagesNeedingOcr.length > 0;
  if (services.ai && !deferred) {
    outcome = await assistWithAi(outcome, {
      ai: services.ai,
      mode: services.aiMode ?? 'assist',
      today: options.today,
      log: services.log,
    });
  }
  // Last, so neither the rules nor the model can make a doubtful OCR reading 'high'.
  if (outcome.ok && scanned) {
    outcome = { ok: true, extraction: applyOcrConfidence(outcome.extraction, ocrWords) };
  }
  if (outcome.ok) outcome = { ok: true, extraction: withItemConfidence(outcome.extraction) };
  return result.pagesNeedingOcr.length > 0
    ? { ...outcome, ocrPending: result.pagesNeedingOcr }
    : outcome;
}

/** The reading-order text of a PDF, as the engine sees it (scanned pages through OCR). */
export async function extractText(
  bytes: Uint8Array,
  options: ExtractOptions,
  services: EngineServices = {},
): Promise<TextOutcome> {
  if (looksLikeDcc(bytes)) {
    const dcc = extractDcc(bytes);
    return dcc.ok
      ? { ok: true, text: dcc.extraction.text, pageCount: 0 }
      : { ok: false, errorType: dcc.errorType, message: dcc.message };
  }
  const result = await read(bytes, options, services);
  if (!result.ok) {
    return {
      ok: false,
      errorType: result.errorType,
      message: EXTRACTION_ERROR_MESSAGES[result.errorType],
    };
  }
  return {
    ok: true,
    text: layoutText(buildLayout(result.pages)),
    pageCount: result.pageCount,
    ...(result.pagesNeedingOcr.length > 0 ? { ocrPending: result.pagesNeedingOcr } : {}),
  };
}

export { analysePages, type AnalysisContext } from './analyse.js';
export type { PageText, TextRun } from './layout/types.js';
export type { AiRequest, AiService } from './ai/ai-service.js';
export type { EngineLog } from './ai/ai-assist.js';
export type { OcrEngine, OcrServices } from './ocr/ocr-engine.js';
