/**
 * The OCR runtime a process gives the extraction engine (EngineServices.ocr): tesseract
 * recognisers, the word lists for accent restoration and the models' own dictionaries for
 * correcting misread words, all loaded from node_modules and nothing fetched. The parser worker keeps one per child process, warm between jobs; the CLI
 * makes one per run and closes it at the end.
 *
 * It has a recogniser per core, up to two, reading each page in bands side by side
 * (banded-engine.ts). After `idleCloseMs` without a scan its recognisers are stopped, giving
 * their memory back (~250 MB each); the next scan starts them again (~2 s).
 */
import { availableParallelism } from 'node:os';
import type { OcrEngine, OcrServices } from '../../extraction/ocr/ocr-engine.js';
import { accentLexicons } from './accent-word-lists.js';
import { readInBands } from './banded-engine.js';
import { createTesseractEngine } from './tesseract-engine.js';
import { tesseractWordLists } from './tesseract-word-lists.js';

/**
 * More would cost ~250 MB of memory each for little: the parser pool already runs other
 * conversions on the remaining cores.
 */
const MAX_RECOGNISERS = 2;
const DEFAULT_IDLE_CLOSE_MS = 10 * 60_000;

export interface OcrRuntime extends OcrServices {
  /** Stops the recognisers' worker threads (they start again if another page comes). */
  close(): Promise<void>;
}

export interface OcrRuntimeOptions {
  /** Stop the recognisers after this long without a scan. Default 10 minutes. */
  idleCloseMs?: number;
}

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

/** Nothing starts until the first scanned page: creating a runtime costs nothing. */
export function createOcrRuntime(options: OcrRuntimeOptions = {}): OcrRuntime {
  const count = Math.max(1, Math.min(MAX_RECOGNISERS, availableParallelism()));
  const engine = closeWhenIdle(
    readInBands(Array.from({ length: count }, () => createTesseractEngine())),
    options.idleCloseMs ?? DEFAULT_IDLE_CLOSE_MS,
  );
  return {
    engine,
    lexicon: accentLexicons(),
    words: tesseractWordLists(),
    close: () => engine.close(),
  };
}
