/**
 * Roman numerals read as ones. A model's "II" or "III" ("Fluke 54 II B", "Cubis II") is two or
 * three bars, and the recogniser, reading codes, takes a bar for the digit one: "54 11 B". A
 * digit one has a flag, and a foot in many faces; a capital I in a sans face is the bar alone,
 * far narrower than the line's other digits. So a word of two or three ones each boxed much
 * narrower than the digits beside it on its line is a numeral of capitals. Ones as wide as a
 * digit's flag ("11 March", "5143-1107") keep their reading, and a line with too few other
 * digits to measure by keeps its words. Bars the recogniser ran into the word before them
 * ("5411"), and a capital after them ("5411B"), part from them when a space twice the bars'
 * own gap sets them apart.
 */
import type { OcrSymbol, OcrWord } from './ocr-engine.js';
import { wordOf } from './word-of.js';

/** A bar narrower than this share of the line's digits is no digit one. */
const BAR_SHARE = 0.4;
/** Digits other than one needed on the line to measure a digit's width. */
const MIN_MEASURED_DIGITS = 2;

function widthOf(word: OcrSymbol): number {
  return word.box.x1 - word.box.x0;
}

/** Ones boxed as bars, each far narrower than the line's digits. */
function bars(symbols: readonly OcrSymbol[], digit: number): boolean {
  return symbols.every((symbol) => widthOf(symbol) < BAR_SHARE * digit);
}

function asCapitals(word: OcrWord): OcrWord {
  return {
    ...word,
    text: 'I'.repeat(word.symbols.length),
    symbols: word.symbols.map((symbol) => ({ ...symbol, text: 'I' })),
  };
}

/**
 * A word ending in two or three bars set apart from the characters before it by twice their
 * own gap at least ("5411" for "54 II", the space under the recogniser's word gap): the
 * characters, and the bars as a numeral of capitals. Null when the word is no such thing.
 */
function trailingNumeral(
  word: OcrWord,
  capitals: (ones: readonly OcrSymbol[]) => boolean,
): OcrWord[] | null {
  const match = /^(.*[^1\s])(1{2,3})([A-Z])?$/.exec(word.text);
  if (!match || word.symbols.length !== word.text.length) return null;
  const at = match[1]!.length;
  const end = at + match[2]!.length;
  const ones = word.symbols.slice(at, end);
  if (!capitals(ones)) return null;
  const between = Math.max(...ones.slice(1).map((one, index) => one.box.x0 - ones[index]!.box.x1));
  const before = ones[0]!.box.x0 - word.symbols[at - 1]!.box.x1;
  if (before < 2 * Math.max(1, between)) return null;
  const numeral = [
    wordOf(word.symbols.slice(0, at), word.confidence),
    asCapitals(wordOf(ones, word.confidence)),
  ];
  // A capital after the numeral, a space apart too: the model's letter ("54 II B").
  const letter = word.symbols.slice(end);
  if (letter.length === 0) return numeral;
  const after = letter[0]!.box.x0 - ones[ones.length - 1]!.box.x1;
  if (after < 2 * Math.max(1, between)) return null;
  return [...numeral, wordOf(letter, word.confidence)];
}

export function withRomanOnes(words: readonly OcrWord[]): OcrWord[] {
  const widths = words
    .flatMap((word) => word.symbols.filter((symbol) => /^[02-9]$/.test(symbol.text)))
    .map(widthOf)
    .sort((a, b) => a - b);
  if (widths.length < MIN_MEASURED_DIGITS) return [...words];
  const digit = widths[Math.floor(widths.length / 2)]!;
  return words.flatMap((word) => {
    const text = word.text.trim();
    if (!/^1{2,3}$/.test(text) || word.symbols.length !== text.length)
      return trailingNumeral(word, (ones) => bars(ones, digit)) ?? [word];
    return bars(word.symbols, digit) ? [asCapitals(word)] : [word];
  });
}

/**
 * The word with its trailing numeral's ones read as capitals where the ink shows capitals
 * (`isCapitalI` judges each one's glyph) and a space sets them apart from the characters before:
 * "5411" → "54" "II". Else the word as read.
 */
export function withOnesReadAsCapitals(
  word: OcrWord,
  isCapitalI: (one: OcrSymbol) => boolean,
): OcrWord[] {
  return trailingNumeral(word, (ones) => ones.every(isCapitalI)) ?? [word];
}
