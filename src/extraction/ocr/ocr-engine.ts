/**
 * What the extraction engine needs from an OCR engine: words with their boxes, in the pixel
 * coordinates of the image it was given. Kept independent of tesseract.js so tests can inject
 * a scripted engine and the rest of the pipeline never sees tesseract's object tree.
 */
import type { GrayImage } from './gray-image.js';
import type { AccentLexicons } from './restore-accents.js';

/** Pixel box, top-left origin: x0/y0 inclusive, x1/y1 exclusive. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrSymbol {
  text: string;
  box: PixelBox;
  /** The recogniser's confidence in this character, 0–100, where it gives one. */
  confidence?: number;
}

export interface OcrWord {
  text: string;
  /** The recogniser's confidence in this word, 0–100. */
  confidence: number;
  box: PixelBox;
  /** Characters with their boxes, to split words the recogniser ran together. */
  symbols: OcrSymbol[];
}

/**
 * A word's confidence (0–100) around which the recogniser barely believes it: a short word
 * below it is noise (words-to-runs), a sliver boxed over rows at or below it is no row's word
 * (merged-rows).
 */
export const GARBAGE_CONFIDENCE = 15;

export interface OcrLine {
  words: OcrWord[];
  /** The baseline as a segment from the line's left to its right end. */
  baseline: PixelBox;
  box: PixelBox;
}

export interface OcrResult {
  lines: OcrLine[];
}

export interface RecogniseOptions {
  /** Resolution of the image, so the recogniser sizes its expectations of glyphs. */
  dpi: number;
  /** Give up (and free the recogniser) after this long. */
  timeoutMs: number;
  /**
   * Models to read with, most likely first (tesseract codes: eng, deu, fra, spa, ita, por).
   * Tesseract tries the first on each word and the others only on words it is unsure of, so
   * the document's own language first gives its accents at the cost of one model. Empty:
   * whichever models the recogniser has loaded (English at first), with no switch.
   */
  languages: readonly string[];
  /**
   * Read by one recogniser even where several share pages in bands: for a small image read in
   * another language, a model switch on every recogniser would cost more than the reading.
   */
  single?: boolean;
}

export interface OcrEngine {
  recognise(image: GrayImage, options: RecogniseOptions): Promise<OcrResult>;
  /** Frees the recogniser (worker thread, WASM memory). The engine can start again later. */
  close(): Promise<void>;
}

/** The recogniser did not answer within its time budget; it has been stopped. */
export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}

/**
 * What reading scanned pages needs from outside the engine, given by the caller through
 * EngineServices.ocr: the parser worker and the CLI give the OCR runtime (src/runtime/ocr).
 */
export interface OcrServices {
  /** The recogniser. */
  engine: OcrEngine;
  /** Word lists for putting back the accents the recogniser dropped, per language. */
  lexicon: AccentLexicons;
  /** Whole word forms of a language, to correct readings that are no word (absent: none). */
  words?: WordLists;
}

/** A language's word forms in lower case (ISO 639-1 code), or null when there are none. */
export type WordLists = (language: string) => ReadonlySet<string> | null;
