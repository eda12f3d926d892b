/**
 * How the review shows and edits each field of an instrument: the input each value needs, what
 * the user typed turned into the correction the server validates (src/shared/corrections.ts),
 * and which confidence levels are marked. Pure; shared by every screen that reviews values.
 * (Relative imports of shared/, so the unit tests' Node resolution reads this file too.)
 */
import type { CorrectionValue } from '../../shared/corrections.js';
import type { Confidence, FieldKey, InstrumentFields } from '../../shared/extraction.js';

export type FieldInputKind = 'date' | 'number' | 'select' | 'text';

export function fieldInputKind(key: FieldKey): FieldInputKind {
  if (key === 'calibrationDate' || key === 'dueDate') return 'date';
  if (key === 'calibrationInterval') return 'number';
  if (key === 'result') return 'select';
  return 'text';
}

/** The value as the review lists it; an empty field says so. */
export function displayValue(value: InstrumentFields[FieldKey]): string {
  if (value === null || value === '' || typeof value === 'boolean') return 'Not found';
  return String(value);
}

/** The value as an input starts with ('' for none). */
export function inputValue(value: InstrumentFields[FieldKey]): string {
  return value === null || typeof value === 'boolean' ? '' : String(value);
}

/** What the user typed, as the correction to send: empty clears, the interval is a number. */
export function toCorrection(key: FieldKey, typed: string): CorrectionValue {
  const text = typed.trim();
  if (text === '') return null;
  if (fieldInputKind(key) === 'number') {
    const months = Number(text);
    return Number.isFinite(months) ? months : text;
  }
  return text;
}

/** Low and medium confidence are marked for a second look; high needs none. */
export function confidenceMark(level: Confidence | undefined): 'low' | 'medium' | null {
  return level === 'low' || level === 'medium' ? level : null;
}

/** A name for the instrument in tabs and button labels. */
export function instrumentName(fields: InstrumentFields, index: number): string {
  const name = fields.equipmentName?.trim() || fields.model?.trim() || fields.serialNumber?.trim();
  return name || `Instrument ${index + 1}`;
}
