/**
 * Turns recognised words (image pixels) into the positioned text runs the layout analysis reads
 * (PDF points, top-left origin, baseline y), so scans go through exactly the same line, cell,
 * table and label logic as text PDFs.
 *
 * - Skew: a page scanned 1° crooked drifts a baseline by ~9 pt across A4, enough to merge or
 *   split lines. The recogniser follows tilted lines, so their baselines give the angle; word
 *   positions are rotated back around the image centre (no second pass over the pixels).
 * - Size: the layout compares sizes (headings, gaps, same-line tolerance). A line's size comes
 *   from the tallest letters above its baseline; lines within 15 % of the page's typical size
 *   are snapped to it, so OCR jitter never makes body text look like a heading.
 * - Spacing: the recogniser sometimes runs words together ("37343D-K23" for "37343 D-K 23");
 *   a gap between two characters wider than a narrow word space splits the word again.
 * - Noise: specks read as ":" or "." and box borders read as "|" are dropped.
 */
import { ONE_WORD_LEGAL_FORMS } from '../dictionary/legal-forms.js';
import { MONTHS, NUMERIC_DATE_END } from '../dictionary/months.js';
import { CONJUNCTIONS, PREPOSITIONS } from '../dictionary/connectors.js';
import { escapeRegExp, foldText } from '../dictionary/normalize.js';
import type { PageText, TextRun } from '../layout/types.js';
import { mergeDoubleReads } from './double-reads.js';
import { completesCaption, isLabelWord } from './label-words.js';
import { splitMergedRows } from './merged-rows.js';
import {
  GARBAGE_CONFIDENCE,
  type OcrLine,
  type OcrResult,
  type OcrSymbol,
  type OcrWord,
  type PixelBox,
} from './ocr-engine.js';
import { SMALL_TWINS } from '../dictionary/lookalikes.js';
import { withCapitalTwins } from './capital-twins.js';
import { withFlatColonsAsHyphens, withoutDotColon } from './flat-colons.js';
import { withGlyphsReadOnce } from './glyphs-read-twice.js';
import { withMicroSign } from './micro-sign.js';
import { withRomanOnes } from './roman-ones.js';
import { withStretchedBoxesTrimmed } from './stretched-boxes.js';
import { joinedWord, wordOf } from './word-of.js';

/** Cap height (and ascender height) as a share of the em, across common certificate fonts. */
const CAP_HEIGHT_EM = 0.7;
/** A gap between characters wider than this share of the em is a space. */
const SPLIT_GAP_EM = 0.27;
/** Sizes within this ratio of the page's typical size are the same size. */
const SAME_SIZE_RATIO = 0.15;
/** A "word" smaller than this share of the em both ways is a speck of dust or a stray dot. */
const SPECK_EM = 0.2;
/**
 * Nothing worth keeping is flatter than this share of the em: the lowest letters (a, o, x)
 * stand half an em; a hyphen or dash is flatter, but never a value on its own.
 */
const FLAT_EM = 0.25;
/** No character is wider than this share of the em ("W" in a wide font is ~1). */
const MAX_CHAR_WIDTH_EM = 1.6;
/** A word at least this share of the em tall can be a word of letters, not dust. */
const LETTER_EM = 0.5;
/** Below this confidence a capital or digit under half the em tall is dust, not a character. */
const DOUBTED_SHORT_CONFIDENCE = 40;
/** Box borders the rule eraser missed, read as characters. */
const BORDER_MARKS = /^(?:[|¦‖![\]_]+|~{2,})$/;
/** Skew below this (radians, ~0.06°) is not worth correcting. */
const MIN_SKEW = 0.001;
/** Lines shorter than this share of the page width say little about the skew. */
const MIN_SKEW_LINE_SHARE = 0.15;

/** A recognised word placed on the page, kept to judge field confidence later. */
export interface PlacedWord {
  text: string;
  confidence: number;
  page: number;
  x0: number;
  x1: number;
  baseline: number;
  size: number;
  /** The word's box in the page image the recogniser read (for reading it again). */
  pixels?: PixelBox;
}

export interface PageGeometry {
  number: number;
  /** Page size in PDF points. */
  width: number;
  height: number;
  /** Image pixels per PDF point. */
  scale: number;
  /** Image size in pixels. */
  imageWidth: number;
  imageHeight: number;
}

/**
 * Misreadings that are certain in a certificate's context:
 * - "±" comes out as "+" (or "+-", "-+", "£", "t"): a lone one between a number or unit and
 *   a number is a tolerance, never arithmetic;
 * - the accreditation body DAkkS, whose small capitals read as "DAKKS";
 * - "°€" is "°C"; a stray ":" or "." between a number and its degree sign is a speck
 *   ("22,3:°C"); a lone opening quote or tick before a code or a bracket is dust ("‘F-92/0052");
 * - the degree sign read as the ordinal "º" (Portuguese and Spanish models), as "%" before a
 *   C ("(23 ± 1)%C") or as a quote ('2"C', "22 “C"); a degree sign split from its C ("19º C+ 2");
 * - the numero sign of "Nº de série" read as "N*", "Ne", "N.2", "N.£" or "N9" (or "n.2/" before a
 *   gloss's slash), and "S/N" read as "SIN"
 *   (closed by a colon, or ending its line or before another caption: a gloss);
 * - "µL" after a number read as "pL" (picolitres are not calibrated; microlitres are) or as
 *   "uL" (the recogniser's models have no µ, and "uL" is µL typed without one) or as "HL" (the
 *   µ's tail read as a stem; a hectolitre is written "hL", and is calibrated in no pipette);
 * - a capital E read as F where no word of these languages has F ("Fmiliana"): F before any
 *   consonant but l and r; a capital I read as l where no word opens so ("ldent-Nr.",
 *   "lnventar"): l before any consonant but l and y; an f read as "£" after a small letter
 *   ("Ré£." for "Réf."); a capital A with a grave accent opening a longer word ("Àtelier");
 * - a speck after a label's colon ("UMIDITÀ:."), or a dash after a code ("TVM24-6325-": a
 *   box's edge; a code never ends in one);
 * - the German "Gerät" (instrument, in "Messgerät", "Prüfgeräte") without its umlaut: the
 *   English model wins on it, and "gerat" is no word of these languages;
 * - a bracketed tolerance run into its unit ("1)°C"), or into a quote and its unit
 *   ('1)"°C'), and the German humidity unit run into its sign ("52 %r.F."): the space is lost
 *   far more often than a certificate leaves it out;
 * - a colon before a caption's section number (":2.6 Tecnico"): a speck;
 * - an accented small letter glued before a code of capitals and digits ("ñF407"): a speck
 *   before the code, since no word or code of these languages goes on so;
 * - a bracket read as a brace ("{Calibration place)"): no certificate's text holds braces, and
 *   one that a bracket closes (or that closes one a bracket opened) on its line is that bracket.
 */
const PLUS_MINUS_READINGS = new Set(['+', '+-', '-+', '+/-', '±', '£', 't']);
/** Also read for "±", but "10 x 20 mm" is a size: only after a unit. */
const PLUS_MINUS_AFTER_UNIT = new Set(['x', '*']);
const AFTER_NUMBER = /(\d|°\s*[CF]|%|\))$/;
const AFTER_UNIT = /(°\s*[CF]|%|\b(?:K|rh|RH|HR|UR|rF))$/;
const BEFORE_NUMBER = /^\(?[\d.,]+/;

/**
 * Words that follow the numero sign: "Nº de série", "N.º do certificado", "N° 141", and any code
 * with a digit ("Informe N.º CC179569").
 */
const NUMERO_FOLLOWERS = /^(?:d[aeiou]|des|der|série|serie|seriale|\S*\d\S*)$/i;
/** Its words only: a "9" for the sign's ring ("N9 serie") only before a word, never a code. */
const NUMERO_WORD_FOLLOWERS = /^(?:d[aeiou]|des|der|série|serie|seriale)$/i;

/** A tolerance sign read into its neighbour: "°C+", "°Cx", "+2" after a measurement. */
const UNIT_WITH_SIGN = /^(°[CF]|%)[+x*t£]$/;

/** A brace that a bracket on its line answers is that bracket (see correctReadings). */
function bracesAsBrackets(texts: readonly string[]): string[] {
  return texts.map((text, index) => {
    let fixed = text;
    if (fixed.startsWith('{') && !fixed.includes('}')) {
      const rest = [fixed.slice(1), ...texts.slice(index + 1)].join(' ');
      if (/^[^{}]*\)/.test(rest)) fixed = `(${fixed.slice(1)}`;
    }
    if (fixed.endsWith('}') && !fixed.includes('{')) {
      const before = [...texts.slice(0, index), fixed.slice(0, -1)].join(' ');
      if (/\([^{}]*$/.test(before)) fixed = `${fixed.slice(0, -1)})`;
    }
    return fixed;
  });
}

/** Letters a recogniser reads for digits, and the digits they stand for. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  G: '6',
  O: '0',
  o: '0',
  S: '5',
  l: '1',
  I: '1',
  B: '8',
  Z: '2',
};
/** A numeric date, year first or last, with a letter or two among its digits ("2O23-08-28"). */
const DATE_WITH_LOOKALIKES =
  /^(?=.*[GOoSlIBZ])(?:(?=[\dGOoSlIBZ]{0,2}\d[\dGOoSlIBZ]{0,2}\d)[\dGOoSlIBZ]{4}([-/.])[\dGOoSlIBZ]{2}\1[\dGOoSlIBZ]{2}|[\dGOoSlIBZ]{2}([-/.])[\dGOoSlIBZ]{2}\2(?=[\dGOoSlIBZ]{0,2}\d[\dGOoSlIBZ]{0,2}\d)[\dGOoSlIBZ]{4})$/;
const MAX_DATE_LOOKALIKES = 2;
/**
 * "cc606972": two or three small twins opening a number, a code's capitals told apart by size
 * alone; before a number only capitals are printed. ("u" is left out: "u" and "U" differ by a
 * stem, not size.)
 */
const TWINS_BEFORE_NUMBER = new RegExp(`^[${SMALL_TWINS}]{2,3}(?=\\d{4,}$)`);

/**
 * A legal form glued by a stop to the word before it (see correctReadings): a one-word form or a
 * short one ("AG", "S.p.A", "S.A").
 */
const LEGAL_FORM_AFTER_STOP = new RegExp(
  `^(\\p{L}*\\p{Ll}{2})\\.(${[...ONE_WORD_LEGAL_FORMS, 'AG', 'SpA', 'S\\.p\\.A', 'S\\.A', 'S\\.L'].join('|')})(?=\\.?,?$)`,
  'u',
);

export function correctReadings(readings: readonly string[]): string[] {
  const texts = bracesAsBrackets(readings);
  return texts.map((text, index) => {
    const before = texts[index - 1] ?? '';
    const unitWithSign = UNIT_WITH_SIGN.exec(text);
    if (unitWithSign && BEFORE_NUMBER.test(texts[index + 1] ?? '')) return `${unitWithSign[1]} ±`;
    if (/^[+£t]\d/.test(text) && AFTER_UNIT.test(before)) return `± ${text.slice(1)}`;
    if (/^(?:\+£|£\+|\+t)\d/.test(text) && AFTER_UNIT.test(before)) return `± ${text.slice(2)}`;
    // "(37 £10) %": a tolerance inside the brackets, after the value they open with.
    if (/^[+£]\d+(?:[.,]\d+)?\)/.test(text) && /^\(\d+(?:[.,]\d+)?$/.test(before)) {
      return `± ${text.slice(1)}`;
    }
    const after = texts[index + 1] ?? '';
    // "ler avril 2027": the French first of the month, its one read as an l or a capital I.
    if (/^[lI|]er$/.test(text) && MONTHS[foldText(after)] !== undefined) return '1er';
    if (
      text === 'N*' ||
      /^N\.?£$/.test(text) ||
      (/^N\.?[e2]$/.test(text) && NUMERO_FOLLOWERS.test(after)) ||
      (/^N\.?9$/.test(text) && NUMERO_WORD_FOLLOWERS.test(after))
    ) {
      return text.includes('.') ? 'N.º' : 'Nº';
    }
    // "Certificado n.2/": a numero sign before a caption's gloss slash, in either case.
    if (/^[Nn]\.?[e2]\/$/.test(text)) return `${text[0]}${text.includes('.') ? '.º' : 'º'}/`;
    // "19º C+ 2" → "19 °C ± 2": the degree sign goes to its C.
    if (/^\(?\d+(?:[.,]\d+)?[º°]$/.test(text) && /^C(?:[+t£]|$)/.test(after)) {
      return text.slice(0, -1);
    }
    if (/\d[º°]$/.test(before) && /^C(?:[+t£]|$)/.test(text)) {
      return text.length > 1 ? '°C ±' : '°C';
    }
    // "22 “C": the degree sign read as a quote, on a word of its own after the number.
    if (/\d\)?$/.test(before) && /^["“”'’][CF]$/.test(text)) return `°${text[1]}`;
    const fixed = text
      .replace(/^dakks\b/i, 'DAkkS')
      .replace(/°€/g, '°C')
      .replace(/(\d)º/g, '$1°')
      .replace(/^º([CF])$/, '°$1')
      .replace(/^(.*[\d)])%([CF])$/, '$1 °$2')
      .replace(/^(\(?\d+(?:[.,]\d+)?)["“”'’]([CF])$/, '$1 °$2')
      .replace(/^(\(?\d+(?:[.,]\d+)?)[.:;](°[CF])$/, '$1 $2')
      .replace(/^(.*[\d)])["”'’`](°[CF])$/, '$1$2')
      .replace(/^(.*\d\))(°[CF])$/, '$1 $2')
      .replace(/^(.*)%r\.F\.$/, '$1% r.F.')
      .replace(/^[‘'"`](?=[(\p{Lu}\d])(?!.*[’'"`])/u, '')
      // ":2.6": a speck before a caption's section number, read as a colon.
      .replace(/^[:;](?=\d{1,2}(?:\.\d{1,2})+\.?$)/, '')
      .replace(/^(?![a-zµ])\p{Ll}(?=[A-Z\d][A-Z\d./-]*\d[A-Z\d./-]*$)/u, '')
      .replace(TWINS_BEFORE_NUMBER, (prefix) => prefix.toUpperCase())
      // "2026-03-2G", "2025-0G-23": a numeric date's digit read as the letter it resembles.
      .replace(DATE_WITH_LOOKALIKES, (date) =>
        [...date].filter((char) => DIGIT_LOOKALIKES[char] !== undefined).length <=
        MAX_DATE_LOOKALIKES
          ? date.replace(/[GOoSlIBZ]/g, (char) => DIGIT_LOOKALIKES[char]!)
          : date,
      )
      // "€C032230": a code's C with a speck through it. No amount opens on a letter.
      .replace(/^€(?=[A-Z][A-Z\d]*\d)/, 'C')
      .replace(/^SIN:$/, 'S/N:')
      // "SIN" ending its line or before another caption ("SIN | Tag No."): the gloss "S/N"
      // under a serial's caption. The Spanish "SIN" goes on in capitals ("SIN AJUSTE").
      .replace(/^SIN$/, /^(?:\p{Lu}{2,}|\p{Ll})/u.test(after) ? 'SIN' : 'S/N')
      // The Italian legal form with its l read as a one or a capital I.
      .replace(/^S\.r\.[1I]\.(,?)$/, 'S.r.l.$1')
      // A speck may follow it ("100-1000 pL."): a unit after a number closes no sentence there.
      .replace(/^[puH]L(?=[.,]?$)/, (unit) => (/\d$/.test(before) ? 'µL' : unit))
      .replace(/^F(?=[bcdfgjkmnpqstvwxz][a-z]{2})/, 'E')
      .replace(/^l(?=[bcdfghjkmnpqrstvwxz][a-zäöüß]{2})/, 'I')
      // "Àtelier": a speck over a capital A. Only the Portuguese "Às", "Àquele", "Àquilo" open
      // on a grave A in these languages.
      .replace(/^À(?=\p{Ll}{2,})(?!qu[ei])/u, 'A')
      // "ÉQ-00995": a speck over a code's capital. Codes are written without accents.
      .replace(/^[ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜ](?=[A-Z]{0,4}[-/]?\d)/u, (capital) =>
        capital.normalize('NFD').charAt(0),
      )
      // "J.osé": a speck between a name's capital and its letters, read as a stop. Not an
      // abbreviation's ("N.ro", "V.le"): those keep two letters after it.
      .replace(/^(\p{Lu})\.(\p{Ll}{3,})$/u, '$1$2')
      .replace(/(?<=\p{Ll})£(?=\.?$|\p{Ll})/u, 'f')
      .replace(/^(\p{L}[\p{L}.'’]*):[.,]$/u, '$1:')
      // "Metrology.Ltd": the space before a company's legal form read as a stop.
      .replace(LEGAL_FORM_AFTER_STOP, '$1 $2')
      .replace(/^([A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)*[-/]\d{3,})-$/, '$1')
      .replace(/^(\p{Lu}\p{Ll}*)?([Gg])erat(e|en|es)?$/u, '$1$2erät$3');
    if (!BEFORE_NUMBER.test(after)) return fixed;
    if (PLUS_MINUS_READINGS.has(fixed) && AFTER_NUMBER.test(before)) return '±';
    if (PLUS_MINUS_AFTER_UNIT.has(fixed) && AFTER_UNIT.test(before)) return '±';
    return fixed;
  });
}

function slopeOf(box: PixelBox): number {
  const dx = box.x1 - box.x0;
  return dx > 0 ? (box.y1 - box.y0) / dx : 0;
}

/** The page's skew angle: the length-weighted median of line baseline slopes. */
export function estimateSkew(lines: readonly OcrLine[], imageWidth: number): number {
  const samples = lines
    .filter((line) => line.words.length >= 2)
    .map((line) => ({
      slope: slopeOf(line.baseline),
      weight: line.baseline.x1 - line.baseline.x0,
    }))
    .filter((sample) => sample.weight >= imageWidth * MIN_SKEW_LINE_SHARE)
    .sort((a, b) => a.slope - b.slope);
  const total = samples.reduce((sum, sample) => sum + sample.weight, 0);
  let seen = 0;
  for (const sample of samples) {
    seen += sample.weight;
    if (seen >= total / 2) return Math.atan(sample.slope);
  }
  return 0;
}

/**
 * Specks, border remnants and rule fragments the recogniser turned into characters: a box
 * reading "|", a speck reading ":", and anything flatter than any letter or digit (what is
 * left of an erased rule reads as "—", "7" or "i").
 */
function isNoise(word: OcrWord, em: number, inPhrase: boolean): boolean {
  const text = word.text.trim();
  if (BORDER_MARKS.test(text)) return true;
  const width = word.box.x1 - word.box.x0;
  const height = word.box.y1 - word.box.y0;
  if (height < FLAT_EM * em) return true;
  // Dot leaders and hatching read as a few letters stretched over a wide box.
  if (width > MAX_CHAR_WIDTH_EM * em * [...text].length) return true;
  // A short "word" the recogniser itself barely believes: dust, a stamp's edge, a smudge —
  // unless it stands at a word space between two words, as tall as a letter ("19 de febrero"),
  // or is a letter-high code every character of which was read surely (a caption's "3.2" at 6,
  // its digits and stop at 99).
  const letterHigh = height >= LETTER_EM * em;
  if (
    word.confidence < GARBAGE_CONFIDENCE &&
    [...text].length <= 3 &&
    !(inPhrase && letterHigh) &&
    !(letterHigh && sureCharacters(word, CODE_SHAPE))
  ) {
    return true;
  }
  // A capital or digit read in a box too short to hold one, and doubted: dust over the next
  // line's words ("Pa." 14 pixels tall over "Juni 2025" in a 44-pixel em, taken as its value).
  if (!letterHigh && word.confidence < DOUBTED_SHORT_CONFIDENCE && /[\p{Lu}\p{N}]/u.test(text)) {
    return true;
  }
  // A short doubted word with a capital or digit boxed too short to be one: dirt at the page's
  // edge read as letters ("BSS" at 19 before "Executado por", an "S" boxed 7 pixels tall in a
  // 46-pixel em), however sure of each the recogniser was.
  if (
    word.confidence < DOUBTED_SHORT_CONFIDENCE &&
    [...text].length <= 3 &&
    word.symbols.some(
      (symbol) =>
        /^[\p{Lu}\p{N}]$/u.test(symbol.text) && symbol.box.y1 - symbol.box.y0 < LETTER_EM * em,
    )
  ) {
    return true;
  }
  // A lone digit under half the em tall is a raised mark, not a value ("°" read as "9" between
  // "19" and "C", set on the caption line above and taken as its value).
  if (!letterHigh && /^\d$/.test(text)) return true;
  return width < SPECK_EM * em && height < SPECK_EM * em && !/[\p{L}\p{N}]/u.test(text);
}

/**
 * A character the recogniser read at this confidence (0–100) or more is no speck's guess (the
 * "T" of "TFX" at 87, a speck above it boxed with it).
 */
const SURE_CHARACTER = 85;

/**
 * Two characters or more, each read surely, though the word as a whole was not believed: the
 * recogniser doubted where the word ends ("PA" of "PA 56401158", a wide glyph's gap read as a
 * space: both halves at 0 with every letter at 99; "TFX 430", the "4" at 94), not what it saw.
 */
function sureCharacters(word: OcrWord, shape = /^[\p{L}\p{N}]+$/u): boolean {
  return (
    word.symbols.length >= 2 &&
    word.symbols.every(
      (symbol) => symbol.confidence !== undefined && symbol.confidence >= SURE_CHARACTER,
    ) &&
    shape.test(word.text.trim())
  );
}

/** The word's one character if it is one and read surely (SURE_CHARACTER), else null. */
function loneSureCharacter(word: OcrWord): OcrSymbol | null {
  const [symbol] = word.symbols;
  if (word.symbols.length !== 1 || !symbol) return null;
  return (symbol.confidence ?? 0) >= SURE_CHARACTER ? symbol : null;
}

/** Letters and digits joined by a code's marks ("M&TE-0253", "LAB/1507"). */
const CODE_SHAPE = /^[\p{L}\p{N}]+(?:[-/&.][\p{L}\p{N}]+)*$/u;

/** A mark at a word's edge that a speck beside the word is read as ("'FK"). */
const EDGE_SPECK = /^['‘’`".,]$/u;

/**
 * A word the recogniser barely believes as a whole only because of a speck read at its edge
 * ("'FK" at 0, its F and K at 98 and 99, the model "FK 100" losing its letters): its sure
 * letters without the speck. A mark at its edge wholly above or below its other characters is
 * a speck beside the word, however well the word was believed (a "~" under the baseline
 * before "M&TE-0253"). The word as it was otherwise.
 */
function withoutEdgeSpeck(word: OcrWord): OcrWord {
  const symbols = word.symbols;
  if (symbols.length < 3) return word;
  const doubted = word.confidence < GARBAGE_CONFIDENCE;
  const offLine = (symbol: OcrSymbol) =>
    symbols.every(
      (other) => other === symbol || symbol.box.y0 >= other.box.y1 || symbol.box.y1 <= other.box.y0,
    );
  const speck = (symbol: OcrSymbol) => offLine(symbol) || (doubted && EDGE_SPECK.test(symbol.text));
  let from = 0;
  let to = symbols.length;
  while (from < to && speck(symbols[from]!)) from++;
  while (to > from && speck(symbols[to - 1]!)) to--;
  if ((from === 0 && to === symbols.length) || to - from < 2) return word;
  const core = wordOf(symbols.slice(from, to), word.confidence);
  return !doubted || sureCharacters(core, CODE_SHAPE) ? core : word;
}

/** A stop boxed no more than this share of the em either way is a speck: print's are 0.09–0.2. */
const SPECK_STOP_EM = 0.075;
/** A printed stop sits on the baseline; a speck this many pixels above it, at least, floats. */
const MIN_FLOAT = 2;

/** The word's baseline: the middle bottom of its letters and digits that stand on it, or null. */
function baselineOfWord(symbols: readonly OcrSymbol[]): number | null {
  const standing = symbols.filter(
    (symbol) => CAP_HEIGHT_CHARS.test(symbol.text) || X_HEIGHT_CHARS.test(symbol.text),
  );
  return standing.length < 2 ? null : median(standing.map((symbol) => symbol.box.y1));
}

/**
 * Stops a speck of the scan was read as, at a word's ends: the word without them.
 * - A stop after a number boxed a speck's size ("40." in "Micromar 40. EWR", its stop 2 pixels
 *   square at an em of 34.5; the same page's stops measure 4 to 9). Only after digits: small
 *   print's stops are as small ("Co." in a 7-point footer, 2 pixels at an em of 28), and an
 *   abbreviation keeps its stop.
 * - A stop of a speck's size floating above the baseline by its own height or more, at either
 *   end ("Eduardo." in a name, its stop 3 pixels square 3 above the letters' feet; ".12/2024",
 *   a due date read as no date): print sets its stops on the baseline, small print's too.
 */
function withoutSpeckStop(word: OcrWord, em: number): OcrWord {
  const floating = withoutFloatingStops(word, em);
  return floating !== word ? floating : withoutNumberSpeck(word, em);
}

/** A stop boxed no larger than a speck either way. */
function isSpeckSizedStop(symbol: OcrSymbol, em: number): boolean {
  const small = SPECK_STOP_EM * em;
  return (
    symbol.text === '.' &&
    symbol.box.x1 - symbol.box.x0 <= small &&
    symbol.box.y1 - symbol.box.y0 <= small
  );
}

function withoutFloatingStops(word: OcrWord, em: number): OcrWord {
  const symbols = word.symbols;
  const baseline = symbols.length < 3 ? null : baselineOfWord(symbols);
  if (baseline === null) return word;
  const floats = (symbol: OcrSymbol) =>
    isSpeckSizedStop(symbol, em) &&
    baseline - symbol.box.y1 >= Math.max(MIN_FLOAT, symbol.box.y1 - symbol.box.y0);
  const from = floats(symbols[0]!) ? 1 : 0;
  const to = floats(symbols[symbols.length - 1]!) ? symbols.length - 1 : symbols.length;
  return from > 0 || to < symbols.length ? wordOf(symbols.slice(from, to), word.confidence) : word;
}

function withoutNumberSpeck(word: OcrWord, em: number): OcrWord {
  const symbols = word.symbols;
  const last = symbols[symbols.length - 1];
  if (symbols.length < 2 || !last || !word.text.endsWith('.') || !isSpeckSizedStop(last, em))
    return word;
  return /^\d+\.$/.test(word.text) ? wordOf(symbols.slice(0, -1), word.confidence) : word;
}

/** An opening quotation mark, or a mark a speck before a word is read as. */
const OPENING_QUOTE = /^["“„‚‘'`]$/u;
/** A mark that can close a quotation: not one that only opens one ("“", "‘", "„"). */
const CLOSING_QUOTE = /["”’'`»]/u;

/**
 * An opening quote glued to a word with no closing quote after it anywhere on its line
 * ("“Bilancia di", "“6404-0065"; "“Micrómetro de" before "‘Mitutoyo", another speck's opening
 * quote): quotation marks come in pairs, so it is a speck of the scan read as one. Kept,
 * it moves the word's left edge a letter's width off its column, and a value's wrapped second
 * line no longer stands under it. The word without it; the line's other words as they were.
 */
function withoutUnpairedQuote(words: readonly OcrWord[]): OcrWord[] {
  return words.map((word, index) => {
    const symbols = word.symbols;
    if (symbols.length < 3 || !OPENING_QUOTE.test(symbols[0]!.text)) return word;
    if (!/^[\p{L}\p{N}]/u.test(symbols[1]!.text)) return word;
    const rest = [word.text.slice(1), ...words.slice(index + 1).map((other) => other.text)];
    if (rest.some((text) => CLOSING_QUOTE.test(text))) return word;
    return wordOf(symbols.slice(1), word.confidence);
  });
}

/** A one-letter word read below this confidence, alone, is no word (see isStrayLetter). */
const STRAY_LETTER_CONFIDENCE = 40;
/** Alone: no word of its line within this many ems on either side. */
const STRAY_LETTER_GAP_EM = 4;
/** Letters whose glyph reaches above the small letters' height. */
const TALL_LETTER = /^[\p{Lu}bdfhijklt]$/u;

/**
 * A single letter the recogniser doubted, with no word of its line near it: where a table's
 * rule meets its border, the crossing is read as a letter on a line of its own ("x" at 23, "e"
 * at 31, each boxed over the caption "Tipo" below it, which became "x Tipo" and no caption).
 * A letter that is a word (a conjunction, an initial, a grade) stands beside other words.
 */
function isStrayLetter(words: readonly OcrWord[], index: number, em: number): boolean {
  const word = words[index]!;
  const text = word.text.trim();
  // A letter that stands above the small letters (a capital, an ascender, a dotted "i" or "j")
  // boxed lower than half the em is a speck, however sure the recogniser was of it (an "i" at
  // 49, 12 pixels tall in a 34-pixel em, beside a customer's name).
  const tooShort = TALL_LETTER.test(text) && word.box.y1 - word.box.y0 < LETTER_EM * em;
  if ((word.confidence >= STRAY_LETTER_CONFIDENCE && !tooShort) || !/^\p{L}$/u.test(text))
    return false;
  const gap = STRAY_LETTER_GAP_EM * em;
  const before = words[index - 1];
  const after = words[index + 1];
  return (
    (before === undefined || word.box.x0 - before.box.x1 > gap) &&
    (after === undefined || after.box.x0 - word.box.x1 > gap)
  );
}

/**
 * A letter or digit read surely but doubted as a word, a glyph's gap from a letter or digit on
 * either side: a character of one code the recogniser cut in three ("Y" "V" "92480812", the
 * "V" at 97 in a word at 0, 7 and 8 pixels from its neighbours), not dust.
 */
function insideCode(words: readonly OcrWord[], index: number, em: number): boolean {
  const word = words[index]!;
  const before = words[index - 1];
  const after = words[index + 1];
  const symbol = loneSureCharacter(word);
  if (!before || !after || !symbol || !/^[\p{L}\p{N}]$/u.test(symbol.text)) return false;
  const tight = (gap: number) => gap >= 0 && gap <= SPLIT_GAP_EM * em;
  return (
    tight(word.box.x0 - before.box.x1) &&
    tight(after.box.x0 - word.box.x1) &&
    /[\p{L}\p{N}]$/u.test(before.text) &&
    /^[\p{L}\p{N}]/u.test(after.text)
  );
}

/** A number's height within this ratio of the word after it: the same print, not a rule. */
const SAME_PRINT_HEIGHT = 1.25;

/**
 * A lone digit read surely though doubted as a word, a word space before a word of small
 * letters each read surely: a number before its unit ("1 año", both at 4, every character at
 * 99, the interval lost with the "1"). A rule's fragment read as a digit stands taller than the
 * words beside it; before a capitalised word (a name's, a letterhead's) a digit is more likely
 * a logo's or a speck's.
 */
function numberBeforeWord(words: readonly OcrWord[], index: number, em: number): boolean {
  const word = words[index]!;
  const after = words[index + 1];
  const symbol = loneSureCharacter(word);
  if (!after || !symbol || !/^\d$/.test(symbol.text)) return false;
  const gap = after.box.x0 - word.box.x1;
  const [tall, next] = [word.box.y1 - word.box.y0, after.box.y1 - after.box.y0];
  return (
    gap >= 0 &&
    gap <= WORD_SPACE_EM * em &&
    tall <= SAME_PRINT_HEIGHT * next &&
    sureCharacters(after, /^\p{Ll}{2,}[.:]?$/u)
  );
}

/** Neighbours this close on both sides (share of the em) make a word part of a phrase. */
const WORD_SPACE_EM = 0.6;

function inPhrase(words: readonly OcrWord[], index: number, em: number): boolean {
  const word = words[index]!;
  const before = words[index - 1];
  const after = words[index + 1];
  // The last word of a caption, however little the recogniser believed the line ("Performed
  // by", both read at 8, over a signature's role line).
  if (
    before !== undefined &&
    word.box.x0 - before.box.x1 <= WORD_SPACE_EM * em &&
    completesCaption(before.text, word.text)
  ) {
    return true;
  }
  // The neighbours must be words the recogniser believes: the pieces of one garbled word
  // ("222°C" read at confidence 0 and split at its gaps) vouch for none of each other.
  const believed = (other: OcrWord | undefined): other is OcrWord =>
    other !== undefined && other.confidence >= GARBAGE_CONFIDENCE;
  return (
    believed(before) &&
    believed(after) &&
    word.box.x0 - before.box.x1 <= WORD_SPACE_EM * em &&
    after.box.x0 - word.box.x1 <= WORD_SPACE_EM * em
  );
}

/**
 * Glyphs with wide side bearings ("1" in most serif fonts): their gaps look like spaces. So do
 * the glyphs "1" is misread as ("l", "I"). Not a small "i" or "j": set as tight as any letter,
 * the space after one is a space ("TTi 50").
 */
const NARROW_GLYPHS = /^[1Il.,:;'!|/\-–]$/;
/** Extra gap allowed next to a narrow glyph, as a share of the em. */
const NARROW_ALLOWANCE_EM = 0.1;

/**
 * Whether the gap between two characters of one recognised word is really a space. Only next
 * to a digit: codes and numbers are what the recogniser runs together, while the letters of
 * small print are spaced unevenly enough that splitting them would break labels.
 */
function isSpace(left: OcrSymbol, right: OcrSymbol, em: number): boolean {
  if (!/\d/.test(left.text) && !/\d/.test(right.text)) return false;
  const narrow = NARROW_GLYPHS.test(left.text) || NARROW_GLYPHS.test(right.text);
  return right.box.x0 - left.box.x1 > (SPLIT_GAP_EM + (narrow ? NARROW_ALLOWANCE_EM : 0)) * em;
}

/**
 * Ends each word where the next one on its line begins. The recogniser sometimes stretches a
 * word's last character over the words after it ("Constructeur" boxed to the end of the
 * "/ Type" beside it); the layout would then see two words on top of each other and move the
 * later ones to a line of their own, splitting a label.
 */
export function clipOverlaps(words: OcrWord[]): OcrWord[] {
  return words.map((word, index) => {
    const next = words[index + 1];
    if (!next || next.box.x0 <= word.box.x0 || next.box.x0 >= word.box.x1) return word;
    return { ...word, box: { ...word.box, x1: next.box.x0 } };
  });
}

/** Connectors of two letters or more, which a name's words run on to ("Mécaniquesde Savoie"). */
const TRAILING_CONNECTOR = new RegExp(
  `^\\p{L}{3,}(${[...PREPOSITIONS, ...CONJUNCTIONS]
    .filter((word) => /^\p{L}{2,}$/u.test(word))
    .map(escapeRegExp)
    .join('|')})$`,
  'u',
);
/** The word space before a run-on connector is at least this share of the em... */
const CONNECTOR_GAP_EM = 0.15;
/** ...and this many times as wide as any other gap between the word's characters. */
const CONNECTOR_GAP_RATIO = 2;

/**
 * Where a word of letters ends in a connector set a word space apart from the letters before
 * it ("Mécaniquesde", the "s" and "d" 10 pixels apart where the word's other letters stand 3 or
 * fewer apart): the index of the connector's first character, else -1. Letters alone are spaced
 * too unevenly to be split at a gap; a connector's own word space, measured against the word's
 * other gaps, is the one gap worth trusting.
 */
function runOnConnector(word: OcrWord, em: number): number {
  const symbols = word.symbols;
  const connector = TRAILING_CONNECTOR.exec(word.text);
  if (!connector || symbols.map((symbol) => symbol.text).join('') !== word.text) return -1;
  const at = symbols.length - [...connector[1]!].length;
  const gapAt = (index: number) => symbols[index]!.box.x0 - symbols[index - 1]!.box.x1;
  const widestOther = Math.max(
    0,
    ...symbols.slice(1).map((_, index) => (index + 1 === at ? 0 : gapAt(index + 1))),
  );
  const gap = gapAt(at);
  return gap >= CONNECTOR_GAP_EM * em && gap >= CONNECTOR_GAP_RATIO * widestOther ? at : -1;
}

/** Splits a word at wide gaps between its characters. */
export function splitRunTogether(word: OcrWord, em: number): OcrWord[] {
  const symbols = word.symbols;
  const parts: OcrWord[] = [];
  const connector = runOnConnector(word, em);
  let start = 0;
  for (let i = 1; i < symbols.length; i++) {
    if (i !== connector && !isSpace(symbols[i - 1]!, symbols[i]!, em)) continue;
    parts.push(wordOf(symbols.slice(start, i), word.confidence));
    start = i;
  }
  if (parts.length === 0) return [word];
  parts.push(wordOf(symbols.slice(start), word.confidence));
  // Symbols and word text can disagree (ligatures, dropped characters): keep the word whole.
  return parts.map((part) => part.text).join('') === word.text ? parts : [word];
}

/** A gap this many ems wide parts a line's columns (a caption and its value, two boxes). */
const COLUMN_GAP_EM = 1.5;
/** A column part is measured alone with this many characters of known height at least. */
const MIN_PART_CHARACTERS = 3;

/**
 * The em of each word of a line: the line's, unless the line stands a size apart from the
 * page's body and the words of one of its column parts, measured alone, are the body's size.
 * The recogniser joins side-by-side columns at one height into one line whatever their print
 * sizes: a customer's name wrapped after "Soc." read with the smaller address beside it
 * ("Coop. 15 Reservoir Lane"), the line measured at 29 pixels and the name's "Coop." at 36, the
 * body's; sized as the address, the name's second line was no longer the name's. A line of the
 * body's size keeps it: a part's few letters measure less surely than the whole line.
 */
function partEms(words: readonly OcrWord[], shape: LineShape, em: number, body: number): number[] {
  const ems = words.map(() => em);
  const atBody = (size: number) => Math.abs(size - body) <= SAME_SIZE_RATIO * body;
  if (atBody(em)) return ems;
  let start = 0;
  for (let end = 1; end <= words.length; end++) {
    if (end < words.length && words[end]!.box.x0 - words[end - 1]!.box.x1 <= COLUMN_GAP_EM * em)
      continue;
    if (start > 0 || end < words.length) {
      const part = words.slice(start, end);
      const measured = part
        .filter((word) => word.confidence >= MEASURED_CONFIDENCE)
        .flatMap((word) => word.symbols)
        .filter((symbol) => CAP_HEIGHT_CHARS.test(symbol.text) || X_HEIGHT_CHARS.test(symbol.text));
      const own = emOf({ ...shape.line, words: part }, shape.slope);
      if (own !== null && measured.length >= MIN_PART_CHARACTERS && atBody(own))
        for (let index = start; index < end; index++) ems[index] = own;
    }
    start = end;
  }
  return ems;
}

interface LineShape {
  line: OcrLine;
  slope: number;
  /** Em size in pixels. */
  em: number;
}

function baselineAt(shape: LineShape, x: number): number {
  return shape.line.baseline.y0 + shape.slope * (x - shape.line.baseline.x0);
}

/** Characters whose top is the cap height (≈ ascender height in most fonts). */
const CAP_HEIGHT_CHARS = /^[A-Z0-9bdhkl]$/;
/** Characters whose top is the x-height. */
const X_HEIGHT_CHARS = /^[acemnorsuvwxz]$/;
/** x-height as a share of the em. */
const X_HEIGHT_EM = 0.5;

/** The middle value (the upper one of an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Glyphs boxed this many cap heights tall at least stand over two printed lines. */
const TWO_LINES_TALL = 2;
/** …when this share of a line's glyphs are, three at least. */
const TWO_LINES_SHARE = 0.75;
const MIN_TWO_LINES_GLYPHS = 3;

/**
 * The baseline (pixels) of the upper of two printed lines the recogniser read as one, each
 * glyph boxed over both ("Modèle" over "Model" read "Model", boxed 87 pixels tall for capitals
 * of 30), or null for a line of one height. A caption's value beside it stands on its first
 * line; placed on the lower one, "Model" had the model beside it a line too high to pair.
 */
function upperLineBaseline(words: readonly OcrWord[], em: number): number | null {
  const capital = CAP_HEIGHT_EM * em;
  const symbols = words.flatMap((word) => word.symbols);
  const tall = symbols.filter(
    (symbol) => symbol.box.y1 - symbol.box.y0 >= TWO_LINES_TALL * capital,
  );
  if (tall.length < MIN_TWO_LINES_GLYPHS || tall.length < TWO_LINES_SHARE * symbols.length)
    return null;
  const tops = tall.map((symbol) => symbol.box.y0).sort((a, b) => a - b);
  return tops[tops.length >> 1]! + capital;
}

/** Words read below this confidence (0–100) are not measured for their line's size. */
const MEASURED_CONFIDENCE = 50;

/**
 * A line's em, measured from its baseline, or from its capitals' own boxes where the two
 * disagree by more than a size and the boxes' measure is nearer the page's body. Two rows the
 * recogniser joined at different heights have a baseline that is neither's ("Unit Under Test
 * Bourdon Tube Pressure" a quarter line above "Cal Date October 29"): measured from it the
 * capitals came out 23 pixels tall for 33, and the line a size too small for its wrapped
 * "Gauge" to join it. A caption read over its two lines ("Próxima" over "calibración:") has
 * boxes two lines tall, and its baseline is the one to believe.
 */
function surerEm(fromBaseline: number, boxed: number | null, body: number): number {
  if (boxed === null || Math.abs(boxed - fromBaseline) <= SAME_SIZE_RATIO * boxed)
    return fromBaseline;
  return Math.abs(boxed - body) < Math.abs(fromBaseline - body) ? boxed : fromBaseline;
}

/** Capitals and digits a line's size is measured by from their own boxes, at least. */
const MIN_BOXED_CAPITALS = 3;

/**
 * Em height of a line in pixels from its capitals' and digits' own boxes, or null for too few.
 * The lower middle one: a speck the recogniser boxed with a glyph makes its box taller ("Make:"
 * boxed 59 pixels for a 33-pixel M), never shorter.
 */
function capitalsBoxed(line: OcrLine): number | null {
  const heights = line.words
    .filter((word) => word.confidence >= MEASURED_CONFIDENCE)
    .flatMap((word) => word.symbols)
    .filter((symbol) => CAP_HEIGHT_CHARS.test(symbol.text))
    .map((symbol) => symbol.box.y1 - symbol.box.y0)
    .sort((a, b) => a - b);
  if (heights.length < MIN_BOXED_CAPITALS) return null;
  return heights[Math.floor((heights.length - 1) / 2)]! / CAP_HEIGHT_EM;
}

/** Two middle heights this far apart: the taller is a glyph boxed with a speck. */
const SPECK_BOXED = 1.3;

/**
 * The middle height of a line's capitals (the upper of an even count), or the lower middle one
 * when the upper is much taller: a speck boxed with a glyph makes it taller, never shorter, and
 * a short caption's two capitals ("Number:", its "b" boxed 42 pixels for a 21-pixel "N"; "Cal",
 * its "C" boxed two rows tall) would set the line twice its size, over the next row.
 */
function capitalHeight(heights: number[]): number | null {
  if (heights.length === 0) return null;
  const sorted = [...heights].sort((a, b) => a - b);
  const upper = sorted[sorted.length >> 1]!;
  const lower = sorted[(sorted.length - 1) >> 1]!;
  return upper > lower * SPECK_BOXED ? lower : upper;
}

/**
 * Em height of a line in pixels, from the median height of its characters above the
 * baseline: capitals, digits and ascenders when there are any, else x-height letters. Per
 * character, so a speck of dust merged into a word's box does not inflate it.
 */
/** No capital, digit or tall letter is boxed flatter than this share of its width ("W": 0.7). */
const MIN_GLYPH_ASPECT = 0.5;

/**
 * A capital, digit or tall letter boxed flatter than any is drawn: a smear or a rule's stretch
 * read as one ("-04-" at 89 from the strokes between two rows, its "0" 20 px wide and 7 tall).
 * It says nothing of the line's size, and measured it made a line of 28-pixel letters 10
 * pixels tall.
 */
function isFlatGlyph(symbol: OcrSymbol): boolean {
  const width = symbol.box.x1 - symbol.box.x0;
  return (
    CAP_HEIGHT_CHARS.test(symbol.text) && symbol.box.y1 - symbol.box.y0 < MIN_GLYPH_ASPECT * width
  );
}

function emOf(line: OcrLine, slope: number): number | null {
  const caps: number[] = [];
  const xs: number[] = [];
  // A character alone is too often a mark the recogniser took for one (a "°" read "9", set on
  // the line above its own): the line's words measure it, when it has any.
  const measured = line.words.filter((word) => word.confidence >= MEASURED_CONFIDENCE);
  const words = measured.some((word) => word.symbols.length >= 2)
    ? measured.filter((word) => word.symbols.length >= 2)
    : measured;
  for (const word of words) {
    for (const symbol of word.symbols) {
      const x = (symbol.box.x0 + symbol.box.x1) / 2;
      const height = line.baseline.y0 + slope * (x - line.baseline.x0) - symbol.box.y0;
      if (height <= 0 || isFlatGlyph(symbol)) continue;
      if (CAP_HEIGHT_CHARS.test(symbol.text)) caps.push(height);
      else if (X_HEIGHT_CHARS.test(symbol.text)) xs.push(height);
    }
  }
  const cap = capitalHeight(caps);
  if (cap !== null && caps.length >= 2) return cap / CAP_HEIGHT_EM;
  const x = median(xs);
  if (x === null) return cap === null ? null : cap / CAP_HEIGHT_EM;
  // One capital beside small letters ("Genii"): the recogniser's boxes of small letters are
  // sometimes the whole word's height (an "e" boxed as tall as its "G"), never shorter than
  // the letter, so of the two measures the smaller is the one to believe.
  return cap === null ? x / X_HEIGHT_EM : Math.min(cap / CAP_HEIGHT_EM, x / X_HEIGHT_EM);
}

/** A part of a code: capitals and digits, a full stop or hyphen inside ("MS", "204TS", "1587D"). */
const CODE_PART = /^[A-Z0-9](?:[A-Z0-9.-]*[A-Z0-9])?$/;
/**
 * One part mixes letters and digits ("204TS", "N28682"): a number alone after a mark is a part of
 * its own, spaced as printed ("D-K 25", a German calibration mark's year; "54 II B").
 */
const MIXED_CODE = /^(?=.*[A-Z])(?=.*\d)/;
/** A code's parts stand closer than this share of the line's other spaces, and this many ems. */
const NARROW_GAP_SHARE = 0.6;
const NARROW_GAP_EM = 0.25;

/**
 * A code the recogniser parted at a gap narrower than a space: "MS 204TS" (8 px apart, the
 * line's spaces 15 and 17 px), "1587D N28682". Two parts of capitals and digits, one of them
 * mixing both, none a caption word ("ID"), set closer than most of the line's spaces (between words of
 * a phrase, not columns) are one word. A line without two other spaces to measure by keeps its
 * words: a tight face's spaces are narrow everywhere ("PX 224" beside spaces of 6 px).
 */
function withCodePartsJoined(words: OcrWord[], em: number): OcrWord[] {
  const gaps = words.slice(1).map((word, index) => word.box.x0 - words[index]!.box.x1);
  const spaces = gaps.filter((gap) => gap > 0 && gap <= em);
  if (spaces.length < 3) return words;
  const out: OcrWord[] = [words[0]!];
  for (let index = 1; index < words.length; index++) {
    const left = out[out.length - 1]!;
    const right = words[index]!;
    const gap = gaps[index - 1]!;
    const others = [...spaces];
    others.splice(others.indexOf(gap), 1);
    const space = median(others)!;
    const parts =
      CODE_PART.test(left.text.trim()) &&
      CODE_PART.test(right.text.trim()) &&
      (MIXED_CODE.test(left.text) || MIXED_CODE.test(right.text)) &&
      !isLabelWord(left.text.trim()) &&
      !isLabelWord(right.text.trim());
    if (parts && gap >= 0 && gap < space * NARROW_GAP_SHARE && gap < em * NARROW_GAP_EM) {
      out[out.length - 1] = joinedWord(left, right, left.text.trim() + right.text.trim(), [
        ...left.symbols,
        ...right.symbols,
      ]);
    } else {
      out.push(right);
    }
  }
  return out;
}

/** A hyphen set apart between a code's letters and its number, this many ems from each at most. */
const CODE_HYPHEN_GAP_EM = 0.45;
/** A hyphen's middle lies between these shares of its neighbour's height, from its top. */
const HYPHEN_BAND = { from: 0.3, to: 0.8 };
const DASH = /^[-‐‑–]$/;
/** The letters of a code, and the number after its hyphen ("CAL" | "83822/23"). */
const CODE_LETTERS = /^[A-Z][A-Z\d&]*$/;
const CODE_NUMBER = /^\d[\dA-Z./]*$/;

/**
 * The line's words with a hyphen set apart between a code's letters and its number joined to
 * both ("CAL" "-" "83822/23": the recogniser read the hyphen as a word of its own, and as a
 * flat word it would go as noise, leaving "CAL 83822/23"). Letters before it keep a date range's
 * dash out ("2023-05-11 - 2023-05-12").
 */
function withCodeHyphensJoined(words: readonly OcrWord[], em: number): OcrWord[] {
  const out: OcrWord[] = [];
  for (let index = 0; index < words.length; index++) {
    const [left, dash, right] = [out[out.length - 1], words[index]!, words[index + 1]];
    const middle = (dash.box.y0 + dash.box.y1) / 2;
    const joins =
      left !== undefined &&
      right !== undefined &&
      DASH.test(dash.text.trim()) &&
      CODE_LETTERS.test(left.text.trim()) &&
      CODE_NUMBER.test(right.text.trim()) &&
      dash.box.x0 - left.box.x1 <= CODE_HYPHEN_GAP_EM * em &&
      right.box.x0 - dash.box.x1 <= CODE_HYPHEN_GAP_EM * em &&
      middle >= left.box.y0 + HYPHEN_BAND.from * (left.box.y1 - left.box.y0) &&
      middle <= left.box.y0 + HYPHEN_BAND.to * (left.box.y1 - left.box.y0);
    if (!joins) {
      out.push(dash);
      continue;
    }
    const joined = joinedWord(left, right, `${left.text.trim()}-${right.text.trim()}`, [
      ...left.symbols,
      ...dash.symbols,
      ...right.symbols,
    ]);
    out[out.length - 1] = { ...joined, confidence: Math.min(joined.confidence, dash.confidence) };
    index++;
  }
  return out;
}

/** A code of hyphened groups ("293-340"), and a group parted from it with its hyphen ("-30"). */
const HYPHENED_CODE = /^[A-Z\d]+(?:-[A-Z\d]+)+$/;
const HYPHENED_GROUP = /^-[A-Z\d]+$/;
/** The parted group's hyphen stands at most this many times the code's own hyphens' gaps off. */
const GROUP_GAP_RATIO = 1.5;

/**
 * A code's last group the recogniser read as a word of its own, hyphen and all: "293-340" |
 * "-30" for "293-340-30", the "-30" 13 px after the "0" where the code's own hyphens stand 9
 * and 11 px from their digits. Set as far as the code spaces its hyphens, it is the code's;
 * a word space apart ("0 -30 °C", a range's end) it is not, nor is a hyphen after a word.
 */
function withHyphenGroupsJoined(words: readonly OcrWord[], em: number): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of words) {
    const left = out[out.length - 1];
    if (
      left &&
      HYPHENED_CODE.test(left.text) &&
      HYPHENED_GROUP.test(word.text) &&
      left.symbols.map((symbol) => symbol.text).join('') === left.text &&
      word.symbols.map((symbol) => symbol.text).join('') === word.text
    ) {
      const hyphenGaps = left.symbols.flatMap((symbol, index) => {
        if (symbol.text !== '-' || index === 0 || index === left.symbols.length - 1) return [];
        return [
          symbol.box.x0 - left.symbols[index - 1]!.box.x1,
          left.symbols[index + 1]!.box.x0 - symbol.box.x1,
        ];
      });
      const gap = word.box.x0 - left.box.x1;
      const widest = Math.max(...hyphenGaps);
      if (gap >= 0 && gap <= GROUP_GAP_RATIO * widest && gap <= CODE_HYPHEN_GAP_EM * em) {
        out[out.length - 1] = joinedWord(left, word, left.text + word.text, [
          ...left.symbols,
          ...word.symbols,
        ]);
        continue;
      }
    }
    out.push(word);
  }
  return out;
}

const RANGE_DASH = /^[-‐‑–—]$/;
/** A range's dash stands this many ems from its date at most, and is this many ems long. */
const RANGE_DASH_GAP_EM = 1.2;
const RANGE_DASH_WIDTH_EM = 1.5;

/**
 * A dash right after a date, at the height of its digits' middle: a range going on to its
 * second date, on this line or wrapped to the next ("2025-02-24 —" over "2025-02-25"). Flat as
 * it is, it would go as noise, and the range's first date would stand for the whole.
 */
function isRangeDash(words: readonly OcrWord[], index: number, em: number): boolean {
  const [date, dash] = [words[index - 1], words[index]!];
  if (!date || !RANGE_DASH.test(dash.text.trim()) || !NUMERIC_DATE_END.test(date.text.trim()))
    return false;
  const middle = (dash.box.y0 + dash.box.y1) / 2;
  const height = date.box.y1 - date.box.y0;
  return (
    dash.box.x0 - date.box.x1 <= RANGE_DASH_GAP_EM * em &&
    dash.box.x1 - dash.box.x0 <= RANGE_DASH_WIDTH_EM * em &&
    middle >= date.box.y0 + HYPHEN_BAND.from * height &&
    middle <= date.box.y0 + HYPHEN_BAND.to * height
  );
}

/** A line this much smaller than a line it shares its height with is read from specks. */
const SPECK_LINE_RATIO = 0.6;
/** Specks read as short "words" without digits: "rd", "oO", "gs", "-". */
const SPECK_WORD = /^[^\p{N}]{1,3}$/u;

/**
 * Dust beside a large line, which the recogniser read as a line of its own in small print
 * ("- gs ï rd oO" among the letters of a title). Its "words" fall between the large line's
 * words, so the layout would split the large line in two to keep them apart.
 */
function isSpeckLine(shape: LineShape, shapes: readonly LineShape[]): boolean {
  const texts = shape.line.words.map((word) => word.text.trim()).filter((text) => text !== '');
  if (texts.length === 0 || !texts.every((text) => SPECK_WORD.test(text))) return false;
  const { y0, y1 } = shape.line.box;
  return shapes.some(
    (other) =>
      other !== shape &&
      shape.em < other.em * SPECK_LINE_RATIO &&
      Math.min(y1, other.line.box.y1) > Math.max(y0, other.line.box.y0),
  );
}

/** A "word" of at most this many characters can be a mark the recogniser read apart. */
const MARK_MAX_CHARS = 2;
/** A word this many times taller than a mark, and holding most of it, is where it was printed. */
const MARK_HOST_HEIGHT = 1.5;
/** A longer reading is a mark below this confidence, with this much of it inside its host. */
const DOUBTED_MARK = 50;
const INSIDE_HOST = 0.9;

function area(box: PixelBox): number {
  return Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);
}

function overlapArea(a: PixelBox, b: PixelBox): number {
  return area({
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  });
}

/** A line's one short word this many times the body's size is a drawn mark, if it lies on text. */
const TALL_MARK_EM = 2.5;

/**
 * A tick or a stroke drawn over a form, read as one huge letter ("a" at three times the print's
 * size over the "bestanden" a box was ticked beside). Printed text never overlaps other text,
 * and as a run of that size it would join the rows it spans into one line ("Modell: |
 * Seriennummer: | XPR205 FA42215480").
 */
function isTallMark(shape: LineShape, shapes: readonly LineShape[], body: number): boolean {
  const words = shape.line.words.filter((word) => word.text.trim() !== '');
  const only = words[0];
  if (words.length !== 1 || !only || shape.em < body * TALL_MARK_EM) return false;
  const text = only.text.trim();
  if ([...text].length > MARK_MAX_CHARS || /\p{N}/u.test(text)) return false;
  return shapes.some(
    (other) =>
      other !== shape && other.line.words.some((word) => overlapArea(only.box, word.box) > 0),
  );
}

/** A letter read again lies this much inside its word, which is this many times as wide. */
const LETTER_INSIDE = 0.7;
const WORD_OF_LETTERS = 3;

/** Whether a one-character reading lies inside a word of several letters, read again. */
function readAgain(letter: OcrWord, word: OcrWord): boolean {
  if ([...letter.text.trim()].length !== 1 || [...word.text.trim()].length < WORD_OF_LETTERS) {
    return false;
  }
  const width = (box: PixelBox) => box.x1 - box.x0;
  return (
    width(word.box) >= WORD_OF_LETTERS * width(letter.box) &&
    overlapArea(letter.box, word.box) >= LETTER_INSIDE * area(letter.box)
  );
}

/**
 * Whether half or more of a short reading's characters each lie wholly inside a word of
 * another line at least MARK_HOST_HEIGHT times their height: the tilde of "Calibração" read
 * "n" inside the word, with a speck far above it boxed "e" into the same reading, "ne" (seed
 * 83271). The reading's own box, stretched by the speck, is neither small nor inside the
 * word, but printed characters never stand inside another line's word.
 */
function halfOfItsCharactersInside(word: OcrWord, big: OcrWord): boolean {
  const symbols = word.symbols.filter((symbol) => symbol.text.trim() !== '');
  if (symbols.length === 0) return false;
  const inside = symbols.filter((symbol) => {
    const own = area(symbol.box);
    const height = symbol.box.y1 - symbol.box.y0;
    return (
      own > 0 &&
      big.box.y1 - big.box.y0 >= height * MARK_HOST_HEIGHT &&
      overlapArea(symbol.box, big.box) >= own
    );
  });
  return inside.length * 2 >= symbols.length;
}

/**
 * Accents and dust on a large word that the recogniser read as words of another line ("7" for
 * the acute of "Métrologie", "A" for the circumflex of "Rhône", on the line of the certificate
 * number beside the letterhead). Printed text never overlaps other text, so a short word lying
 * mostly inside a much taller word of another line is a mark of that word, not text.
 */
function marksOnOtherWords(lines: readonly OcrLine[]): Set<OcrWord> {
  const marks = new Set<OcrWord>();
  for (const line of lines) {
    for (const word of line.words) {
      // A longer reading is a mark only when doubted and lying (nearly) wholly inside its host:
      // "fra" at 28 read from the dust in "Calibrated" onto the line above.
      // Punctuation makes no reading longer: "1,2" read from the apostrophe of "d'étalonnage".
      const long = (word.text.match(/[\p{L}\p{N}]/gu) ?? []).length > MARK_MAX_CHARS;
      if (long && word.confidence >= DOUBTED_MARK) continue;
      const { box } = word;
      const height = box.y1 - box.y0;
      const own = area(box);
      if (own === 0) continue;
      const host = lines.some(
        (other) =>
          other !== line &&
          other.words.some((big) => {
            // One letter of a word read again as a word of the next line: the "g" of
            // "digital" as a "9" a few pixels lower, as tall as the word it lies in.
            if (readAgain(word, big)) return true;
            if (!long && halfOfItsCharactersInside(word, big)) return true;
            const inside = overlapArea(box, big.box);
            // A doubted reading wholly inside a word of another line is that word read again,
            // whatever their heights: "no" at 16 inside "Fertigungsnummer:", on its gloss's line.
            if (word.confidence < DOUBTED_MARK && inside >= own * INSIDE_HOST) return true;
            if (big.box.y1 - big.box.y0 < height * MARK_HOST_HEIGHT) return false;
            return inside >= own * (long ? INSIDE_HOST : 0.5);
          }),
      );
      if (host) marks.add(word);
    }
  }
  return marks;
}

export interface PageWords {
  page: PageText;
  words: PlacedWord[];
  /** The skew that was corrected, in degrees (clockwise positive). */
  skewDegrees: number;
}

function emptyPage(geometry: PageGeometry): PageText {
  return { number: geometry.number, width: geometry.width, height: geometry.height, runs: [] };
}

/** The line with its words' stretched character boxes cut to the ink (stretched-boxes.ts). */
function withTrueHeights(line: OcrLine): OcrLine {
  const words = line.words.map(withStretchedBoxesTrimmed);
  if (words.every((word, index) => word === line.words[index])) return line;
  return {
    ...line,
    words,
    box: {
      ...line.box,
      y0: Math.min(...words.map((word) => word.box.y0)),
      y1: Math.max(...words.map((word) => word.box.y1)),
    },
  };
}

export function wordsToPage(result: OcrResult, geometry: PageGeometry): PageWords {
  const lines = mergeDoubleReads(splitMergedRows(result.lines.map(withTrueHeights)));
  const marks = marksOnOtherWords(lines);
  const skew = estimateSkew(lines, geometry.imageWidth);
  const correct = Math.abs(skew) >= MIN_SKEW;
  const cos = Math.cos(skew);
  const sin = Math.sin(skew);
  const cx = geometry.imageWidth / 2;
  const cy = geometry.imageHeight / 2;
  // Rotating by −skew around the centre levels the baselines.
  const level = (x: number, y: number) =>
    correct
      ? { x: cx + (x - cx) * cos + (y - cy) * sin, y: cy - (x - cx) * sin + (y - cy) * cos }
      : { x, y };

  const measured = lines.map((line) => {
    const slope = slopeOf(line.baseline);
    return { line, slope, em: emOf(line, slope), boxed: capitalsBoxed(line) };
  });
  const body = median(measured.flatMap((shape) => (shape.em === null ? [] : [shape.em])));
  if (body === null) return { page: emptyPage(geometry), words: [], skewDegrees: 0 };
  // A line with no confidently read letter to measure (a doubtful one) takes the body size.
  const shapes: LineShape[] = measured.map(({ line, slope, em, boxed }) => ({
    line,
    slope,
    em: em === null ? body : surerEm(em, boxed, body),
  }));
  const runs: TextRun[] = [];
  const words: PlacedWord[] = [];
  for (const shape of shapes) {
    if (isSpeckLine(shape, shapes) || isTallMark(shape, shapes, body)) continue;
    const em = Math.abs(shape.em - body) <= body * SAME_SIZE_RATIO ? body : shape.em;
    const read = shape.line.words
      // Marks go before a word is split: its parts are new words, no longer the mark.
      .filter((word) => !marks.has(word))
      .flatMap((w) => splitRunTogether(w, em))
      .filter((word) => word.text.trim() !== '')
      .map(withoutEdgeSpeck)
      .map((word) => withoutSpeckStop(word, em))
      .map(withGlyphsReadOnce)
      .map(withFlatColonsAsHyphens)
      .map(withoutDotColon)
      .map(withCapitalTwins)
      .map((word) => withMicroSign(word, em));
    const kept = withCodePartsJoined(
      clipOverlaps(
        withRomanOnes(
          withoutUnpairedQuote(
            withHyphenGroupsJoined(withCodeHyphensJoined(read, em), em)
              .filter(
                (word, index, all) =>
                  !isNoise(
                    word,
                    em,
                    inPhrase(all, index, em) ||
                      insideCode(all, index, em) ||
                      numberBeforeWord(all, index, em),
                  ) || isRangeDash(all, index, em),
              )
              .filter((_, index, all) => !isStrayLetter(all, index, em)),
          ),
        ),
      ),
      em,
    );
    const sizes = partEms(kept, shape, em, body).map((partEm) => {
      const snapped = Math.abs(partEm - body) <= body * SAME_SIZE_RATIO ? body : partEm;
      return Math.round((2 * snapped) / geometry.scale) / 2;
    });
    const texts = correctReadings(kept.map((word) => word.text.trim()));
    // The recogniser read these words as one line: they keep one baseline, levelled at the
    // line's middle. A line printed at another tilt than the page's (a pre-printed letterhead
    // over a crooked body) would otherwise come out sloped, its ends on different lines.
    const middle = (shape.line.baseline.x0 + shape.line.baseline.x1) / 2;
    const upper = upperLineBaseline(kept, em);
    const baseline = level(middle, upper ?? baselineAt(shape, middle)).y / geometry.scale;
    for (const [index, word] of kept.entries()) {
      const text = texts[index]!;
      const size = sizes[index]!;
      const left = level(word.box.x0, baselineAt(shape, word.box.x0));
      const x = left.x / geometry.scale;
      const width = (word.box.x1 - word.box.x0) / geometry.scale;
      runs.push({
        text,
        page: geometry.number,
        x,
        y: baseline,
        width,
        size,
        font: `ocr@${size}`,
      });
      words.push({
        text,
        confidence: word.confidence,
        page: geometry.number,
        x0: x,
        x1: x + width,
        baseline,
        size,
        pixels: word.box,
      });
    }
  }
  return {
    page: { number: geometry.number, width: geometry.width, height: geometry.height, runs },
    words,
    skewDegrees: (skew * 180) / Math.PI,
  };
}
