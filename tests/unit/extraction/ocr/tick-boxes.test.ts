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

  it('reads a ticked box with a speck of the scan a few pixels under it', () => {
    const image = blank(1200, 240);
    drawWord(image, 40, 200); // "Result"
    drawBox(image, 400, true);
    fill(image, 410, TOP + SIDE + 6, 412, TOP + SIDE + 8); // within the pad around the line
    drawWord(image, 440, 600); // "ACCEPT"
    drawBox(image, 660, false);
    drawWord(image, 700, 860); // "REJECT"
    const read = {
      lines: [line([word('Result', 40, 200), word('ACCEPT', 440, 600), word('REJECT', 700, 860)])],
    };
    expect(texts(withTickBoxes(image, read))).toEqual(['Result ☒ ACCEPT ☐ REJECT']);
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

  it('reads an empty box the recogniser took for a "©" ("☒ conforme © non conforme")', () => {
    const image = blank(1200, 240);
    drawBox(image, 100, true);
    drawWord(image, 140, 300);
    drawBox(image, 360, false);
    drawWord(image, 400, 460);
    drawWord(image, 480, 640);
    const read = {
      lines: [
        line([
          word('☒', 100, 128),
          word('conforme', 140, 300),
          word('©', 360, 388),
          word('non', 400, 460),
          word('conforme', 480, 640),
        ]),
      ],
    };
    expect(texts(withTickBoxes(image, read))).toEqual(['☒ conforme ☐ non conforme']);
  });

  it('takes any short reading standing within a box for the box ("‚X konform MO nicht")', () => {
    // Session 56, block 46 (seed 46281): a ticked box read "‚X" with a speck at its foot, the
    // empty one "MO"; both stayed as letters, and the verdict came out "Fail".
    const image = blank(1200, 240);
    drawWord(image, 40, 200);
    drawBox(image, 400, true);
    drawWord(image, 440, 600);
    drawBox(image, 660, false);
    drawWord(image, 700, 780);
    drawWord(image, 800, 920);
    const read = {
      lines: [
        line([
          word('Konformitätsaussage', 40, 200),
          word('‚X', 390, 428),
          word('konform', 440, 600),
          word('MO', 660, 688),
          word('nicht', 700, 780),
          word('konform', 800, 920),
        ]),
      ],
    };
    expect(texts(withTickBoxes(image, read))).toEqual([
      'Konformitätsaussage ☒ konform ☐ nicht konform',
    ]);
  });

  it('cuts a box read as the first letter off its option ("Oconforme")', () => {
    const image = blank(1200, 240);
    drawBox(image, 100, true);
    drawWord(image, 140, 300);
    const read = { lines: [line([word('Oconforme', 100, 300)])] };
    expect(texts(withTickBoxes(image, read))).toEqual(['☒ conforme']);
  });

  it('finds boxes a capital high on a line twice as tall, and one with a speck against it', () => {
    // "Declaração de conformidade ☐ Aprovado ☒ Reprovado": the accents and the cedilla make
    // the line's box twice a capital's height; a scan's speck touches the ticked box's side.
    const image = blank(1200, 240);
    drawWord(image, 40, 300);
    drawBox(image, 360, false);
    drawWord(image, 400, 560);
    drawBox(image, 640, true);
    fill(image, 636, TOP + 18, 642, TOP + 21);
    drawWord(image, 680, 860);
    const tall = (l: OcrLine): OcrLine => ({
      ...l,
      box: { ...l.box, y0: TOP - 14, y1: TOP + 38 },
    });
    const read = {
      lines: [
        tall(
          line([
            word('Declaração', 40, 300),
            word('[OI', 360, 388),
            word('Aprovado', 400, 560),
            word('Reprovado', 680, 860),
          ]),
        ),
      ],
    };
    expect(texts(withTickBoxes(image, read))).toEqual(['Declaração ☐ Aprovado ☒ Reprovado']);
  });

  it('leaves a "d" alone, though its bowl and stem draw a square under the ascender', () => {
    // "Date d'étalonnage": a bowl outlined 3 px thick with the stem going up past it.
    const image = blank(1200, 240);
    drawWord(image, 100, 180);
    const x = 200;
    fill(image, x + 21, TOP - 12, x + 24, TOP + 28);
    fill(image, x, TOP + 4, x + 24, TOP + 7);
    fill(image, x, TOP + 25, x + 24, TOP + 28);
    fill(image, x, TOP + 4, x + 3, TOP + 28);
    fill(image, x + 8, TOP + 12, x + 14, TOP + 18);
    drawWord(image, 240, 400);
    const read = {
      lines: [line([word('Date', 100, 180), word("d'étalonnage", 200, 400)])],
    };
    expect(texts(withTickBoxes(image, read))).toEqual(["Date d'étalonnage"]);
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
