/**
 * Reads the text layer of a PDF with pdf.js: positioned text runs per page, in top-left
 * coordinates. Hardened for hostile input: no eval, no font loading, a finite image size, the
 * page count checked before any per-page work, and a time budget between pages. Failures come
 * back typed (encrypted, invalid), never thrown.
 */
import {
  getDocument,
  OPS,
  Util,
  type PDFDocumentLoadingTask,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { ExtractionErrorType } from '../../shared/errors.js';
import type { PageText, TextRun } from '../layout/types.js';

/** 16 megapixels: enough for any scanned A4 page at 400 dpi, not enough for a pixel bomb. */
const MAX_IMAGE_PIXELS = 16 * 1024 * 1024;
/** Text turned further than this (radians) is a watermark or margin note, not content. */
const MAX_TEXT_ANGLE = 0.1;
/** A page without text but with this much drawing is a scan or outlined glyphs: it needs OCR. */
const MIN_PATHS_FOR_DRAWN_TEXT = 40;

export interface PdfReadOptions {
  maxPages: number;
  /** Stop reading further pages once this many ms have passed since `startedAt`. */
  timeBudgetMs: number;
  startedAt: number;
  now: () => number;
}

export type PdfReadResult =
  | {
      ok: true;
      pages: PageText[];
      pageCount: number;
      /** Pages (1-based) with no text layer but visible drawing: scans, outlined text. */
      pagesNeedingOcr: number[];
      warnings: string[];
    }
  | { ok: false; errorType: ExtractionErrorType; pageCount: number };

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObjectGroup,
]);

function errorTypeOf(error: unknown): ExtractionErrorType {
  const name = error instanceof Error ? error.name : '';
  return name === 'PasswordException' ? 'PDF_ENCRYPTED' : 'INVALID_PDF';
}

function isTextItem(item: object): item is TextItem {
  return 'str' in item && 'transform' in item;
}

async function readPageRuns(page: PDFPageProxy, number: number): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!isTextItem(item) || item.str.trim() === '') continue;
    const [a, b, c, d, e, f] = Util.transform(viewport.transform, item.transform) as number[];
    if (Math.abs(Math.atan2(b ?? 0, a ?? 1)) > MAX_TEXT_ANGLE) continue;
    const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0);
    if (!(size > 0)) continue;
    runs.push({
      text: item.str,
      page: number,
      x: e ?? 0,
      y: f ?? 0,
      width: item.width,
      size,
      font: `${item.fontName}@${Math.round(size * 2) / 2}`,
    });
  }
  return { number, width: viewport.width, height: viewport.height, runs };
}

async function hasDrawnContent(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList();
  let paths = 0;
  for (const fn of operators.fnArray) {
    if (IMAGE_OPS.has(fn)) return true;
    if (fn === OPS.constructPath) paths += 1;
  }
  return paths >= MIN_PATHS_FOR_DRAWN_TEXT;
}

export async function readPdf(bytes: Uint8Array, options: PdfReadOptions): Promise<PdfReadResult> {
  // pdf.js 6 no longer compiles font programs with eval; the flag is kept so an older or
  // future build cannot turn it back on by default.
  const params = {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: 0,
    stopAtErrors: false,
  };
  let task: PDFDocumentLoadingTask | null = null;
  try {
    task = getDocument(params);
    let document;
    try {
      document = await task.promise;
    } catch (error) {
      return { ok: false, errorType: errorTypeOf(error), pageCount: 0 };
    }
    const pageCount = document.numPages;
    const warnings: string[] = [];
    const pagesToRead = Math.min(pageCount, options.maxPages);
    if (pageCount > pagesToRead) {
      warnings.push(`Only the first ${pagesToRead} of ${pageCount} pages were read.`);
    }
    const pages: PageText[] = [];
    const pagesNeedingOcr: number[] = [];
    for (let number = 1; number <= pagesToRead; number++) {
      if (number > 1 && options.now() - options.startedAt > options.timeBudgetMs) {
        warnings.push(`Reading stopped after ${number - 1} pages: the time budget ran out.`);
        break;
      }
      try {
        const page = await document.getPage(number);
        const text = await readPageRuns(page, number);
        if (text.runs.length === 0 && (await hasDrawnContent(page))) pagesNeedingOcr.push(number);
        pages.push(text);
        page.cleanup();
      } catch (error) {
        if (number === 1) return { ok: false, errorType: errorTypeOf(error), pageCount };
        warnings.push(`Page ${number} could not be read and was skipped.`);
      }
    }
    return { ok: true, pages, pageCount, pagesNeedingOcr, warnings };
  } finally {
    await task?.destroy();
  }
}
