/**
 * Scoring on the 13 register fields, exactly as ../shared/corpus/real/score.mjs scores the real
 * corpus: the same fields, the same normalisation (NFKC, case, quotes and dashes, whitespace,
 * punctuation around the value, spacing around , ; : /), the same `accept` alternatives, a
 * rejected certificate scoring zero. Used for the real corpus and the procedural set, so the
 * two figures mean the same thing. Also counts wrong-but-`high`: a wrong value the engine marked
 * high confidence (the review screen does not flag it).
 */
import {
  instrumentConfidence,
  type ConfidenceMap,
  type ExtractionOutcome,
  type InstrumentFields,
} from '../../src/shared/extraction.js';

export const REGISTER_FIELDS = [
  'certificateNumber',
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
  'calibrationDate',
  'dueDate',
  'dueDateCalculated',
  'calibrationLab',
  'technician',
  'result',
  'customer',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterValues = Partial<Record<RegisterField, unknown>>;
export type AcceptMap = Partial<Record<RegisterField, readonly unknown[]>>;

const DATE_FIELDS = new Set<RegisterField>(['calibrationDate', 'dueDate']);

/** score.mjs normText, line for line. */
export function normText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let s = String(value)
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-');
  s = s.toLowerCase().replace(/\s+/g, ' ').trim();
  s = s
    .replace(/^[\s.,;:'"`()[\]{}<>*#\-_/\\|]+/, '')
    .replace(/[\s.,;:'"`()[\]{}<>*#\-_/\\|]+$/, '');
  s = s
    .replace(/\s*([,;:/])\s*/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
  return s === '' || s === 'null' ? null : s;
}

function normDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

/** null or absent counts as false, as in score.mjs. */
function normBool(value: unknown): boolean {
  return value === true || value === 'true';
}

export function sameValue(field: RegisterField, got: unknown, want: unknown): boolean {
  if (field === 'dueDateCalculated') return normBool(got) === normBool(want);
  if (DATE_FIELDS.has(field)) return normDate(got) === normDate(want);
  return normText(got) === normText(want);
}

export function fieldCorrect(
  field: RegisterField,
  got: unknown,
  want: RegisterValues,
  accept: AcceptMap = {},
): boolean {
  if (sameValue(field, got, want[field])) return true;
  return (accept[field] ?? []).some((alternative) => sameValue(field, got, alternative));
}

export interface FieldCheck {
  field: RegisterField;
  item: number;
  correct: boolean;
  /**
   * A wrong value (not an empty field), and the engine said `high`. The confidence map is the
   * first instrument's; a later instrument's empty field is shown empty, not as a sure value.
   */
  wrongButHigh: boolean;
  /** A right value (not an empty field), and the engine said `high`: nothing to review. */
  rightAndHigh: boolean;
  /** A right value, not an empty field. */
  rightValue: boolean;
  got: unknown;
  want: unknown;
}

export interface RegisterScore {
  /** The engine extracted the document (certificates) / rejected it as expected (negatives). */
  outcomeOk: boolean;
  errorType: string | null;
  checks: FieldCheck[];
}

/**
 * Scores a certificate. `items` is the expected instruments (one for the real corpus, which
 * score.mjs scores on `fields` only); a missing or extra instrument costs all its 13 checks.
 */
export function scoreRegister(
  outcome: ExtractionOutcome,
  items: readonly RegisterValues[],
  accept: AcceptMap = {},
): RegisterScore {
  const got: (InstrumentFields | null)[] = outcome.ok
    ? items.length > 1
      ? outcome.extraction.items
      : [outcome.extraction.fields]
    : [];
  // Each instrument judged by its own confidence (one instrument expected: the first's).
  const confidenceOf = (index: number): ConfidenceMap =>
    outcome.ok ? instrumentConfidence(outcome.extraction, index) : {};
  const checks: FieldCheck[] = [];
  const count = Math.max(items.length, got.length);
  for (let index = 0; index < count; index++) {
    const want = items[index] ?? null;
    const have = got[index] ?? null;
    for (const field of REGISTER_FIELDS) {
      const value = have ? have[field] : undefined;
      const correct = want !== null && have !== null && fieldCorrect(field, value, want, accept);
      const level = field === 'dueDateCalculated' ? undefined : confidenceOf(index)[field];
      checks.push({
        field,
        item: index,
        correct,
        wrongButHigh: !correct && value != null && level === 'high',
        rightAndHigh: correct && value != null && level === 'high',
        rightValue: correct && value != null && field !== 'dueDateCalculated',
        got: value ?? null,
        want: want ? (want[field] ?? null) : '(no such item)',
      });
    }
  }
  return { outcomeOk: outcome.ok, errorType: outcome.ok ? null : outcome.errorType, checks };
}

export interface Tally {
  correct: number;
  total: number;
  wrongButHigh: number;
  /** Right values (not empty fields; dueDateCalculated aside), and those of them marked `high`. */
  rightValues: number;
  rightAndHigh: number;
}

export function tally(scores: readonly RegisterScore[]): Tally {
  const out: Tally = { correct: 0, total: 0, wrongButHigh: 0, rightValues: 0, rightAndHigh: 0 };
  for (const score of scores)
    for (const check of score.checks) {
      out.total++;
      if (check.correct) out.correct++;
      if (check.wrongButHigh) out.wrongButHigh++;
      if (check.rightValue) out.rightValues++;
      if (check.rightAndHigh) out.rightAndHigh++;
    }
  return out;
}

export function tallyByField(scores: readonly RegisterScore[]): Record<RegisterField, Tally> {
  const out = Object.fromEntries(
    REGISTER_FIELDS.map((field) => [
      field,
      { correct: 0, total: 0, wrongButHigh: 0, rightValues: 0, rightAndHigh: 0 },
    ]),
  ) as Record<RegisterField, Tally>;
  for (const score of scores)
    for (const check of score.checks) {
      const row = out[check.field];
      row.total++;
      if (check.correct) row.correct++;
      if (check.wrongButHigh) row.wrongButHigh++;
      if (check.rightValue) row.rightValues++;
      if (check.rightAndHigh) row.rightAndHigh++;
    }
  return out;
}

export function ratio(correct: number, total: number): number {
  return total === 0 ? 0 : correct / total;
}

export function pct(correct: number, total: number): string {
  return total === 0 ? '   –  ' : `${((100 * correct) / total).toFixed(1)}%`;
}
