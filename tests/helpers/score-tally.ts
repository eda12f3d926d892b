/** Aggregates document scores into the benchmark's tables: per field, per layout, per subset. */
import {
  COMPARED_KEYS,
  type ComparedKey,
  type DocumentScore,
  type Mismatch,
} from './document-score.js';

export interface ScoredDocument {
  id: string;
  subset: string;
  layout: string;
  score: DocumentScore;
  ms: number;
}

export interface Ratio {
  correct: number;
  total: number;
}

export function percent({ correct, total }: Ratio): string {
  return total === 0 ? '   –  ' : `${((100 * correct) / total).toFixed(1)}%`;
}

export function fieldAccuracy(scored: readonly ScoredDocument[]): Record<ComparedKey, Ratio> {
  const out = Object.fromEntries(
    COMPARED_KEYS.map((key) => [key, { correct: 0, total: 0 }]),
  ) as Record<ComparedKey, Ratio>;
  for (const doc of scored) {
    for (const key of COMPARED_KEYS) {
      const tally = doc.score.perKey[key];
      if (!tally) continue;
      out[key].correct += tally.correct;
      out[key].total += tally.total;
    }
  }
  return out;
}

export function overall(scored: readonly ScoredDocument[]): Ratio {
  return scored.reduce(
    (sum, doc) => ({
      correct: sum.correct + doc.score.correct,
      total: sum.total + doc.score.total,
    }),
    { correct: 0, total: 0 },
  );
}

export interface LayoutSummary {
  layout: string;
  documents: number;
  failedDocuments: number;
  wrongFields: number;
  examples: { id: string; mismatch: Mismatch }[];
}

export function byLayout(
  scored: readonly ScoredDocument[],
  examplesPerLayout: number,
): LayoutSummary[] {
  const map = new Map<string, LayoutSummary>();
  for (const doc of scored) {
    let summary = map.get(doc.layout);
    if (!summary) {
      summary = {
        layout: doc.layout,
        documents: 0,
        failedDocuments: 0,
        wrongFields: 0,
        examples: [],
      };
      map.set(doc.layout, summary);
    }
    summary.documents++;
    const wrong = doc.score.total - doc.score.correct;
    summary.wrongFields += wrong;
    if (wrong > 0) summary.failedDocuments++;
    for (const mismatch of doc.score.mismatches) {
      if (summary.examples.length < examplesPerLayout)
        summary.examples.push({ id: doc.id, mismatch });
    }
  }
  return [...map.values()];
}

export function describeMismatch(id: string, mismatch: Mismatch): string {
  const item = mismatch.item > 0 ? `[item ${mismatch.item + 1}] ` : '';
  return `${id} ${item}${mismatch.key}: expected ${JSON.stringify(mismatch.expected)} got ${JSON.stringify(mismatch.got)}`;
}
