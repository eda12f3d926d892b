/**
 * Roman numerals read as ones. A model's "II" or "III" ("Fluke 54 II B", "Cubis II") is two or
 * three bars, and the recogniser, reading codes, takes a bar for the digit one: "54 11 B". A
 * digit one has a flag, and a foot in many faces; a capital I in a sans face is the bar alone,
 * far narrower than the line's other digits. So a word of two or three ones each boxed much
 * narrower than the digits beside it on its line is a numeral of capitals. Ones as wide as a
 * digit's flag ("11 March", "5143-1107") keep their reading, and a line with too few other
 * digits to measure by keeps its words.
 */
import type { OcrWord } from './ocr-engine.js';

/** A bar narrower than this share of the line's digits is no digit one. */
const BAR_SHARE = 0.4;
/** Digits other than one needed on the line to measure a digit's width. */
const MIN_MEASURED_DIGITS = 3;

function widthOf(word: OcrWord['symbols'][number]): number {
  return word.box.x1 - word.box.x0;
}

export function withRomanOnes(words: readonly OcrWord[]): OcrWord[] {
  const widths = words
    .flatMap((word) => word.symbols.filter((symbol) => /^[02-9]$/.test(symbol.text)))
    .map(widthOf)
    .sort((a, b) => a - b);
  if (widths.length < MIN_MEASURED_DIGITS) return [...words];
  const digit = widths[Math.floor(widths.length / 2)]!;
  return words.map((word) => {
    const text = word.text.trim();
    if (!/^1{2,3}$/.test(text) || word.symbols.length !== text.length) return word;
    if (!word.symbols.every((symbol) => widthOf(symbol) < BAR_SHARE * digit)) return word;
    return {
      ...word,
      text: 'I'.repeat(text.length),
      symbols: word.symbols.map((symbol) => ({ ...symbol, text: 'I' })),
    };
  });
}
