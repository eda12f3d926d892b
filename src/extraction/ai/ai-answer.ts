/**
 * Reads the model's answer: a JSON object (possibly wrapped in a code fence or prose by models
 * that ignore the schema), each field checked for its type. Anything malformed becomes null;
 * an answer that is not a JSON object at all is no answer.
 */
import { z } from 'zod';
import { CALIBRATION_RESULTS } from '../../shared/extraction.js';
import { AI_FIELDS, type AiField } from './ai-request.js';

/** More instruments than any certificate lists: the rest of a runaway answer is ignored. */
const MAX_AI_INSTRUMENTS = 200;

export type AiAnswer = Partial<Record<AiField, string | number>>;

const text = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(200));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

function parserFor(field: AiField): z.ZodType<string | number> {
  if (field === 'calibrationDate' || field === 'dueDate') return isoDate;
  if (field === 'calibrationInterval') return z.coerce.number().int().min(1).max(120);
  if (field === 'result') return z.enum(CALIBRATION_RESULTS);
  return text;
}

/** The first balanced {...} in the text: the JSON object, wherever the model put it. */
function jsonObject(raw: string): unknown {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(raw.slice(start, end + 1));
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One instrument's fields, each checked for its type; malformed values become absent. */
function parseFields(object: Record<string, unknown>): AiAnswer {
  const answer: AiAnswer = {};
  for (const field of Object.keys(AI_FIELDS) as AiField[]) {
    const value = object[field];
    if (value === null || value === undefined) continue;
    const parsed = parserFor(field).safeParse(value);
    if (parsed.success) answer[field] = parsed.data;
  }
  return answer;
}

/** A single-instrument answer (a flat object), for callers that ask about one instrument. */
export function parseAiAnswer(raw: string): AiAnswer | null {
  const object = jsonObject(raw);
  return isRecord(object) ? parseFields(object) : null;
}

export interface AiInstruments {
  instruments: AiAnswer[];
  /**
   * True when the model answered with the list the request asks for: it claims these are all
   * the instruments. A flat object (a model that ignored the schema) describes one instrument
   * and says nothing about others.
   */
  listed: boolean;
}

/** The model's answer to buildAiRequest: `{instruments: [...]}`, or a flat object as one. */
export function parseAiInstruments(raw: string): AiInstruments | null {
  const object = jsonObject(raw);
  if (!isRecord(object)) return null;
  if (Array.isArray(object.instruments)) {
    return {
      instruments: object.instruments
        .filter(isRecord)
        .slice(0, MAX_AI_INSTRUMENTS)
        .map(parseFields),
      listed: true,
    };
  }
  return { instruments: [parseFields(object)], listed: false };
}
