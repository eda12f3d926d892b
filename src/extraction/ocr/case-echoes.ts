/**
 * A letter read twice, once in each case, over the same ink: "MarcCal" for "MarCal", its "c"
 * boxed 1723–1737 px and its "C" 1732–1762. The recogniser could not decide the letter's case
 * and kept both readings. Printed letters never overlap, so two neighbours differing only in
 * case whose boxes share a good part of the narrower one are one letter: the surer reading.
 * Two such letters side by side ("McCormick") stand apart and are both kept.
 */
import type { OcrSymbol, OcrWord } from './ocr-engine.js';
import { wordOf } from './word-of.js';

/** Boxes sharing this share of the narrower one's width are one glyph's. */
const SAME_GLYPH_SHARE = 0.3;

function isCaseEcho(left: OcrSymbol, right: OcrSymbol): boolean {
  if (left.text === right.text || left.text.toLowerCase() !== right.text.toLowerCase()) {
    return false;
  }
  const shared = Math.min(left.box.x1, right.box.x1) - Math.max(left.box.x0, right.box.x0);
  const narrower = Math.min(left.box.x1 - left.box.x0, right.box.x1 - right.box.x0);
  return narrower > 0 && shared >= SAME_GLYPH_SHARE * narrower;
}

export function withoutCaseEcho(word: OcrWord): OcrWord {
  const symbols = word.symbols;
  // Symbols and word text can disagree (ligatures, dropped characters): keep the word whole.
  if (symbols.length < 3 || symbols.map((symbol) => symbol.text).join('') !== word.text) {
    return word;
  }
  const kept: OcrSymbol[] = [];
  for (const symbol of symbols) {
    const previous = kept[kept.length - 1];
    if (previous && /^\p{L}$/u.test(symbol.text) && isCaseEcho(previous, symbol)) {
      if ((symbol.confidence ?? 0) > (previous.confidence ?? 0)) kept[kept.length - 1] = symbol;
      continue;
    }
    kept.push(symbol);
  }
  return kept.length === symbols.length ? word : wordOf(kept, word.confidence);
}
