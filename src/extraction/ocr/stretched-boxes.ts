/**
 * Character boxes the recogniser stretched far below (or above) the ink. A letter that stands
 * between the baseline and the x-height ("a", "c", "e", "n", "x"…) has no ascender and no
 * descender: two of them in one word are as tall as each other. In "expedición" on a scan the
 * recogniser boxed the "n" and the "ó" 23 pixels tall and the "e", "x", "c" and "i" 69, down
 * into the next row; the word, boxed round them all, then measured as a 26-point line set
 * between two rows and joined them ("Tipo | Nº 09289D de serie"). Such a word is boxed again
 * round its characters of a true height, and the stretched ones are cut to it.
 */
import type { OcrSymbol, OcrWord } from './ocr-engine.js';

/** Letters that neither rise above the x-height nor hang below the baseline. */
const X_HEIGHT_LETTERS = /^[acemnorsuvwxz]$/;
/** A letter boxed this many times as tall as another x-height letter of its word is stretched… */
const STRETCHED = 2;
/**
 * …and any other character this many times: a capital, an ascender or descender, a bracket is
 * under twice the x-height.
 */
const STRETCHED_OTHER = 2.2;

/** A character boxed under this share of the x-height is a sliver the recogniser boxed alone. */
const SLIVER = 0.5;
/** Two characters within this ratio of each other's height agree on it. */
const AGREE = 1.25;

const heightOf = (symbol: OcrSymbol) => symbol.box.y1 - symbol.box.y0;

/**
 * The word's x-height: its shortest x-height letter that another character's box agrees with
 * ("n" 23 pixels beside "ó" 24) — not a sliver boxed alone ("a" boxed 3 pixels tall).
 */
function xHeightOf(symbols: readonly OcrSymbol[]): number | null {
  const heights = symbols.map(heightOf);
  const candidates = symbols
    .filter((symbol) => X_HEIGHT_LETTERS.test(symbol.text) && heightOf(symbol) > 0)
    .map(heightOf)
    .sort((a, b) => a - b);
  for (const height of candidates) {
    const agreeing = heights.filter(
      (other) => other >= height / AGREE && other <= height * AGREE,
    ).length;
    if (agreeing >= 2) return height;
  }
  return null;
}

export function withStretchedBoxesTrimmed(word: OcrWord): OcrWord {
  const small = word.symbols.filter((symbol) => X_HEIGHT_LETTERS.test(symbol.text));
  if (small.length < 2) return word;
  const xHeight = xHeightOf(word.symbols);
  if (xHeight === null || !small.some((symbol) => heightOf(symbol) >= STRETCHED * xHeight))
    return word;
  const stretched = (symbol: OcrSymbol) =>
    heightOf(symbol) >=
    (X_HEIGHT_LETTERS.test(symbol.text) ? STRETCHED : STRETCHED_OTHER) * xHeight;
  // The word's true extent: its characters of a true height.
  const kept = word.symbols.filter(
    (symbol) => !stretched(symbol) && heightOf(symbol) >= SLIVER * xHeight,
  );
  const y0 = Math.min(...kept.map((symbol) => symbol.box.y0));
  const y1 = Math.max(...kept.map((symbol) => symbol.box.y1));
  const symbols = word.symbols.map((symbol) =>
    stretched(symbol)
      ? {
          ...symbol,
          box: { ...symbol.box, y0: Math.max(symbol.box.y0, y0), y1: Math.min(symbol.box.y1, y1) },
        }
      : symbol,
  );
  return { ...word, box: { ...word.box, y0, y1 }, symbols };
}
