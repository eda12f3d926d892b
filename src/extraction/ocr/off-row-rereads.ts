/**
 * Words recognised against another row's baseline. Reading a page as one block, tesseract
 * joins the rows of side-by-side forms that stand at about the same height into one line
 * (merged-rows.ts parts them again afterwards), and recognises the whole line against one
 * baseline. The words of the row standing half a line above or below it are then read against
 * the wrong one, and clear print comes back wrong: a bold "23-03837" as "43-03837" (73), a
 * date "06/08/2023" as "96/08/2023". Whether it happens changes with the band of the page the
 * recogniser is given. Each part of such a line that the recogniser doubted is read again on
 * its own, cut out of the image, and the new reading stands for it when it is believed more.
 */
import { crop, type GrayImage } from './gray-image.js';
import { splitMergedRow } from './merged-rows.js';
import type { OcrLine, OcrResult, OcrWord, PixelBox } from './ocr-engine.js';
import { TRUSTED_WORD_CONFIDENCE } from './ocr-confidence.js';
import { movedLine } from './page-bands.js';

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

/** Whether the recogniser doubted a word of the part that carries a letter or digit. */
function doubted(part: OcrLine): boolean {
  return part.words.some(
    (word) => /[\p{L}\d]/u.test(word.text) && word.confidence < TRUSTED_WORD_CONFIDENCE,
  );
}

/**
 * The part read again on its own: its new words when the recogniser believes them more than
 * the first reading and found them in one line, else null.
 */
async function reread(
  image: GrayImage,
  part: OcrLine,
  read: (part: GrayImage) => Promise<OcrResult>,
): Promise<OcrWord[] | null> {
  const box = partBox(part, image);
  const margin = Math.round(MARGIN * (box.y1 - box.y0));
  const again = await read(crop(image, box, margin));
  const lines = again.lines
    .map((line) => movedLine(line, box.x0 - margin, box.y0 - margin))
    .filter((line) => line.words.some((word) => word.text.trim() !== ''));
  // Two lines from one row's cut-out: the cut took in ink of another row; keep the first reading.
  if (lines.length !== 1) return null;
  const words = lines[0]!.words.filter((word) => word.text.trim() !== '');
  if (words.length === 0 || textOf(words) === textOf(part.words)) return null;
  if (meanConfidence(words) < meanConfidence(part.words) + MIN_GAIN) return null;
  return sameWords(words, part.words) ? surerOfEach(words, part.words) : words;
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
  for (const line of result.lines) {
    const parts = splitMergedRow(line);
    if (parts.length < 2 || !parts.some(doubted)) {
      lines.push(line);
      continue;
    }
    const words: OcrWord[] = [];
    for (const part of parts) {
      const better = doubted(part) ? await reread(image, part, read) : null;
      words.push(...(better ?? part.words));
    }
    // One line still: merged-rows.ts parts it by the words' own heights later on.
    lines.push({ ...line, words });
  }
  return { lines };
}
