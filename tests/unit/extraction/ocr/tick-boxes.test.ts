/**
 * Tick boxes are read from the ink: the recogniser drops a "☒" or reads it like an empty box,
 * so "☒ conforme ☐ non conforme" came back without its verdict.
 */
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import type { OcrLine, OcrWord, PixelBox } from '../../../../src/extraction/ocr/ocr-engine.js';
import { withTickBoxes } from '../../../../src/extraction/ocr/tick-boxes.js';
import { blank, fill } from './clean-image/gray-pages.js';

const TOP = 100;
const SIDE = 28;

/** A square outline 3 px thick, crossed ("☒") or empty ("☐"). */
function drawBox(image: GrayImage, x: number, ticked: boolean) {
  fill(image, x, TOP, x + SIDE, TOP + 3);
  fill(image, x, TOP + SIDE - 3, x + SIDE, TOP + SIDE);
  fill(image, x, TOP, x + 3, TOP + SIDE);
  fill(image, x + SIDE - 3, TOP, x + SIDE, TOP + SIDE);
  if (!ticked) return;
  for (let i = 3; i < SIDE - 3; i++) {
    fill(image, x + i, TOP + i, x + i + 2, TOP + i + 2);
    fill(image, x + SIDE - i - 2, TOP + i, x + SIDE - i, TOP + i + 2);
  }
}

/** "Letters": 4-pixel strokes every 8 pixels, the line's height, from x0 to x1. */
function drawWord(image: GrayImage, x0: number, x1: number) {
  for (let x = x0; x + 4 <= x1; x += 8) fill(image, x, TOP - 4, x + 4, TOP + 30);
}

function word(text: string, x0: number, x1: number): OcrWord {
  const box: PixelBox = { x0, y0: TOP - 4, x1, y1: TOP + 30 };
  const width = (x1 - x0) / text.length;
  const symbols = [...text].map((char, index) => ({
    text: char,
    box: { ...box, x0: Math.round(x0 + index * width), x1: Math.round(x0 + (index + 1) * width) },
  }));
  return { text, confidence: 90, box, symbols };
}

function line(words: OcrWord[]): OcrLine {
  const box = {
    x0: Math.min(...words.map((w) => w.box.x0)),
    y0: TOP - 4,
    x1: Math.max(...words.map((w) => w.box.x1)),
    y1: TOP + 30,
  };
  return { words, box, baseline: { ...box, y0: box.y1 } };
}

const texts = (result: { lines: OcrLine[] }) =>
  result.lines.map((l) => l.words.map((w) => w.text).join(' '));

describe('tick boxes read from the ink', () => {
  it('puts back a ticked box the recogniser dropped and the empty one it misread', () => {
    const image = blank(1200, 240);
    drawWord(image, 40, 200); // "Esito"
    drawBox(image, 400, true);
    drawWord(image, 440, 600); // "conforme"
    drawBox(image, 660, false);
    drawWord(image, 700, 780); // "non"
    drawWord(image, 800, 960); // "conforme"
    const read = {
      lines: [
        line([
          word('Esito', 40, 200),
          word('conforme', 440, 600),
          word('[0', 660, 688),
          word('non', 700, 780),
          word('conforme', 800, 960),
        ]),
      ],
    };
    expect(texts(withTickBoxes(image, read))).toEqual(['Esito ☒ conforme ☐ non conforme']);
  });

  it('tells the ticked option when the recogniser read both boxes alike ("O Pass O Fail")', () => {
    const image = blank(1200, 240);
    drawBox(image, 100, false);
    drawWord(image, 140, 260);
    drawBox(image, 320, true);
    drawWord(image, 360, 460);
    const read = {
      lines: [
        line([
          word('O', 100, 128),
          word('Pass', 140, 260),
          word('O', 320, 348),
          word('Fail', 360, 460),
        ]),
      ],
    };
    expect(texts(withTickBoxes(image, read))).toEqual(['☐ Pass ☒ Fail']);
  });

  it('cuts a box read as the first letter off its option ("Oconforme")', () => {
    const image = blank(1200, 240);
    drawBox(image, 100, true);
    drawWord(image, 140, 300);
    const read = { lines: [line([word('Oconforme', 100, 300)])] };
    expect(texts(withTickBoxes(image, read))).toEqual(['☒ conforme']);
  });

  it('leaves letters, words and filled bullets alone', () => {
    const image = blank(1200, 240);
    drawWord(image, 100, 300);
    fill(image, 340, TOP, 340 + SIDE, TOP + SIDE); // "■": a bullet, not a box
    drawWord(image, 400, 560);
    const read = {
      lines: [line([word('Result', 100, 300), word('■', 340, 368), word('Pass', 400, 560)])],
    };
    expect(texts(withTickBoxes(image, read))).toEqual(['Result ■ Pass']);
  });
});
