/**
 * OCR splits a number where the print has none: a wide glyph gap becomes a space
 * ("022721 128762", "01 7281 140049", model "CMP 1 1"). On a scanned page, identifiers made only
 * of digit groups are read as one number, and single digits split apart are joined; a text
 * layer keeps its spaces as printed.
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
const HAS_SPLIT_DIGITS = /(?<=\b\d) (?=\d\b)/;

export function closeOcrGaps(candidate: Candidate): Candidate {
  const value = tidy(candidate.value);
  if (NUMBER_FIELDS.has(candidate.field) && DIGIT_GROUPS.test(value))
    return { ...candidate, value: value.replace(/ /g, '') };
  if (candidate.field === 'model' && HAS_SPLIT_DIGITS.test(value))
    return { ...candidate, value: value.replace(SPLIT_DIGITS, '') };
  return candidate;
}
