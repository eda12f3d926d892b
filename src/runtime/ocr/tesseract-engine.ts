/**
 * The OCR engine behind scanned certificates: tesseract.js (Tesseract's LSTM recogniser in
 * WASM, on a worker thread), with every language certificates come in loaded from
 * node_modules. One recogniser is started on first use and kept warm: starting costs about a
 * second and a half (six language models), recognising a page a few seconds. Switching the
 * active languages (per document) re-initialises the recogniser from its memory file system.
 *
 * tesseract.js loads every language of one worker from a single `langPath` folder, while the
 * npm packages keep each language in its own folder. So the worker starts with English from
 * its package, the other models are written into its virtual file system, and it is then
 * re-initialised with all of them. `reinitialize` only loads languages it has not seen: the
 * list handed to createWorker is the list it keeps, so adding the written languages to that
 * list tells it they are present.
 */
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { encodePgm, type GrayImage } from '../../extraction/ocr/gray-image.js';
import {
  OcrTimeoutError,
  type OcrEngine,
  type OcrLine,
  type OcrResult,
  type RecogniseOptions,
} from '../../extraction/ocr/ocr-engine.js';
import {
  LANGUAGE_SIDE_FILES,
  OCR_LANGUAGES,
  readLanguageData,
  tesseractPaths,
  type OcrLanguage,
} from './tesseract-assets.js';

export interface TesseractEngineOptions {
  languages?: readonly OcrLanguage[];
  /** Starting the recogniser (load + six models) must finish within this. */
  startTimeoutMs?: number;
  /** Told when something went wrong that the caller recovers from (fallbacks, restarts). */
  onWarning?: (message: string) => void;
}

const DEFAULT_START_TIMEOUT_MS = 60_000;

/**
 * Tesseract parameters per call (re-initialising for other languages resets the worker's):
 * - one uniform block: the layout analysis downstream works from positions, and tesseract's
 *   whole-page segmentation costs more time without finding more words;
 * - no inverted-line retries: scans are dark on light, and retrying every doubtful line upside
 *   down costs time on exactly the noisy lines;
 * - the image's real resolution, so glyph sizes are judged right.
 */
const RECOGNISE_PARAMETERS = (dpi: number) =>
  ({
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    tessedit_do_invert: '0',
    user_defined_dpi: String(Math.round(dpi)),
  }) as never;

/** The Node worker_threads Worker inside a tesseract.js worker (not in its typings). */
interface ThreadHandle {
  ref(): void;
  unref(): void;
}

function threadOf(worker: Worker): ThreadHandle | null {
  const thread = (worker as unknown as { worker?: Partial<ThreadHandle> | null }).worker;
  return thread && typeof thread.ref === 'function' && typeof thread.unref === 'function'
    ? (thread as ThreadHandle)
    : null;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeoutError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface TesseractBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface TesseractPage {
  blocks:
    | {
        paragraphs: {
          lines: {
            baseline: TesseractBox;
            bbox: TesseractBox;
            words: {
              text: string;
              confidence: number;
              bbox: TesseractBox;
              symbols: { text: string; confidence: number; bbox: TesseractBox }[];
            }[];
          }[];
        }[];
      }[]
    | null;
}

function box({ x0, y0, x1, y1 }: TesseractBox) {
  return { x0, y0, x1, y1 };
}

/**
 * Tesseract's page as our lines of words. A word may come with a blank symbol at its edge
 * (" Niimero"): the blank is dropped, or the caption word it opens is not recognised.
 */
export function toResult(page: TesseractPage): OcrResult {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lines.push({
          baseline: box(line.baseline),
          box: box(line.bbox),
          words: line.words
            .filter((word) => word.text.trim() !== '')
            .map((word) => ({
              text: word.text.trim(),
              confidence: word.confidence,
              box: box(word.bbox),
              symbols: word.symbols
                .filter((symbol) => symbol.text.trim() !== '')
                .map((symbol) => ({
                  text: symbol.text.trim(),
                  box: box(symbol.bbox),
                  confidence: symbol.confidence,
                })),
            })),
        });
      }
    }
  }
  return { lines };
}

export function createTesseractEngine(options: TesseractEngineOptions = {}): OcrEngine {
  const languages = options.languages ?? OCR_LANGUAGES;
  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const warn = options.onWarning ?? (() => {});
  let starting: Promise<Worker> | null = null;
  /** The languages the recogniser is initialised with, as tesseract's "a+b" string. */
  let active = '';

  async function start(): Promise<Worker> {
    const paths = tesseractPaths();
    // The list createWorker keeps as "loaded languages" (see the module comment).
    const loaded: string[] = ['eng'];
    const worker = await createWorker(loaded, OEM.LSTM_ONLY, {
      workerPath: paths.workerPath,
      corePath: paths.corePath,
      langPath: paths.englishPath,
      // No cache: tesseract.js would otherwise write eng.traineddata into the working directory.
      cacheMethod: 'none',
      gzip: true,
      logger: () => {},
      // Without a handler tesseract.js throws inside its message listener, crashing the process.
      errorHandler: (error: unknown) => warn(`tesseract: ${String(error)}`),
    });
    threadOf(worker)?.unref();
    const others = languages.filter((language) => language !== 'eng');
    if (others.length > 0) {
      for (const language of others) {
        await worker.FS('writeFile', [`${language}.traineddata`, readLanguageData(language)]);
        for (const file of LANGUAGE_SIDE_FILES[language] ?? []) {
          await worker.FS('writeFile', [file, '']);
        }
        loaded.push(language);
      }
      // Initialise once with every model, so a bad language file fails here, at start.
      await worker.reinitialize(loaded.join('+'), OEM.LSTM_ONLY);
      await worker.reinitialize('eng', OEM.LSTM_ONLY);
    }
    active = 'eng';
    return worker;
  }

  function ready(): Promise<Worker> {
    if (!starting) {
      starting = withTimeout(start(), startTimeoutMs, 'Starting the OCR engine');
      starting.catch(() => {
        starting = null;
      });
    }
    return starting;
  }

  async function stop(): Promise<void> {
    const current = starting;
    starting = null;
    active = '';
    if (!current) return;
    try {
      await (await current).terminate();
    } catch {
      // A worker that failed to start has nothing to stop.
    }
  }

  return {
    async recognise(image: GrayImage, recogniseOptions: RecogniseOptions): Promise<OcrResult> {
      const worker = await ready();
      const thread = threadOf(worker);
      const wanted = recogniseOptions.languages
        .filter((language) => (languages as readonly string[]).includes(language))
        .join('+');
      // Referenced only while it works: an idle recogniser must not keep a CLI run alive.
      thread?.ref();
      try {
        if (wanted !== '' && wanted !== active) {
          await withTimeout(
            worker.reinitialize(wanted, OEM.LSTM_ONLY),
            recogniseOptions.timeoutMs,
            'Switching OCR languages',
          );
          active = wanted;
        }
        const result = await withTimeout(
          worker.recognize(
            Buffer.from(encodePgm(image)),
            RECOGNISE_PARAMETERS(recogniseOptions.dpi),
            {
              text: false,
              blocks: true,
            },
          ),
          recogniseOptions.timeoutMs,
          'Recognising a page',
        );
        return toResult(result.data as unknown as TesseractPage);
      } catch (error) {
        // The WASM recogniser cannot be interrupted: a late or failed one is replaced.
        await stop();
        throw error;
      } finally {
        thread?.unref();
      }
    },
    close: stop,
  };
}
