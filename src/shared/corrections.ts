/**
 * User corrections: values a user typed over extracted ones, per instrument index and field.
 * Stored beside the extraction (never merged into it), so the Details sheet can show both and
 * mark corrected values.
 */
import { z } from 'zod';
import { isValidIsoDate } from './due-status.js';
import {
  CALIBRATION_RESULTS,
  FIELD_KEYS,
  type Extraction,
  type FieldKey,
  type InstrumentFields,
} from './extraction.js';

export type CorrectionValue = string | number | null;
/** Keyed by instrument index ("0" = the first instrument), then by field key. */
export type Corrections = Record<string, Partial<Record<FieldKey, CorrectionValue>>>;

const MAX_TEXT = 200;

/** Validates one corrected value; returns the normalised value or an error message. */
export function validateCorrection(
  key: FieldKey,
  value: CorrectionValue,
): { ok: true; value: CorrectionValue } | { ok: false; message: string } {
  if (value === null || value === '') return { ok: true, value: null };
  if (key === 'calibrationDate' || key === 'dueDate') {
    return typeof value === 'string' && isValidIsoDate(value)
      ? { ok: true, value }
      : { ok: false, message: `${key} must be a date in the format YYYY-MM-DD` };
  }
  if (key === 'calibrationInterval') {
    const months = typeof value === 'number' ? value : Number(value);
    return Number.isInteger(months) && months > 0 && months <= 120
      ? { ok: true, value: months }
      : { ok: false, message: 'calibrationInterval must be a whole number of months (1-120)' };
  }
  if (key === 'result') {
    return typeof value === 'string' && (CALIBRATION_RESULTS as readonly string[]).includes(value)
      ? { ok: true, value }
      : { ok: false, message: `result must be one of ${CALIBRATION_RESULTS.join(', ')}` };
  }
  if (typeof value !== 'string') return { ok: false, message: `${key} must be text` };
  // Control characters (tabs, CR, NUL…) have no place in a register cell.
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (text.length > MAX_TEXT) {
    return { ok: false, message: `${key} must be at most ${MAX_TEXT} characters` };
  }
  return { ok: true, value: text };
}

export const correctionsSchema = z.record(
  z.string().regex(/^\d{1,3}$/),
  z.partialRecord(z.enum(FIELD_KEYS), z.union([z.string(), z.number(), z.null()])),
);

/** The fields of one instrument with the user's corrections applied. */
export function correctedFields(
  fields: InstrumentFields,
  corrections: Partial<Record<FieldKey, CorrectionValue>> | undefined,
): InstrumentFields {
  if (!corrections) return fields;
  const result: InstrumentFields = { ...fields };
  for (const key of FIELD_KEYS) {
    if (!(key in corrections)) continue;
    (result as Record<FieldKey, unknown>)[key] = corrections[key] ?? null;
    // A corrected due date is the user's statement, not a calculation.
    if (key === 'dueDate') result.dueDateCalculated = false;
  }
  return result;
}

/** Every instrument of an extraction with corrections applied (items[0] is the first). */
export function correctedItems(
  extraction: Extraction,
  corrections: Corrections,
): InstrumentFields[] {
  const items = extraction.items.length > 0 ? extraction.items : [extraction.fields];
  return items.map((item, index) => correctedFields(item, corrections[String(index)]));
}

export function isCorrected(corrections: Corrections, itemIndex: number, key: FieldKey): boolean {
  const item = corrections[String(itemIndex)];
  return item !== undefined && key in item;
}
