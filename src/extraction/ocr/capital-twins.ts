/**
 * A capital read as its small twin inside a code: "Cc523508" for "CC523508", the second "c"
 * boxed as tall as the "C" before it. The round and slanted letters (c o s u v w x z) look the
 * same in both cases but for their size, and the recogniser, reading a letter at a time, may
 * take one for the other; the box tells them apart. A code of capitals and digits with such a
 * letter boxed capital-tall, standing apart from its neighbours (a letter read twice over one
 * glyph is glyphs-read-twice.ts's), has that capital. Without it, the field reader would take
 * "Cc" for one capital read twice and drop a letter.
 */
import type { OcrSymbol, OcrWord } from './ocr-engine.js';
import { middle } from './merged-rows.js';
import { SMALL_TWINS_AND_U } from '../dictionary/lookalikes.js';

const TWINS = new RegExp(`^[${SMALL_TWINS_AND_U}]$`);
const CODE_GLYPH = /^[\p{Lu}\d]$/u;
/** A small letter boxed this share of the capitals' height or more is a capital. */
const CAPITAL_SHARE = 0.9;
/** Its top stands within this share of the capitals' height of theirs. */
const TOP_SHARE = 0.1;

function height(symbol: OcrSymbol): number {
  return symbol.box.y1 - symbol.box.y0;
}

function apart(a: OcrSymbol | undefined, b: OcrSymbol): boolean {
  return !a || a.box.x1 <= b.box.x0 || b.box.x1 <= a.box.x0;
}

export function withCapitalTwins(word: OcrWord): OcrWord {
  const symbols = word.symbols;
  if (!/\d/.test(word.text) || symbols.map((symbol) => symbol.text).join('') !== word.text) {
    return word;
  }
  const small = symbols.filter((symbol) => /\p{Ll}/u.test(symbol.text));
  if (small.length === 0 || !small.every((symbol) => TWINS.test(symbol.text))) return word;
  const capitals = symbols.filter((symbol) => CODE_GLYPH.test(symbol.text));
  if (capitals.length < 3) return word;
  const tall = middle(capitals.map(height));
  const top = middle(capitals.map((symbol) => symbol.box.y0));
  if (tall <= 0) return word;
  let changed = false;
  const read = symbols.map((symbol, index) => {
    if (
      !TWINS.test(symbol.text) ||
      height(symbol) < CAPITAL_SHARE * tall ||
      Math.abs(symbol.box.y0 - top) > TOP_SHARE * tall ||
      !apart(symbols[index - 1], symbol) ||
      !apart(symbols[index + 1], symbol)
    ) {
      return symbol;
    }
    changed = true;
    return { ...symbol, text: symbol.text.toUpperCase() };
  });
  if (!changed) return word;
  return { ...word, text: read.map((symbol) => symbol.text).join(''), symbols: read };
}
