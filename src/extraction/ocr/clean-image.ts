/**
 * Cleans a scanned page before OCR. Office scans bring grey or yellowed paper, sensor noise,
 * dust specks, JPEG ringing, shaded bands and ruled boxes; tesseract's own global threshold
 * turns each of those into stray ":" "." "|" marks or broken glyphs. The steps, in order:
 * - dark bands (a letterhead's white-on-navy name) are inverted to dark text on light;
 * - the paper level is flattened (grey bands, shadows and uneven light become white);
 * - a contrast stretch from the ink level to the paper level makes the background white (and
 *   sensor noise on it falls under the recogniser's threshold);
 * - ruled lines (table borders, boxes, underlines) are erased;
 * - isolated specks are erased.
 * Each is a plain loop over the bytes: a 300 dpi A4 page is 8.7 million pixels.
 */
import type { GrayImage } from './gray-image.js';

/** Darker than this (after the stretch) is ink for the speck filter. */
const SPECK_INK_LEVEL = 140;

export interface SpeckSizes {
  /** Largest speck, in pixels of area. */
  maxArea: number;
  /** Ink closer than this (pixels) makes a small mark part of the text (a dot, an accent). */
  isolation: number;
  /**
   * Dot leaders: at least LEADER_MIN_DOTS small marks in a row, this close (pixels, centre to
   * centre) and at the same height within `leaderDrift`. Absent: leaders are kept.
   */
  leaderGap?: number;
  leaderDrift?: number;
}

/** A chain of this many dots is a leader; an ellipsis has three, a dotted "i i" two. */
const LEADER_MIN_DOTS = 5;

interface Mark {
  label: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Erases dust and dot leaders: small ink marks with no other ink nearby, and rows of small
 * marks ("Fabricante ........ Extech"). A median filter would take dust too, but it also eats
 * the dots of umlauts and the strokes of accents at 300 dpi, and the recogniser then reads
 * "Koln" and "calibracao". A dot, an accent, a comma or a full stop always has its letter
 * within a few pixels; a speck in the margin or between columns has nothing. A leader's dots
 * each have their neighbours, but the recogniser reads a row of them as letters ("eeeviimecc")
 * that join the label or the value beside them; without them a label and its value are two
 * cells, as in any other form.
 */
export function removeSpecks(image: GrayImage, sizes: SpeckSizes): GrayImage {
  const { width, height, data } = image;
  const labels = new Int32Array(data.length);
  const stack = new Int32Array(data.length);
  const out = new Uint8Array(data);
  // Small marks kept for now (with ink nearby), and those of them that may be leader dots.
  const kept: Mark[] = [];
  const dots: Mark[] = [];
  let label = 0;
  for (let start = 0; start < data.length; start++) {
    if (labels[start] !== 0 || data[start]! >= SPECK_INK_LEVEL) continue;
    label += 1;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    let area = 0;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    while (top > 0) {
      const i = stack[--top]!;
      area += 1;
      const x = i % width;
      const y = (i - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (labels[j] === 0 && data[j]! < SPECK_INK_LEVEL) {
            labels[j] = label;
            stack[top++] = j;
          }
        }
      }
    }
    if (area > sizes.maxArea) continue;
    const mark = { label, x0, y0, x1, y1 };
    if (!hasInkNearby(data, labels, width, height, label, mark, sizes.isolation)) {
      erase(out, labels, width, height, mark);
    } else if (sizes.leaderGap !== undefined) {
      kept.push(mark);
      if (couldBeLeaderDot(data, labels, image, mark, sizes)) dots.push(mark);
    }
  }
  if (sizes.leaderGap === undefined) return { width, height, data: out };
  const leader = new Set(leaderDots(dots, kept, sizes.leaderGap, sizes.leaderDrift ?? 0));
  for (const mark of leader) erase(out, labels, width, height, mark);
  // Dust beside a leader was not alone while the leader was there.
  for (const mark of kept) {
    if (leader.has(mark)) continue;
    if (!hasInkNearby(out, labels, width, height, mark.label, mark, sizes.isolation)) {
      erase(out, labels, width, height, mark);
    }
  }
  return { width, height, data: out };
}

/**
 * Whitens a mark and the paler pixels around it (its anti-aliased rim, which the recogniser
 * would still see as a faint dot); other marks' ink nearby stays.
 */
function erase(
  out: Uint8Array,
  labels: Int32Array,
  width: number,
  height: number,
  mark: Mark,
): void {
  for (let y = Math.max(0, mark.y0 - 1); y <= Math.min(height - 1, mark.y1 + 1); y++) {
    for (let x = Math.max(0, mark.x0 - 1); x <= Math.min(width - 1, mark.x1 + 1); x++) {
      const i = y * width + x;
      if (labels[i] === mark.label || labels[i] === 0) out[i] = 255;
    }
  }
}

/**
 * A leader's dot is a small square mark with paper above and below it: the pieces of a faint
 * letter broken up by the ink level have the rest of their letter above or below them.
 */
function couldBeLeaderDot(
  data: Uint8Array,
  labels: Int32Array,
  image: GrayImage,
  mark: Mark,
  sizes: SpeckSizes,
): boolean {
  const side = Math.sqrt(sizes.maxArea);
  const markWidth = mark.x1 - mark.x0 + 1;
  const markHeight = mark.y1 - mark.y0 + 1;
  if (
    markWidth > side ||
    markHeight > side ||
    Math.max(markWidth, markHeight) > 2 * Math.min(markWidth, markHeight)
  ) {
    return false;
  }
  const reach = sizes.isolation;
  const inkIn = (y0: number, y1: number) =>
    otherInkIn(data, labels, image.width, image.height, mark.label, {
      x0: mark.x0 - 1,
      y0,
      x1: mark.x1 + 1,
      y1,
    });
  return !inkIn(mark.y0 - reach, mark.y0 - 1) && !inkIn(mark.y1 + 1, mark.y1 + reach);
}

/**
 * The marks that belong to a leader: chains of LEADER_MIN_DOTS or more small marks, each within
 * `gap` (centre to centre, along the row) of the next and at the same height within `drift`.
 * The dots on i's and accents never line up five in a row that close: their letters sit
 * between them. A dot of the chain's row that failed the paper-above test (a speck of noise
 * landed over it) belongs to it too, and links the dots on either side of it: `others` are
 * the small marks to look among.
 */
function leaderDots(candidates: Mark[], others: Mark[], gap: number, drift: number): Mark[] {
  const centreX = (mark: Mark) => (mark.x0 + mark.x1) / 2;
  const centreY = (mark: Mark) => (mark.y0 + mark.y1) / 2;
  const sorted = [...candidates].sort((a, b) => centreX(a) - centreX(b));
  // Union-find over the marks: neighbours along a row share a chain.
  const parent = sorted.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  // The other small marks by position, to bridge a dot that is not a candidate.
  const byX = [...others].sort((a, b) => centreX(a) - centreX(b));
  const dotBetween = (a: Mark, b: Mark): boolean => {
    let low = 0;
    let high = byX.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (centreX(byX[mid]!) <= centreX(a)) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < byX.length && centreX(byX[i]!) < centreX(b); i++) {
      if (Math.abs(centreY(byX[i]!) - centreY(a)) <= drift) return true;
    }
    return false;
  };
  for (let a = 0; a < sorted.length; a++) {
    for (let b = a + 1; b < sorted.length; b++) {
      const dx = centreX(sorted[b]!) - centreX(sorted[a]!);
      if (dx > 2 * gap) break;
      if (dx <= 0 || Math.abs(centreY(sorted[b]!) - centreY(sorted[a]!)) > drift) continue;
      if (dx <= gap || dotBetween(sorted[a]!, sorted[b]!)) parent[root(b)] = root(a);
    }
  }
  const chains = new Map<number, Mark[]>();
  sorted.forEach((mark, index) => {
    const chain = chains.get(root(index));
    if (chain) chain.push(mark);
    else chains.set(root(index), [mark]);
  });
  const leader = new Set<Mark>();
  for (const chain of chains.values()) {
    if (chain.length < LEADER_MIN_DOTS) continue;
    const left = centreX(chain[0]!) - gap;
    const right = centreX(chain.at(-1)!) + gap;
    const row = chain.reduce((sum, mark) => sum + centreY(mark), 0) / chain.length;
    for (const mark of chain) leader.add(mark);
    for (const mark of others) {
      const x = centreX(mark);
      if (x >= left && x <= right && Math.abs(centreY(mark) - row) <= drift) leader.add(mark);
    }
  }
  return [...leader];
}

/** Whether pixels of the box (clamped to the image) hold ink of a mark other than `label`. */
function otherInkIn(
  data: Uint8Array,
  labels: Int32Array,
  width: number,
  height: number,
  label: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): boolean {
  for (let y = Math.max(0, box.y0); y <= Math.min(height - 1, box.y1); y++) {
    const row = y * width;
    for (let x = Math.max(0, box.x0); x <= Math.min(width - 1, box.x1); x++) {
      const i = row + x;
      if (data[i]! < SPECK_INK_LEVEL && labels[i] !== label) return true;
    }
  }
  return false;
}

function hasInkNearby(
  data: Uint8Array,
  labels: Int32Array,
  width: number,
  height: number,
  label: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  distance: number,
): boolean {
  return otherInkIn(data, labels, width, height, label, {
    x0: box.x0 - distance,
    y0: box.y0 - distance,
    x1: box.x1 + distance,
    y1: box.y1 + distance,
  });
}

/** Dark bands are found in squares this many pixels wide (~0.08 in at 300 dpi). */
const BAND_BLOCK = 24;
/** A block whose typical level is darker than this share of the paper is part of a band. */
const BAND_DARK_SHARE = 0.5;
/** A band block has at least this many dark blocks of its eight neighbours (no letter does). */
const BAND_NEIGHBOURS = 5;
/** A band spans at least this share of the page's width; a dark logo is left as it is. */
const BAND_MIN_WIDTH_SHARE = 0.4;
/** ...and fills at least this share of its bounding box (a band, not a sweeping graphic). */
const BAND_MIN_FILL = 0.6;
/** Pixels around a band where its blurred border is (JPEG, scanner optics). */
const BAND_EDGE = 4;

interface BlockBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The boxes (in blocks) of the dark regions at least BAND_MIN_WIDTH_SHARE of the page wide
 * that mostly fill their bounding box. A logo's dark square inverted turns into a framed
 * light box the recogniser reads as a line of garbage, while a letterhead band holds text.
 */
function wideBands(band: Uint8Array, columns: number, rows: number): BlockBox[] {
  const seen = new Uint8Array(band.length);
  const stack: number[] = [];
  const kept: BlockBox[] = [];
  for (let start = 0; start < band.length; start++) {
    if (band[start] !== 1 || seen[start]) continue;
    let blocks = 0;
    let x0 = columns;
    let x1 = -1;
    let y0 = rows;
    let y1 = -1;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      blocks += 1;
      const bx = i % columns;
      const by = (i - bx) / columns;
      x0 = Math.min(x0, bx);
      x1 = Math.max(x1, bx);
      y0 = Math.min(y0, by);
      y1 = Math.max(y1, by);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = bx + dx;
          const ny = by + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const j = ny * columns + nx;
          if (band[j] === 1 && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    const boxArea = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (x1 - x0 + 1 >= columns * BAND_MIN_WIDTH_SHARE && blocks >= boxArea * BAND_MIN_FILL) {
      kept.push({ x0, y0, x1, y1 });
    }
  }
  return kept;
}

/**
 * Inverts dark bands, so white text on a dark header reads as dark text on light paper:
 * tesseract reads dark on light only (looking for inverted text would cost a second pass over
 * every doubtful line). A band is a stretch of blocks whose median is far darker than the
 * paper (white letters cover less than half of a block) with dark neighbours; gaps of one
 * block inside it (a bold capital) are closed. Blocks along its edge are inverted only where
 * they are dark, so the band's border goes and the text beside it stays.
 */
export function invertDarkBands(image: GrayImage): GrayImage {
  const { width, height, data } = image;
  const columns = Math.ceil(width / BAND_BLOCK);
  const rows = Math.ceil(height / BAND_BLOCK);
  // A block's median is its background, text or no text.
  const medians = tilePercentiles(image, BAND_BLOCK, 0.5);
  const histogram = new Uint32Array(256);
  for (const level of medians) histogram[level]! += 1;
  const paper = percentileOf(histogram, medians.length, PAPER_PERCENTILE);
  const threshold = paper * BAND_DARK_SHARE;
  const darkAt = (bx: number, by: number) =>
    bx >= 0 && by >= 0 && bx < columns && by < rows && medians[by * columns + bx]! < threshold;
  // 1: a dark block inside a dark region.
  const band = new Uint8Array(columns * rows);
  let found = false;
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      let neighbours = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && darkAt(bx + dx, by + dy)) neighbours++;
      const closes =
        (darkAt(bx - 1, by) && darkAt(bx + 1, by)) || (darkAt(bx, by - 1) && darkAt(bx, by + 1));
      if ((darkAt(bx, by) || closes) && neighbours >= BAND_NEIGHBOURS) {
        band[by * columns + bx] = 1;
        found = true;
      }
    }
  }
  if (!found) return image;
  const bands = wideBands(band, columns, rows);
  if (bands.length === 0) return image;
  const out = new Uint8Array(data);
  for (const box of bands) {
    // Rows and columns of the band are those nearer its level than the paper's.
    let sum = 0;
    let count = 0;
    for (let by = box.y0; by <= box.y1; by++) {
      for (let bx = box.x0; bx <= box.x1; bx++) {
        if (band[by * columns + bx] !== 1) continue;
        sum += medians[by * columns + bx]!;
        count++;
      }
    }
    invertBand(image, out, box, (sum / count + paper) / 2);
  }
  return { width, height, data: out };
}

/**
 * A band is a rectangle once the page is straight, and its blocks only roughly cover it: its
 * exact rows are those darker on average than `threshold` (midway between its level and the
 * paper's) across its width, its columns likewise. Inside it every pixel is
 * inverted; in a margin of BAND_EDGE pixels around it only dark ones (its blurred border).
 */
function invertBand(image: GrayImage, out: Uint8Array, box: BlockBox, threshold: number): void {
  const { width, height, data } = image;
  const innerX0 = box.x0 * BAND_BLOCK;
  const innerX1 = Math.min(width, (box.x1 + 1) * BAND_BLOCK);
  const darkRun = (from: number, to: number, centre: number, mean: (k: number) => number) => {
    let start = centre;
    let end = centre;
    while (start - 1 >= from && mean(start - 1) < threshold) start--;
    while (end + 1 < to && mean(end + 1) < threshold) end++;
    return [start, end] as const;
  };
  const rowMean = (y: number) => {
    let sum = 0;
    for (let x = innerX0; x < innerX1; x++) sum += data[y * width + x]!;
    return sum / (innerX1 - innerX0);
  };
  const centreRow = Math.min(height - 1, Math.round(((box.y0 + box.y1 + 1) * BAND_BLOCK) / 2));
  const [top, bottom] = darkRun(
    Math.max(0, (box.y0 - 1) * BAND_BLOCK),
    Math.min(height, (box.y1 + 2) * BAND_BLOCK),
    centreRow,
    rowMean,
  );
  const columnMean = (x: number) => {
    let sum = 0;
    for (let y = top; y <= bottom; y++) sum += data[y * width + x]!;
    return sum / (bottom - top + 1);
  };
  const [left, right] = darkRun(
    Math.max(0, (box.x0 - 1) * BAND_BLOCK),
    Math.min(width, (box.x1 + 2) * BAND_BLOCK),
    Math.min(width - 1, Math.round((innerX0 + innerX1) / 2)),
    columnMean,
  );
  for (let y = Math.max(0, top - BAND_EDGE); y <= Math.min(height - 1, bottom + BAND_EDGE); y++) {
    const inside = y >= top && y <= bottom;
    for (let x = Math.max(0, left - BAND_EDGE); x <= Math.min(width - 1, right + BAND_EDGE); x++) {
      const i = y * width + x;
      if ((inside && x >= left && x <= right) || data[i]! < threshold) out[i] = 255 - data[i]!;
    }
  }
}

/** Paper level per tile: the 90th percentile (most of a tile is paper, even inside text). */
const PAPER_PERCENTILE = 0.9;
/**
 * A tile darker than this share of the page's paper is not paper but a dark band, a logo or a
 * photo: it keeps the page's paper level, so its white text stays readable.
 */
const MIN_PAPER_SHARE = 0.55;

function percentileOf(histogram: Uint32Array, count: number, fraction: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= count * fraction) return level;
  }
  return 255;
}

/**
 * The level at `fraction` of each `tile`-pixel square (row-major, ceil(width/tile) per row).
 * One row of tiles at a time: their histograms side by side, filled in one pass over the pixel
 * rows (reading the image in order, not tile by tile).
 */
function tilePercentiles(image: GrayImage, tile: number, fraction: number): Uint8Array {
  const { width, height, data } = image;
  const columns = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const levels = new Uint8Array(columns * rows);
  const tileOf = new Int32Array(width);
  for (let x = 0; x < width; x++) tileOf[x] = Math.floor(x / tile) * 256;
  const rowHistograms = new Uint32Array(columns * 256);
  for (let ty = 0; ty < rows; ty++) {
    rowHistograms.fill(0);
    const y1 = Math.min(height, (ty + 1) * tile);
    for (let y = ty * tile; y < y1; y++) {
      const line = y * width;
      for (let x = 0; x < width; x++) rowHistograms[tileOf[x]! + data[line + x]!]! += 1;
    }
    for (let tx = 0; tx < columns; tx++) {
      const x1 = Math.min(width, (tx + 1) * tile);
      const count = (y1 - ty * tile) * (x1 - tx * tile);
      const histogram = rowHistograms.subarray(tx * 256, tx * 256 + 256);
      levels[ty * columns + tx] = percentileOf(histogram, count, fraction);
    }
  }
  return levels;
}

/**
 * Divides each pixel by the paper level around it, measured in `tile`-pixel squares and
 * interpolated between their centres. Grey table headers and section bands, shadows at a
 * page's edge and uneven lighting all become white paper, and the text on them stays dark —
 * a global threshold would turn a grey band into a black bar or wash out its text.
 */
export function flattenBackground(image: GrayImage, tile: number): GrayImage {
  const { width, height, data } = image;
  const columns = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const levels = new Float32Array(columns * rows);
  const page = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) page[data[i]!]! += 1;
  const pagePaper = percentileOf(page, data.length, PAPER_PERCENTILE);
  const tileLevels = tilePercentiles(image, tile, PAPER_PERCENTILE);
  for (let i = 0; i < levels.length; i++) {
    const level = tileLevels[i]!;
    levels[i] = level < pagePaper * MIN_PAPER_SHARE ? pagePaper : Math.max(1, level);
  }
  const out = new Uint8Array(data.length);
  const row = new Float32Array(columns);
  // Where each column falls between tile centres: the same for every row, so worked out once.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const weight = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(columns - 1, Math.max(0, (x + 0.5) / tile - 0.5));
    left[x] = Math.floor(fx);
    right[x] = Math.min(columns - 1, left[x]! + 1);
    weight[x] = fx - left[x]!;
  }
  for (let y = 0; y < height; y++) {
    // Interpolate the tile levels to this row, then along it (tile centres are the anchors).
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / tile - 0.5));
    const r0 = Math.floor(fy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const wy = fy - r0;
    for (let tx = 0; tx < columns; tx++) {
      row[tx] = levels[r0 * columns + tx]! * (1 - wy) + levels[r1 * columns + tx]! * wy;
    }
    const line = y * width;
    for (let x = 0; x < width; x++) {
      const wx = weight[x]!;
      const paper = row[left[x]!]! * (1 - wx) + row[right[x]!]! * wx;
      const value = Math.round((data[line + x]! * 255) / paper);
      out[line + x] = value > 255 ? 255 : value;
    }
  }
  return { width, height, data: out };
}

/**
 * Maps the ink level to black and the paper level to white. Levels come from the histogram:
 * the paper is the level most of the page is at or below (most of a page is paper), the ink a
 * low percentile, so a few dark specks or a black border do not set it.
 */
export function stretchContrast(image: GrayImage): GrayImage {
  const { data } = image;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) histogram[data[i]!]! += 1;
  const levelAt = (fraction: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level]!;
      if (seen >= data.length * fraction) return level;
    }
    return 255;
  };
  const ink = levelAt(0.005);
  const paper = levelAt(0.6);
  if (paper - ink < 32) return image;
  const lookup = new Uint8Array(256);
  for (let level = 0; level < 256; level++) {
    lookup[level] = Math.max(0, Math.min(255, Math.round(((level - ink) * 255) / (paper - ink))));
  }
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = lookup[data[i]!]!;
  return { width: image.width, height: image.height, data: out };
}

/** Darker than this (after the stretch) may be part of a rule: hairlines are light grey. */
const RULE_INK_LEVEL = 200;
/** Gaps this short (pixels) inside a rule are noise or JPEG blocks, not ends. */
const RULE_GAP = 3;

export interface RuleSizes {
  /** Shortest horizontal and vertical rule, in pixels. */
  minWidth: number;
  minHeight: number;
  /** Thickest rule, in pixels. */
  maxThickness: number;
}

/**
 * Marks runs of `mask` along rows (stride 1) or columns (stride width) that are at least
 * `minLength` long, allowing gaps up to RULE_GAP. `lines` rows or columns of `length` each.
 */
function markRuns(
  mask: Uint8Array,
  marks: Uint8Array,
  lines: number,
  length: number,
  lineStride: number,
  step: number,
  minLength: number,
): void {
  for (let line = 0; line < lines; line++) {
    const base = line * lineStride;
    let start = -1;
    let lastInk = -1;
    for (let position = 0; position <= length; position++) {
      if (position < length && mask[base + position * step] === 1) {
        if (start < 0) start = position;
        lastInk = position;
        continue;
      }
      if (start >= 0 && (position === length || position - lastInk > RULE_GAP)) {
        if (lastInk + 1 - start >= minLength) {
          for (let k = start; k <= lastInk; k++) marks[base + k * step] = 1;
        }
        start = -1;
      }
    }
  }
}

/** Darker than this next to a marked stretch is a letter touching it, or text itself. */
const TEXT_INK_LEVEL = 128;

/**
 * Whitens the marked stretches across the rule's direction that are at most `maxThickness`
 * thick and have paper on both sides, with a one-pixel margin for anti-aliased edges. Ink just
 * beside a stretch means a letter crosses or sits on it (the bottoms of bold letters form long
 * runs along their baseline): those pixels stay.
 */
function eraseThin(
  marks: Uint8Array,
  source: Uint8Array,
  out: Uint8Array,
  lines: number,
  length: number,
  lineStride: number,
  step: number,
  maxThickness: number,
): void {
  const paperAt = (base: number, position: number) =>
    position < 0 || position >= length || source[base + position * step]! >= TEXT_INK_LEVEL;
  for (let line = 0; line < lines; line++) {
    const base = line * lineStride;
    let start = -1;
    for (let position = 0; position <= length; position++) {
      if (position < length && marks[base + position * step] === 1) {
        if (start < 0) start = position;
        continue;
      }
      if (start >= 0) {
        const thin = position - start <= maxThickness;
        if (thin && paperAt(base, start - 2) && paperAt(base, position + 1)) {
          const from = Math.max(0, start - 1);
          const to = Math.min(length, position + 1);
          for (let k = from; k < to; k++) out[base + k * step] = 255;
        }
        start = -1;
      }
    }
  }
}

/**
 * Erases ruled lines: table borders, boxes and underlines. A text PDF's rules are drawings the
 * text layer never sees; on a scan they are ink, and tesseract reads a border as "|", "I" or
 * "_" or merges it into the letters it touches. A rule is a long run of ink no thicker than
 * `maxThickness`, so filled bands (white text on a dark header) and letters are kept.
 */
export function removeRules(image: GrayImage, sizes: RuleSizes): GrayImage {
  const { width, height, data } = image;
  // A hairline that straddles two pixel rows is light grey in both: what counts is the
  // darkest of a pixel and its neighbours across the rule's direction.
  const acrossRows = new Uint8Array(data.length);
  const acrossColumns = new Uint8Array(data.length);
  // A pixel is marked when it or a neighbour across the direction is darker than the level.
  for (let i = 0; i < data.length; i++) {
    if (data[i]! >= RULE_INK_LEVEL) continue;
    acrossRows[i] = 1;
    acrossColumns[i] = 1;
    if (i >= width) acrossRows[i - width] = 1;
    if (i + width < data.length) acrossRows[i + width] = 1;
    const x = i % width;
    if (x > 0) acrossColumns[i - 1] = 1;
    if (x < width - 1) acrossColumns[i + 1] = 1;
  }
  const horizontal = new Uint8Array(data.length);
  const vertical = new Uint8Array(data.length);
  markRuns(acrossRows, horizontal, height, width, width, 1, sizes.minWidth);
  markRuns(acrossColumns, vertical, width, height, 1, width, sizes.minHeight);
  const out = new Uint8Array(data);
  // A horizontal rule is thin across its direction: measure it down each column, and back.
  eraseThin(horizontal, data, out, width, height, 1, width, sizes.maxThickness);
  eraseThin(vertical, data, out, height, width, width, 1, sizes.maxThickness);
  return { width, height, data: out };
}
