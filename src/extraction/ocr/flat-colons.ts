/**
 * A code's hyphen read as a colon: "CAL:SWY-08", its ":" boxed 3 px tall at mid-height beside
 * 26-px capitals, as flat as the word's own hyphen. A colon is two dots, one near the top of the
 * small letters and one on the baseline: its box is half the letters' height or more. So a colon
 * between two letters or digits boxed this flat, in the middle band of the word's height, is a
 * hyphen.
 */
import type { OcrSymbol, OcrWord } from './ocr-engine.js';
import { middle } from './merged-rows.js';
import { wordOf } from './word-of.js';

/** A colon's box is at least this share of the word's letters' height; a hyphen's far less. */
const FLAT_SHARE = 0.25;
/** A hyphen's middle lies in this band of the letters' height (from the top). */
const MIDDLE_BAND = [0.3, 0.75] as const;

const CODE_CHARACTER = /^[\p{L}\p{N}]$/u;

function height(symbol: OcrSymbol): number {
  return symbol.box.y1 - symbol.box.y0;
}

export function withFlatColonsAsHyphens(word: OcrWord): OcrWord {
  const symbols = word.symbols;
  if (!word.text.includes(':') || symbols.map((symbol) => symbol.text).join('') !== word.text) {
    return word;
  }
  const letters = symbols.filter((symbol) => CODE_CHARACTER.test(symbol.text));
  if (letters.length < 3) return word;
  const top = middle(letters.map((symbol) => symbol.box.y0));
  const bottom = middle(letters.map((symbol) => symbol.box.y1));
  const tall = bottom - top;
  if (tall <= 0) return word;
  let changed = false;
  const read = symbols.map((symbol, index) => {
    if (symbol.text !== ':') return symbol;
    const [before, after] = [symbols[index - 1], symbols[index + 1]];
    if (!before || !after || !CODE_CHARACTER.test(before.text) || !CODE_CHARACTER.test(after.text))
      return symbol;
    const centre = (symbol.box.y0 + symbol.box.y1) / 2;
    const flat = height(symbol) <= FLAT_SHARE * tall;
    const inMiddle = centre >= top + MIDDLE_BAND[0] * tall && centre <= top + MIDDLE_BAND[1] * tall;
    if (!flat || !inMiddle) return symbol;
    changed = true;
    return { ...symbol, text: '-' };
  });
  return changed ? wordOf(read, word.confidence) : word;
}
