/**
 * Horizontal bands of a page raster, cut where no line of text is: the language glimpse reads
 * the page's top band, and the recognisers share a page out in bands. Each band's words come
 * back in the band's own coordinates and are moved down to the page's.
 */
import { INK_LEVEL, type GrayImage } from './gray-image.js';
import type { OcrLine, OcrResult, PixelBox } from './ocr-engine.js';

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
  return quietRowWithin(
    image,
    Math.round(image.height * (share - 0.1)),
    Math.round(image.height * (share + 0.1)) - 1,
  );
}

/** The emptiest row from `from` to `to` (the first of equally empty ones). */
export function quietRowWithin(image: GrayImage, from: number, to: number): number {
  return quietest(rowInk(image), from, to, from);
}

/** Ink runs starting in each row: strokes crossed, about the letters on it, whatever their weight. */
function rowStrokes(image: GrayImage): Uint32Array {
  const strokes = new Uint32Array(image.height);
  for (let y = 0; y < image.height; y++) {
    const row = y * image.width;
    let count = 0;
    let inInk = false;
    for (let x = 0; x < image.width; x++) {
      const ink = image.data[row + x]! < INK_LEVEL;
      if (ink && !inInk) count++;
      inInk = ink;
    }
    strokes[y] = count;
  }
  return strokes;
}

/**
 * How much recognising each row costs, in shares of the page. Tesseract scales every line of
 * text to one height before reading it, so a line costs about its letter count, whatever its
 * size or weight: a bold letterhead or a logo is a lot of ink but few letters. A line's cost is
 * the mean number of strokes its rows cross, spread over its rows (runs of rows with ink
 * between blank rows; a run much taller than the page's usual line is several lines touching).
 */
function rowCosts(image: GrayImage, ink: Uint32Array): Float64Array {
  const strokes = rowStrokes(image);
  const runs: { top: number; bottom: number }[] = [];
  for (let y = 0; y < image.height; y++) {
    if (ink[y] === 0) continue;
    const top = y;
    while (y < image.height && ink[y]! > 0) y++;
    runs.push({ top, bottom: y });
  }
  const heights = runs.map((run) => run.bottom - run.top).sort((a, b) => a - b);
  const usual = Math.max(1, heights[Math.floor(heights.length / 2)] ?? 1);
  const costs = new Float64Array(image.height);
  for (const { top, bottom } of runs) {
    const height = bottom - top;
    let sum = 0;
    for (let y = top; y < bottom; y++) sum += strokes[y]!;
    const lines = height > 2.5 * usual ? Math.round(height / usual) : 1;
    const perRow = (sum / height) * (lines / height);
    for (let y = top; y < bottom; y++) costs[y] = perRow;
  }
  return costs;
}

/**
 * Rows cutting the image into `parts` bands that cost the recogniser about as much each (its
 * time follows the letters, not the paper or the ink: rowCosts), each moved to the emptiest row
 * within a twentieth of the height so no line of text is cut. Ascending, strictly inside the
 * image; fewer when the page is too blank to share out.
 */
export function balancedCuts(image: GrayImage, parts: number): number[] {
  if (parts < 2 || image.height < 2) return [];
  const ink = rowInk(image);
  const costs = rowCosts(image, ink);
  let total = 0;
  for (const cost of costs) total += cost;
  if (total === 0) return [];
  const reach = Math.round(image.height * 0.05);
  const cuts: number[] = [];
  let seen = 0;
  let y = 0;
  for (let part = 1; part < parts; part++) {
    while (y < image.height && seen < (total * part) / parts) seen += costs[y++]!;
    // Nearest the aim among blank rows: a wide blank stretch must not shift the balance.
    const cut = middleOfStretch(ink, quietest(ink, y - reach, y + reach, y));
    if (cut > (cuts.at(-1) ?? 0) && cut < image.height) cuts.push(cut);
  }
  return cuts;
}

/** A recognised line moved by `dx`, `dy` pixels (from a part of the page into the page). */
export function movedLine(line: OcrLine, dx: number, dy: number): OcrLine {
  const move = <B extends PixelBox>(box: B): B => ({
    ...box,
    x0: box.x0 + dx,
    x1: box.x1 + dx,
    y0: box.y0 + dy,
    y1: box.y1 + dy,
  });
  return {
    baseline: move(line.baseline),
    box: move(line.box),
    words: line.words.map((word) => ({
      ...word,
      box: move(word.box),
      symbols: word.symbols.map((symbol) => ({ ...symbol, box: move(symbol.box) })),
    })),
  };
}

/** A band's result moved down by `dy` rows, into the page's coordinates. */
export function shifted(result: OcrResult, dy: number): OcrResult {
  if (dy === 0) return result;
  return { lines: result.lines.map((line) => movedLine(line, 0, dy)) };
}
