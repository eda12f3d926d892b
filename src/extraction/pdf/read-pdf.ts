/**
 * Reads the text layer of a PDF with pdf.js: positioned text runs per page, in top-left
 * coordinates. Hardened for hostile input: no eval, no font loading, a finite image size, the
 * page count checked before any per-page work, and a time budget between pages. Failures come
 * back typed (encrypted, invalid), never thrown. Pages without a usable text layer (scans) are
 * handed, rendered on demand, to an OCR reader when the caller gives one.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import {
  getDocument,
  OPS,
  Util,
  type PDFDocumentLoadingTask,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { OCR_FINISHING_PAGES } from '../../shared/constants.js';
import type { ExtractionErrorType } from '../../shared/errors.js';
import { pageCounterOf } from '../layout/page-counter.js';
import type { PageText, TextRun } from '../layout/types.js';
import type { ScannedPage } from '../ocr/read-scanned-page.js';
import type { PageWords, PlacedWord } from '../ocr/words-to-runs.js';
import { renderPageGray } from './render-page.js';
import { PlainScans } from './plain-scans.js';
import { scanJpegRenderer, type PageRender } from './render-scan-jpeg.js';

/** 16 megapixels: enough for any scanned A4 page at 400 dpi, not enough for a pixel bomb. */
const MAX_IMAGE_PIXELS = 16 * 1024 * 1024;

/** Text turned further than this (radians) is a watermark or margin note, not content. */
const MAX_TEXT_ANGLE = 0.1;
/** A page without text but with this much drawing is a scan or outlined glyphs: it needs OCR. */
const MIN_PATHS_FOR_DRAWN_TEXT = 40;
/**
 * Fewer characters than this on a page that also carries an image or drawing: the text layer
 * is a scanner's stamp or a page number, not the content — the page is read by OCR instead.
 */
const MIN_USABLE_TEXT_CHARS = 25;
/** OCR that finds fewer words than this on a page has not read it. */
const MIN_OCR_WORDS = 3;
/** An OCR page is not started with less time than this left. */
const MIN_OCR_PAGE_MS = 1500;
/**
 * pdf.js decodes JPEG 2000 and JBIG2 — the usual compressions of scanned pages — with WASM
 * decoders it loads from this folder; without it those images render blank.
 */
const WASM_URL = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/wasm/`;

/**
 * pdf.js inflates every Flate stream of 1 KiB or more through the web `DecompressionStream`, and
 * falls back to its own JavaScript inflate when that is missing. In Node each such stream costs
 * ~0.2 ms of web-stream plumbing around a few µs of zlib: 2.3 of the 7.6 ms of CPU `readPdf`
 * spends on bench:load's one-page certificate (issue 21). The JavaScript inflate gives the same
 * bytes (pdf.js also uses it whenever the native one fails), so the engine's processes — the
 * parser children and the CLI, where nothing else uses the web API — go without it.
 */
function preferJavaScriptInflate(): void {
  Reflect.deleteProperty(globalThis, 'DecompressionStream');
}
preferJavaScriptInflate();

/**
 * The pages after `page` that its certificate still has, by its counter, at most
 * OCR_FINISHING_PAGES: read past the OCR limit, a file of several certificates keeps its last
 * one's signatures and due date.
 */
function pagesToFinish(page: PageText): number {
  const counter = pageCounterOf(page);
  if (!counter || counter.page >= counter.of) return 0;
  return Math.min(counter.of - counter.page, OCR_FINISHING_PAGES);
}

/** Reads pages that have no usable text layer. */
export interface PageOcr {
  /** Pages read by OCR at most per document; later ones are reported, not read. */
  maxPages: number;
  /** Extra time each OCR page adds to the document's budget. */
  pageBudgetMs: number;
  read(page: ScannedPage, timeoutMs: number): Promise<PageWords>;
}

export interface PdfReadOptions {
  maxPages: number;
  /** Stop reading further pages once this many ms have passed since `startedAt`. */
  timeBudgetMs: number;
  startedAt: number;
  now: () => number;
  /** OCR for pages without a usable text layer; absent: such pages are only reported. */
  ocr?: PageOcr | null;
}

export type PdfReadResult =
  | {
      ok: true;
      pages: PageText[];
      pageCount: number;
      /** Pages (1-based) with no usable text layer that were not read by OCR. */
      pagesNeedingOcr: number[];
      /** Pages whose text came from OCR, and the words read on them. */
      ocrPages: number[];
      ocrWords: PlacedWord[];
      warnings: string[];
      /** Files attached to the PDF that may be a Digital Calibration Certificate (XML). */
      xmlAttachments: Array<{ filename: string; content: Uint8Array }>;
    }
  | { ok: false; errorType: ExtractionErrorType; pageCount: number };

/** An attachment larger than an upload may be is not read. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * How a page is rendered for OCR: a plain scan's JPEG natively (render-scan-jpeg.ts), anything
 * else by pdf.js.
 */
async function pageRenderer(
  scans: PlainScans,
  number: number,
  page: PDFPageProxy,
  size: { width: number; height: number },
): Promise<PageRender> {
  const byPdfJs: PageRender = (scale, rotateDegrees) => renderPageGray(page, scale, rotateDegrees);
  const jpeg = await scans.jpeg(number);
  return jpeg && jpeg.width * jpeg.height <= MAX_IMAGE_PIXELS
    ? scanJpegRenderer(jpeg, size, byPdfJs)
    : byPdfJs;
}

/** The PDF's XML attachments (a DCC travels this way); none when pdf.js cannot list them. */
async function xmlAttachmentsOf(
  document: PDFDocumentProxy,
): Promise<Array<{ filename: string; content: Uint8Array }>> {
  const found: Array<{ filename: string; content: Uint8Array }> = [];
  try {
    const attachments = await document.getAttachments();
    for (const [id, attachment] of attachments ?? []) {
      if (!/\.xml$/i.test(attachment.filename)) continue;
      const content = attachment.content ?? (await document.getAttachmentContent(id));
      if (content && content.length <= MAX_ATTACHMENT_BYTES) {
        found.push({ filename: attachment.filename, content });
      }
    }
  } catch {
    // An attachment table pdf.js cannot read is no reason to fail the printed certificate.
  }
  return found;
}

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

function visibleChars(page: PageText): number {
  return page.runs.reduce((sum, run) => sum + run.text.replace(/\s+/g, '').length, 0);
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
    wasmUrl: WASM_URL,
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
    // Parsed only when a page turns out to lack a text layer.
    const scans = new PlainScans(bytes);
    const pages: PageText[] = [];
    const pagesNeedingOcr: number[] = [];
    const ocrPages: number[] = [];
    const ocrWords: PlacedWord[] = [];
    // OCR pages extend the budget: each brings its own allowance.
    let deadline = options.startedAt + options.timeBudgetMs;
    let ocrStopped = false;
    let ocrLimit = options.ocr?.maxPages ?? 0;
    for (let number = 1; number <= pagesToRead; number++) {
      if (number > 1 && options.now() > deadline) {
        warnings.push(`Reading stopped after ${number - 1} pages: the time budget ran out.`);
        break;
      }
      let page: PDFPageProxy;
      let text: PageText;
      try {
        page = await document.getPage(number);
        text = await readPageRuns(page, number);
      } catch (error) {
        if (number === 1) return { ok: false, errorType: errorTypeOf(error), pageCount };
        warnings.push(`Page ${number} could not be read and was skipped.`);
        continue;
      }
      try {
        const fewChars = visibleChars(text) < MIN_USABLE_TEXT_CHARS;
        // A plain scan needs OCR: known without pdf.js building its operator list, which
        // decodes the page image once more than rendering it does.
        if (fewChars && ((await scans.isPlainScan(number)) || (await hasDrawnContent(page)))) {
          const ocr = options.ocr;
          if (ocr && !ocrStopped && ocrPages.length < ocrLimit) {
            deadline += ocr.pageBudgetMs;
            const remaining = deadline - options.now();
            if (remaining >= MIN_OCR_PAGE_MS) {
              const read = await ocr.read(
                {
                  number,
                  width: text.width,
                  height: text.height,
                  render: await pageRenderer(scans, number, page, text),
                },
                remaining,
              );
              if (read.words.length >= MIN_OCR_WORDS) {
                text = read.page;
                ocrPages.push(number);
                ocrWords.push(...read.words);
                if (ocrPages.length === ocr.maxPages) ocrLimit += pagesToFinish(text);
              } else {
                // A blank scan, a photo, a drawing: still a page nobody could read.
                pagesNeedingOcr.push(number);
                warnings.push(`Page ${number} looks scanned, but OCR found no text on it.`);
              }
            } else {
              pagesNeedingOcr.push(number);
            }
          } else {
            pagesNeedingOcr.push(number);
          }
        }
      } catch (error) {
        // A timed-out or failed recogniser has been stopped; later pages are not tried.
        ocrStopped = true;
        pagesNeedingOcr.push(number);
        warnings.push(
          `Page ${number} could not be read by OCR${error instanceof Error && error.name === 'OcrTimeoutError' ? ' in time' : ''}.`,
        );
      }
      pages.push(text);
      page.cleanup();
    }
    if (options.ocr && pagesNeedingOcr.length > 0 && ocrPages.length >= options.ocr.maxPages) {
      warnings.push(
        `Only the first ${ocrPages.length} pages without a text layer were read by OCR.`,
      );
    }
    const xmlAttachments = await xmlAttachmentsOf(document);
    return {
      ok: true,
      pages,
      pageCount,
      pagesNeedingOcr,
      ocrPages,
      ocrWords,
      warnings,
      xmlAttachments,
    };
  } finally {
    await task?.destroy();
  }
}
