/**
 * Whether a value the model returned is really in the certificate. Models invent plausible
 * serial numbers and dates; a value is only kept when the document's own text carries it:
 * text fields spelled out (ignoring case, accents, spaces and punctuation), dates printed in
 * any notation that reads as that day, intervals printed as that number of months or years.
 */
import { findDates } from '../fields/dates.js';
import { intervalInSentence, parseInterval } from '../fields/interval.js';
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
  /** Every interval stated in words or numbers ("one year", "24 Monate"), in months. */
  intervals: Set<number>;
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
  const intervals = new Set<number>();
  for (const line of text.split('\n')) {
    const months = intervalInSentence(line) ?? parseInterval(line);
    if (months !== null) intervals.add(months);
  }
  return { compactText: compact(text), dates, numbers, intervals };
}

/** How a value is found in the document: spelt out, in pieces close together, or not at all. */
export type Grounding = 'exact' | 'near' | 'none';

/**
 * A name broken by the layout ("Máquina de medición por" / "coordenadas (CMM)" with another
 * column's text between the lines) is still in the document: every word of it, in order,
 * within a short stretch of text.
 */
function nearby(value: string, compactText: string): boolean {
  const words = value
    .split(/\s+/)
    .map(compact)
    .filter((word) => word.length > 0);
  if (words.length < 2) return false;
  const span = compact(value).length * 2 + 40;
  for (let start = compactText.indexOf(words[0]!); start >= 0;) {
    let at = start + words[0]!.length;
    let found = true;
    for (const word of words.slice(1)) {
      const next = compactText.indexOf(word, at);
      if (next < 0 || next + word.length - start > span) {
        found = false;
        break;
      }
      at = next + word.length;
    }
    if (found) return true;
    start = compactText.indexOf(words[0]!, start + 1);
  }
  return false;
}

export function grounding(
  field: AiField,
  value: string | number,
  evidence: DocumentEvidence,
): Grounding {
  if (field === 'calibrationDate' || field === 'dueDate')
    return evidence.dates.has(String(value)) ? 'exact' : 'none';
  if (field === 'calibrationInterval') {
    const months = Number(value);
    return evidence.intervals.has(months) ||
      evidence.numbers.has(months) ||
      (months % 12 === 0 && evidence.numbers.has(months / 12))
      ? 'exact'
      : 'none';
  }
  // A verdict is a reading of the text, not a copy of it: it can confirm or question the
  // rules' verdict (see ai-merge.ts) but is never taken on its own.
  if (field === 'result') return 'exact';
  const wanted = compact(String(value));
  if (wanted.length < 2) return 'none';
  if (evidence.compactText.includes(wanted)) return 'exact';
  return nearby(String(value), evidence.compactText) ? 'near' : 'none';
}

export function isGrounded(
  field: AiField,
  value: string | number,
  evidence: DocumentEvidence,
): boolean {
  return grounding(field, value, evidence) !== 'none';
}
