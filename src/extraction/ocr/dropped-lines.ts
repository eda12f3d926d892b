/**
 * Lines of text the recogniser skipped. Reading a page as one block, tesseract now and then
 * takes two close lines of different sizes for one text line and reads only one of them (a
 * "1.1 / Denominazione" caption beside two dates: the line with both dates was lost), and which
 * lines it loses changes with the band of the page it is given. Ink that no recognised word
 * covers, in the shape of a line of text, is found here and read again on its own.
 *
 * It also reads garbage where two small lines stand close: a caption and its gloss in small
 * print ("Référence:" over "Model") come back as one word the recogniser does not believe
 * ("Remo:", confidence 0). Such words cover nothing here; when their ink reads again as
 * believable lines, the new reading replaces every word it covers.
 */
import { crop, heightenedToGap, INK_LEVEL, widenedToGap, type GrayImage } from './gray-image.js';
import type { OcrLine, OcrResult, OcrWord, PixelBox } from './ocr-engine.js';
import { movedLine } from './page-bands.js';
import { median } from './words-to-runs.js';

/** The coverage grid's cell, in pixels: fine enough for a line's height, cheap to scan. */
const CELL = 8;
/** Ink pixels that make a grid cell inky (a cell holds 64). */
const INKY_CELL = 4;
/** Words cover a little beyond their boxes: anti-aliased edges, accents, punctuation. */
const WORD_MARGIN = 6;
/**
 * A region of a line's shape: this many body heights tall at most, this many wide at least. A
 * title in capitals twice the body's size stands 2.2–2.3 body heights tall on the coverage grid
 * (a 15 pt "CALIBRATION CERTIFICATE" over 8 pt text); a logo is taller still, and a reading of
 * one that is junk is dropped by its confidence anyway.
 */
const MAX_HEIGHT_EMS = 3;
const MIN_HEIGHT_EMS = 0.5;
const MIN_WIDTH_EMS = 2;
/** Share of a region's area that is ink for text (a thin frame or a hairline is less). */
const MIN_INK_SHARE = 0.06;
/** Regions further apart than this many body heights are read apart. */
const MAX_GAP_EMS = 6;
/** A region's ascenders and descenders reach this many body heights past the grid's box. */
const ASCENDER_EMS = 0.75;
/** Regions read again per page at most (largest first): a bound on the time spent. */
const MAX_REGIONS = 8;
/**
 * A line read again is kept when its words' mean confidence reaches this (a logo or a scribble
 * reads as junk), and then its words from the lower bound on (a year beside a speck reads at 45).
 */
const MIN_LINE_CONFIDENCE = 70;
const MIN_WORD_CONFIDENCE = 30;
/**
 * A word below this confidence (0–100) and this many body heights tall is two lines of small
 * print the recogniser took for one: its ink counts as unread. A doubtful word of one line's
 * height is left alone: read again, it comes back no better as often as better
 * ("Manufacturer" at confidence 0 became "Maiufaclurer" at 68).
 */
const GARBLED_CONFIDENCE = 40;
const GARBLED_HEIGHT_EMS = 1.6;

function garbled(word: OcrWord, em: number): boolean {
  return (
    word.confidence < GARBLED_CONFIDENCE && word.box.y1 - word.box.y0 >= GARBLED_HEIGHT_EMS * em
  );
}

/** The height of the page's usual word: the median of words with three characters or more. */
function bodyHeight(result: OcrResult): number | null {
  return median(
    result.lines.flatMap((line) =>
      line.words.filter((word) => word.text.trim().length >= 3).map((w) => w.box.y1 - w.box.y0),
    ),
  );
}

/**
 * Boxes of ink no recognised word covers that are shaped like a line of text: about one body
 * height tall, a few wide, inked like letters, away from the page's edges (scanner shadows).
 */
export function uncoveredTextRegions(image: GrayImage, result: OcrResult): PixelBox[] {
  const em = bodyHeight(result);
  if (em === null) return [];
  const columns = Math.ceil(image.width / CELL);
  const rows = Math.ceil(image.height / CELL);
  const ink = new Uint16Array(columns * rows);
  for (let y = 0; y < image.height; y++) {
    const line = y * image.width;
    const cellRow = ((y / CELL) | 0) * columns;
    for (let x = 0; x < image.width; x++) {
      if (image.data[line + x]! < INK_LEVEL) ink[cellRow + ((x / CELL) | 0)]! += 1;
    }
  }
  const covered = new Uint8Array(columns * rows);
  for (const line of result.lines) {
    for (const word of line.words) {
      if (word.text.trim() === '' || garbled(word, em)) continue;
      const c0 = Math.max(0, Math.floor((word.box.x0 - WORD_MARGIN) / CELL));
      const c1 = Math.min(columns - 1, Math.floor((word.box.x1 + WORD_MARGIN) / CELL));
      const r0 = Math.max(0, Math.floor((word.box.y0 - WORD_MARGIN) / CELL));
      const r1 = Math.min(rows - 1, Math.floor((word.box.y1 + WORD_MARGIN) / CELL));
      for (let r = r0; r <= r1; r++) covered.fill(1, r * columns + c0, r * columns + c1 + 1);
    }
  }
  const open = (index: number) => ink[index]! >= INKY_CELL && covered[index] === 0;
  // Letters of a word and words of a line are joined across gaps up to about a word space.
  const reach = Math.max(1, Math.round((0.6 * em) / CELL));
  const seen = new Uint8Array(columns * rows);
  const regions: { box: PixelBox; ink: number }[] = [];
  for (let start = 0; start < columns * rows; start++) {
    if (seen[start] || !open(start)) continue;
    seen[start] = 1;
    const stack = [start];
    let [c0, c1, r0, r1] = [columns, -1, rows, -1];
    let inked = 0;
    while (stack.length > 0) {
      const index = stack.pop()!;
      const r = (index / columns) | 0;
      const c = index % columns;
      c0 = Math.min(c0, c);
      c1 = Math.max(c1, c);
      r0 = Math.min(r0, r);
      r1 = Math.max(r1, r);
      inked += ink[index]!;
      for (let dr = -1; dr <= 1; dr++) {
        const rr = r + dr;
        if (rr < 0 || rr >= rows) continue;
        for (let dc = -reach; dc <= reach; dc++) {
          const cc = c + dc;
          if (cc < 0 || cc >= columns) continue;
          const next = rr * columns + cc;
          if (!seen[next] && open(next)) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    const box = {
      x0: c0 * CELL,
      y0: r0 * CELL,
      x1: Math.min(image.width, (c1 + 1) * CELL),
      y1: Math.min(image.height, (r1 + 1) * CELL),
    };
    const height = box.y1 - box.y0;
    const width = box.x1 - box.x0;
    const edge = Math.round(0.02 * Math.min(image.width, image.height));
    if (
      height > MAX_HEIGHT_EMS * em ||
      height < MIN_HEIGHT_EMS * em ||
      width < MIN_WIDTH_EMS * em ||
      inked < MIN_INK_SHARE * width * height ||
      box.x0 < edge ||
      box.y0 < edge ||
      box.x1 > image.width - edge ||
      box.y1 > image.height - edge
    )
      continue;
    regions.push({ box, ink: inked });
  }
  return sameLine(regions, em, image)
    .sort((a, b) => b.ink - a.ink)
    .slice(0, MAX_REGIONS)
    .map((region) => region.box);
}

/**
 * Regions side by side on one line, close enough to be one cell or one run of words, made one
 * and widened to the word gaps on each side: words between and beside them may be covered by a
 * stray box of the line the recogniser did read (the "15" of "15 luglio 2023"), and a run of
 * words reads better whole. Runs further apart (table columns) stay apart: tesseract returned
 * nothing for a whole line with a blank stretch of twenty body heights in it.
 */
function sameLine<R extends { box: PixelBox; ink: number }>(
  regions: R[],
  em: number,
  image: GrayImage,
): R[] {
  const merged: R[] = [];
  for (const region of [...regions].sort((a, b) => a.box.x0 - b.box.x0)) {
    const line = merged.find((other) => {
      const overlap = Math.min(other.box.y1, region.box.y1) - Math.max(other.box.y0, region.box.y0);
      const lower = Math.min(other.box.y1 - other.box.y0, region.box.y1 - region.box.y0);
      return overlap >= 0.5 * lower && region.box.x0 - other.box.x1 <= MAX_GAP_EMS * em;
    });
    if (!line) {
      merged.push({ ...region });
      continue;
    }
    line.box = {
      x0: Math.min(line.box.x0, region.box.x0),
      y0: Math.min(line.box.y0, region.box.y0),
      x1: Math.max(line.box.x1, region.box.x1),
      y1: Math.max(line.box.y1, region.box.y1),
    };
    line.ink += region.ink;
  }
  return merged.map((region) => ({
    ...region,
    box: heightenedToGap(image, toWordGaps(image, region.box, em), Math.round(ASCENDER_EMS * em)),
  }));
}

/**
 * The box widened on each side to the next blank gap of a word space: the grid and the covered
 * cells cut words ("15" of "15 luglio" read as "L5"), the crop must not.
 */
function toWordGaps(image: GrayImage, box: PixelBox, em: number): PixelBox {
  // A gap of a body height: wider than a word space, narrower than a gap between columns. Ink
  // is looked for in the box's middle rows only, clear of the lines above and below.
  const quarter = Math.floor((box.y1 - box.y0) / 4);
  const rows = { y0: box.y0 + quarter, y1: box.y1 - quarter };
  return widenedToGap(image, box, rows, Math.max(2, Math.round(em)), Math.round(4 * em));
}

function overlapArea(a: PixelBox, b: PixelBox): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Whether most of `inner` lies inside `outer`. */
function mostlyInside(inner: PixelBox, outer: PixelBox): boolean {
  const area = Math.max(1, (inner.x1 - inner.x0) * (inner.y1 - inner.y0));
  return overlapArea(inner, outer) >= 0.5 * area;
}

/** Whether most of `box` lies inside a word already read and believed. */
function alreadyRead(box: PixelBox, words: readonly OcrWord[], em: number): boolean {
  return words.some((word) => !garbled(word, em) && mostlyInside(box, word.box));
}

/**
 * The result with the lines found in uncovered text regions added: each region is cut out with
 * a white margin and read alone by `read`; only confidently read lines are kept, and of them
 * the words with a letter or digit that no word already read covers.
 */
export async function withDroppedLines(
  image: GrayImage,
  result: OcrResult,
  read: (part: GrayImage) => Promise<OcrResult>,
): Promise<OcrResult> {
  const regions = uncoveredTextRegions(image, result);
  if (regions.length === 0) return result;
  const words = result.lines.flatMap((line) => line.words);
  const em = bodyHeight(result)!;
  const added: OcrLine[] = [];
  const replaced = new Set<OcrWord>();
  for (const region of regions) {
    const margin = Math.round((region.y1 - region.y0) / 2);
    const again = await read(crop(image, region, margin));
    const lines = again.lines
      .map((found) => movedLine(found, region.x0 - margin, region.y0 - margin))
      .filter((line) => meanConfidence(line.words) >= MIN_LINE_CONFIDENCE);
    // Garbage over the region: the new reading stands for the words in it and the garbage
    // reaching into it that its kept words cover, when it is believed more than they are.
    const covered = words.filter(
      (word) =>
        mostlyInside(word.box, region) || (garbled(word, em) && overlapArea(word.box, region) > 0),
    );
    const rereads =
      lines.length > 0 &&
      covered.some((word) => garbled(word, em)) &&
      meanConfidence(lines.flatMap((line) => line.words)) > meanConfidence(covered);
    // A covered word that was no garbage stays where the new words over it are believed less
    // ("digital" at 96 beside the garbled "“Dinamômetro", read again "diaital" at 91), or are
    // only a part of it, the region's edge cutting it ("ENERGY" read again "ENER"); a word read
    // again as several ("22+2°C" as "22 ± 2 °C") is measured by all of them.
    const newWords = lines.flatMap((found) => found.words);
    const keptFirst = covered.filter((first) => {
      if (garbled(first, em)) return false;
      const over = newWords.filter((word) => overlapArea(first.box, word.box) > 0);
      if (over.length === 0) return false;
      const x0 = Math.min(...over.map((word) => word.box.x0));
      const x1 = Math.max(...over.map((word) => word.box.x1));
      return (
        over.every((word) => first.confidence > word.confidence) ||
        first.box.x1 - x1 > em / 2 ||
        x0 - first.box.x0 > em / 2
      );
    });
    const surerFirst = (word: OcrWord) =>
      keptFirst.some((first) => overlapArea(first.box, word.box) > 0);
    for (const line of lines) {
      const kept = line.words.filter(
        (word) =>
          word.confidence >= MIN_WORD_CONFIDENCE &&
          /[\p{L}\d]/u.test(word.text) &&
          (rereads ? !surerFirst(word) : !alreadyRead(word.box, words, em)),
      );
      if (kept.length > 0) added.push({ ...line, words: kept });
      // A word goes only where a believed new word stands: one the new reading lost as well
      // ("d'étalonnage" read at 34, then at 3) stays as first read.
      if (rereads) {
        for (const word of covered) {
          if (kept.some((other) => overlapArea(word.box, other.box) > 0)) replaced.add(word);
        }
      }
    }
  }
  if (added.length === 0) return result;
  const remaining = result.lines
    .map((line) => ({ ...line, words: line.words.filter((word) => !replaced.has(word)) }))
    .filter((line) => line.words.length > 0);
  return { lines: [...remaining, ...added] };
}

function meanConfidence(words: readonly OcrWord[]): number {
  if (words.length === 0) return 0;
  return words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
}
