/**
 * Reads the model's answer: a JSON object (possibly wrapped in a code fence or prose by models
 * that ignore the schema), each field checked for its type. Anything malformed becomes null;
 * an answer that is not a JSON object at all is no answer.
 */
import { z } from 'zod';
import { CALIBRATION_RESULTS } from '../../shared/extraction.js';
import { AI_FIELDS, type AiField } from './ai-request.js';

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

export function parseAiAnswer(raw: string): AiAnswer | null {
  const object = jsonObject(raw);
  if (!object || typeof object !== 'object' || Array.isArray(object)) return null;
  const answer: AiAnswer = {};
  for (const field of Object.keys(AI_FIELDS) as AiField[]) {
    const value = (object as Record<string, unknown>)[field];
    if (value === null || value === undefined) continue;
    const parsed = parserFor(field).safeParse(value);
    if (parsed.success) answer[field] = parsed.data;
  }
  return answer;
}
