/**
 * The optional AI step after the rules: send the text the engine read, merge the answer (see
 * ai-merge.ts). A certificate the rules could not complete (EXTRACTION_FAILED) can be rescued
 * when the model finds its instrument and calibration date in the text; anything the rules
 * rejected as no certificate stays rejected. Any failure — network, time-out, an answer that
 * is not JSON — leaves the rules' outcome as it was and is only logged.
 */
import {
  emptyInstrumentFields,
  type ConfidenceMap,
  type ExtractionOutcome,
  type InstrumentFields,
} from '../../shared/extraction.js';
import { detectLanguage } from '../fields/language.js';
import { parseAiInstruments, type AiAnswer, type AiInstruments } from './ai-answer.js';
import { buildAiRequest, type AiField } from './ai-request.js';
import type { AiService } from './ai-service.js';
import { documentEvidence, isGrounded, type DocumentEvidence } from './grounding.js';
import { mergeAiAnswer, type AiMode } from './ai-merge.js';

export type EngineLog = (message: string, details?: Record<string, unknown>) => void;

export interface AiAssistInput {
  ai: AiService;
  mode?: AiMode;
  today: string;
  log?: EngineLog;
}

/** One instrument of a rescue: the model's grounded values, all 'low'; null if unidentified. */
function rescuedInstrument(
  answer: AiAnswer,
  evidence: DocumentEvidence,
): { fields: InstrumentFields; confidence: ConfidenceMap } | null {
  const fields: InstrumentFields = emptyInstrumentFields();
  const confidence: ConfidenceMap = {};
  for (const [field, value] of Object.entries(answer) as [AiField, string | number][]) {
    if (field === 'result' || !isGrounded(field, value, evidence)) continue;
    (fields as Record<AiField, string | number | null>)[field] = value;
    confidence[field] = 'low';
  }
  const identified = fields.serialNumber ?? fields.equipmentId ?? fields.equipmentName;
  return identified && fields.calibrationDate ? { fields, confidence } : null;
}

/** Rescue: an extraction built from the model's grounded values alone. */
function rescue(
  outcome: Extract<ExtractionOutcome, { ok: false }>,
  answer: AiInstruments,
  evidence: DocumentEvidence,
): ExtractionOutcome | null {
  const instruments = answer.instruments
    .map((item) => rescuedInstrument(item, evidence))
    .filter((item) => item !== null);
  const first = instruments[0];
  if (!first) return null;
  return {
    ok: true,
    extraction: {
      fields: first.fields,
      items: instruments.map((item) => item.fields),
      confidence: first.confidence,
      itemConfidence: instruments.map((item) => item.confidence),
      sources: {},
      method: 'ai',
      text: outcome.text,
      pageCount: outcome.pageCount,
      language: detectLanguage(outcome.text),
      warnings: [
        'The layout was not recognised; every value was read by the AI model: check them.',
      ],
    },
  };
}

export async function assistWithAi(
  outcome: ExtractionOutcome,
  input: AiAssistInput,
): Promise<ExtractionOutcome> {
  if (!outcome.ok && outcome.errorType !== 'EXTRACTION_FAILED') return outcome;
  const text = outcome.ok ? outcome.extraction.text : outcome.text;
  if (text.trim() === '') return outcome;
  let raw: string;
  try {
    raw = await input.ai.complete(buildAiRequest(text));
  } catch (error) {
    input.log?.('AI-assisted extraction failed; using the rules alone', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return outcome;
  }
  const answer = parseAiInstruments(raw);
  if (!answer) {
    input.log?.('AI answer was not a JSON object; using the rules alone', {
      answer: raw.slice(0, 200),
    });
    return outcome;
  }
  const evidence = documentEvidence(text, input.today);
  if (!outcome.ok) return rescue(outcome, answer, evidence) ?? outcome;
  const merged = mergeAiAnswer(outcome.extraction, answer, evidence, input.mode ?? 'assist');
  if (merged.instrumentsAdded > 0 || merged.instrumentsDropped > 0) {
    input.log?.('AI model and rules listed different instruments', {
      added: merged.instrumentsAdded,
      dropped: merged.instrumentsDropped,
    });
  }
  if (merged.discarded.length > 0) {
    input.log?.('AI values not found in the document were discarded', {
      fields: merged.discarded,
    });
  }
  const changed =
    merged.taken.length > 0 || merged.instrumentsAdded + merged.instrumentsDropped > 0;
  const method = changed ? 'ai' : outcome.extraction.method;
  return { ...outcome, extraction: { ...merged.extraction, method } };
}
