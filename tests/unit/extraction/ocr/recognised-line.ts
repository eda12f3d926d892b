/** A recogniser's answer as tesseract gives it, for tests with a scripted recogniser. */
import type {
  OcrLine,
  OcrResult,
  OcrWord,
  PixelBox,
} from '../../../../src/extraction/ocr/ocr-engine.js';

/** 300 dpi: pixels per PDF point. */
export const SCALE = 300 / 72;

/** An A4 page rendered at 300 dpi, the way the OCR path renders scans. */
export const A4_AT_300_DPI = {
  number: 1,
  width: 595,
  height: 842,
  scale: SCALE,
  imageWidth: Math.round(595 * SCALE),
  imageHeight: Math.round(842 * SCALE),
};

const CHAR_WIDTH = 20;
const HEIGHT = 30;
const BASELINE = 200;

/** One line of words, each character with its own box (what sizes the text), on one baseline. */
export function recognisedLine(text: string): OcrResult {
  let x = 100;
  const words = text.split(' ').map((word) => {
    const symbols = [...word].map((char, index) => ({
      text: char,
      box: {
        x0: x + index * CHAR_WIDTH,
        y0: BASELINE - HEIGHT,
        x1: x + (index + 1) * CHAR_WIDTH - 2,
        y1: BASELINE,
      },
    }));
    const box = { x0: x, y0: BASELINE - HEIGHT, x1: x + word.length * CHAR_WIDTH, y1: BASELINE };
    x = box.x1 + CHAR_WIDTH;
    return { text: word, confidence: 95, box, symbols };
  });
  const box = { x0: 100, y0: BASELINE - HEIGHT, x1: x, y1: BASELINE };
  return { lines: [{ baseline: { x0: 100, y0: BASELINE, x1: x, y1: BASELINE }, box, words }] };
}

/** A recognised word in a box, without character boxes. */
export function boxedWord(text: string, box: PixelBox, confidence = 95): OcrWord {
  return { text, confidence, box, symbols: [] };
}

/** A recognised line of the words, boxed round them, on their lowest edge. */
export function boxedLine(...words: OcrWord[]): OcrLine {
  const box = {
    x0: Math.min(...words.map((w) => w.box.x0)),
    y0: Math.min(...words.map((w) => w.box.y0)),
    x1: Math.max(...words.map((w) => w.box.x1)),
    y1: Math.max(...words.map((w) => w.box.y1)),
  };
  return { words, box, baseline: { ...box, y0: box.y1, y1: box.y1 } };
}
