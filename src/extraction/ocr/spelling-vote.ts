/**
 * A word a scan misread in one place and read right in others. A certificate names its lab,
 * its people and its instrument several times (letterhead, footer, web address, signature
 * block, every page's header), and the recogniser misreads each occurrence on its own:
 * "Kalihrierdienst Nord GmbH" in the letterhead beside "www.kalibrierdienst-nord.example" and
 * "Kalibrierdienst Nord GmbH" on page 2. A word that is one look-alike letter from a spelling
 * the document prints at least twice as often (and twice at least), or half as often again and
 * by two more, is that spelling. A tie decides nothing, and a caption word of the dictionary is never changed (an Italian
 * "Certificato" beside English "Certificate" is no misreading). Where the language has a word
 * list, a reading that is no word of it takes a spelling printed as often that is one, two
 * look-alike letters off at most ("Laharatorio" and "Laboratorio", once each). Printed as often,
 * a reading the recogniser doubted everywhere takes the spelling one look-alike letter off it was
 * sure of ("Tüneburg" at 83 in a customer's name, "Lüneburg" at 96 in its address). And printed
 * as often, a reading takes the spelling whose letters around the one look-alike letter between
 * them the document's other words print again and again, where it prints the reading's nowhere
 * else: German builds its words from stems, and "Kalihrierlabor" beside "Kalibrierlabor" is
 * outvoted by "Kalibrierschein", "Kalibrierung" and "Kalibriert" on the same pages.
 */
import { lookalikeDistance, lookalikeLettersOnly } from '../dictionary/lookalikes.js';
import type { PageText } from '../layout/types.js';
import { isLabelWord } from './label-words.js';
import { TRUSTED_WORD_CONFIDENCE } from './ocr-confidence.js';

/** How surely a spelling was read: the best confidence of any word it was read in. */
export type Sureness = ReadonlyMap<string, number>;

/** A spelling read at least this surely somewhere outweighs a reading doubted everywhere. */
const SURE_SPELLING = 95;

/** Shorter words are too often near each other by one letter (a name, an abbreviation). */
const MIN_LENGTH = 6;
/** A whole word of letters: not the letters inside a code ("ABCDEF12"). */
const WORD = /(?<![\p{L}\d])\p{L}{6,}(?![\p{L}\d])/gu;

/** The spelling in the case pattern of the reading: "KALIBRIER", "Kalibrier", "kalibrier". */
function inCaseOf(reading: string, spelling: string): string {
  return [...spelling]
    .map((char, index) => {
      const was = reading[index] ?? '';
      return was !== '' && was === was.toUpperCase() && was !== was.toLowerCase()
        ? char.toUpperCase()
        : char;
    })
    .join('');
}

/** How often each word of six letters or more is read, in lower case. */
export function wordCounts(pages: readonly PageText[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const run of page.runs) {
      for (const [word] of run.text.matchAll(WORD)) {
        const folded = word.toLowerCase();
        counts.set(folded, (counts.get(folded) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/**
 * Whether a spelling printed `often` times outvotes a reading seen `count` times: twice as
 * often, or half as often again and by two at least. A letterhead repeated on every page is
 * misread the same way on each (the same print, the same scan), so a lab's name read wrong on
 * three pages and right five times (its web and e-mail addresses, a sentence) is still wrong.
 */
function outvotes(often: number, count: number): boolean {
  return often >= 2 * count || (2 * often >= 3 * count && often - count >= 2);
}

/**
 * With the language's word list, two look-alike letters may be off ("Laharatorio" in a footer,
 * "Laboratorio" in a sentence): a reading that is no word of the language, and a spelling the
 * document prints as often at least that is one.
 */
const WORD_LIST_LETTERS = 2;

/** Each rare reading's spelling, where exactly one frequent spelling is a look-alike letter off. */
function corrections(
  counts: ReadonlyMap<string, number>,
  isWord: ((word: string) => boolean) | null,
  sureness: Sureness,
): Map<string, string> {
  const frequent = [...counts].filter(([, count]) => count >= 2);
  const found = new Map<string, string>();
  for (const [reading, count] of counts) {
    if (reading.length < MIN_LENGTH || isLabelWord(reading)) continue;
    const near = frequent.filter(
      ([spelling, often]) =>
        spelling.length === reading.length &&
        spelling !== reading &&
        outvotes(often, count) &&
        lookalikeDistance(reading, spelling, 0.5) <= 0.5,
    );
    if (near.length === 1) {
      found.set(reading, near[0]![0]);
      continue;
    }
    const surer =
      surerSpelling(reading, count, counts, sureness) ?? stemSpelling(reading, count, counts);
    if (surer) {
      found.set(reading, surer);
      continue;
    }
    if (!isWord || isWord(reading)) continue;
    const words = [...counts].filter(
      ([spelling, often]) =>
        spelling.length === reading.length &&
        often >= count &&
        isWord(spelling) &&
        lookalikeLettersOnly(reading, spelling, WORD_LIST_LETTERS),
    );
    if (words.length === 1) found.set(reading, words[0]![0]);
  }
  return found;
}

/**
 * The one spelling printed as often as a doubted reading, one look-alike letter off it, that the
 * recogniser was sure of somewhere, while it doubted the reading everywhere.
 */
function surerSpelling(
  reading: string,
  count: number,
  counts: ReadonlyMap<string, number>,
  sureness: Sureness,
): string | null {
  const doubt = sureness.get(reading);
  if (doubt === undefined || doubt >= TRUSTED_WORD_CONFIDENCE) return null;
  const sure = [...counts].filter(
    ([spelling, often]) =>
      spelling.length === reading.length &&
      spelling !== reading &&
      often >= count &&
      (sureness.get(spelling) ?? 0) >= SURE_SPELLING &&
      lookalikeDistance(reading, spelling, 0.5) <= 0.5,
  );
  return sure.length === 1 ? sure[0]![0] : null;
}

/** Letters on each side of a look-alike letter that make up its stem's evidence. */
const STEM_REACH = 3;
/** Other words that print the spelling's stem, at least, where none prints the reading's. */
const STEM_WORDS = 3;

/**
 * The one spelling printed as often as the reading, one look-alike letter off it, whose letters
 * around that letter (three each side) other words of the document print three times at least,
 * where no other word prints the reading's letters there.
 */
function stemSpelling(
  reading: string,
  count: number,
  counts: ReadonlyMap<string, number>,
): string | null {
  const printing = (stem: string, besides: readonly string[]) =>
    [...counts].reduce(
      (sum, [word, often]) => (!besides.includes(word) && word.includes(stem) ? sum + often : sum),
      0,
    );
  const found = [...counts].filter(([spelling, often]) => {
    if (spelling.length !== reading.length || spelling === reading || often < count) return false;
    const at = [...spelling].findIndex((letter, index) => letter !== reading[index]);
    if (spelling.slice(at + 1) !== reading.slice(at + 1)) return false;
    if (lookalikeDistance(reading, spelling, 0.5) > 0.5) return false;
    const from = Math.max(0, at - STEM_REACH);
    const to = at + STEM_REACH + 1;
    const besides = [reading, spelling];
    return (
      printing(spelling.slice(from, to), besides) >= STEM_WORDS &&
      printing(reading.slice(from, to), besides) === 0
    );
  });
  return found.length === 1 ? found[0]![0] : null;
}

/** Each word's best confidence, by folded spelling, from the recognised words' readings. */
export function surenessOf(words: readonly { text: string; confidence: number }[]): Sureness {
  const best = new Map<string, number>();
  for (const word of words) {
    for (const [spelling] of word.text.matchAll(WORD)) {
      const folded = spelling.toLowerCase();
      best.set(folded, Math.max(best.get(folded) ?? 0, word.confidence));
    }
  }
  return best;
}

/**
 * The scanned pages' runs with each misread word given the document's own spelling. `isWord`
 * tells a word of the document's language (its word list), when there is one.
 */
export function withVotedSpellings(
  pages: readonly PageText[],
  scannedPages: ReadonlySet<number>,
  isWord: ((word: string) => boolean) | null = null,
  sureness: Sureness = new Map(),
): PageText[] {
  const fixes = corrections(wordCounts(pages), isWord, sureness);
  if (fixes.size === 0) return [...pages];
  return withScannedTexts(pages, scannedPages, (text) =>
    text.replace(WORD, (word) => {
      const spelling = fixes.get(word.toLowerCase());
      return spelling ? inCaseOf(word, spelling) : word;
    }),
  );
}

/** The pages with each scanned page's runs rewritten by `rewrite`; text pages as they are. */
export function withScannedTexts(
  pages: readonly PageText[],
  scannedPages: ReadonlySet<number>,
  rewrite: (text: string) => string,
): PageText[] {
  return pages.map((page) =>
    scannedPages.has(page.number)
      ? { ...page, runs: page.runs.map((run) => ({ ...run, text: rewrite(run.text) })) }
      : page,
  );
}
