/** A recognised word rebuilt from some of its characters, for the passes that split or trim words. */
import type { OcrSymbol, OcrWord } from './ocr-engine.js';

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
