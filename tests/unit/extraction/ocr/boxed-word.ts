import type { OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';

/** One character as the recogniser boxes it: [text, x0, x1, y0, y1, confidence]. */
export type BoxedCharacter = readonly [string, number, number, number, number, number?];

/** A recognised word of characters boxed as given, its box round them. */
export function boxedWord(characters: readonly BoxedCharacter[]): OcrWord {
  return {
    text: characters.map(([text]) => text).join(''),
    confidence: 80,
    box: {
      x0: characters[0]![1],
      y0: Math.min(...characters.map((character) => character[3])),
      x1: characters[characters.length - 1]![2],
      y1: Math.max(...characters.map((character) => character[4])),
    },
    symbols: characters.map(([text, x0, x1, y0, y1, confidence]) => ({
      text,
      box: { x0, y0, x1, y1 },
      confidence: confidence ?? 90,
    })),
  };
}
