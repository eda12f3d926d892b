/**
 * Spaces a scan put inside values, closed on the document's own evidence: a code spaced after
 * its letters ("ML 25-83910") where the document prints codes of the same letters without the
 * space ("ML25-91317", a standard's certificate from the same lab), a code's digits spaced in
 * groups ("CC 020 757") where it prints a code of those letters and as many digits in one piece,
 * a name cut inside a word ("Metrologia E miliana") where it prints the name whole, and a
 * code's prefix with a digit read for its letter ("K5-32602/24") where it prints the prefix in
 * letters. Real codes do keep such spaces ("E 98/0045", "LAT 247 25/0661"), so a space goes
 * only on that evidence, and never where the document prints the letters spaced elsewhere too.
 */
import { CONJUNCTIONS, NAME_FILLERS, PREPOSITIONS } from '../dictionary/connectors.js';
import { lookalikeDistance } from '../dictionary/lookalikes.js';
import { escapeRegExp, foldText } from '../dictionary/normalize.js';
import type { DocumentLayout } from '../layout/types.js';
import type { Candidate, CandidateField } from './candidate.js';

const CODE_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'certificateNumber',
  'serialNumber',
  'equipmentId',
]);

/** Capitals, one space, then the code's digits ("ML 25-83910"). */
const SPACED_LETTERS = /^(\p{Lu}{1,5}) (\d[\d./-]*)$/u;

/** Not inside a word or a number: what a printing of a code or a name starts after. */
const ALONE = '(?<![\\p{L}\\d])';

function count(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

/** Capitals, then digits in groups a scan spaced ("CC 020 757", "CC020 757"). */
const SPACED_DIGITS = /^(\p{Lu}{1,5}) ?(\d+(?: \d+)+)$/u;

/**
 * A space between a letter and a small letter: where a scan may have cut a word ("Metrologia E
 * miliana"). Not before a capital: a scan squeezes words together as well ("deC.V."), and a
 * squeezed printing elsewhere is no witness.
 */
const SPACE_IN_WORD = /(?<=\p{L}) (?=\p{Ll})/gu;

/** The small words that join a name's words: "Bajío S. de R.L." is spaced as printed. */
const CONNECTORS = new Set([...PREPOSITIONS, ...CONJUNCTIONS, ...NAME_FILLERS]);

/** "ML 25-83910" → "ML25-83910" where the document prints its codes of those letters glued. */
function gluedAfterLetters(value: string, text: string): string | null {
  const match = SPACED_LETTERS.exec(value);
  if (!match) return null;
  const letters = escapeRegExp(match[1]!);
  const glued = count(text, new RegExp(`${ALONE}${letters}\\d`, 'gu'));
  const spaced = count(text, new RegExp(`${ALONE}${letters} \\d`, 'gu'));
  // The value's own printings are spaced as read; any other spaced one is the document's.
  const own = count(text, new RegExp(`${ALONE}${escapeRegExp(value)}(?![\\d])`, 'gu'));
  return glued === 0 || spaced > own ? null : `${match[1]}${match[2]}`;
}

/**
 * "CC 020 757" → "CC020757" where the document prints a code of the same letters and as many
 * digits in one piece ("CC306776", a standard's certificate from the same lab).
 */
function gluedDigits(value: string, text: string): string | null {
  const match = SPACED_DIGITS.exec(value);
  if (!match) return null;
  const digits = match[2]!.replace(/ /g, '');
  const shape = new RegExp(`${ALONE}${escapeRegExp(match[1]!)}\\d{${digits.length}}(?![\\d])`, 'u');
  return shape.test(text) ? `${match[1]}${digits}` : null;
}

/**
 * "Metrologia E miliana S.p.A." → "Metrologia Emiliana S.p.A." where the document prints the
 * value with that space closed (the letterhead repeated on page 2).
 */
function closedAsPrintedElsewhere(value: string, text: string): string | null {
  for (const space of value.matchAll(SPACE_IN_WORD)) {
    const left = /\S+$/u.exec(value.slice(0, space.index))![0];
    const right = /^\S+/u.exec(value.slice(space.index + 1))![0];
    if (CONNECTORS.has(left) || CONNECTORS.has(right)) continue;
    // A letter alone is a word of its own ("Termometro a sonda", "Calibro a corsoio"), though
    // a standards row elsewhere read it run into the word before ("~Termometroa").
    if ([...right].length === 1) continue;
    const joined = value.slice(0, space.index) + value.slice(space.index + 1);
    if (new RegExp(`${ALONE}${escapeRegExp(joined)}(?![\\p{L}\\d])`, 'u').test(text)) return joined;
    const word = printedWord(left + right, text);
    if (word !== null)
      return (
        value.slice(0, space.index - left.length) +
        word +
        value.slice(space.index + 1 + right.length)
      );
  }
  return null;
}

/** A word cut by a scan is this long at least when found again in running text. */
const MIN_PRINTED_WORD = 8;

/**
 * The word as the document prints it in running text, in any case, with its accents, or with a
 * plural's "s" ("Torqu imetro" → "torquímetros" in the remarks: "Torquímetro"); the reading's
 * case kept letter by letter. Null when no such printing, or two that differ.
 */
function printedWord(word: string, text: string): string | null {
  if (word.length < MIN_PRINTED_WORD || !/^\p{L}+$/u.test(word)) return null;
  const folded = foldText(word);
  const found = new Set<string>();
  for (const printed of text.matchAll(/\p{L}+/gu)) {
    const letters = printed[0];
    const key = foldText(letters);
    if (key === folded || key === `${folded}s`)
      found.add(letters.slice(0, word.length).toLowerCase());
  }
  if (found.size !== 1) return null;
  const [spelling] = [...found] as [string];
  return [...spelling]
    .map((char, at) => (word[at] === word[at]!.toUpperCase() ? char.toUpperCase() : char))
    .join('');
}

/** The letter each digit a scan reads for it stands in for ("K5-" for "KS-"). */
const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

/** A code's prefix of capitals with a digit among them, before a dash ("K5-32602/24"). */
const PREFIX_WITH_DIGIT = /^(\p{Lu}[\p{Lu}\d]{1,3})(-\d.*)$/u;

/**
 * "K5-32602/24" → "KS-32602/24" where the document prints the prefix in letters as often as
 * with the digit, elsewhere than in this value ("KS-56779/23", a standard's certificate from the
 * same lab; its other "K5-97285/23" a misreading too).
 */
function prefixInLetters(value: string, text: string): string | null {
  const match = PREFIX_WITH_DIGIT.exec(value);
  if (!match || !/\d/.test(match[1]!)) return null;
  const letters = match[1]!.replace(/\d/g, (digit) => LETTER_FOR_DIGIT[digit] ?? digit);
  if (/\d/.test(letters)) return null;
  const printed = (prefix: string) =>
    count(text, new RegExp(`${ALONE}${escapeRegExp(prefix)}-\\d`, 'gu'));
  const inLetters = printed(letters);
  return inLetters > 0 && inLetters >= printed(match[1]!) - 1 ? `${letters}${match[2]}` : null;
}

/** The digit each letter a scan reads for it stands in for ("CCO40163" for "CC040163"). */
const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LETTER_FOR_DIGIT).map(([digit, letter]) => [letter, digit]),
);

/** Capitals, then a digit's look-alike letter, then digits ("CCO40163"). */
const LETTER_BEFORE_DIGITS = /^(\p{Lu}{1,4})([OIZSGB])(\d{3,})$/u;

/**
 * "CCO40163" → "CC040163" where the document prints a code of the same capitals and as many
 * digits ("CC691643", a standard's certificate from the same lab) and no other code opening with
 * the letter the scan read.
 */
function digitAfterPrefix(value: string, text: string): string | null {
  const match = LETTER_BEFORE_DIGITS.exec(value);
  if (!match) return null;
  const [, prefix, letter, digits] = match as unknown as [string, string, string, string];
  const sameShape = count(
    text,
    new RegExp(`${ALONE}${escapeRegExp(prefix)}\\d{${digits.length + 1}}(?!\\d)`, 'gu'),
  );
  const withLetter = count(text, new RegExp(`${ALONE}${escapeRegExp(prefix + letter)}\\d`, 'gu'));
  const own = count(text, new RegExp(`${ALONE}${escapeRegExp(value)}(?!\\d)`, 'gu'));
  return sameShape > 0 && withLetter === own
    ? `${prefix}${DIGIT_FOR_LETTER[letter]}${digits}`
    : null;
}

/** Fields whose value is an organisation's name, which a file prints more than once. */
const ORGANISATION_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'customer',
  'calibrationLab',
]);
/** A name's words before its last, long enough to be told from another name. */
const MIN_NAME_HEAD = 12;

/**
 * "Componentes Elétricos SAA." → "… S.A." where the document prints the same name ending one
 * character apart (the letterhead's "… Elétricos S.A.") and the ending as read nowhere else: the
 * legal form that closes a name is where a scan misreads its small marks.
 */
function endedAsPrintedElsewhere(value: string, text: string): string | null {
  const match = /^(.+\S) (\S{3,})$/u.exec(value);
  if (!match || match[1]!.length < MIN_NAME_HEAD || !match[1]!.includes(' ')) return null;
  const [, head, last] = match as unknown as [string, string, string];
  const endings = [
    ...text.matchAll(new RegExp(`${ALONE}${escapeRegExp(head)} (\\S+?)[,;:]?(?=\\s|$)`, 'gu')),
  ].map((printed) => printed[1]!);
  // A sentence's full stop after the name is none of its letters ("… du Jura." ends a line).
  const bare = (ending: string) => ending.replace(/[.,;:]+$/, '').toLowerCase();
  if (endings.filter((ending) => bare(ending) === bare(last)).length > 1) return null;
  const near = [
    ...new Set(
      endings.filter(
        (ending) =>
          bare(ending) !== bare(last) && lookalikeDistance(bare(ending), bare(last), 1) <= 1,
      ),
    ),
  ];
  return near.length === 1 ? `${head} ${near[0]}` : null;
}

/** The candidates with each value a scan misspaced or misread written as the document prints it. */
export function writtenAsDocumentPrints(
  candidates: readonly Candidate[],
  layout: DocumentLayout,
): Candidate[] {
  let text: string | null = null;
  return candidates.map((candidate) => {
    const value = candidate.value.trim();
    const code = CODE_FIELDS.has(candidate.field);
    const misreadCode = code && (PREFIX_WITH_DIGIT.test(value) || LETTER_BEFORE_DIGITS.test(value));
    if (!value.includes(' ') && !misreadCode) return candidate;
    text ??= layout.lines.map((line) => line.text).join('\n');
    const written = code
      ? (gluedAfterLetters(value, text) ??
        gluedDigits(value, text) ??
        prefixInLetters(value, text) ??
        digitAfterPrefix(value, text))
      : (closedAsPrintedElsewhere(value, text) ??
        (ORGANISATION_FIELDS.has(candidate.field) ? endedAsPrintedElsewhere(value, text) : null));
    return written ? { ...candidate, value: written } : candidate;
  });
}
