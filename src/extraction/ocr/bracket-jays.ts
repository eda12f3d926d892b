/**
 * A capital J read as closing brackets. In some sans faces the J is a bare stem with a small
 * hook that reaches below the line, and the recogniser reads it as "]" or as ")]" — its hook and
 * its stem: ")]X59706885" for "JX59706885", or "]" boxed apart from the rest of the code, a word
 * space before it ("] 67632089" for "J67632089"; the lone "]" is then dropped as noise and the
 * serial loses its first letter, read surely). A closing bracket opens no word, and one that
 * closes nothing on its line, dipping below the line like a J and no wider than a glyph, right
 * before a code's capitals or digits, is that J.
 */
import type { OcrLine, OcrSymbol, OcrWord } from './ocr-engine.js';
import { middle } from './merged-rows.js';
import { joinedWord, wordOf } from './word-of.js';

/** Closing brackets a J's stem and hook are read as, one or two of them. */
const BRACKETS = /^[)\]]{1,2}$/;
/** The code after them: a capital or digit first, a digit in it. */
const CODE = /^[A-Z\d][A-Z\d./-]*$/;
/** The J reaches below the code's baseline by this share of the code's height at least… */
const MIN_DIP_SHARE = 0.1;
/** …and by no more than this share (a line of the next row is no hook). */
const MAX_DIP_SHARE = 0.5;
/** The brackets together are no wider than this many of the code's glyphs: one glyph. */
const ONE_GLYPH = 1.4;
/** A J read apart stands at most this share of the code's height before it. */
const MAX_GAP_SHARE = 0.75;

/** Whether the brackets, read before the code's characters, are a J's ink. */
function isJay(brackets: readonly OcrSymbol[], code: readonly OcrSymbol[]): boolean {
  if (code.length < 3) return false;
  const baseline = middle(code.map((symbol) => symbol.box.y1));
  const height = middle(code.map((symbol) => symbol.box.y1 - symbol.box.y0));
  const glyph = middle(code.map((symbol) => symbol.box.x1 - symbol.box.x0));
  if (height <= 0 || glyph <= 0) return false;
  const dips = brackets.every((symbol) => {
    const dip = symbol.box.y1 - baseline;
    return dip >= MIN_DIP_SHARE * height && dip <= MAX_DIP_SHARE * height;
  });
  const width = brackets[brackets.length - 1]!.box.x1 - brackets[0]!.box.x0;
  return dips && width <= ONE_GLYPH * glyph;
}

function jayOf(brackets: readonly OcrSymbol[]): OcrSymbol {
  const confidences = brackets.map((symbol) => symbol.confidence ?? 0);
  return {
    text: 'J',
    confidence: Math.min(...confidences),
    box: {
      x0: brackets[0]!.box.x0,
      x1: brackets[brackets.length - 1]!.box.x1,
      y0: Math.min(...brackets.map((symbol) => symbol.box.y0)),
      y1: Math.max(...brackets.map((symbol) => symbol.box.y1)),
    },
  };
}

/** Whether the text spells its symbols one for one (ligatures and dropped marks do not). */
function spelled(word: OcrWord): boolean {
  return word.symbols.map((symbol) => symbol.text).join('') === word.text;
}

/** ")]X59706885" → "JX59706885": brackets opening the code's own word. */
function withJayInside(word: OcrWord): OcrWord {
  if (!spelled(word)) return word;
  const count = /^[)\]]{1,2}/.exec(word.text)?.[0].length ?? 0;
  if (count === 0 || !CODE.test(word.text.slice(count)) || !/\d/.test(word.text)) return word;
  const brackets = word.symbols.slice(0, count);
  const code = word.symbols.slice(count);
  if (!isJay(brackets, code)) return word;
  return wordOf([jayOf(brackets), ...code], word.confidence);
}

/** The line with every J read as closing brackets read as a J (see the module comment). */
export function withBracketJays(line: OcrLine): OcrLine {
  const words: OcrWord[] = [];
  let changed = false;
  for (const [index, word] of line.words.entries()) {
    // Brackets closing something on the line ("(Typ B)") are brackets.
    const opened = line.words.slice(0, index).some((other) => /[([]/.test(other.text));
    const previous = words.at(-1);
    if (
      !opened &&
      previous &&
      BRACKETS.test(previous.text) &&
      spelled(previous) &&
      spelled(word) &&
      CODE.test(word.text) &&
      /\d/.test(word.text)
    ) {
      const height = middle(word.symbols.map((symbol) => symbol.box.y1 - symbol.box.y0));
      const gap = word.box.x0 - previous.box.x1;
      if (gap >= 0 && gap <= MAX_GAP_SHARE * height && isJay(previous.symbols, word.symbols)) {
        // Boxed up to the code's first glyph, a glyph's gap before it: one word, which the
        // splitting of codes at wide gaps (words-to-runs) must not part again.
        const jay = jayOf(previous.symbols);
        const inner = word.symbols
          .slice(1)
          .map((symbol, at) => symbol.box.x0 - word.symbols[at]!.box.x1);
        const x1 = Math.max(jay.box.x1, word.box.x0 - Math.max(0, middle(inner)));
        const box = { ...jay.box, x1 };
        const symbols = [{ ...jay, box }, ...word.symbols];
        words[words.length - 1] = {
          ...joinedWord(previous, word, symbols.map((symbol) => symbol.text).join(''), symbols),
          // The J is told by its shape; the code's reading is what the word's confidence says.
          confidence: word.confidence,
        };
        changed = true;
        continue;
      }
    }
    const inside = opened ? word : withJayInside(word);
    if (inside !== word) changed = true;
    words.push(inside);
  }
  return changed ? { ...line, words } : line;
}
