/**
 * Joins a word's first letter that the recogniser read as a word of its own: "J avier" for
 * "Javier", "J ürgen", "Temperatur/F euchte". Some capitals (a J whose hook dips under the
 * line, an F with a long arm) are boxed apart from the rest of the word, with a gap no wider
 * than a word space, so geometry alone cannot tell them from an initial.
 *
 * What can: a capital consonant is not a word in any language we read, and a name's initial
 * is followed by a capitalised name ("J. Smith", "J Smith"), not by a lower-case run of
 * letters. Vowels (and "Y") are words — "A incerteza", "O instrumento", "I" — so they stay,
 * unless joined they spell a caption or heading word the rest alone is not ("O peratore",
 * "O bservações"), or they stand after a word in small letters, where no sentence starts
 * ("émis par A telier").
 */
import { normalizeLabel } from '../dictionary/normalize.js';
import { OTHER_SECTION_HEADINGS, STANDARDS_HEADINGS } from '../dictionary/sections.js';
import { isLabelWord } from './label-words.js';
import type { OcrLine, OcrWord, PixelBox } from './ocr-engine.js';

/**
 * A capital consonant alone, or closing a word after a slash or hyphen ("Temperatur/F"). Not
 * "N", which stands for "number" ("N serie" where the "º" was lost).
 */
const LONE_CAPITAL = /(?:^|[/-])[B-DF-HJ-MP-TV-XZÇÑ]$/u;
/** A capital vowel alone. */
const LONE_VOWEL = /^[AEIOUÁÉÍÓÚÀÈÌÒÙ]$/u;
/** Units written as one capital after a number: volt, watt, kelvin, newton, hertz's H… */
const UNIT_LETTER = /^[VWKNCFHSTGM]$/;
/**
 * The rest of the word: lower-case letters only, at least three ("avier", "ürgen"), or the
 * first half of a hyphenated name ("ean-Luc").
 */
const WORD_REST = /^\p{Ll}{3,}(?:-\p{Lu}\p{Ll}+)?[.,:;]?$/u;
/** Farther apart than this share of the line's height, the two are separate words. */
const MAX_GAP_SHARE = 0.8;

/** The words of section headings ("Observações", "Rückführung"), folded as captions are. */
let headingWords: Set<string> | undefined;

/** A word of a caption or of a section heading: what a lone vowel may begin. */
function isCaptionWord(word: string): boolean {
  headingWords ??= new Set(
    [...OTHER_SECTION_HEADINGS, ...STANDARDS_HEADINGS].flatMap((heading) =>
      normalizeLabel(heading).split(' '),
    ),
  );
  return isLabelWord(word) || headingWords.has(normalizeLabel(word));
}

function joinedBox(left: PixelBox, right: PixelBox): PixelBox {
  return {
    x0: Math.min(left.x0, right.x0),
    y0: Math.min(left.y0, right.y0),
    x1: Math.max(left.x1, right.x1),
    y1: Math.max(left.y1, right.y1),
  };
}

/** Where a word's letters start and end: its symbols' boxes, or its own box without them. */
function inkStart(word: OcrWord): number {
  return word.symbols[0]?.box.x0 ?? word.box.x0;
}

function inkEnd(word: OcrWord): number {
  return word.symbols.at(-1)?.box.x1 ?? word.box.x1;
}

function splitInitial(
  line: OcrLine,
  before: OcrWord | undefined,
  left: OcrWord,
  right: OcrWord,
): boolean {
  // "230 V nominal", "20 K", "5 W": a unit after its number — but "2 J ahre" is "2 Jahre".
  if (before && /\d$/.test(before.text) && UNIT_LETTER.test(left.text)) return false;
  const height = line.box.y1 - line.box.y0;
  // Between the letters' own boxes: a word's box may reach over the next word's first letter
  // ("O" boxed 222–255 px, its glyph 222–239, "ggetto" from 240).
  const gap = inkStart(right) - inkEnd(left);
  if (gap < 0 || gap > height * MAX_GAP_SHARE || !WORD_REST.test(right.text)) return false;
  // A capital vowel is a word ("O instrumento"), unless with the rest it spells a caption or
  // heading word and the rest alone is none ("O peratore" is "Operatore", "O bservações" is
  // "Observações").
  if (LONE_VOWEL.test(left.text)) {
    const rest = right.text.replace(/[.,:;]$/, '');
    // Inside a sentence, after a word in small letters, a capital vowel opens a name
    // ("Certificat émis par A telier Métrologique") — but "I" is English's "I".
    if (before && /\p{Ll}$/u.test(before.text) && left.text !== 'I') return true;
    return isCaptionWord(left.text + rest) && !isCaptionWord(rest);
  }
  // A bracket opens no word: before a name's rest, a vowel after a J ("] ean-Luc", ") avier"),
  // it is a J read so. Not after a word or a number, where it closes something ("(0 … 10) bar").
  if (J_AS_BRACKET.test(left.text)) {
    return before === undefined && /^[aeiouáéíóúäöü]/u.test(right.text);
  }
  return LONE_CAPITAL.test(left.text);
}

/**
 * A "J" whose hook the recogniser read as a bracket ("] ean-Luc", ") avier"): at a line's start,
 * before a name's lower-case rest, a closing bracket closes nothing, so it is the capital.
 */
const J_AS_BRACKET = /^[\])]$/;

/** The split first letter as the capital it is. */
const initialOf = (text: string): string => (J_AS_BRACKET.test(text) ? 'J' : text);

/** The line's words with split first letters joined back to their words. */
export function joinSplitInitials(line: OcrLine): OcrLine {
  const words: OcrWord[] = [];
  for (const word of line.words) {
    const previous = words.at(-1);
    if (previous && splitInitial(line, words.at(-2), previous, word)) {
      words[words.length - 1] = {
        text: initialOf(previous.text) + word.text,
        confidence: Math.min(previous.confidence, word.confidence),
        box: joinedBox(previous.box, word.box),
        symbols: [...previous.symbols, ...word.symbols],
      };
      continue;
    }
    words.push(word);
  }
  return words.length === line.words.length ? line : { ...line, words };
}
