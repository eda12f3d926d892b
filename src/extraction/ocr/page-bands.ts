/**
 * Horizontal bands of a page raster, cut where no line of text is: the language glimpse reads
 * the page's top band, and the recognisers share a page out in bands. Each band's words come
 * back in the band's own coordinates and are moved down to the page's.
 */
import type { GrayImage } from './gray-image.js';
import type { OcrResult } from './ocr-engine.js';

/** Darker than this is ink when looking for a blank row (the raster is cleaned: white paper). */
const INK_LEVEL = 128;

/** Rows top…bottom of an image: a view, no copy. */
export function band(image: GrayImage, top: number, bottom: number): GrayImage {
  return {
    width: image.width,
    height: bottom - top,
    data: image.data.subarray(top * image.width, bottom * image.width),
  };
}

/** Ink pixels per row. */
function rowInk(image: GrayImage): Uint32Array {
  const ink = new Uint32Array(image.height);
  for (let y = 0; y < image.height; y++) {
    const row = y * image.width;
    let count = 0;
    for (let x = 0; x < image.width; x++) if (image.data[row + x]! < INK_LEVEL) count++;
    ink[y] = count;
  }
  return ink;
}

/**
 * The emptiest row from `from` to `to`; among equally empty ones the nearest to `target`.
 */
function quietest(ink: Uint32Array, from: number, to: number, target: number): number {
  let best = target;
  let bestInk = Infinity;
  let bestDistance = Infinity;
  for (let y = Math.max(0, from); y <= Math.min(ink.length - 1, to); y++) {
    const distance = Math.abs(y - target);
    if (ink[y]! < bestInk || (ink[y] === bestInk && distance < bestDistance)) {
      best = y;
      bestInk = ink[y]!;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The middle of the run of rows as empty as row `y` around it: a band then ends as far from
 * the text on either side as the gap allows, and no line sits on a band's edge.
 */
function middleOfStretch(ink: Uint32Array, y: number): number {
  let top = y;
  let bottom = y;
  while (top > 0 && ink[top - 1]! <= ink[y]!) top--;
  while (bottom < ink.length - 1 && ink[bottom + 1]! <= ink[y]!) bottom++;
  return Math.round((top + bottom) / 2);
}

/**
 * The emptiest row within a tenth of the height of `share` of it (the first of equally empty
 * ones): a cut there splits no line of text.
 */
export function quietRow(image: GrayImage, share: number): number {
  const from = Math.round(image.height * (share - 0.1));
  const to = Math.round(image.height * (share + 0.1)) - 1;
  return quietest(rowInk(image), from, to, from);
}

/**
 * Rows cutting the image into `parts` bands holding about as much ink each (the recogniser's
 * time follows the text, not the paper), each moved to the emptiest row within a twentieth of
 * the height so no line of text is cut. Ascending, strictly inside the image; fewer when the
 * page is too blank to share out.
 */
export function balancedCuts(image: GrayImage, parts: number): number[] {
  if (parts < 2 || image.height < 2) return [];
  const ink = rowInk(image);
  let total = 0;
  for (const count of ink) total += count;
  if (total === 0) return [];
  const reach = Math.round(image.height * 0.05);
  const cuts: number[] = [];
  let seen = 0;
  let y = 0;
  for (let part = 1; part < parts; part++) {
    while (y < image.height && seen < (total * part) / parts) seen += ink[y++]!;
    // Nearest the aim among blank rows: a wide blank stretch must not shift the balance.
    const cut = middleOfStretch(ink, quietest(ink, y - reach, y + reach, y));
    if (cut > (cuts.at(-1) ?? 0) && cut < image.height) cuts.push(cut);
  }
  return cuts;
}

/** A band's result moved down by `dy` rows, into the page's coordinates. */
export function shifted(result: OcrResult, dy: number): OcrResult {
  if (dy === 0) return result;
  const move = <B extends { y0: number; y1: number }>(box: B): B => ({
    ...box,
    y0: box.y0 + dy,
    y1: box.y1 + dy,
  });
  return {
    lines: result.lines.map((line) => ({
      baseline: move(line.baseline),
      box: move(line.box),
      words: line.words.map((word) => ({
        ...word,
        box: move(word.box),
        symbols: word.symbols.map((symbol) => ({ ...symbol, box: move(symbol.box) })),
      })),
    })),
  };
}
