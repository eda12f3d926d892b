/**
 * Merges the model's answer into the rules' extraction, field by field, by evidence:
 * - a value the document does not contain is discarded (see grounding.ts);
 * - both agree → the rules' confidence goes up a step;
 * - only the model has a value → it is taken, as 'medium' (it is in the text, but nothing
 *   says where);
 * - they disagree → the value with the better evidence is used: the model's when the rules'
 *   value fails its field's type (a role caption as the technician, a quantity as the serial)
 *   and the model's passes, or when the rules only guessed ('low'); otherwise the rules'. In
 *   `primary` mode (AI_MODE=primary: operators who trust their model) the model's grounded value
 *   is used and the rules verify. Either way the field drops to 'low' and a warning names both
 *   values, so every disagreement is reviewed (Details sheet notes, review screen).
 */
import type {
  Confidence,
  Extraction,
  FieldKey,
  InstrumentFields,
} from '../../shared/extraction.js';
import { FIELD_LABELS } from '../../shared/extraction.js';
import { typedValue } from '../fields/value-types.js';
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

/** assist: the rules lead, the model fills and corrects on evidence; primary: the model leads. */
export type AiMode = 'assist' | 'primary';

/** Fields whose values have a shape the rules' validators know. */
const TYPED_FIELDS = new Set<FieldKey>([
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
  'technician',
  'calibrationLab',
  'customer',
]);

/** False when the value cannot be a value of its field by its shape. */
function wellTyped(field: FieldKey, value: string | number): boolean {
  if (!TYPED_FIELDS.has(field)) return true;
  return typedValue(field as Parameters<typeof typedValue>[0], String(value)) !== null;
}

const UP: Record<Confidence, Confidence> = { low: 'medium', medium: 'high', high: 'high' };

function sameValue(a: string | number, b: string | number): boolean {
  return typeof a === 'number' || typeof b === 'number'
    ? Number(a) === Number(b)
    : compact(a) === compact(b);
}

export function mergeAiAnswer(
  extraction: Extraction,
  answer: AiAnswer,
  evidence: DocumentEvidence,
  mode: AiMode = 'assist',
): MergeReport {
  const warnings: string[] = [];
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
      // The same value spelt differently ("TORQUIMETRO" / "Torquímetro"): the model leads.
      if (mode === 'primary' && typeof value === 'string' && value !== current) {
        (fields as Record<AiField, string | number | null>)[field] = value;
      }
    } else {
      const modelWins =
        mode === 'primary' ||
        (field !== 'result' &&
          (level === 'low' || (!wellTyped(field, current) && wellTyped(field, value))));
      const label = FIELD_LABELS[field];
      if (modelWins) {
        (fields as Record<AiField, string | number | null>)[field] = value;
        delete sources[field];
        if (field === 'dueDate') fields.dueDateCalculated = false;
        report.taken.push(field);
        warnings.push(
          `${label}: the AI model read "${String(value)}", the rules "${String(current)}"; the model's value is used — check it.`,
        );
      } else {
        report.kept.push(field);
        warnings.push(
          `${label}: the rules read "${String(current)}", the AI model "${String(value)}"; the rules' value is kept — check it.`,
        );
      }
      // A disagreement is for the user to settle: never silently confident.
      confidence[field] = 'low';
    }
  }
  // items[0] describes the same instrument as fields.
  const items = extraction.items.length > 0 ? [fields, ...extraction.items.slice(1)] : [fields];
  return {
    extraction: {
      ...extraction,
      fields,
      items,
      confidence,
      sources,
      warnings: [...warnings, ...extraction.warnings],
    },
    ...report,
  };
}
