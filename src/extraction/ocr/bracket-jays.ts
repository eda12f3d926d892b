/**
 * A capital J read as closing brackets. In some sans faces the J is a bare stem with a small
 * hook that reaches below the line, and the recogniser reads it as "]" or as ")]" — its hook and
 * its stem: ")]X59706885" for "JX59706885", or "]" boxed apart from the rest of the code, a word
 * space before it ("] 67632089" for "J67632089"; the lone "]" is then dropped as noise and the
 * serial loses its first letter, read surely). A closing bracket opens no word, and one that
 * closes nothing on its line, dipping below the line like a J and no wider than a glyph, right
 * before a code's capitals or digits, is that J.
 *
 * Set tight after a hyphen the J vanishes into it: "CAL-GY-08" for "CAL-JGY-08", the hyphen
 * boxed as tall as the capitals and dipping below the line with the J's hook, where the code's
 * other hyphen is a dash at mid-height. The ink under the hyphen's height says on which side the
 * J stands.
 */
import { INK_LEVEL, type GrayImage } from './gray-image.js';
import type { OcrLine, OcrResult, OcrSymbol, OcrWord } from './ocr-engine.js';
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

/** A hyphen boxed this share of the code's height at least holds another glyph. */
const TALL_HYPHEN_SHARE = 0.8;
/** The rows a hyphen leaves white: from this share of the height above the baseline down. */
const BELOW_HYPHEN_SHARE = 0.25;

/**
 * The J's ink beside a hyphen: the columns inked under the hyphen's height, between the glyphs
 * on either side (a neighbour's leg may reach into the box), where some ink hangs below the
 * line as a J's hook does; null if none.
 */
function inkBelowHyphen(
  image: GrayImage,
  box: OcrSymbol['box'],
  between: { x0: number; x1: number },
  baseline: number,
  height: number,
): { first: number; last: number } | null {
  let first = Infinity;
  let last = -Infinity;
  let hook = false;
  const top = Math.max(0, Math.round(baseline - BELOW_HYPHEN_SHARE * height));
  const x0 = Math.max(0, box.x0, between.x0);
  const x1 = Math.min(image.width, box.x1, between.x1);
  for (let y = top; y < Math.min(image.height, box.y1); y++)
    for (let x = x0; x < x1; x++) {
      if (image.data[y * image.width + x]! >= INK_LEVEL) continue;
      first = Math.min(first, x);
      last = Math.max(last, x);
      if (y > baseline + 1) hook = true;
    }
  return hook && first <= last ? { first, last } : null;
}

/** The code word with a J boxed into its hyphen read out of it (see the module comment). */
function withJayInHyphen(image: GrayImage, word: OcrWord): OcrWord {
  if (!spelled(word) || !CODE.test(word.text) || !/\d/.test(word.text)) return word;
  const glyphs = word.symbols.filter((symbol) => /^[A-Z\d]$/.test(symbol.text));
  if (glyphs.length < 3) return word;
  const baseline = middle(glyphs.map((symbol) => symbol.box.y1));
  const height = middle(glyphs.map((symbol) => symbol.box.y1 - symbol.box.y0));
  if (height <= 0) return word;
  let changed = false;
  const symbols = word.symbols.flatMap((symbol, index) => {
    if (symbol.text !== '-' || index === 0 || index === word.symbols.length - 1) return [symbol];
    const { box } = symbol;
    const dip = box.y1 - baseline;
    if (
      box.y1 - box.y0 < TALL_HYPHEN_SHARE * height ||
      dip < MIN_DIP_SHARE * height ||
      dip > MAX_DIP_SHARE * height
    )
      return [symbol];
    const between = {
      x0: word.symbols[index - 1]!.box.x1,
      x1: word.symbols[index + 1]!.box.x0,
    };
    // Boxed into a neighbour, the ink is the neighbour's, read ("25-JAN": the J's hook boxed
    // both with the hyphen and with the J after it).
    if (between.x0 > box.x0 || between.x1 < box.x1) return [symbol];
    const ink = inkBelowHyphen(image, box, between, baseline, height);
    if (!ink) return [symbol];
    changed = true;
    const jay = (x0: number, x1: number): OcrSymbol => ({
      ...symbol,
      text: 'J',
      box: { ...box, x0, x1 },
    });
    const dash = (x0: number, x1: number): OcrSymbol => ({ ...symbol, box: { ...box, x0, x1 } });
    // The J's ink to the right of the box's middle: the hyphen, then the J.
    return (ink.first + ink.last) / 2 >= (box.x0 + box.x1) / 2
      ? [dash(box.x0, ink.first), jay(ink.first, box.x1)]
      : [jay(box.x0, ink.last + 1), dash(ink.last + 1, box.x1)];
  });
  return changed ? wordOf(symbols, word.confidence) : word;
}

/** The page's codes with a J boxed into a hyphen read out of it. */
export function withHyphenJays(image: GrayImage, result: OcrResult): OcrResult {
  return {
    lines: result.lines.map((line) => {
      const words = line.words.map((word) => withJayInHyphen(image, word));
      return words.some((word, index) => word !== line.words[index]) ? { ...line, words } : line;
    }),
  };
}
