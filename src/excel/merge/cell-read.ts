/**
 * Reading the values of a workbook someone else filled in: rich text, formulas (their cached
 * result), hyperlinks, numbers and dates typed as text in the common day-first and ISO forms.
 */
import type { Cell, CellValue } from 'exceljs';
import { isValidIsoDate } from '../../shared/due-status.js';

function plain(value: CellValue): unknown {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return plain(value.result as CellValue);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('text' in value) return plain(value.text as CellValue);
    if ('error' in value) return null;
  }
  return value;
}

export function cellString(cell: Cell): string {
  const value = plain(cell.value);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoOfDate(value);
  return String(value).trim();
}

export function isoOfDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Excel's serial day 25569 is 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25_569;

/**
 * A cell's date as ISO, when it holds one: a date cell, a date serial in a date-formatted cell,
 * or text in YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY form (day first: the form of every language
 * this register supports except US English, whose MM/DD is ambiguous and so not guessed when
 * both parts are ≤ 12).
 */
export function cellIsoDate(cell: Cell): string | null {
  const value = plain(cell.value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoOfDate(value);
  if (typeof value === 'number' && /[dmy]/i.test(cell.numFmt ?? '')) {
    const date = new Date(Math.round((value - EXCEL_EPOCH_OFFSET) * 86_400_000));
    return Number.isNaN(date.getTime()) ? null : isoOfDate(date);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (match) return iso(match[1]!, match[2]!, match[3]!);
  match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    if (second > 12 && first <= 12) return iso(match[3]!, match[1]!, match[2]!); // MM/DD
    if (first > 12 || text.includes('.')) return iso(match[3]!, match[2]!, match[1]!);
    return null;
  }
  return null;
}

function iso(year: string, month: string, day: string): string | null {
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(text) ? text : null;
}
