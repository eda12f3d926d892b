/**
 * Puts back accents the recogniser dropped. Reading French, Spanish or Portuguese, tesseract
 * runs the document's model together with English (which reads "°C", digits and English labels
 * far better), and the English model often wins on accented words: "Métrologie" comes out as
 * "Metrologie", "pressão" as "pressao". A word of the document's language never loses its
 * accent on a text PDF, so a register built from a scan should not either.
 *
 * The lexicon is built from a Hunspell word list of the language (its stems, without affix
 * expansion), given by the caller: the OCR runtime loads the lists from npm
 * (src/runtime/ocr/accent-word-lists.ts), so this module reads no files. A recognised word of
 * letters only is changed when it is not a word itself and either (a) exactly one accented
 * stem folds to it, or (b) it shares a long beginning with accented stems that agree on the
 * accents, all within that beginning and none after it ("farmaceutica" from "farmacéutico"),
 * and no unaccented stem shares as long a beginning. Case is kept letter by letter. Proper
 * nouns of the list are not used (brands look like names), so names keep what the recogniser
 * read.
 */

import { isAccented } from '../dictionary/normalize.js';

/** Shorter words are too often abbreviations or codes. */
const MIN_LENGTH = 4;
/** Case (b) only for words this long: short ones are too often names ("Gilson", not "Gílson"). */
const MIN_PREFIX_WORD = 7;
/** Case (b) needs this much of the word in common with the stem, and at least this share. */
const MIN_SHARED = 6;
const MIN_SHARED_SHARE = 0.75;
/**
 * Case (b) reads the word as an inflected form of a stem: the stem's letters past the shared
 * beginning are an ending changed ("farmacéutic|o" → "farmaceutic|a"), never more than this.
 * "Micromar" (a brand) shares "microm" with "micrómetro", whose "etro" is no ending.
 */
const MAX_ENDING = 2;
/** Case (c): a compound's first part has this many letters at least, its accented last part this many. */
const MIN_COMPOUND_HEAD = 3;
const MIN_COMPOUND_TAIL = 8;
/** How many neighbours in sorted order are looked at for the longest shared beginning. */
const NEIGHBOURS = 6;

/** A language's stems, indexed for restoring accents. Built once per language and kept. */
export interface AccentLexicon {
  /** Unaccented stems, lower case. */
  plain: string[];
  plainSet: Set<string>;
  /** Folded → accented stems (lower case), sorted by folded form. */
  accentedKeys: string[];
  accented: Map<string, string[]>;
  /**
   * Words with "ñ" by their common misreading "fi" ("afio" → "año"), short ones included:
   * the recogniser splits the tilde's letter into two far more often than it drops the tilde.
   */
  enyeByMisreading: Map<string, string>;
  /**
   * People's names of the list (its proper nouns), by their letters without accents: "gomez" →
   * "gómez", "lucia" → "lucía". Only names whose unaccented spelling is no name of the list
   * itself, and one accented spelling each.
   */
  personNames: Map<string, string>;
}

/**
 * The lexicon of a language (ISO 639-1 code, as the language guesser answers), or null when
 * there is none for it: the word is then left as the recogniser read it.
 */
export type AccentLexicons = (language: string) => AccentLexicon | null;

/** Lower case without diacritics, one character per character. */
export function fold(word: string): string {
  return [...word.toLowerCase()]
    .map((char) => char.normalize('NFD').replace(/\p{M}/gu, '').charAt(0) || char)
    .join('');
}

/** Whether a word (any case, accents or not) is a stem of the lexicon's language. */
export function isWordOf(lexicon: AccentLexicon): (word: string) => boolean {
  return (word) => {
    const lower = word.toLowerCase();
    return (
      lexicon.plainSet.has(lower) || (lexicon.accented.get(fold(lower))?.includes(lower) ?? false)
    );
  };
}

/** The lexicon of a Hunspell `.dic` word list: a count line, then one `stem/FLAGS` a line. */
export function lexiconFromWordList(dic: string): AccentLexicon {
  const lines = dic.split('\n');
  const plainSet = new Set<string>();
  const accented = new Map<string, string[]>();
  const enyeByMisreading = new Map<string, string>();
  const names = new Map<string, string[]>();
  // The first line is the word count.
  for (const line of lines.slice(1)) {
    const entry = line.split('/')[0]!.trim();
    // Proper nouns are left out of words: a brand spelled like a local first name ("Gilson"
    // pipettes, the Portuguese "Gílson") must keep its own spelling. They serve for people.
    if (/^\p{Lu}/u.test(entry)) {
      if (/^\p{L}{3,}$/u.test(entry)) {
        const name = entry.toLowerCase();
        const list = names.get(fold(name)) ?? [];
        if (!list.includes(name)) list.push(name);
        names.set(fold(name), list);
      }
      continue;
    }
    const stem = entry.toLowerCase();
    if (stem.includes('ñ') && /^\p{L}{3,}$/u.test(stem)) {
      enyeByMisreading.set(stem.replaceAll('ñ', 'fi'), stem);
    }
    if (stem.length < MIN_LENGTH || !/^\p{L}+$/u.test(stem)) continue;
    const folded = fold(stem);
    if (folded === stem) plainSet.add(stem);
    else if (folded.length === stem.length) {
      const list = accented.get(folded) ?? [];
      if (!list.includes(stem)) list.push(stem);
      accented.set(folded, list);
    }
  }
  return {
    plain: [...plainSet].sort(),
    plainSet,
    accentedKeys: [...accented.keys()].sort(),
    accented,
    enyeByMisreading,
    personNames: new Map(
      [...names]
        .filter(([folded, spellings]) => spellings.length === 1 && spellings[0] !== folded)
        .map(([folded, spellings]) => [folded, spellings[0]!]),
    ),
  };
}

/**
 * A person's name with the accents the recogniser dropped put back from the language's list of
 * names ("Lucia Gomez" → "Lucía Gómez" in a Spanish certificate): each word of letters only,
 * read without an accent, that the list knows only accented. A name the list does not hold,
 * or holds unaccented too ("Lucia" and "Lucía"), keeps what was read.
 */
export function restorePersonName(name: string, lexicon: AccentLexicon | null): string {
  if (!lexicon) return name;
  return name.replace(/\p{L}+/gu, (word) => {
    if (!/^[A-Za-z]+$/.test(word)) return word;
    const accented = lexicon.personNames.get(word.toLowerCase());
    return accented ? withAccents(word, accents(accented, word.toLowerCase())) : word;
  });
}

function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

function sharedLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The longest beginning `key` shares with a neighbour in `sorted`, and those neighbours. */
function longestShared(sorted: string[], key: string): { length: number; matches: string[] } {
  const at = lowerBound(sorted, key);
  let length = 0;
  let matches: string[] = [];
  for (let i = Math.max(0, at - NEIGHBOURS); i < Math.min(sorted.length, at + NEIGHBOURS); i++) {
    const shared = sharedLength(sorted[i]!, key);
    if (shared > length) {
      length = shared;
      matches = [sorted[i]!];
    } else if (shared === length && shared > 0) {
      matches.push(sorted[i]!);
    }
  }
  return { length, matches };
}

/** Positions and accented letters of a stem. */
function accents(stem: string, folded: string): Map<number, string> {
  const out = new Map<number, string>();
  [...stem].forEach((char, index) => {
    if (char !== folded[index]) out.set(index, char);
  });
  return out;
}

function withAccents(word: string, marks: Map<number, string>): string {
  return [...word]
    .map((char, index) => {
      const accented = marks.get(index);
      if (!accented) return char;
      return char === char.toUpperCase() && char !== char.toLowerCase()
        ? accented.toUpperCase()
        : accented;
    })
    .join('');
}

/** "afio" → "año", "Afios" → "Años": a misread "ñ" when the word is not a word itself. */
function restoreEnye(word: string, lexicon: AccentLexicon): string | null {
  const lower = word.toLowerCase();
  if (!lower.includes('fi') || lexicon.plainSet.has(lower)) return null;
  const plural = lower.endsWith('s') ? lexicon.enyeByMisreading.get(lower.slice(0, -1)) : null;
  const stem = lexicon.enyeByMisreading.get(lower) ?? (plural ? `${plural}s` : null);
  if (!stem) return null;
  const capital = word[0] !== word[0]!.toLowerCase();
  return capital ? stem[0]!.toUpperCase() + stem.slice(1) : stem;
}

/**
 * Case (c): a compound whose last part is an accented stem ("Termohigrometro" → "Termohigr-
 * ómetro", "higrómetro" being the list's word, the compound not): that part's accents. The
 * part is long enough to be a word and not a chance ending, and the word is not read whole.
 */
function compoundEnding(word: string, lower: string, lexicon: AccentLexicon): string | null {
  for (let at = MIN_COMPOUND_HEAD; lower.length - at >= MIN_COMPOUND_TAIL; at++) {
    const tail = lower.slice(at);
    if (lexicon.plainSet.has(tail)) return null;
    const stems = lexicon.accented.get(tail);
    if (!stems) continue;
    if (stems.length !== 1) return null;
    return word.slice(0, at) + withAccents(word.slice(at), accents(stems[0]!, tail));
  }
  return null;
}

function restoreWord(word: string, lexicon: AccentLexicon): string {
  if (/^[A-Za-z]+$/.test(word)) {
    const enye = restoreEnye(word, lexicon);
    if (enye) return enye;
  }
  if (word.length < MIN_LENGTH || !/^[A-Za-z]+$/.test(word)) return word;
  const lower = word.toLowerCase();
  if (lexicon.plainSet.has(lower)) return word;
  const exact = lexicon.accented.get(lower);
  if (exact) return exact.length === 1 ? withAccents(word, accents(exact[0]!, lower)) : word;
  if (lower.length < MIN_PREFIX_WORD) return word;
  const compound = compoundEnding(word, lower, lexicon);
  if (compound) return compound;
  const shared = longestShared(lexicon.accentedKeys, lower);
  if (shared.length < Math.max(MIN_SHARED, Math.ceil(lower.length * MIN_SHARED_SHARE))) {
    return word;
  }
  if (longestShared(lexicon.plain, lower).length >= shared.length) return word;
  let marks: Map<number, string> | null = null;
  for (const key of shared.matches) {
    if (key.length - shared.length > MAX_ENDING) continue;
    for (const stem of lexicon.accented.get(key)!) {
      const found = accents(stem, key);
      if ([...found.keys()].some((index) => index >= shared.length)) return word;
      const signature = [...found].join();
      if (marks && [...marks].join() !== signature) return word;
      marks = found;
    }
  }
  return marks ? withAccents(word, marks) : word;
}

/**
 * The word with the accents its language gives it; hyphenated and elided words part by part
 * ("Thermo-hygrometre", "d'Etalonnage"). Unchanged without a lexicon (a language without a
 * word list, or an unknown language).
 */
export function restoreAccents(word: string, lexicon: AccentLexicon | null): string {
  if (!lexicon) return word;
  // Parts of compounds and elisions: "Thermo-hygrometre", "d'Etalonnage".
  return word
    .split(/([-'’])/)
    .map((part) => {
      const restored = restoreWord(part, lexicon);
      return restored === part ? misreadAccents(part, lexicon) : restored;
    })
    .join('');
}

/** Indexes of a word's accented letters. */
function accentedAt(word: string): Set<number> {
  const at = new Set<number>();
  [...word].forEach((char, index) => {
    if (isAccented(char)) at.add(index);
  });
  return at;
}

/**
 * "calibracáo" for "calibração": the recogniser saw a mark but read the wrong one. A word whose
 * letters without their marks are a word of the language, accented where the reading is (and
 * perhaps elsewhere), takes the language's accents.
 */
function misreadAccents(word: string, lexicon: AccentLexicon): string {
  if (/^[A-Za-z]*$/.test(word) || !/^\p{L}+$/u.test(word)) return word;
  const bare = [...word].map((char) => char.normalize('NFD').charAt(0)).join('');
  if (!/^[A-Za-z]+$/.test(bare)) return word;
  const restored = restoreWord(bare, lexicon);
  if (restored === bare || restored === word) return word;
  const marks = accentedAt(restored);
  return [...accentedAt(word)].every((index) => marks.has(index)) ? restored : word;
}

/** Words before which a French "a" is the verb avoir ("il a", "qui a", "il y a"). */
const FRENCH_SUBJECTS = new Set([
  'il',
  'elle',
  'on',
  'qui',
  'y',
  'ce',
  'cela',
  'ça',
  'ceci',
  'tout',
  'rien',
  'chacun',
  'lui',
]);
/** Words after which it is the verb too ("a été", "a un", "a pas"). */
const AFTER_AVOIR = new Set([
  'un',
  'une',
  'des',
  'le',
  'la',
  'les',
  'du',
  'de',
  'été',
  'eu',
  'pas',
  'plus',
  'fait',
  'lieu',
  'toujours',
  'déjà',
  'bien',
  'encore',
  'jamais',
]);
/** Past participles: "a effectué", "a fourni", "a reçu", "a ouvert", "a atteint". */
const PARTICIPLE = /(?:é|ée|és|ées|i|is|ie|it|u|ue|us|ert|erte|ort|eint|aint|ait|ût)$/;

/**
 * French "à" read as "a" (the English model has no "à"): a lone "a" is the preposition unless
 * a subject comes before it or a participle, article or adverb after it — "Comparateur à
 * cadran", "de 0 à 150 mm", "à 20 °C", but "l'instrument a été", "il a une".
 */
export function restoreFrenchA(
  words: readonly string[],
  following: readonly (string | undefined)[] = [],
): string[] {
  return words.map((word, index) => {
    if (word === '3') return threeForA(words, index, following);
    if (word === 'À') return capitalAInLine(words[index - 1]);
    if (word !== 'a') return word;
    const before = (words[index - 1] ?? '').toLowerCase();
    // At a cell's end the word after is the one the cell goes on with on the next line
    // ("Comparateur a" / "cadran", "Mahr" being the next column's), when the caller knows it.
    const after = following[index] ?? words[index + 1] ?? '';
    if (before === '' || after === '' || FRENCH_SUBJECTS.has(before) || /['’]$/.test(before)) {
      return word;
    }
    if (/^\d/.test(after)) return 'à';
    if (!/^\p{Ll}+$/u.test(after) || AFTER_AVOIR.has(after) || PARTICIPLE.test(after)) return word;
    return 'à';
  });
}

/**
 * A capital "À" read inside a line: French writes the preposition small there, capital only
 * opening a sentence or in a line set in capitals ("ÉTALONNAGE À 20 °C"). After a number or a
 * word in small letters it is a code's letter A with a speck read as its accent ("MarCator 810
 * À" for the dial gauge's model "MarCator 810 A").
 */
function capitalAInLine(before: string | undefined): string {
  if (before === undefined || /[.!?:]$/.test(before)) return 'À';
  return /\p{Ll}|^[^\p{L}]*\d[^\p{L}]*$/u.test(before) ? 'A' : 'À';
}

/**
 * "Pipette 3 piston": an "à" read as its look-alike "3" between a noun and a word in small
 * letters. A number counts things in the plural ("3 canaux", "3 voies"), and a unit is short
 * ("3 mm", "3 bar"): a singular word of four letters or more after a lone "3" is no count.
 */
function threeForA(
  words: readonly string[],
  index: number,
  following: readonly (string | undefined)[],
): string {
  const before = words[index - 1] ?? '';
  const after = following[index] ?? words[index + 1] ?? '';
  const singular = /^\p{Ll}{4,}$/u.test(after) && !/[sx]$/.test(after);
  return /^\p{L}{3,}$/u.test(before) && singular ? 'à' : '3';
}

/**
 * German has no word list here (its Hunspell lists are GPL), but one misreading is regular:
 * tesseract reads "ü" as "ii" ("Drehmomentschliissel", "Dr. Kriiger", "Priifung", "fiir").
 * German spelling has no "ii" inside a word except before "e" in verbs of foreign stock
 * ("variieren", "initiiert"), and loanwords that end with it ("Hawaii"), so in a German document
 * a lower-case "ii" after a letter and before a lower-case letter other than "e" is "ü".
 */
export function restoreGermanUmlauts(word: string): string {
  return word.replace(/(?<=\p{L})ii(?=(?!e)\p{Ll})/gu, 'ü').replace(E_ACUTE_FOR_A, 'ä');
}

/**
 * The other regular one: "ä" read as "é" ("Drehzahlmessgerét"). German writes "é" only in
 * loanwords and names, at their end, before a vowel or near their start ("Café", "Exposé",
 * "Séance", "Frédéric"); between two consonants after three plain letters it is the "ä"
 * the recogniser took for it.
 */
const E_ACUTE_FOR_A = /(?<=[A-Za-zÄÖÜäöüß]{2}[b-df-hj-np-tv-zß])é(?=[b-df-hj-np-tv-zß])/gu;
