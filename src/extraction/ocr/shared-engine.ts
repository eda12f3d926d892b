/**
 * One OCR engine per process, started on first use and kept warm: the parser pool's children
 * each keep theirs between jobs, and the CLI or a benchmark pays the start-up once. It has a
 * recogniser per core, up to two, reading each page in bands side by side (banded-engine.ts).
 */
import { availableParallelism } from 'node:os';
import { readInBands } from './banded-engine.js';
import type { OcrEngine } from './ocr-engine.js';
import { createTesseractEngine } from './tesseract-engine.js';

/**
 * More would cost ~200 MB of memory each for little: the parser pool already runs other
 * conversions on the remaining cores.
 */
const MAX_RECOGNISERS = 2;

let shared: OcrEngine | null = null;

export function sharedOcrEngine(): OcrEngine {
  const count = Math.max(1, Math.min(MAX_RECOGNISERS, availableParallelism()));
  shared ??= readInBands(Array.from({ length: count }, () => createTesseractEngine()));
  return shared;
}

/** Stops the shared engine's worker threads (they are restarted when needed again). */
export async function closeSharedOcrEngine(): Promise<void> {
  const engine = shared;
  shared = null;
  await engine?.close();
}
