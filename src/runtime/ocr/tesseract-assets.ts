/**
 * Where tesseract.js finds its code and language data: always inside node_modules. Without
 * explicit paths tesseract.js downloads language data from a CDN, and with no network its
 * worker waits forever — so every path is resolved here and nothing is ever fetched.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** tesseract codes of the languages certificates come in; English first (most common). */
export const OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'ita', 'por'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/**
 * The LSTM-only "best_int" models: what tesseract.js itself would pick for the LSTM engine,
 * a third of the size of the legacy+LSTM files.
 */
const MODEL_FOLDER = '4.0.0_best_int';

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

export interface TesseractPaths {
  /** The worker thread's script (tesseract.js/src/worker-script/node). */
  workerPath: string;
  /** tesseract.js-core's folder; in Node the core is loaded with require() from here. */
  corePath: string;
  /** Folder holding eng.traineddata.gz, which createWorker loads itself. */
  englishPath: string;
}

export function tesseractPaths(): TesseractPaths {
  return {
    workerPath: join(packageDir('tesseract.js'), 'src', 'worker-script', 'node', 'index.js'),
    corePath: packageDir('tesseract.js-core'),
    englishPath: join(packageDir('@tesseract.js-data/eng'), MODEL_FOLDER),
  };
}

/** The uncompressed traineddata of one language, read from its @tesseract.js-data package. */
export function readLanguageData(language: OcrLanguage): Uint8Array {
  const file = join(
    packageDir(`@tesseract.js-data/${language}`),
    MODEL_FOLDER,
    `${language}.traineddata.gz`,
  );
  return new Uint8Array(gunzipSync(readFileSync(file)));
}

/**
 * Side files a language's built-in config asks for. Italian's config names a user-words list
 * (`user_words_suffix special-words`) that the npm package does not ship; without an (empty)
 * file tesseract prints "failed to load ./ita.special-words" on every start.
 */
export const LANGUAGE_SIDE_FILES: Partial<Record<OcrLanguage, string[]>> = {
  ita: ['ita.special-words'],
};
