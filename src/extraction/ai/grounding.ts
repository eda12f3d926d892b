/**
 * Whether a value the model returned is really in the certificate. Models invent plausible
 * serial numbers and dates; a value is only kept when the document's own text carries it:
 * text fields spelled out (ignoring case, accents, spaces and punctuation), dates printed in
 * any notation that reads as that day, intervals printed as that number of months or years.
 */
import { findDates } from '../fields/dates.js';
import type { AiField } from './ai-request.js';

/** Lower case, no accents, letters and digits only. */
export function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export interface DocumentEvidence {
  compactText: string;
  /** Every day a printed date can be read as. */
  dates: Set<string>;
  /** Every number printed on its own. */
  numbers: Set<number>;
}

export function documentEvidence(text: string, today: string): DocumentEvidence {
  const dates = new Set<string>();
  for (const token of findDates(text, Number(today.slice(0, 4)))) {
    if (token.iso && !token.monthOnly) dates.add(token.iso);
    if (token.readings) {
      dates.add(token.readings.dmy);
      dates.add(token.readings.mdy);
    }
  }
  const numbers = new Set<number>();
  for (const match of text.matchAll(/(?<![\d.,])\d{1,3}(?![\d.,]\d)/g))
    numbers.add(Number(match[0]));
  return { compactText: compact(text), dates, numbers };
}

export function isGrounded(
  field: AiField,
  value: string | number,
  evidence: DocumentEvidence,
): boolean {
  if (field === 'calibrationDate' || field === 'dueDate') return evidence.dates.has(String(value));
  if (field === 'calibrationInterval') {
    const months = Number(value);
    return evidence.numbers.has(months) || (months % 12 === 0 && evidence.numbers.has(months / 12));
  }
  // A verdict is a reading of the text, not a copy of it: it can confirm or question the
  // rules' verdict (see ai-merge.ts) but is never taken on its own.
  if (field === 'result') return true;
  const wanted = compact(String(value));
  return wanted.length >= 2 && evidence.compactText.includes(wanted);
}
