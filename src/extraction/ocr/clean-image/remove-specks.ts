/**
 * Step 5 of cleaning a scan (see read-scanned-page.ts): dust specks and dot leaders erased.
 */
import type { GrayImage } from '../gray-image.js';

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

/**
 * The component labels and the flood fill's stack, kept between pages: at 300 dpi they are
 * 35 MB each, and allocating them per page cost more in zero-filling and garbage collection
 * than clearing the labels does. (The cleaning of a page is synchronous: no two pages ever share them.)
 */
let buffers: { labels: Int32Array; stack: Int32Array } | null = null;

function scratch(length: number): { labels: Int32Array; stack: Int32Array } {
  if (!buffers || buffers.labels.length < length) {
    buffers = { labels: new Int32Array(length), stack: new Int32Array(length) };
    return buffers;
  }
  const labels = buffers.labels.subarray(0, length);
  labels.fill(0);
  return { labels, stack: buffers.stack };
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
  const { labels, stack } = scratch(data.length);
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
