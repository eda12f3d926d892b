/**
 * A scan's reading that is no word of its language, one look-alike letter from exactly one word
 * that is: "Femanda" (Fernanda, "rn" read as "m"), "Taboratorio" (Laboratorio), "Plaslicas"
 * (plasticas), "Fahrzengtechnik" (Fahrzeugtechnik), "Termômetro" in Spanish (Termómetro, the
 * wrong accent). The document's own spellings come first (spelling-vote.ts); this one asks the
 * language's word list (tesseract's dictionary of whole word forms, given by the caller) for a
 * word the document prints once.
 *
 * A correction must be the only word in reach, and a reading the recogniser was sure of keeps
 * its letters: names and brands are seldom in a word list, and one look-alike letter from a
 * word ("Norbar", "normar") they often are, but they are printed plainly and read at 95 and
 * more, while a misread letter costs the recogniser confidence. Accents are changed for others,
 * not dropped: the recogniser saw a mark there ("Häfner" stays) — but for an English word in
 * small letters in another language's document ("procéss"), which no list spells with a mark.
 */
import { isLabelWord } from './label-words.js';
import { LOOKALIKES } from '../dictionary/lookalikes.js';
import { isAccented } from '../dictionary/normalize.js';
import type { WordLists } from './ocr-engine.js';
import { isWordOf, restoreAccents, type AccentLexicon } from './restore-accents.js';
import { wordCounts, withScannedTexts, type Sureness } from './spelling-vote.js';
import type { PageText, TextRun } from '../layout/types.js';

/** Shorter words are too often near a word of the list by one letter (names, abbreviations). */
const MIN_LENGTH = 6;
/** A whole word of letters: not the letters inside a code ("ABCDEF12"). */
const WORD = /(?<![\p{L}\d])\p{L}{6,}(?![\p{L}\d])/gu;
/** A word in one case pattern: "Femanda", "femanda", "FEMANDA"; not "MarCal" (a brand's). */
const PLAIN_CASE = /^(?:\p{Lu}?\p{Ll}+|\p{Lu}+)$/u;
/** A reading found this many times alike keeps its letters. */
const SAME_READINGS = 3;
/** A reading the recogniser was this sure of keeps its letters (its accents may still change). */
const SURE_READING = 95;

/** The accented forms of each letter the languages read here write. */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'áàâãä',
  e: 'éèêë',
  i: 'íìîï',
  o: 'óòôõö',
  u: 'úùûü',
  c: 'ç',
  n: 'ñ',
};
/** Two letters a scan runs into one, and back: "rn" and "ro" as "m", "cl" as "d". */
const JOINED: readonly [string, string][] = [
  ['rn', 'm'],
  ['ro', 'm'],
  ['cl', 'd'],
];

const bare = (char: string): string => char.normalize('NFD').charAt(0);

/** What a letter may have been: a look-alike, or itself with another accent (or a first one). */
function lookalikesOf(char: string): string[] {
  const base = bare(char);
  const accents = [...(ACCENTED[base] ?? '')];
  // An accented reading keeps a mark: only which accent it is may change.
  if (isAccented(char)) return accents.filter((other) => other !== char);
  const group = LOOKALIKES.find((letters) => letters.includes(base)) ?? '';
  return [...group, ...accents].filter((other) => other !== char);
}

/** Every spelling one look-alike step from a lower-case word, and whether it changes only accents. */
function oneStepFrom(word: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const chars = [...word];
  chars.forEach((char, index) => {
    for (const other of lookalikesOf(char)) {
      const spelling = [...chars.slice(0, index), other, ...chars.slice(index + 1)].join('');
      out.set(spelling, bare(other) === bare(char));
    }
  });
  for (const [pair, single] of JOINED) {
    for (const [from, to] of [
      [pair, single],
      [single, pair],
    ] as const) {
      for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
        out.set(word.slice(0, at) + to + word.slice(at + from.length), false);
      }
    }
  }
  return out;
}

/** The spelling in the reading's case pattern: "Fernanda", "fernanda", "FERNANDA". */
function inCaseOf(reading: string, spelling: string): string {
  if (reading === reading.toUpperCase()) return spelling.toUpperCase();
  const first = reading.charAt(0);
  return first === first.toLowerCase()
    ? spelling
    : spelling.charAt(0).toUpperCase() + spelling.slice(1);
}

/** What a scan's readings are checked against: the document language's words, and any list's. */
export interface WordListCheck {
  /** The document language's word forms, lower case. */
  words: ReadonlySet<string>;
  /** Whether a word (lower case) is one of any list the document may use (its language's, English). */
  isKnown(word: string): boolean;
  /** The word with the accents its language gives it (the lists hold forms read without). */
  restore(word: string): string;
  /** Whether the language writes compounds as one word (German): then each part is checked. */
  compounds: boolean;
  /** Whether a word (lower case) is an English word (none when the document is English). */
  isEnglish(word: string): boolean;
}

/** A word with an exclamation mark among or after its letters ("digita!", "F!uke"). */
const BANG_WORD = /(?<![\p{L}\d!])\p{L}[\p{L}!]*!(?:[\p{L}!]*\p{L})?(?![\p{L}\d])/gu;

/**
 * An "l" a scan read as "!" ("Tacómetro digita!"): the reading with each "!" an "l", when that
 * is a word of a list ("digita" may be one too: a certificate does not exclaim).
 */
function withBangsAsEll(text: string, check: WordListCheck): string {
  return text.replace(BANG_WORD, (reading) => {
    const spelling = reading.replaceAll('!', 'l');
    return check.isKnown(spelling.toLowerCase()) ? spelling : reading;
  });
}

/** A word of letters with one digit among them ("Dinamo6metro"): no code holds small letters so. */
const DIGIT_WORD = /(?<![\p{L}\d])\p{L}{2,}\d\p{Ll}{2,}(?![\p{L}\d])/gu;
/** The letters a digit inside a word may have been ("6" for an "ô" with its mark run in). */
const DIGIT_LETTERS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'il',
  '5': 's',
  '6': 'ob',
  '8': 'b',
};

/**
 * A letter, or a letter's mark, a scan read as a digit inside a word of small letters
 * ("Dinamo6metro" for "Dinamômetro": the circumflex read as a "6" beside its "o"): the reading
 * with the digit as the one letter, or as nothing, that makes it a word of the document's
 * language, its accents as the language gives them; else the reading as it was.
 */
function withDigitsAsLetters(text: string, check: WordListCheck): string {
  return text.replace(DIGIT_WORD, (reading) => {
    if ([...reading].length < MIN_LENGTH || !PLAIN_CASE.test(reading.replace(/\d/u, 'x')))
      return reading;
    const digit = /\d/u.exec(reading)![0];
    const words = ['', ...(DIGIT_LETTERS[digit] ?? '')]
      .map((letter) => reading.replace(digit, letter))
      // A word of the list, or one the language's accents are known for ("dinamómetro").
      .filter(
        (spelling) =>
          check.words.has(spelling.toLowerCase()) || check.restore(spelling) !== spelling,
      );
    return words.length === 1 ? check.restore(words[0]!) : reading;
  });
}

/** Each part of a compound has this many letters at least ("Druck", "Mess", "zahl"). */
const MIN_PART = 4;
/** A part corrected, or a last part that the correction rests on, this many at least. */
const MIN_CORRECTED_PART = 6;
/** A first part the correction rests on, this many letters at least ("Druck", "Fahrzeug"). */
const MIN_KNOWN_HEAD = 5;
/** Compounds are looked into from this length: shorter words are seldom two. */
const MIN_COMPOUND = 10;

/**
 * A German compound the list does not hold, one part a word of it and the other one look-alike
 * letter from one ("Drehzahimessgerät": "Drehzahl" + "messgerät"; "Messschieher": "Mess" +
 * "schieber"). The only such spelling over every place the word may part, or null.
 */
function compoundSpelling(lower: string, check: WordListCheck): string | null {
  const chars = [...lower];
  if (chars.length < MIN_COMPOUND) return null;
  const found = new Set<string>();
  for (let at = MIN_PART; at <= chars.length - MIN_PART; at++) {
    const head = chars.slice(0, at).join('');
    const tail = chars.slice(at).join('');
    // The list holds fragments of words ("rheinl", "sches"): a part corrected, or a last part
    // taken as it was read, is a word only at a word's length. A first part as read may be
    // shorter, though not as short as "Kali" ("Kali|brierdienst" is one letter from
    // "Kali|briefdienst").
    const headKnown = isHead(head, check) && at >= MIN_KNOWN_HEAD;
    const tailKnown = check.isKnown(tail) && [...tail].length >= MIN_CORRECTED_PART;
    if (headKnown === tailKnown) continue;
    if (!headKnown && at < MIN_CORRECTED_PART) continue;
    if (headKnown && chars.length - at < MIN_CORRECTED_PART) continue;
    const [known, misread] = headKnown ? [head, tail] : [tail, head];
    for (const [spelling] of oneStepFrom(misread)) {
      if (!check.words.has(spelling)) continue;
      found.add(headKnown ? known + spelling : spelling + known);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * Whether a word is two words ("Gewichts" + "stücke"), a joining "s" between; either may be
 * English, as German borrows ("Daten" + "logger": "Datenjogger" is one letter off).
 */
function isCompound(lower: string, check: WordListCheck): boolean {
  const chars = [...lower];
  for (let at = MIN_PART; at <= chars.length - MIN_PART; at++) {
    if (isHead(chars.slice(0, at).join(''), check) && check.isKnown(chars.slice(at).join('')))
      return true;
  }
  return false;
}

/** A compound's first part: a word, or a word and a joining "s" ("Fahrzeugs|technik"). */
const isHead = (head: string, check: WordListCheck): boolean =>
  check.isKnown(head) || (head.endsWith('s') && check.isKnown(head.slice(0, -1)));

/** The one word of the list a reading that is no word stands for, or null. */
function correctedReading(
  reading: string,
  check: WordListCheck,
  sureness: Sureness,
): string | null {
  if ([...reading].length < MIN_LENGTH || !PLAIN_CASE.test(reading)) return null;
  const lower = reading.toLowerCase();
  if (isLabelWord(lower) || check.isKnown(lower)) return null;
  // "Gewichtstücke": a compound of two words of the list is a word, though the list lacks it.
  if (check.compounds && isCompound(lower, check)) return null;
  const sure = (sureness.get(lower) ?? 0) >= SURE_READING;
  const found = [...oneStepFrom(lower)].filter(
    ([spelling, accentsOnly]) => (accentsOnly || !sure) && check.words.has(spelling),
  );
  if (found.length === 1) return check.restore(inCaseOf(reading, found[0]![0]));
  if (found.length > 1) return null;
  if (check.compounds && !sure) {
    const compound = compoundSpelling(lower, check);
    if (compound) return inCaseOf(reading, compound);
  }
  // A mark on a word in small letters that no list spells with one, an English word without it
  // ("procéss" in "Calibrateur de procéss"): the document's language marks its own words, and
  // its list holds them without their marks too, so only a loanword loses one; names keep theirs.
  const unmarked = [...reading].map((char) => (isAccented(char) ? bare(char) : char)).join('');
  return reading === lower && unmarked !== reading && check.isEnglish(unmarked) ? unmarked : null;
}

/**
 * The scanned pages' runs with each reading that is no word given the one word of the list it
 * stands for ("Femanda" → "Fernanda"). `sureness` is the recogniser's best confidence in each
 * spelling.
 */
export function withListedSpellings(
  pages: readonly PageText[],
  scannedPages: ReadonlySet<number>,
  check: WordListCheck | null,
  sureness: Sureness,
): PageText[] {
  if (!check) return [...pages];
  const counts = wordCounts(pages.filter((page) => scannedPages.has(page.number)));
  const fixes = new Map<string, string | null>();
  const fixed = (reading: string): string => {
    // Read alike in several places, a word is printed so: a brand on every page ("Norbar"),
    // not one misreading.
    if ((counts.get(reading.toLowerCase()) ?? 0) >= SAME_READINGS) return reading;
    if (!fixes.has(reading)) fixes.set(reading, correctedReading(reading, check, sureness));
    return fixes.get(reading) ?? reading;
  };
  const joined = pages.map((page) =>
    scannedPages.has(page.number) ? { ...page, runs: withInitialsJoined(page.runs, check) } : page,
  );
  return withScannedTexts(joined, scannedPages, (text) =>
    withDigitsAsLetters(withBangsAsEll(text, check), check).replace(WORD, fixed),
  );
}

/** A capital the recogniser set apart from the rest of its word this many font sizes at most. */
const INITIAL_GAP = 0.6;
/** The rest of the word, in small letters, and what follows it ("ntro", "ntro,"). */
const WORD_REST = /^(\p{Ll}{3,})(?![\p{L}\d])/u;

/**
 * A word's first capital read as a word of its own ("E ntro tolleranza", the verdict lost):
 * joined to the rest when that rest is no word of a list and the two together are.
 */
function withInitialsJoined(runs: readonly TextRun[], check: WordListCheck): TextRun[] {
  const out: TextRun[] = [];
  for (let index = 0; index < runs.length; index++) {
    const run = runs[index]!;
    const next = runs[index + 1];
    const rest = next && WORD_REST.exec(next.text.trim())?.[1];
    const initial = run.text.trim();
    const joins =
      next !== undefined &&
      rest !== undefined &&
      /^\p{Lu}$/u.test(initial) &&
      Math.abs(next.y - run.y) <= run.size * 0.3 &&
      next.x - (run.x + run.width) <= run.size * INITIAL_GAP &&
      !check.isKnown(rest) &&
      check.isKnown(`${initial}${rest}`.toLowerCase());
    if (!joins) {
      out.push(run);
      continue;
    }
    out.push({ ...run, text: `${initial}${next.text.trim()}`, width: next.x + next.width - run.x });
    index++;
  }
  return out;
}

/**
 * The check for a document in `language`: its word list, with English's (certificates mix in
 * English captions and terms) and the accent lexicon's stems as words too. Null without a list.
 */
export function wordListCheck(
  lists: WordLists | undefined,
  lexicon: AccentLexicon | null,
  language: string | null,
): WordListCheck | null {
  const words = language && lists ? lists(language) : null;
  if (!words) return null;
  const english = language === 'en' ? null : lists!('en');
  const inLexicon = lexicon && isWordOf(lexicon);
  return {
    words,
    isKnown: (word) =>
      words.has(word) || (english?.has(word) ?? false) || (inLexicon?.(word) ?? false),
    restore: (word) => restoreAccents(word, lexicon),
    compounds: language === 'de',
    isEnglish: (word) => english?.has(word) ?? false,
  };
}
