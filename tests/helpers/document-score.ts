/**
 * Scores one engine outcome against ground truth. Every canonical field counts, nulls included:
 * inventing a value where the truth is null is as wrong as missing one. Strings compare after
 * collapsing whitespace and unifying Unicode compatibility forms (NFKC) only. A certificate the engine rejects scores zero on all its fields; a
 * negative document scores all its fields when rejected with the right errorType, none otherwise.
 */
import {
  FIELD_KEYS,
  type ExtractionOutcome,
  type InstrumentFields,
} from '../../src/shared/extraction.js';
import type { GroundTruth } from '../fixtures/generator/truth.js';

/** The 17 extracted fields plus dueDateCalculated. */
export const COMPARED_KEYS = [...FIELD_KEYS, 'dueDateCalculated'] as const;
export type ComparedKey = (typeof COMPARED_KEYS)[number];

export interface Mismatch {
  item: number;
  key: ComparedKey | 'items' | 'outcome';
  expected: unknown;
  got: unknown;
}

export interface DocumentScore {
  /** Field checks made (fields × compared items, or one block for a negative). */
  total: number;
  correct: number;
  perKey: Partial<Record<ComparedKey, { total: number; correct: number }>>;
  mismatches: Mismatch[];
  negative: boolean;
  /** Negatives: rejected with the expected errorType. Certificates: extracted (not rejected). */
  outcomeOk: boolean;
}

/** Whitespace collapsed, and Unicode compatibility forms unified (µ U+00B5 and μ U+03BC). */
function normalise(value: unknown): unknown {
  return typeof value === 'string' ? value.normalize('NFKC').replace(/\s+/g, ' ').trim() : value;
}

export function fieldsEqual(expected: unknown, got: unknown): boolean {
  return normalise(expected) === normalise(got ?? null);
}

export function scoreDocument(truth: GroundTruth, outcome: ExtractionOutcome): DocumentScore {
  const score: DocumentScore = {
    total: 0,
    correct: 0,
    perKey: {},
    mismatches: [],
    negative: !truth.expected.ok,
    outcomeOk: false,
  };
  const expected = truth.expected;
  if (!expected.ok) {
    score.total = COMPARED_KEYS.length;
    score.outcomeOk = !outcome.ok && outcome.errorType === expected.errorType;
    score.correct = score.outcomeOk ? score.total : 0;
    if (!score.outcomeOk) {
      score.mismatches.push({
        item: 0,
        key: 'outcome',
        expected: expected.errorType,
        got: outcome.ok ? 'ok (extracted)' : outcome.errorType,
      });
    }
    return score;
  }
  const gotItems: (InstrumentFields | null)[] = outcome.ok
    ? outcome.extraction.items.length > 0
      ? outcome.extraction.items
      : [outcome.extraction.fields]
    : [];
  score.outcomeOk = outcome.ok;
  if (!outcome.ok)
    score.mismatches.push({ item: 0, key: 'outcome', expected: 'ok', got: outcome.errorType });
  const count = Math.max(expected.items.length, gotItems.length);
  if (outcome.ok && gotItems.length !== expected.items.length) {
    score.mismatches.push({
      item: 0,
      key: 'items',
      expected: expected.items.length,
      got: gotItems.length,
    });
  }
  for (let index = 0; index < count; index++) {
    const want = expected.items[index] ?? null;
    const got = gotItems[index] ?? null;
    for (const key of COMPARED_KEYS) {
      const tally = (score.perKey[key] ??= { total: 0, correct: 0 });
      tally.total++;
      score.total++;
      const ok = want !== null && got !== null && fieldsEqual(want[key], got[key]);
      if (ok) {
        tally.correct++;
        score.correct++;
      } else if (outcome.ok) {
        score.mismatches.push({
          item: index,
          key,
          expected: want ? want[key] : '(no such item)',
          got: got ? got[key] : '(missing item)',
        });
      }
    }
  }
  return score;
}
