/**
 * Label words the recogniser nearly read. A reading one letter away from a word of the label
 * dictionary ("taraturd" for "taratura", "Hersteiler" for "Hersteller") is that word when the
 * correction completes a label with its neighbours: labels are a small closed vocabulary, and a
 * missed label loses its whole field. A value is left alone: it completes no label, or (for a
 * label of one word) it was read with confidence — "Calibrator" stays, though one letter from
 * "calibration".
 */
import { CERTIFICATE_TITLES } from '../dictionary/document-kinds.js';
import { LABEL_INDEX, MAX_LABEL_WORDS, SPACELESS_LABEL_INDEX } from '../dictionary/labels.js';
import {
  LOOKALIKE_STEP,
  lookalikeDistance,
  lookalikeLettersOnly,
  nearestWordsInVocabulary,
} from '../dictionary/lookalikes.js';
import { normalizeLabel, NUMBER_WORDS } from '../dictionary/normalize.js';

/**
 * A small letter then a capital, "MarCal", "PerfectMeter": not I or L, thin letters a scan
 * makes of an l or a t ("HersteIler", "cer Lifical").
 */
const INNER_CAPITAL = /\p{Ll}[A-HJKM-Z]/u;
/** Below this recogniser confidence (0–100) a word may be a misread label word. */
const DOUBTFUL_CONFIDENCE = 75;
/** Shorter words are too often codes or abbreviations, and too many labels are near them. */
const MIN_LENGTH = 6;
/** From this length, two letters may be wrong… */
const TWO_EDITS_LENGTH = 10;
/**
 * …and from this one, three: a German compound caption read through a rule's shadow
 * ("Zerlilikalshnummer" for "Zertifikatsnummer": three thin letters read "l" and an "h" added).
 * No other word that long comes within three letters of a caption word.
 */
const THREE_EDITS_LENGTH = 16;
/** A line with this many caption words, this share of its other words, is a band of captions. */
const CAPTION_BAND_WORDS = 3;
const CAPTION_BAND_SHARE = 0.75;
/** From this length, a word near a label word is corrected alone, whatever its confidence. */
const SURELY_LABEL_LENGTH = 14;
/** From this length, a word one look-alike letter from a label word is corrected alone. */
const ONE_LOOKALIKE_LENGTH = 8;

let vocabulary: Set<string> | null = null;
let titles: Set<string> | null = null;

/**
 * A certificate's title is as closed a vocabulary as a caption ("CATTIBRATION CERTIFICATE"
 * for "CALIBRATION CERTIFICATE"), and a misread title leaves it in the letterhead.
 */
function titlePhrases(): Set<string> {
  titles ??= new Set(CERTIFICATE_TITLES.map(normalizeLabel));
  return titles;
}

/** A caption of the label dictionary or a certificate's title. */
function isPhrase(text: string): boolean {
  const folded = normalizeLabel(text);
  return LABEL_INDEX.has(folded) || titlePhrases().has(folded);
}

function labelWords(): Set<string> {
  // The dictionary writes every spelling of "number" as "no"; a reading is near the spelling.
  vocabulary ??= new Set(
    [...LABEL_INDEX.keys(), ...titlePhrases(), ...NUMBER_WORDS]
      .flatMap((key) => key.split(' '))
      .filter((word) => word.length >= MIN_LENGTH - 1 && /^[a-z]+$/.test(word)),
  );
  return vocabulary;
}

/** A caption's section number, its points perhaps lost ("2.4", "24", "3."). */
const SECTION_NUMBER = /^\d{1,2}(?:\.\d{1,2})*\.?$/;

/**
 * Whether two words read as one caption of the dictionary ("Performed" "by"), or the second is
 * a whole caption after its section number ("2.4" "S/N").
 */
export function completesCaption(previous: string, word: string): boolean {
  return (
    isPhrase(`${previous.trim()} ${word.trim()}`) ||
    (SECTION_NUMBER.test(previous.trim()) && isPhrase(word.trim()))
  );
}

/** Whether a word is a word of the label dictionary ("Operatore", "Hersteller"). */
export function isLabelWord(word: string): boolean {
  const folded = normalizeLabel(word);
  return labelWords().has(folded) || LABEL_INDEX.has(folded);
}

/**
 * A letter a scan splits into two ("Niimero" for "Número": the two stems of a "u", or
 * "taratrira" for "taratura"; "Urider" for "Under", an arch read as "r" and a stem; "rn" for
 * "m", "cl" for "d", "vv" for "w"), or a "ü" whose dots and stems it read as one "i"
 * ("Prifmittel", "Prifanweisung"). Each reading with one such misreading undone.
 */
const SPLIT_LETTERS: readonly (readonly [string, string])[] = [
  ['ii', 'u'],
  ['ri', 'u'],
  ['ri', 'n'],
  ['rn', 'm'],
  ['cl', 'd'],
  ['vv', 'w'],
  ['i', 'u'],
];

function splitLetterVariants(folded: string): string[] {
  const variants: string[] = [];
  for (const [pair, letter] of SPLIT_LETTERS) {
    for (let at = folded.indexOf(pair); at >= 0; at = folded.indexOf(pair, at + 1)) {
      variants.push(folded.slice(0, at) + letter + folded.slice(at + pair.length));
    }
  }
  return variants;
}

/** The word in the case pattern of the reading: "TARATURA", "Taratura", "taratura". */
function inCaseOf(reading: string, word: string): string {
  if (reading === reading.toUpperCase()) return word.toUpperCase();
  if (reading[0] === reading[0]!.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/**
 * The label word one or two letters from a reading, when exactly one is that near; else null.
 * Of several equally near, the one `fits` accepts, when it accepts only one ("calibracdo" is
 * one letter from "calibração" and from "calibrado": after "Data de", only the first makes a
 * caption).
 */
function nearestLabelWord(
  reading: string,
  fits: (word: string) => boolean = () => false,
): string | null {
  // "€ustomer:": a capital C or E the recogniser took for the euro sign.
  if (/^€\p{Ll}/u.test(reading)) {
    for (const letter of ['C', 'E']) {
      const fixed = letter + reading.slice(1);
      const known = labelWords().has(normalizeLabel(fixed.replace(/[:.]$/, '')));
      const found = known ? fixed : nearestLabelWord(fixed);
      if (found) return found;
    }
    return null;
  }
  // "Invenlar-Nr.:": the word before a compound's hyphen.
  const compound = /^(\p{L}{6,})(-\p{L}{1,4}\.?[:.]?)$/u.exec(reading);
  if (compound) {
    const head = nearestLabelWord(compound[1]!);
    return head ? head + compound[2]! : null;
  }
  // An elided article before the word ("l'étalunnaye" for "l'étalonnage") is kept as read.
  const elided = /^([dlDL]['’])(\p{L}{6,}[:.]?)$/u.exec(reading);
  if (elided) {
    const word = nearestLabelWord(elided[2]!);
    return word ? elided[1]! + word : null;
  }
  // "CAT.IBRACION": a letter read as another and a stop ("L" as "T."); a word of letters on
  // both sides of the stop, no abbreviation's.
  const stopped = /^(\p{L}{2,})\.(\p{L}{3,})([:.]?)$/u.exec(reading);
  if (stopped) return nearestLabelWord(stopped[1]! + stopped[2]! + stopped[3]!);
  // A stray mark before the word is noise from a table rule ("‘Kalibiieischein").
  const match = /^["“‘'„]?(\p{L}+)([:.]?)$/u.exec(reading);
  if (!match || match[1]!.length < MIN_LENGTH) return null;
  // A capital inside the word is a brand's or a model's ("MarCal", one letter from "Marca"):
  // captions are printed in capitals or with one.
  if (INNER_CAPITAL.test(match[1]!)) return null;
  // A caption of several words read without its spaces ("Calibratedby") is read as one by the
  // caption matcher; cut to its nearest word ("Calibrated") it would be none.
  if (SPACELESS_LABEL_INDEX.has(normalizeLabel(match[1]!))) return null;
  const folded = normalizeLabel(match[1]!);
  const words = labelWords();
  if (!/^[a-z]+$/.test(folded) || words.has(folded)) return null;
  const rejoined = [...new Set(splitLetterVariants(folded))].filter((variant) =>
    words.has(variant),
  );
  if (rejoined.length === 1) return inCaseOf(match[1]!, rejoined[0]!) + match[2]!;
  const limit = folded.length >= THREE_EDITS_LENGTH ? 3 : folded.length >= TWO_EDITS_LENGTH ? 2 : 1;
  // A split letter is one misreading, as a wrong letter is ("Durchgefiithrt": "ü" read as "ii",
  // and a "t" the scan added).
  const direct = nearestWordsInVocabulary(folded, words, limit);
  const viaSplit =
    direct.length === 0 && limit > 1
      ? splitLetterVariants(folded).flatMap((variant) =>
          nearestWordsInVocabulary(variant, words, limit - 1),
        )
      : [];
  const nearest = [...new Set([...direct, ...viaSplit])].map(
    (word) => inCaseOf(match[1]!, word) + match[2]!,
  );
  const found = nearest.length > 1 ? nearest.filter(fits) : nearest;
  return found.length === 1 ? found[0]! : null;
}

/**
 * A long reading one look-alike letter from a caption word and nothing else ("Descriplion"),
 * or from ten letters two: that caption word however sure the recogniser was. No word of a
 * value that long is a thin stroke or an arch from a caption word ("Calibrator" is two letters
 * from "calibration", not look-alikes).
 */
function lookalikesAway(reading: string, label: string): boolean {
  const folded = normalizeLabel(reading.replace(/[:.]$/, ''));
  if (folded.length < ONE_LOOKALIKE_LENGTH) return false;
  const word = normalizeLabel(label.replace(/[:.]$/, ''));
  // From ten letters, two thin strokes misread are as sure ("Deslinalario", t read as l twice).
  return (
    lookalikeDistance(folded, word, 1) === LOOKALIKE_STEP ||
    (folded.length >= TWO_EDITS_LENGTH &&
      lookalikeLettersOnly(folded, word, 2) &&
      !transposed(folded, word))
  );
}

/** Whether two words differ by two neighbouring letters swapped ("Descripiton"): no misread. */
function transposed(a: string, b: string): boolean {
  const at = [...a].findIndex((char, index) => char !== b[index]);
  return (
    at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
  );
}

/**
 * A reading that is a caption word with one letter split or its umlaut read as a stroke
 * ("Prifmittel", "Niimero"): a regular misreading, not a value one letter from a caption.
 */
function splitLetterReading(reading: string, label: string): boolean {
  const folded = normalizeLabel(reading.replace(/[:.]$/, ''));
  return splitLetterVariants(folded).includes(normalizeLabel(label.replace(/[:.]$/, '')));
}

/**
 * Whether some run of words through `index` reads as a label of the dictionary. With the
 * line's column parts (`parts[i]`: which part word i stands in), a run stays in one part.
 */
function inLabel(
  words: readonly string[],
  index: number,
  alone: boolean,
  parts: readonly number[] = [],
): boolean {
  const part = (at: number) => parts[at] ?? 0;
  for (let from = Math.max(0, index - MAX_LABEL_WORDS + 1); from <= index; from++) {
    if (part(from) !== part(index)) continue;
    for (let to = index + 1; to <= Math.min(words.length, from + MAX_LABEL_WORDS); to++) {
      if (part(to - 1) !== part(index)) break;
      if (!alone && to - from === 1) continue;
      if (isPhrase(words.slice(from, to).join(' '))) return true;
    }
  }
  return false;
}

/**
 * A short caption word with a letter read as its look-alike digit or bar ("Equipment 1D", "N0.",
 * "Instrument |D:"): the letters, or null when it holds no such digit.
 */
function lettersForDigits(reading: string): string | null {
  if (!/^[A-Za-z01|]{2,3}[:.]?$/.test(reading) || !/[01|]/.test(reading)) return null;
  if (!/[A-Za-z]/.test(reading)) return null;
  return reading.replace(/[1|]/g, 'I').replace(/0/g, 'O');
}

/**
 * A numbered caption whose space the recogniser lost, its first letter perhaps read as the
 * look-alike digit ("3.10wner:" for "3.1 Owner:", "2.4Model"), or its stop lost with it
 * ("34N°serie"): the ways to part the section number from the word, none when the reading is
 * no such thing. Each is taken only where the word then completes a caption.
 */
function numberedCaptions(reading: string): { number: string; word: string }[] {
  const readings: { number: string; word: string }[] = [];
  const misread = /^(\d{1,2}(?:\.\d{1,2})*\.\d)([01])(\p{Ll}{2,}[:.]?)$/u.exec(reading);
  if (misread) {
    readings.push({ number: misread[1]!, word: (misread[2] === '0' ? 'O' : 'I') + misread[3]! });
  }
  const glued = /^(\d{1,2}(?:\.\d{1,2})+\.?)(\p{L}{2,}[:.]?)$/u.exec(reading);
  if (glued) readings.push({ number: glued[1]!, word: glued[2]! });
  // "34N°serie" for "3.4 Nº serie": the number's stop lost as well, a capital after it.
  const stopLost = /^(\d{1,2})(\p{Lu}[\p{L}°º.]+[:.]?)$/u.exec(reading);
  if (stopLost) readings.push({ number: stopLost[1]!, word: stopLost[2]! });
  return readings;
}

/**
 * "Consli ucleur": a caption word the recogniser cut in two, neither half a word of the
 * dictionary, both halves doubtful, and the two together near a caption word (or the word
 * itself). Both halves being doubtful, the joined word is accepted on the rule a single
 * doubtful reading follows (any caption word, `inLabel(..., true)`), not only where it
 * completes a caption. In a band of captions, one doubtful half is enough and the second may be
 * a word of its own ("Kalibiier gegenstand"). Or one cut in three (labelWordInThree). The word
 * and how many readings it takes, or null.
 */
function partedLabelWord(
  readings: readonly string[],
  index: number,
  confidences: readonly number[],
  inBand: boolean,
): { word: string; parts: number } | null {
  const three = labelWordInThree(readings, index, confidences);
  if (three) return { word: three, parts: 3 };
  const first = readings[index]!;
  const second = readings[index + 1];
  // A stray mark before the first half is noise from a table rule ("‘Bezeic hnung"). The second
  // half is lower-case, but for a thin upright letter read as a capital ("cer Lifical").
  if (
    second === undefined ||
    !/^["“‘'„]?\p{L}{2,}$/u.test(first) ||
    !/^[\p{Ll}IL]\p{Ll}+[:.]?$/u.test(second)
  )
    return null;
  // In a band of captions one doubtful half will do, and the second, lower-case, may be a word
  // of its own ("Kalibiier gegenstand | Hersteller | Modell": "gegenstand" read surely).
  if (isLabelWord(first) || (!inBand && isLabelWord(second.replace(/[:.]$/, '')))) return null;
  const doubtful = [confidences[index]!, confidences[index + 1]!].filter(
    (confidence) => confidence < DOUBTFUL_CONFIDENCE,
  ).length;
  const whole = (first + second).replace(/^["“‘'„]/, '');
  const joined = isLabelWord(whole.replace(/[:.]$/, '')) ? whole : nearestLabelWord(whole);
  if (!joined) return null;
  const trial = [...readings.slice(0, index), joined, ...readings.slice(index + 2)];
  // Neither half doubted: only a caption word exactly or one look-alike letter away, completing
  // a caption with its neighbours ("Cer Lificate #", 85 and 76, a "t" read as "L"; "cer Lifical"
  // read surely is two letters off, and stays).
  if (doubtful < 1) {
    const bare = (text: string) => normalizeLabel(text.replace(/[:.]$/, ''));
    const near = lookalikeDistance(bare(whole), bare(joined), 1) <= LOOKALIKE_STEP;
    return near && inLabel(trial, index, false) ? { word: joined, parts: 2 } : null;
  }
  // One doubtful half will do where the word completes a caption of several words with its
  // neighbours ("Date of Caliby ation:", "ation" at 66), as a near word does alone.
  if (doubtful < 2 && !inBand)
    return inLabel(trial, index, false) ? { word: joined, parts: 2 } : null;
  return inLabel(trial, index, true) ? { word: joined, parts: 2 } : null;
}

/** A caption word cut in three is at least this long ("Description"). */
const MIN_THREE_PARTS_LENGTH = 8;

/**
 * "Des cripti on": a long caption word the recogniser cut in three, one part at least doubtful.
 * Only where the three parts spell the caption word exactly and it makes a caption on its own:
 * three fragments of a value seldom spell one.
 */
function labelWordInThree(
  readings: readonly string[],
  index: number,
  confidences: readonly number[],
): string | null {
  const parts = readings.slice(index, index + 3);
  if (parts.length < 3 || !/^\p{L}+$/u.test(parts[0]!) || !/^\p{Ll}+$/u.test(parts[1]!))
    return null;
  if (!/^\p{Ll}+[:.]?$/u.test(parts[2]!)) return null;
  if (!confidences.slice(index, index + 3).some((confidence) => confidence < DOUBTFUL_CONFIDENCE))
    return null;
  const whole = parts.join('');
  const word = whole.replace(/[:.]$/, '');
  if (word.length < MIN_THREE_PARTS_LENGTH || !isLabelWord(word)) return null;
  const trial = [...readings.slice(0, index), whole, ...readings.slice(index + 3)];
  return inLabel(trial, index, true) ? whole : null;
}

/**
 * A line's readings (`columnGapBefore[i]`: word i stands after a column's gap) with near-label
 * words corrected where the correction completes a label:
 * "Data taraturd" → "Data taratura" (a label of two words, trusted whatever the recogniser's
 * confidence), "Hersteiler" → "Hersteller" (a label on its own, only from a doubtful reading or
 * before a colon).
 */
export function correctLabelWords(
  readings: readonly string[],
  confidences: readonly number[],
  columnGapBefore: readonly boolean[] = [],
): string[] {
  const out = [...readings];
  // A caption stands in one column: "1.1 Objeto | Calibrador de processos" makes no "Objeto
  // calibrado" of the caption and the value beside it, a column's gap apart.
  const parts: number[] = [];
  readings.forEach((_, index) => {
    parts.push((parts[index - 1] ?? 0) + (index > 0 && columnGapBefore[index] ? 1 : 0));
  });
  const inLine = (words: readonly string[], index: number, alone: boolean) =>
    inLabel(words, index, alone, parts);
  // A band of captions ("Descriplion Manufacturer Model Serial Number Asset No."): a word near
  // a caption word among them is that word, however sure the recogniser was. Not a caption and
  // its value ("Descrição / Equipment Description | Calibrador de pressão"): in a band, caption
  // words are most of the other words.
  const words = readings.filter((reading) => /\p{L}{2,}/u.test(reading));
  const captionWords = words.filter((reading) => {
    const word = reading.replace(/[:.]$/, '');
    return isLabelWord(word) || NUMBER_WORDS.has(normalizeLabel(word));
  }).length;
  const inBand = (reading: string) =>
    captionWords >= CAPTION_BAND_WORDS &&
    captionWords >= (words.length - 1) * CAPTION_BAND_SHARE &&
    !isLabelWord(reading);
  readings.forEach((reading, index) => {
    const numbered = numberedCaptions(reading).find((parted) => {
      const trial = [...out];
      trial[index] = parted.word;
      return inLine(
        trial,
        index,
        reading.endsWith(':') || confidences[index]! < DOUBTFUL_CONFIDENCE,
      );
    });
    if (numbered) {
      out[index] = `${numbered.number} ${numbered.word}`;
      return;
    }
    // "Serial 4", "Certificate 4": the "#" that ends a caption, read as the digit it resembles.
    if (/^4:?$/.test(reading) && index > 0) {
      const trial = [...out];
      trial[index] = reading.replace('4', '#');
      if (inLine(trial, index, false)) out[index] = trial[index];
      return;
    }
    // Only where it completes a caption of several words: "1D" alone may be a model's name.
    const letters = lettersForDigits(reading);
    if (letters) {
      const trial = [...out];
      trial[index] = letters;
      if (inLine(trial, index, false)) out[index] = letters;
      return;
    }
    const label = nearestLabelWord(reading, (word) => {
      const trial = [...out];
      trial[index] = word;
      return inLine(trial, index, false);
    });
    if (!label) {
      const parted = partedLabelWord(out, index, confidences, inBand(reading));
      if (parted) {
        out[index] = parted.word;
        for (let part = 1; part < parted.parts; part++) out[index + part] = '';
      }
      return;
    }
    const trial = [...out];
    trial[index] = label;
    // A word closed by a colon stands where captions stand ("Kalibrierdalum:"), whatever the
    // recogniser's confidence.
    // A long word near a label word is that word however sure the recogniser was
    // ("Zeirlifikalsnummer"): no value of that length is two letters from a caption.
    const alone =
      confidences[index]! < DOUBTFUL_CONFIDENCE ||
      reading.endsWith(':') ||
      reading.length >= SURELY_LABEL_LENGTH ||
      lookalikesAway(reading, label) ||
      splitLetterReading(reading, label) ||
      // Not the second half of a word a narrow column broke ("C-" / "ertificate"): the caption
      // reader joins the halves as printed.
      (inBand(reading) && !out[index - 1]?.endsWith('-'));
    if (inLine(trial, index, alone)) out[index] = label;
  });
  return out;
}
