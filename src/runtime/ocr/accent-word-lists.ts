/**
 * The word lists accent restoration works from (extraction/ocr/restore-accents.ts): the
 * Hunspell dictionaries of French, Spanish and Portuguese from npm (dictionary-fr, MPL-2.0;
 * dictionary-es, MPL-1.1 of its three licences; dictionary-pt, MPL-2.0), read from
 * node_modules on first use of each language and kept. German and Italian have none: their
 * word lists are GPL.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  lexiconFromWordList,
  type AccentLexicon,
  type AccentLexicons,
} from '../../extraction/ocr/restore-accents.js';

const require = createRequire(import.meta.url);

/** ISO 639-1 code → the npm package with its Hunspell word list. */
const PACKAGES: Readonly<Record<string, string>> = {
  fr: 'dictionary-fr',
  es: 'dictionary-es',
  pt: 'dictionary-pt',
};

/** The package's word list (`index.dic`) as text. */
export function readWordList(language: string): string | null {
  const name = PACKAGES[language];
  if (!name) return null;
  // The package exports only its loader script; the word list sits beside it.
  return readFileSync(join(dirname(require.resolve(name)), 'index.dic'), 'utf8');
}

/** Each language's lexicon, built on first use (~0.1–0.3 s) and kept by this instance. */
export function accentLexicons(): AccentLexicons {
  const built = new Map<string, AccentLexicon | null>();
  return (language) => {
    if (!built.has(language)) {
      const list = readWordList(language);
      built.set(language, list === null ? null : lexiconFromWordList(list));
    }
    return built.get(language)!;
  };
}
