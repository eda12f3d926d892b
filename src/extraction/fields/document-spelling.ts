/**
 * A code a scan spaced after its letters ("ML 25-83910") where the document prints codes of the
 * same letters without the space ("ML25-91317", a standard's certificate from the same lab): the
 * space is the scan's. Real codes do keep such spaces ("E 98/0045", "LAT 247 25/0661"), so the
 * space goes only on the document's own evidence, and never where the document prints the
 * letters spaced elsewhere too.
 */
import { escapeRegExp } from '../dictionary/normalize.js';
import type { DocumentLayout } from '../layout/types.js';
import type { Candidate, CandidateField } from './candidate.js';

const CODE_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'certificateNumber',
  'serialNumber',
  'equipmentId',
]);

/** Capitals, one space, then the code's digits ("ML 25-83910"). */
const SPACED_LETTERS = /^(\p{Lu}{1,5}) (\d[\d./-]*)$/u;

function count(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

/** The candidates with each scan-spaced code written as the document writes its others. */
export function spacedAsDocumentPrints(
  candidates: readonly Candidate[],
  layout: DocumentLayout,
): Candidate[] {
  let text: string | null = null;
  return candidates.map((candidate) => {
    if (!CODE_FIELDS.has(candidate.field)) return candidate;
    const value = candidate.value.trim();
    const match = SPACED_LETTERS.exec(value);
    if (!match) return candidate;
    text ??= layout.lines.map((line) => line.text).join('\n');
    const letters = escapeRegExp(match[1]!);
    const glued = count(text, new RegExp(`(?<![\\p{L}\\d])${letters}\\d`, 'gu'));
    const spaced = count(text, new RegExp(`(?<![\\p{L}\\d])${letters} \\d`, 'gu'));
    // The value's own printings are spaced as read; any other spaced one is the document's.
    const own = count(text, new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(value)}(?![\\d])`, 'gu'));
    if (glued === 0 || spaced > own) return candidate;
    return { ...candidate, value: `${match[1]}${match[2]}` };
  });
}
