/**
 * Words recognised against another row's baseline. Reading a page as one block, tesseract
 * joins the rows of side-by-side forms that stand at about the same height into one line
 * (merged-rows.ts parts them again afterwards), and recognises the whole line against one
 * baseline. The words of the row standing half a line above or below it are then read against
 * the wrong one, and clear print comes back wrong: a bold "23-03837" as "43-03837" (73), a
 * date "06/08/2023" as "96/08/2023". Whether it happens changes with the band of the page the
 * recogniser is given. Each part of such a line that the recogniser doubted is read again on
 * its own, cut out of the image, and the new reading stands for it when it is believed more.
 *
 * Read against the wrong baseline, a part may also lose the letters at its ends with no doubt
 * at all: a bold "Eppendorf" as "ppendo" (93). Ink that no word covers, touching such a part's
 * end, is a clipped letter: the part is read again with it, and the new reading stands for the
 * first when it holds the first whole and more.
 */
import { columnInk, crop, widenedToGap, type GrayImage } from './gray-image.js';
import { splitMergedRow } from './merged-rows.js';
import type { OcrLine, OcrResult, OcrWord, PixelBox } from './ocr-engine.js';
import { TRUSTED_WORD_CONFIDENCE } from './ocr-confidence.js';
import { movedLine } from './page-bands.js';
import { middleWithin } from './word-of.js';

/** White set round a cut-out part, in shares of its height: room for the recogniser's edges. */
const MARGIN = 0.5;
/** The cut reaches this share of the part's height past its words' boxes (clipped glyph ends). */
const REACH = 0.15;
/** A new reading is taken only when its mean confidence is at least this much higher. */
const MIN_GAIN = 3;

function meanConfidence(words: readonly OcrWord[]): number {
  if (words.length === 0) return 0;
  return words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
}

function textOf(words: readonly OcrWord[]): string {
  return words.map((word) => word.text).join(' ');
}

/** The part's box, reaching a little past its words, inside the image. */
function partBox(part: OcrLine, image: GrayImage): PixelBox {
  const reach = Math.round(REACH * (part.box.y1 - part.box.y0));
  return {
    x0: Math.max(0, part.box.x0 - reach),
    y0: Math.max(0, part.box.y0 - reach),
    x1: Math.min(image.width, part.box.x1 + reach),
    y1: Math.min(image.height, part.box.y1 + reach),
  };
}

/** A clipped letter stands this share of the part's height beyond its box at most. */
const CLIPPED_GAP = 0.3;
/** Ink this share of the part's height tall, in its middle, is a letter's, not a speck's. */
const LETTER_INK = 0.35;
/** The cut-out of a clipped part reaches past its ends over ink, this many heights at most. */
const MOST_WIDENING = 3;
/** A word boxed this many times a part's height stands over two rows. */
const TWO_ROWS = 1.6;
/** A clipped part's new reading is taken when believed this much (0–100). */
const CLIPPED_MIN_CONFIDENCE = 80;

/**
 * Whether ink no word covers touches the part's left or right end, as tall as a letter's stem:
 * a letter the first reading left out. Columns under another word's box are its ink.
 */
function clipped(image: GrayImage, part: OcrLine, words: readonly OcrWord[]): boolean {
  const height = part.box.y1 - part.box.y0;
  if (height <= 0 || !part.words.some((word) => /\p{L}{3}/u.test(word.text))) return false;
  const reach = Math.max(1, Math.round(CLIPPED_GAP * height));
  const tall = LETTER_INK * height;
  // Not by a word boxed over two rows: the recogniser's garbled reading of two lines at once.
  const covered = (x: number) =>
    words.some(
      (word) =>
        word.box.y1 - word.box.y0 <= TWO_ROWS * height &&
        x >= word.box.x0 &&
        x <= word.box.x1 &&
        word.box.y1 > part.box.y0 &&
        word.box.y0 < part.box.y1,
    );
  const touches = (from: number, step: 1 | -1) => {
    for (let moved = 1; moved <= reach; moved++) {
      const x = from + step * moved;
      if (x < 0 || x >= image.width || covered(x)) return false;
      if (columnInk(image, x, part.box.y0, part.box.y1) >= tall) return true;
    }
    return false;
  };
  return touches(part.box.x0, -1) || touches(part.box.x1, 1);
}

/** The box widened on each side over ink up to a blank gap of a third of its height. */
function widenedOverInk(image: GrayImage, box: PixelBox): PixelBox {
  const height = box.y1 - box.y0;
  const gap = Math.max(2, Math.round(CLIPPED_GAP * height));
  return widenedToGap(image, box, box, gap, MOST_WIDENING * height);
}

/** Whether the recogniser doubted a word of the part that carries a letter or digit. */
function doubted(part: OcrLine): boolean {
  return part.words.some(
    (word) => /[\p{L}\d]/u.test(word.text) && word.confidence < TRUSTED_WORD_CONFIDENCE,
  );
}

/**
 * The part cut out and read on its own, widened over the ink touching its ends when `cut`: its
 * words in the page's pixels, or null when the cut-out reads as no line or as two (the cut took
 * in ink of another row).
 */
export async function readAlone(
  image: GrayImage,
  part: OcrLine,
  read: (part: GrayImage) => Promise<OcrResult>,
  cut: boolean,
): Promise<OcrWord[] | null> {
  const box = cut ? widenedOverInk(image, partBox(part, image)) : partBox(part, image);
  const margin = Math.round(MARGIN * (box.y1 - box.y0));
  const again = await read(crop(image, box, margin));
  const lines = again.lines
    .map((line) => movedLine(line, box.x0 - margin, box.y0 - margin))
    .filter((line) => line.words.some((word) => word.text.trim() !== ''));
  if (lines.length !== 1) return null;
  const words = lines[0]!.words.filter((word) => word.text.trim() !== '');
  return words.length === 0 ? null : words;
}

/**
 * The part read again on its own: its new words when the recogniser believes them more than
 * the first reading and found them in one line, else null.
 */
async function reread(
  image: GrayImage,
  part: OcrLine,
  read: (part: GrayImage) => Promise<OcrResult>,
  cut: boolean,
): Promise<OcrWord[] | null> {
  const words = await readAlone(image, part, read, cut);
  if (!words || textOf(words) === textOf(part.words)) return null;
  // A clipped part read whole: the first reading inside the new one, letters or digits more.
  const completed =
    cut &&
    meanConfidence(words) >= CLIPPED_MIN_CONFIDENCE &&
    completes(textOf(words), textOf(part.words));
  if (completed) return words;
  if (meanConfidence(words) < meanConfidence(part.words) + MIN_GAIN) return null;
  return sameWords(words, part.words) ? surerOfEach(words, part.words) : words;
}

/** Whether `whole` is `first` with letters or digits before or after it, nothing else changed. */
function completes(whole: string, first: string): boolean {
  // Accents aside: the English model may read "ynamometrique" where the page's reads
  // "dynamométrique".
  const bare = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
  const [all, part] = [bare(whole), bare(first)];
  const at = all.indexOf(part);
  if (at < 0 || all.length === part.length) return false;
  return /^[\p{L}\d]*$/u.test(all.slice(0, at) + all.slice(at + part.length));
}

/** Whether two readings cut the part into the same words: as many, each over the other. */
function sameWords(again: readonly OcrWord[], first: readonly OcrWord[]): boolean {
  return (
    again.length === first.length &&
    again.every(
      (word, index) =>
        Math.min(word.box.x1, first[index]!.box.x1) > Math.max(word.box.x0, first[index]!.box.x0),
    )
  );
}

/**
 * Word by word, the reading believed more: a part is read again for its doubted words, and a
 * word the first reading believed keeps it ("“Dinamômetro" at 24 beside "digital" at 96, read
 * again "Dinamômetro" at 90 and "diaital" at 70).
 */
function surerOfEach(again: readonly OcrWord[], first: readonly OcrWord[]): OcrWord[] {
  return again.map((word, index) =>
    first[index]!.confidence > word.confidence ? first[index]! : word,
  );
}

/**
 * The result with every doubted part of a line that joined two rows read again on its own
 * (see the module comment). `read` recognises a small image in the document's languages.
 */
export async function withOffRowRereads(
  image: GrayImage,
  result: OcrResult,
  read: (part: GrayImage) => Promise<OcrResult>,
): Promise<OcrResult> {
  const lines: OcrLine[] = [];
  const all = result.lines.flatMap((line) => line.words);
  for (const line of result.lines) {
    const parts = splitMergedRow(line);
    const cut = parts.length < 2 ? [] : parts.map((part) => clipped(image, part, all));
    if (parts.length < 2 || !parts.some((part, index) => doubted(part) || cut[index])) {
      lines.push(line);
      continue;
    }
    const words: OcrWord[] = [];
    for (const [index, part] of parts.entries()) {
      const better =
        doubted(part) || cut[index] ? await reread(image, part, read, cut[index]!) : null;
      words.push(...(better ?? part.words));
    }
    // One line still: merged-rows.ts parts it by the words' own heights later on.
    lines.push({ ...line, words });
  }
  return { lines };
}

/**
 * The words' characters whose middles lie between x0 and x1, each word boxed over what is left
 * of it: a cut-out read again takes in a neighbour's ink ("Marca:" for the "Marca" before a
 * colon read as a word of its own).
 */
function charactersBetween(words: readonly OcrWord[], x0: number, x1: number): OcrWord[] {
  return words.flatMap((word) => {
    const symbols = word.symbols.filter((symbol) => middleWithin(symbol, x0, x1));
    if (symbols.length === word.symbols.length) return [word];
    if (symbols.length === 0) return [];
    const box = {
      ...word.box,
      x0: Math.min(...symbols.map((symbol) => symbol.box.x0)),
      x1: Math.max(...symbols.map((symbol) => symbol.box.x1)),
    };
    return [{ ...word, text: symbols.map((symbol) => symbol.text).join(''), box, symbols }];
  });
}

/**
 * A part with a letter clipped off its end read again with that letter: its new words when they
 * hold the first reading whole and letters or digits more, believed, else null. Characters read
 * outside `between` (the neighbouring words' edges) are theirs and left out.
 */
export async function rereadClipped(
  image: GrayImage,
  part: OcrLine,
  read: (part: GrayImage) => Promise<OcrResult>,
  between?: { x0: number; x1: number },
): Promise<OcrWord[] | null> {
  const words = await reread(image, part, read, true);
  const again = words && between ? charactersBetween(words, between.x0, between.x1) : words;
  return again &&
    meanConfidence(again) >= CLIPPED_MIN_CONFIDENCE &&
    completes(textOf(again), textOf(part.words))
    ? again
    : null;
}
