/**
 * A second and third reading of the words the register's dates and codes were read from.
 *
 * Read as part of a whole page, clear print sometimes comes back with one character wrong and
 * the recogniser sure of it: a bold "2024-09-18" as "2024-09-15" at 96, beside a form whose
 * other words are read right. Cut out and read on its own, the same word comes back right, at
 * the page's resolution and at twice it. A date or a serial with one digit wrong is the worst
 * thing a register can hold — it looks right — so those words are read twice more, stacked
 * into one strip (two recognitions per document, not two per word):
 * - both new readings agree, are believed, and differ from the first in a character or two of
 *   the same kind (a digit for a digit, a letter or digit for one): two readings out of three
 *   win, and the word takes them;
 * - a new reading that differs so and is not outvoted leaves the word doubtful: the field is
 *   no longer 'high', and the reviewer is asked to look;
 * - a new reading that is no such near variant (a crop read as noise, a word cut differently)
 *   says nothing.
 */
import type { Extraction, FieldKey } from '../../shared/extraction.js';
import type { PageText } from '../layout/types.js';
import { stripOf, type PageImages } from './accent-reading.js';
import { withCodeGlyphs } from './code-glyphs.js';
import type { GrayImage } from './gray-image.js';
import type { OcrResult, PixelBox } from './ocr-engine.js';
import { DOUBTFUL_WORD_CONFIDENCE, supportingWords } from './ocr-confidence.js';
import type { PlacedWord } from './words-to-runs.js';

/** Fields whose words are read again: where one wrong character makes another instrument. */
const REREAD_FIELDS: readonly FieldKey[] = [
  'calibrationDate',
  'dueDate',
  'serialNumber',
  'equipmentId',
  'certificateNumber',
];
/** Words read again at most per document: the strip stays a few lines of text. */
const MAX_WORDS = 16;
/** A word with a digit and this many characters: a date's or a code's, worth reading again. */
const MIN_LENGTH = 4;
/** A new reading below this confidence (0–100) outvotes nothing. */
const MIN_CONFIDENCE = 80;
/** A near variant differs from the first reading in this many characters at most. */
const MAX_CHANGED = 2;

/** What the second readings say of a word: a new text, or that its first reading is in doubt. */
export type Reread = { kind: 'reread'; text: string } | { kind: 'doubt' };

/** Reads an image at the page's resolution (factor 1) or at twice it (factor 2). */
export type ReadStrip = (image: GrayImage, factor: 1 | 2) => Promise<OcrResult>;

/** The words the register's dates and codes were read from (see the module comment). */
function wordsToReread(extraction: Extraction, words: readonly PlacedWord[]): PlacedWord[] {
  const chosen = new Set<PlacedWord>();
  for (const key of REREAD_FIELDS) {
    const value = extraction.fields[key];
    if (typeof value !== 'string') continue;
    for (const word of supportingWords(words, key, value, extraction.sources[key])) {
      if (word.pixels && /\d/.test(word.text) && word.text.length >= MIN_LENGTH) chosen.add(word);
    }
  }
  return [...chosen].slice(0, MAX_WORDS);
}

/** The image twice as wide and high, each pixel repeated: the recogniser's other scale. */
export function doubled(image: GrayImage): GrayImage {
  const width = image.width * 2;
  const data = new Uint8Array(width * image.height * 2);
  for (let y = 0; y < image.height; y++) {
    const row = new Uint8Array(width);
    for (let x = 0; x < image.width; x++) {
      const value = image.data[y * image.width + x]!;
      row[2 * x] = value;
      row[2 * x + 1] = value;
    }
    data.set(row, 2 * y * width);
    data.set(row, (2 * y + 1) * width);
  }
  return { width, height: image.height * 2, data };
}

/** The reading of the strip's band top–bottom: its words joined, and the least confidence. */
function readingIn(
  result: OcrResult,
  top: number,
  bottom: number,
): { text: string; confidence: number } | null {
  const inside = result.lines.flatMap((line) =>
    line.words.filter((word) => {
      const middle = (word.box.y0 + word.box.y1) / 2;
      return middle >= top && middle <= bottom && word.text.trim() !== '';
    }),
  );
  if (inside.length === 0) return null;
  return {
    text: inside.map((word) => word.text.trim()).join(''),
    confidence: Math.min(...inside.map((word) => word.confidence)),
  };
}

/**
 * Whether `other` is a near variant of `first`: as long, a character or two different, each a
 * digit for a digit or a letter or digit for a letter or digit ("15" / "18", "685" / "G85").
 */
export function nearVariant(first: string, other: string): boolean {
  const a = [...first];
  const b = [...other];
  if (a.length !== b.length || first === other) return false;
  let changed = 0;
  // A mark over a letter is no other character: "ÉQ-00995" read again over "EQ-00995" (a speck
  // over a code's capital, which the first reading's correction took off) changes nothing.
  const bare = (char: string) => char.normalize('NFD').charAt(0);
  for (let i = 0; i < a.length; i++) {
    if (bare(a[i]!) === bare(b[i]!)) continue;
    if (!/[\p{L}\d]/u.test(a[i]!) || !/[\p{L}\d]/u.test(b[i]!)) return false;
    changed++;
  }
  return changed > 0 && changed <= MAX_CHANGED;
}

/**
 * The verdict on one word from its two new readings (either may be missing), or null when they
 * say nothing against the first.
 */
export function verdict(
  first: string,
  readings: readonly ({ text: string; confidence: number } | null)[],
): Reread | null {
  // Only a believed reading speaks: a crop the recogniser doubts reads a hard print three ways
  // ("2024-09-10" again as "2024-08-10" at 64 and "2024-03-10" at 77), and says nothing of it.
  const variants = readings.filter(
    (reading): reading is { text: string; confidence: number } =>
      reading !== null && reading.confidence >= MIN_CONFIDENCE && nearVariant(first, reading.text),
  );
  if (variants.length === 0) return null;
  if (variants.length === 2 && variants[0]!.text === variants[1]!.text)
    return { kind: 'reread', text: variants[0]!.text };
  // A believed new reading against the first: two of three when the other confirms the
  // first, else one of two.
  const confirmed = readings.some(
    (reading) => reading?.text === first && reading.confidence >= MIN_CONFIDENCE,
  );
  return confirmed ? null : { kind: 'doubt' };
}

/**
 * The second readings of the dates' and codes' words, by word: only words the readings speak
 * against. Empty when there is nothing to read again or the recogniser fails.
 */
export async function rereadValueWords(
  extraction: Extraction,
  words: readonly PlacedWord[],
  images: PageImages,
  read: ReadStrip,
): Promise<Map<PlacedWord, Reread>> {
  const out = new Map<PlacedWord, Reread>();
  const chosen = wordsToReread(extraction, words) as (PlacedWord & { pixels: PixelBox })[];
  const strip = stripOf(chosen, images);
  if (!strip) return out;
  let once: OcrResult;
  let twice: OcrResult;
  try {
    // A code's letters are told from the digits they resemble by their ink here as on the
    // page (code-glyphs.ts): else the rereads would outvote the "S" of "37S-0065" as a "5".
    once = withCodeGlyphs(strip.image, await read(strip.image, 1));
    const large = doubled(strip.image);
    twice = withCodeGlyphs(large, await read(large, 2));
  } catch {
    return out;
  }
  for (const placed of strip.placed) {
    const first = placed.word.text;
    const found = verdict(first, [
      readingIn(once, placed.top, placed.bottom),
      readingIn(twice, 2 * placed.top, 2 * placed.bottom),
    ]);
    if (found) out.set(placed.word, found);
  }
  return out;
}

/** The page words with the second readings applied: new texts, doubted words' confidence capped. */
export function withRereads(
  words: readonly PlacedWord[],
  rereads: ReadonlyMap<PlacedWord, Reread>,
): PlacedWord[] {
  return words.map((word) => {
    const reread = rereads.get(word);
    if (!reread) return word;
    return reread.kind === 'reread'
      ? { ...word, text: reread.text }
      : { ...word, confidence: Math.min(word.confidence, DOUBTFUL_WORD_CONFIDENCE) };
  });
}

/**
 * The pages with the reread words' new texts in their runs (a word and its run share their
 * page, left edge, baseline and text: words-to-runs makes them together).
 */
export function withRereadRuns(
  pages: readonly PageText[],
  rereads: ReadonlyMap<PlacedWord, Reread>,
): PageText[] {
  const changed = [...rereads].filter(
    (entry): entry is [PlacedWord, { kind: 'reread'; text: string }] => entry[1].kind === 'reread',
  );
  if (changed.length === 0) return [...pages];
  return pages.map((page) => ({
    ...page,
    runs: page.runs.map((run) => {
      const hit = changed.find(
        ([word]) =>
          word.page === run.page &&
          word.text === run.text &&
          Math.abs(word.x0 - run.x) < 0.01 &&
          Math.abs(word.baseline - run.y) < 0.01,
      );
      return hit ? { ...run, text: hit[1].text } : run;
    }),
  }));
}
