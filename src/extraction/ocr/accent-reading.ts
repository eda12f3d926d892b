/**
 * A second reading of the register's names in the document's own language, for their accents.
 *
 * A non-English scan is read with the document's model and English together (English reads
 * "°C", codes and the English glosses of bilingual forms far better). Tesseract tries the
 * language that read the last word first and keeps its reading when it looks acceptable, so
 * after an English gloss a name often comes out in English: "Jurgen", "Elodie", "Ceramica",
 * "Jodo" for "Jürgen", "Élodie", "Cerâmica", "João". Word lists put back the accents of common
 * words (restore-accents.ts), not of names. So the words the register's names were read from
 * are cut out of the page, stacked into one strip and read again with the document's model
 * alone, and a word takes the second reading only when it spells the same letters with other
 * accents: codes, digits and letters are never changed here, only diacritics. A word of the
 * language's list takes no mark the language does not write.
 */
import type { Extraction, FieldKey } from '../../shared/extraction.js';
import { isAccented } from '../dictionary/normalize.js';
import type { GrayImage } from './gray-image.js';
import type { OcrResult, PixelBox } from './ocr-engine.js';
import { fold, isWordOf, type AccentLexicon } from './restore-accents.js';
import type { PlacedWord } from './words-to-runs.js';

/** Register fields that hold names: where accents are part of the value. */
const NAME_FIELDS: readonly FieldKey[] = [
  'technician',
  'customer',
  'calibrationLab',
  'manufacturer',
  'equipmentName',
];
/** Words read again at most per document: the strip stays a few lines of text. */
const MAX_WORDS = 20;
const MAX_OCCURRENCES = 2;
/** A word of letters (inner hyphens and apostrophes allowed) that may carry accents. */
const ACCENTABLE = /^[\p{L}]+(?:[-'’][\p{L}]+)*$/u;
/** Below this confidence (0–100) the second reading is a guess and is not taken. */
const MIN_CONFIDENCE = 60;

/** One page image the recogniser read, by page number. */
export type PageImages = ReadonlyMap<number, GrayImage>;

export interface Candidate {
  word: PlacedWord & { pixels: PixelBox };
  /** Where the crop sits in the strip (pixels). */
  top: number;
  bottom: number;
}

function stripped(token: string): string {
  return token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** The words of the page the register's names were read from, most important field first. */
function wordsToReread(extraction: Extraction, words: readonly PlacedWord[]): PlacedWord[] {
  const wanted = new Set<string>();
  for (const item of [extraction.fields, ...extraction.items]) {
    for (const key of NAME_FIELDS) {
      const value = item[key];
      if (typeof value !== 'string') continue;
      for (const token of value.split(/\s+/)) {
        const word = stripped(token);
        // And the lone "a" a French "à" becomes in the English model ("Thermomètre a sonde",
        // wrapped so that the words after it, which tell the preposition, are on the next line).
        if ((word.length >= 3 || word === 'a') && ACCENTABLE.test(word)) wanted.add(word);
      }
    }
  }
  // Two occurrences of a word at most: a second one may be printed more clearly.
  const seen = new Map<string, number>();
  const chosen: PlacedWord[] = [];
  for (const word of words) {
    if (chosen.length >= MAX_WORDS) break;
    const text = stripped(word.text);
    const count = seen.get(text) ?? 0;
    if (!word.pixels || !wanted.has(text) || count >= MAX_OCCURRENCES) continue;
    seen.set(text, count + 1);
    chosen.push(word);
  }
  return chosen;
}

/** The crops stacked top to bottom on white, each with a margin of half its height. */
export function stripOf(
  words: readonly (PlacedWord & { pixels: PixelBox })[],
  images: PageImages,
): { image: GrayImage; placed: Candidate[] } | null {
  const crops: { word: PlacedWord & { pixels: PixelBox }; image: GrayImage; box: PixelBox }[] = [];
  for (const word of words) {
    const page = images.get(word.page);
    if (!page) continue;
    const pad = Math.round((word.pixels.y1 - word.pixels.y0) / 4);
    const box = {
      x0: Math.max(0, word.pixels.x0 - pad),
      y0: Math.max(0, word.pixels.y0 - pad),
      x1: Math.min(page.width, word.pixels.x1 + pad),
      y1: Math.min(page.height, word.pixels.y1 + pad),
    };
    if (box.x1 <= box.x0 || box.y1 <= box.y0) continue;
    crops.push({ word, image: page, box });
  }
  if (crops.length === 0) return null;
  const margin = Math.max(...crops.map((crop) => crop.box.y1 - crop.box.y0));
  const width = Math.max(...crops.map((crop) => crop.box.x1 - crop.box.x0)) + 2 * margin;
  const height = crops.reduce((sum, crop) => sum + crop.box.y1 - crop.box.y0 + margin, margin);
  const data = new Uint8Array(width * height).fill(255);
  const placed: Candidate[] = [];
  let y = margin;
  for (const crop of crops) {
    const rows = crop.box.y1 - crop.box.y0;
    for (let row = 0; row < rows; row++) {
      const from = (crop.box.y0 + row) * crop.image.width;
      data.set(
        crop.image.data.subarray(from + crop.box.x0, from + crop.box.x1),
        (y + row) * width + margin,
      );
    }
    placed.push({ word: crop.word, top: y, bottom: y + rows });
    y += rows + margin;
  }
  return { image: { width, height, data }, placed };
}

/**
 * The original with the second reading's accents, or null when the letters differ. One letter
 * may differ where the second reading has an accented letter: English has no "ã", and its model
 * reads one as the nearest shape it knows ("Jodo" for "João").
 */
export function accentsFrom(original: string, reading: string): string | null {
  const a = [...original];
  const b = [...reading.normalize('NFC')];
  if (a.length !== b.length || reading === original) return null;
  const out: string[] = [];
  let misread = 0;
  // A second reading that marks a letter the first left bare saw the word's marks itself: a
  // mark only the first has was then set on the wrong letter ("Balancá" read again "Balança").
  const wordOf = wordIndexes(a);
  const marksMoved = new Set(
    a.flatMap((letter, i) => (!isAccented(letter) && isAccented(b[i]!) ? [wordOf[i]] : [])),
  );
  for (let i = 0; i < a.length; i++) {
    const same = fold(a[i]!) === fold(b[i]!);
    if (!same) {
      const accented = isAccented(b[i]!);
      if (!accented || !/\p{L}/u.test(a[i]!) || ++misread > 1) return null;
    }
    // A misread letter takes the second reading's case too: "Grgen" read again "ürgen" is the
    // rest of a name whose initial stands apart ("J Grgen"), not "Ürgen".
    const upper = same ? a[i] !== a[i]!.toLowerCase() : b[i] !== b[i]!.toLowerCase();
    // A mark the first reading has and the second lacks stays: it was seen on the page or put
    // back from the language's word list ("Paquímetro" read again "Paquimetro").
    const kept =
      same && !marksMoved.has(wordOf[i]) && isAccented(a[i]!) && !isAccented(b[i]!) ? a[i]! : b[i]!;
    out.push(upper ? kept.toUpperCase() : kept.toLowerCase());
  }
  const result = out.join('');
  // A grave on a, i, o or u closes a word in every language read here ("città", "più", "à");
  // inside one ("Kàfer") it is a model without "ä" reading the umlaut as the nearest it knows.
  if (GRAVE_INSIDE_WORD.test(result)) return null;
  return result === original ? null : result;
}

/** Which word (counted from 0 at each space) each character belongs to. */
function wordIndexes(characters: readonly string[]): number[] {
  let word = 0;
  return characters.map((character) => (/\s/u.test(character) ? ++word : word));
}

const GRAVE_INSIDE_WORD = /[àìòù](?=\p{L})/iu;

/** The marked letters each language writes its own words with (names aside). */
const MARKED_LETTERS: Readonly<Record<string, string>> = {
  fr: 'àâæçéèêëîïôœùûüÿ',
  es: 'áéíóúüñ',
  pt: 'áâãàçéêíóôõúü',
  it: 'àèéìíîòóùú',
  de: 'äöüß',
};

/** What the document's language tells of a second reading: its words, and the marks it uses. */
export interface DocumentLanguage {
  code: string;
  lexicon: AccentLexicon | null;
}

/**
 * Languages whose word list spells as their certificates print. Portuguese's is Brazil's, and a
 * certificate from Portugal writes "Termómetro" where it lists "termômetro".
 */
const LISTS_SPELL_AS_PRINTED: ReadonlySet<string> = new Set(['fr', 'es']);

/**
 * Whether the second reading respells a word of the language's list wrongly: with a mark the
 * language does not write ("d'Étalonnage" read again "d'Étalonnäge", a speck over its "a", in
 * French), or, where the list spells as printed, as no word of the list ("Tachymètre" read again
 * "Tachymêtre"): the first reading spelled a word, so its marks were seen. Names are no words of
 * the list: theirs are still taken ("Jürgen" in a French certificate), and so are the marks of
 * a word the first reading left without them ("Ceramica" → "Cerâmica").
 */
function respellsListedWord(
  original: string,
  reading: string,
  language: DocumentLanguage,
): boolean {
  const letters = MARKED_LETTERS[language.code];
  if (!letters || !language.lexicon) return false;
  const isWord = isWordOf(language.lexicon);
  const asPrinted = LISTS_SPELL_AS_PRINTED.has(language.code);
  const parts = original.split(/[-'’]/u);
  const again = reading.split(/[-'’]/u);
  return parts.some((part, i) => {
    const other = again[i] ?? '';
    if (part === other || !isWord(part)) return false;
    if (asPrinted && !isWord(other)) return true;
    return [...other].some(
      (letter) => isAccented(letter) && !letters.includes(letter.toLowerCase()),
    );
  });
}

/** Whether the second spelling marks a letter the first leaves bare. */
function addsMark(first: string, second: string): boolean {
  const [a, b] = [[...first], [...second]];
  return a.some((letter, i) => !isAccented(letter) && isAccented(b[i] ?? ''));
}

/** Word text → the same word with its accents, from the strip's reading. */
function corrections(
  result: OcrResult,
  placed: readonly Candidate[],
  language: DocumentLanguage | null,
): Map<string, string> {
  const found = new Map<string, string>();
  const readAsItWas = new Set<string>();
  for (const candidate of placed) {
    const inside = result.lines.flatMap((line) =>
      line.words.filter((word) => {
        const middle = (word.box.y0 + word.box.y1) / 2;
        return middle >= candidate.top && middle <= candidate.bottom;
      }),
    );
    if (inside.length === 0 || inside.some((word) => word.confidence < MIN_CONFIDENCE)) continue;
    const original = stripped(candidate.word.text);
    const reading = stripped(inside.map((word) => word.text).join(''));
    if (reading === original) {
      readAsItWas.add(original);
      continue;
    }
    const read = accentsFrom(original, reading);
    const accented =
      read !== null && language && respellsListedWord(original, read, language) ? null : read;
    // Two occurrences read two ways: the second reading is not sure either.
    const before = found.get(original);
    if (accented && before !== undefined && before !== accented) found.set(original, original);
    else if (accented && before === undefined) found.set(original, accented);
  }
  for (const [word, accented] of found) {
    // A mark where the first reading saw none, on one occurrence, while another reads again
    // without it, is a speck ("Taraturà" beside "Taratura", a speck over one's last "a"). A
    // mark the first reading saw as another is the language's to tell ("Termômetro" →
    // "Termómetro" on one occurrence is taken).
    const specked = readAsItWas.has(word) && addsMark(word, accented);
    if (word === accented || specked) found.delete(word);
  }
  return found;
}

/**
 * The value with its words' accents; a word whose first letter the second reading found to be
 * a small one joins the capital standing alone before it ("J" "ürgen" → "Jürgen").
 */
function corrected(value: string, fixes: ReadonlyMap<string, string>): string {
  const tokens = value.split(/(\s+)/);
  const out: string[] = [];
  for (const token of tokens) {
    const word = stripped(token);
    const fix = fixes.get(word);
    if (!fix) {
      out.push(token);
      continue;
    }
    const initial = out.length >= 2 ? out[out.length - 2]! : '';
    if (/^\p{Ll}/u.test(fix) && /^\p{Lu}$/u.test(initial) && token === word) {
      out.splice(out.length - 2, 2, initial + fix);
      continue;
    }
    out.push(token.replace(word, fix));
  }
  return out.join('');
}

/**
 * The extraction with the accents of its names read again in the document's language.
 * `read` recognises an image with the document's model alone; when it fails or finds nothing,
 * the extraction is returned as it was.
 */
export async function withDocumentLanguageAccents(
  extraction: Extraction,
  words: readonly PlacedWord[],
  images: PageImages,
  read: (image: GrayImage) => Promise<OcrResult>,
  language: DocumentLanguage | null = null,
): Promise<Extraction> {
  const chosen = wordsToReread(extraction, words) as (PlacedWord & { pixels: PixelBox })[];
  const strip = stripOf(chosen, images);
  if (!strip) return extraction;
  let result: OcrResult;
  try {
    result = await read(strip.image);
  } catch {
    return extraction;
  }
  const fixes = corrections(result, strip.placed, language);
  if (fixes.size === 0) return extraction;
  const fix = <T extends Extraction['fields']>(item: T): T => {
    const out = { ...item };
    for (const key of NAME_FIELDS) {
      const value = out[key];
      if (typeof value === 'string')
        (out as Record<string, unknown>)[key] = corrected(value, fixes);
    }
    return out;
  };
  return { ...extraction, fields: fix(extraction.fields), items: extraction.items.map(fix) };
}
