/** A recognised word rebuilt from some of its characters, for the passes that split or trim words. */
import type { OcrSymbol, OcrWord } from './ocr-engine.js';

/**
 * Whether a character's middle lies in [x0, x1): the character belongs to that span however far
 * its box overhangs an edge (a cut-out read again, a glyph boxed wide).
 */
export function middleWithin(symbol: OcrSymbol, x0: number, x1: number): boolean {
  const middle = (symbol.box.x0 + symbol.box.x1) / 2;
  return middle >= x0 && middle < x1;
}

/** A word of the given characters, boxed round them. */
export function wordOf(symbols: OcrSymbol[], confidence: number): OcrWord {
  return {
    text: symbols.map((symbol) => symbol.text).join(''),
    confidence,
    box: {
      x0: symbols[0]!.box.x0,
      x1: symbols[symbols.length - 1]!.box.x1,
      y0: Math.min(...symbols.map((symbol) => symbol.box.y0)),
      y1: Math.max(...symbols.map((symbol) => symbol.box.y1)),
    },
    symbols,
  };
}

/** Two words read as one ("PX" + "224", "N" + "No."): the text given, boxed round both. */
export function joinedWord(
  left: OcrWord,
  right: OcrWord,
  text: string,
  symbols: OcrSymbol[],
): OcrWord {
  return {
    text,
    confidence: Math.min(left.confidence, right.confidence),
    box: {
      x0: left.box.x0,
      y0: Math.min(left.box.y0, right.box.y0),
      x1: right.box.x1,
      y1: Math.max(left.box.y1, right.box.y1),
    },
    symbols,
  };
}
