/**
 * OCR splits a number where the print has none: a wide glyph gap becomes a space
 * ("022721 128762", "01 7281 140049", model "CMP 1 1"). On a scanned page, identifiers made only
 * of digit groups are read as one number, and single digits split apart are joined; a text
 * layer keeps its spaces as printed. A code's hyphen with a space on one side only had none
 * ("INV -2019-036"): codes do not space a hyphen on one side. A model's Roman numeral read
 * with a small "l" ("Cubis Il") is given its capitals back: a model code holds no word "Il".
 * A zero between two capitals of a model is the letter O the recogniser took for it
 * ("DS0X1204G"): makers put digits in runs of their own ("DSOX1204G", "MSO44").
 */
import type { Candidate, CandidateField } from './candidate.js';
import { tidy } from './values.js';

const NUMBER_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'certificateNumber',
  'serialNumber',
  'equipmentId',
]);
const DIGIT_GROUPS = /^\d+(?: \d+)+$/;
const SPLIT_DIGITS = /(?<=\b\d) (?=\d\b)/g;
/** "Il", "lI", "Ill": I and l mixed, a Roman II or III. */
const MISREAD_NUMERAL = /(?<=\s)(?=[Il]*l)[Il]{2,3}(?=\s|$)/g;

const ZERO_FOR_O = /(?<=\p{Lu})0(?=\p{Lu})/gu;

/** One space beside a code's hyphen, on one side only ("INV -2019-036", "CAL- AHD-08"). */
const SPACED_HYPHEN = /^(\S+)(?: -|- )(\S+)$/;

export function closeOcrGaps(candidate: Candidate): Candidate {
  const value = tidy(candidate.value);
  if (NUMBER_FIELDS.has(candidate.field) && DIGIT_GROUPS.test(value))
    return { ...candidate, value: value.replace(/ /g, '') };
  if (NUMBER_FIELDS.has(candidate.field) && SPACED_HYPHEN.test(value))
    return { ...candidate, value: value.replace(SPACED_HYPHEN, '$1-$2') };
  if (candidate.field !== 'model') return candidate;
  const model = value
    .replace(MISREAD_NUMERAL, (numeral) => 'I'.repeat(numeral.length))
    .replace(ZERO_FOR_O, 'O');
  const joined = model.replace(SPLIT_DIGITS, '');
  return joined === value ? candidate : { ...candidate, value: joined };
}
