/**
 * Colons a scan's specks are read as.
 *
 * A code's hyphen read as a colon: "CAL:SWY-08", its ":" boxed 3 px tall at mid-height beside
 * 26-px capitals, as flat as the word's own hyphen. A colon is two dots, one near the top of the
 * small letters and one on the baseline: its box is half the letters' height or more. So a colon
 * between two letters or digits boxed this flat, in the middle band of the word's height, is a
 * hyphen.
 *
 * A speck after a word read as its colon: "Ferrari:" for a technician's name, its ":" boxed 3 px
 * square at mid-height beside 28-px letters. A colon's lower dot sits on the baseline; a colon
 * boxed this flat with nothing on the baseline is one dot, and a name followed by it is no
 * caption. Dropped.
 *
 * A speck after a caption's colon read as a stop or a comma: "calibracién:." (a light
 * typewriter face, a 3-px stroke a letter's width after the colon). Print never sets a stop or
 * a comma after a colon; kept, the caption reads as no caption's word and its value as no
 * field's. Dropped.
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

/**
 * Where the word's letters and digits stand: their usual top and height, from `least` of them
 * at least; null when the word has fewer, or its characters do not spell its text.
 */
function lettersBand(word: OcrWord, least: number): { top: number; tall: number } | null {
  const symbols = word.symbols;
  if (symbols.map((symbol) => symbol.text).join('') !== word.text) return null;
  const letters = symbols.filter((symbol) => CODE_CHARACTER.test(symbol.text));
  if (letters.length < least) return null;
  const top = middle(letters.map((symbol) => symbol.box.y0));
  const tall = middle(letters.map((symbol) => symbol.box.y1)) - top;
  return tall > 0 ? { top, tall } : null;
}

export function withFlatColonsAsHyphens(word: OcrWord): OcrWord {
  const symbols = word.symbols;
  const band = word.text.includes(':') ? lettersBand(word, 3) : null;
  if (!band) return word;
  const { top, tall } = band;
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

/** A colon's lower dot reaches this share of the letters' height from their top, at least. */
const BASELINE_SHARE = 0.85;

export function withoutDotColon(word: OcrWord): OcrWord {
  const symbols = word.symbols;
  const last = symbols[symbols.length - 1];
  const band = last?.text === ':' ? lettersBand(word, 2) : null;
  if (!last || !band) return word;
  const { top, tall } = band;
  const flat = height(last) <= FLAT_SHARE * tall;
  const offBaseline = last.box.y1 < top + BASELINE_SHARE * tall;
  return flat && offBaseline ? wordOf(symbols.slice(0, -1), word.confidence) : word;
}

/** A stop or comma after a word's colon, each read as a character of its own. */
const MARK_AFTER_COLON = /^[.,]$/;

export function withoutMarkAfterColon(word: OcrWord): OcrWord {
  const symbols = word.symbols;
  const [colon, mark] = symbols.slice(-2);
  if (symbols.length < 4 || colon?.text !== ':' || !mark || !MARK_AFTER_COLON.test(mark.text))
    return word;
  if (!/\p{L}/u.test(symbols[symbols.length - 3]!.text)) return word;
  return wordOf(symbols.slice(0, -1), word.confidence);
}
