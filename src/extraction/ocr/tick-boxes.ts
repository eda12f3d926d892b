/**
 * Tick boxes, read from the ink. Tesseract has no glyph for "☒" or "☐": it drops a ticked box
 * altogether or reads it as "O", "[0" or "(", the same as an empty one, so "☒ conforme ☐ non
 * conforme" came back as "conforme [0 non conforme" and the verdict was lost. A box is a square
 * outline about a letter's height; what is inside it (a cross, a tick, or nothing) says whether
 * it is ticked. Each box found becomes a word "☒" or "☐" in its place, replacing what the
 * recogniser read there, so the field rules see the boxes a text PDF would give them.
 */
import { boxInk, INK_LEVEL, type GrayImage } from './gray-image.js';
import type { OcrLine, OcrResult, OcrWord, PixelBox } from './ocr-engine.js';

/**
 * A box's side, as a share of its line's height (its words' usual height: an accented capital
 * and a descender make the line's own box far taller, "Declaração"): a "☐" is about a
 * capital's height, a lower-case "o" or "a" (which a bold face fills like a ticked box) well
 * under it.
 */
const MIN_SIDE = 0.62;
const MAX_SIDE = 1.25;
/** A box stands apart from the ink on both sides by at least this share of the line's height. */
const WORD_GAP = 0.15;
/** Width and height of a square differ by at most this share of the larger. */
const SQUARENESS = 0.25;
/** A side of the outline: ink over this share of its length (a scan breaks a line here and there). */
const SIDE_INK = 0.8;
/** The inside, inset this share of the side from the outline, inked over this share: ticked. */
const INSET = 0.22;
const TICKED_INK = 0.07;
/** Inked below this share: empty. Between the two, or above FILLED (a bullet "■"): unsure. */
const EMPTY_INK = 0.02;
const FILLED_INK = 0.5;
/** Any reading standing within a box, this share of its side beyond it at most, is the box's. */
const BOX_READING_REACH = 0.5;
const MAX_BOX_READING = 3;
/** What the recogniser may make of a box: a word of at most this many characters ("[OI", "©"). */
const BOX_READING = /^[[\](){}|0OoDdUuCcIl1□☐☒■#@*xX©®]{1,3}$/u;

export interface TickBox {
  box: PixelBox;
  ticked: boolean;
}

function inked(image: GrayImage, x: number, y: number): boolean {
  return image.data[y * image.width + x]! < INK_LEVEL;
}

/** Share of inked pixels in a rectangle (x1, y1 exclusive; the box lies within the image). */
function inkShare(image: GrayImage, x0: number, y0: number, x1: number, y1: number): number {
  const all = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  return all === 0 ? 0 : boxInk(image, { x0, y0, x1, y1 }) / all;
}

/** The best-inked row (or column) among the outermost three of one side: its ink share. */
function sideInk(
  image: GrayImage,
  box: PixelBox,
  side: 'top' | 'bottom' | 'left' | 'right',
): number {
  let best = 0;
  for (let step = 0; step < 3; step++) {
    const share =
      side === 'top'
        ? inkShare(image, box.x0, box.y0 + step, box.x1, box.y0 + step + 1)
        : side === 'bottom'
          ? inkShare(image, box.x0, box.y1 - 1 - step, box.x1, box.y1 - step)
          : side === 'left'
            ? inkShare(image, box.x0 + step, box.y0, box.x0 + step + 1, box.y1)
            : inkShare(image, box.x1 - 1 - step, box.y0, box.x1 - step, box.y1);
    best = Math.max(best, share);
  }
  return best;
}

/** A column of a box's side is inked over this share; a scan's speck beside it is not. */
const EDGE_INK = 0.3;
/** At most this share of the width is cut off each side as speck. */
const MAX_SPECK = 0.2;

/**
 * The box without a speck a scan set against its left or right side: outermost columns inked
 * over less than EDGE_INK of the box's height are cut off, a fifth of the width at most
 * ("..#####" beside a box's left side made its left edge three pixels of noise). Rows are not
 * cut: a letter's ascender would go, and a "d" would be left a square.
 */
function withoutSpecks(image: GrayImage, box: PixelBox): PixelBox {
  let { x0, x1 } = box;
  const most = Math.floor((x1 - x0) * MAX_SPECK);
  const speck = (x: number) => inkShare(image, x, box.y0, x + 1, box.y1) < EDGE_INK;
  while (x0 - box.x0 < most && speck(x0)) x0++;
  while (box.x1 - x1 < most && speck(x1 - 1)) x1--;
  return { ...box, x0, x1 };
}

/** The line's usual word height (pixels): the median of its words' boxes. */
function wordHeight(line: OcrLine): number {
  const heights = line.words.map((word) => word.box.y1 - word.box.y0).sort((a, b) => a - b);
  return heights.length === 0 ? line.box.y1 - line.box.y0 : heights[heights.length >> 1]!;
}

/** The ink's bounding box within a stretch of columns and a band of rows, or null. */
function inkBounds(
  image: GrayImage,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): PixelBox | null {
  let top = -1;
  let bottom = -1;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (inked(image, x, y)) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  return top < 0 ? null : { x0, y0: top, x1, y1: bottom + 1 };
}

/**
 * The boxes on one line of text: runs of inked columns shaped like a square outline, standing
 * apart from the ink on both sides as a word does (the letters of a word stand closer).
 */
export function tickBoxesOnLine(image: GrayImage, line: OcrLine): TickBox[] {
  const height = line.box.y1 - line.box.y0;
  if (height <= 4) return [];
  const pad = Math.round(height * 0.3);
  const y0 = Math.max(0, line.box.y0 - pad);
  const y1 = Math.min(image.height, line.box.y1 + pad);
  // A box may stand before the line's first word, which the recogniser left out.
  const x0 = Math.max(0, line.box.x0 - Math.round(height * 2));
  const x1 = Math.min(image.width, line.box.x1);
  const runs: [number, number][] = [];
  let runStart = -1;
  for (let x = x0; x <= x1; x++) {
    let columnInk = false;
    if (x < x1) {
      for (let y = y0; y < y1 && !columnInk; y++) columnInk = inked(image, x, y);
    }
    if (columnInk && runStart < 0) runStart = x;
    if (columnInk || runStart < 0) continue;
    runs.push([runStart, x]);
    runStart = -1;
  }
  const apart = WORD_GAP * height;
  const boxes: TickBox[] = [];
  const words = wordHeight(line);
  runs.forEach(([start, end], index) => {
    const before = index > 0 ? start - runs[index - 1]![1] : Infinity;
    const after = index + 1 < runs.length ? runs[index + 1]![0] - end : Infinity;
    if (before < apart || after < apart) return;
    const found = squareOutline(image, start, end, y0, y1, words);
    if (found) boxes.push(found);
  });
  return boxes;
}

/** A part of the ink above or below a blank row with under this share of the rest's ink: a speck. */
const STRAY_ROWS_INK = 0.1;

/**
 * The box without specks a scan set above or below it, apart from it by a blank row: the pad
 * taken around a line to find its boxes reaches a speck a few pixels under a "☒", which made
 * the box half again as tall as wide (a verdict lost). An accent over a capital is far more ink
 * than a speck, and is kept.
 */
function withoutStrayRows(image: GrayImage, box: PixelBox): PixelBox {
  const rows: number[] = [];
  for (let y = box.y0; y < box.y1; y++) {
    rows.push(Math.round(inkShare(image, box.x0, y, box.x1, y + 1) * (box.x1 - box.x0)));
  }
  // Parts of inked rows between blank ones, the most inked kept with any part of weight.
  const parts: { y0: number; y1: number; ink: number }[] = [];
  rows.forEach((ink, index) => {
    if (ink === 0) return;
    const last = parts[parts.length - 1];
    if (last && last.y1 === box.y0 + index) {
      last.y1++;
      last.ink += ink;
    } else parts.push({ y0: box.y0 + index, y1: box.y0 + index + 1, ink });
  });
  const all = parts.reduce((sum, part) => sum + part.ink, 0);
  const kept = parts.filter((part) => part.ink >= STRAY_ROWS_INK * (all - part.ink));
  if (kept.length === 0) return box;
  return { ...box, y0: kept[0]!.y0, y1: kept[kept.length - 1]!.y1 };
}

function squareOutline(
  image: GrayImage,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  lineHeight: number,
): TickBox | null {
  const bounds = inkBounds(image, x0, x1, y0, y1);
  if (!bounds) return null;
  const box = withoutSpecks(image, withoutStrayRows(image, bounds));
  const width = box.x1 - box.x0;
  if (width < MIN_SIDE * lineHeight || width > MAX_SIDE * lineHeight) return null;
  const height = box.y1 - box.y0;
  if (Math.abs(width - height) > SQUARENESS * Math.max(width, height)) return null;
  for (const side of ['top', 'bottom', 'left', 'right'] as const) {
    if (sideInk(image, box, side) < SIDE_INK) return null;
  }
  const inset = Math.max(2, Math.round(INSET * width));
  const inside = inkShare(image, box.x0 + inset, box.y0 + inset, box.x1 - inset, box.y1 - inset);
  if (inside >= TICKED_INK && inside <= FILLED_INK) return { box, ticked: true };
  if (inside < EMPTY_INK) return { box, ticked: false };
  return null;
}

function overlap(a: PixelBox, b: PixelBox): number {
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
}

/** A character whose middle lies within the box's width: the recogniser's reading of the box. */
function insideBox(box: PixelBox, found: TickBox): boolean {
  return (box.x0 + box.x1) / 2 < found.box.x1;
}

function boxWord(found: TickBox): OcrWord {
  const text = found.ticked ? '☒' : '☐';
  return { text, confidence: 90, box: found.box, symbols: [{ text, box: found.box }] };
}

/**
 * The line's words with each box in its place: a word the recogniser made of the box alone is
 * replaced, a box's letters at the start of a word are cut off it, and a box it dropped is added.
 */
function withBoxes(line: OcrLine, boxes: TickBox[]): OcrLine {
  let words = [...line.words];
  for (const found of boxes) {
    const width = found.box.x1 - found.box.x0;
    const covering = words.filter((word) => overlap(word.box, found.box) > width * 0.5);
    // A box under a real word (a letter drawn as an outline, a word's frame): not a tick box.
    if (covering.some((word) => !readsBox(word, found) && !startsWithBox(word, found))) continue;
    words = words.flatMap((word) => {
      if (!covering.includes(word)) return [word];
      if (readsBox(word, found)) return [];
      const rest = word.symbols.filter((symbol) => !insideBox(symbol.box, found));
      return [
        {
          ...word,
          text: rest.map((symbol) => symbol.text).join(''),
          box: { ...word.box, x0: rest[0]!.box.x0 },
          symbols: rest,
        },
      ];
    });
    words.push(boxWord(found));
  }
  words.sort((a, b) => a.box.x0 - b.box.x0);
  return { ...line, words };
}

/**
 * Whether a word is the recogniser's reading of the box: a reading boxes are made of ("[0",
 * "©"), or any short one that stands within the box, a speck beside it at most ("‚X" for a
 * ticked box with a speck at its foot, "MO" for an empty one). The ink already showed a square
 * outline there, which no letter is.
 */
function readsBox(word: OcrWord, found: TickBox): boolean {
  if (BOX_READING.test(word.text)) return true;
  const width = found.box.x1 - found.box.x0;
  return (
    [...word.text.trim()].length <= MAX_BOX_READING &&
    word.box.x0 >= found.box.x0 - width * BOX_READING_REACH &&
    word.box.x1 <= found.box.x1 + width * BOX_READING_REACH
  );
}

/** "Oconforme": the box read as the word's first letter, the rest a word of its own. */
function startsWithBox(word: OcrWord, found: TickBox): boolean {
  const inBox = word.symbols.filter((symbol) => insideBox(symbol.box, found));
  const rest = word.symbols.length - inBox.length;
  return (
    inBox.length >= 1 &&
    inBox.length <= 2 &&
    rest >= 2 &&
    BOX_READING.test(inBox.map((symbol) => symbol.text).join(''))
  );
}

/** The recognised page with its tick boxes read from the ink. */
export function withTickBoxes(image: GrayImage, result: OcrResult): OcrResult {
  return {
    lines: result.lines.map((line) => {
      const boxes = tickBoxesOnLine(image, line);
      return boxes.length === 0 ? line : withBoxes(line, boxes);
    }),
  };
}
