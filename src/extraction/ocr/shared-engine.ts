/**
 * One OCR engine per process, started on first use and kept warm: the parser pool's children
 * each keep theirs between jobs, and the CLI or a benchmark pays the start-up once.
 */
import type { OcrEngine } from './ocr-engine.js';
import { createTesseractEngine } from './tesseract-engine.js';

let shared: OcrEngine | null = null;

export function sharedOcrEngine(): OcrEngine {
  shared ??= createTesseractEngine();
  return shared;
}

/** Stops the shared engine's worker thread (it is restarted when needed again). */
export async function closeSharedOcrEngine(): Promise<void> {
  const engine = shared;
  shared = null;
  await engine?.close();
}
