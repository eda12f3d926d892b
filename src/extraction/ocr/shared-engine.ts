/**
 * One OCR engine per process, started on first use and kept warm while scans keep coming: the
 * parser pool's children each keep theirs between jobs, and the CLI or a benchmark pays the
 * start-up once. It has a recogniser per core, up to two, reading each page in bands side by
 * side (banded-engine.ts). After IDLE_CLOSE_MS without a scan its recognisers are stopped,
 * giving their memory back (~250 MB each); the next scan starts them again (~2 s).
 */
import { availableParallelism } from 'node:os';
import { readInBands } from './banded-engine.js';
import type { OcrEngine } from './ocr-engine.js';
import { createTesseractEngine } from './tesseract-engine.js';

/**
 * More would cost ~250 MB of memory each for little: the parser pool already runs other
 * conversions on the remaining cores.
 */
const MAX_RECOGNISERS = 2;
const IDLE_CLOSE_MS = 10 * 60_000;

let shared: OcrEngine | null = null;

/** The engine, closed once it has had nothing to read for `idleMs` (it restarts on use). */
export function closeWhenIdle(engine: OcrEngine, idleMs: number): OcrEngine {
  let reading = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    async recognise(image, options) {
      reading += 1;
      clearTimeout(timer);
      try {
        return await engine.recognise(image, options);
      } finally {
        reading -= 1;
        if (reading === 0) {
          timer = setTimeout(() => void engine.close(), idleMs);
          // An idle timer must not keep a CLI run or a test alive.
          timer.unref();
        }
      }
    },
    async close() {
      clearTimeout(timer);
      await engine.close();
    },
  };
}

export function sharedOcrEngine(): OcrEngine {
  const count = Math.max(1, Math.min(MAX_RECOGNISERS, availableParallelism()));
  shared ??= closeWhenIdle(
    readInBands(Array.from({ length: count }, () => createTesseractEngine())),
    IDLE_CLOSE_MS,
  );
  return shared;
}

/** Stops the shared engine's worker threads (they are restarted when needed again). */
export async function closeSharedOcrEngine(): Promise<void> {
  const engine = shared;
  shared = null;
  await engine?.close();
}
