/**
 * Merges the model's answer into the rules' extraction, field by field:
 * - both agree → the rules' confidence goes up a step;
 * - they disagree → the better-evidenced value stays (a labelled value the rules are sure of
 *   beats the model; a value the rules only guessed loses to one the model found in the text)
 *   and the confidence goes down a step;
 * - only the model has a value → it is taken, as 'medium' (it is in the text, but nothing
 *   says where);
 * - a value the document does not contain is discarded (see grounding.ts).
 */
import type {
  Confidence,
  Extraction,
  FieldKey,
  InstrumentFields,
} from '../../shared/extraction.js';
import type { AiAnswer } from './ai-answer.js';
import type { AiField } from './ai-request.js';
import { compact, isGrounded, type DocumentEvidence } from './grounding.js';

export interface MergeReport {
  extraction: Extraction;
  /** Fields whose value now comes from the model. */
  taken: FieldKey[];
  agreed: FieldKey[];
  /** Fields where the model disagreed and the rules' value was kept. */
  kept: FieldKey[];
  /** Values the model returned that the document does not contain. */
  discarded: FieldKey[];
}

const UP: Record<Confidence, Confidence> = { low: 'medium', medium: 'high', high: 'high' };
const DOWN: Record<Confidence, Confidence> = { low: 'low', medium: 'low', high: 'medium' };

function sameValue(a: string | number, b: string | number): boolean {
  return typeof a === 'number' || typeof b === 'number'
    ? Number(a) === Number(b)
    : compact(a) === compact(b);
}

export function mergeAiAnswer(
  extraction: Extraction,
  answer: AiAnswer,
  evidence: DocumentEvidence,
): MergeReport {
  const fields: InstrumentFields = { ...extraction.fields };
  const confidence = { ...extraction.confidence };
  const sources = { ...extraction.sources };
  const report: Omit<MergeReport, 'extraction'> = {
    taken: [],
    agreed: [],
    kept: [],
    discarded: [],
  };
  for (const [field, value] of Object.entries(answer) as [AiField, string | number][]) {
    if (!isGrounded(field, value, evidence)) {
      report.discarded.push(field);
      continue;
    }
    const current = fields[field];
    const level = confidence[field] ?? 'low';
    if (current === null) {
      if (field === 'result') continue;
      (fields as Record<AiField, string | number | null>)[field] = value;
      confidence[field] = 'medium';
      delete sources[field];
      report.taken.push(field);
    } else if (sameValue(current, value)) {
      confidence[field] = UP[level];
      report.agreed.push(field);
    } else if (level === 'low' && field !== 'result') {
      (fields as Record<AiField, string | number | null>)[field] = value;
      confidence[field] = 'low';
      delete sources[field];
      if (field === 'dueDate') fields.dueDateCalculated = false;
      report.taken.push(field);
    } else {
      confidence[field] = DOWN[level];
      report.kept.push(field);
    }
  }
  // items[0] describes the same instrument as fields.
  const items = extraction.items.length > 0 ? [fields, ...extraction.items.slice(1)] : [fields];
  return {
    extraction: { ...extraction, fields, items, confidence, sources },
    ...report,
  };
}
