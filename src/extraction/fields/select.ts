/**
 * Picks one value per field from its candidates and says how sure we are.
 *
 * Score = method weight × 0.7 for a generic label × 0.9 a page past the first × 0.8 before the
 * certificate's first titled page; ties go to the value printed first. Confidence rules:
 *  - high: an exact (non-generic) dictionary label paired with its value in a clean cell —
 *    same cell after a colon, the cell to its right, the cell under it in a grid, a table
 *    column — or the number printed with the document title; and no other candidate of
 *    similar strength disagrees;
 *  - medium: a generic label ("Date", "Type"), a label followed by its value without a colon,
 *    a value read from a sentence, or a strong candidate that another one contradicts;
 *  - low: no label at all (letterhead guesses), or a medium value that is also contradicted.
 * Dates are adjusted afterwards for how their day/month order was decided (assemble.ts).
 */
import type { Confidence } from '../../shared/extraction.js';
import type { Candidate, CandidateField, CandidateMethod } from './candidate.js';

const METHOD_WEIGHT: Record<CandidateMethod, number> = {
  inline: 1,
  right: 0.95,
  table: 0.9,
  below: 0.85,
  bare: 0.8,
  title: 0.8,
  sentence: 0.6,
  heuristic: 0.4,
};
const STRONG: ReadonlySet<CandidateMethod> = new Set([
  'inline',
  'right',
  'table',
  'below',
  'title',
]);
const GENERIC_FACTOR = 0.7;
/**
 * The instrument is described once, near the start; later pages hold results, standards and
 * letters. Each page further on costs a tenth (a page-4 "Marca: Fluke" of a standard loses to
 * page 1's "Marca: Wika" beside its label).
 */
const LATER_PAGE_FACTOR = 0.9;
/**
 * Several different values of one field on one page, each with its own label or row, are a
 * list — of reference standards, most often — not the instrument's single value.
 */
const LIST_SIZE = 3;
const LIST_FACTOR = 0.5;
/** A value read before the certificate's first titled page (a customer's cover sheet). */
const BEFORE_CERTIFICATE_FACTOR = 0.8;
/** A competitor this close to the winner's score makes the choice contested. */
const CONTEST_RATIO = 0.85;

export interface Choice<T> {
  value: T;
  candidate: Candidate;
  confidence: Confidence;
}

function score(candidate: Candidate, firstPage: number, inList: boolean): number {
  return (
    METHOD_WEIGHT[candidate.method] *
    (candidate.generic ? GENERIC_FACTOR : 1) *
    LATER_PAGE_FACTOR ** Math.max(0, candidate.page - firstPage) *
    (inList ? LIST_FACTOR : 1) *
    (candidate.beforeCertificate ? BEFORE_CERTIFICATE_FACTOR : 1)
  );
}

/** Pages where this field's candidates form a list (see LIST_SIZE). */
function listPages(readable: readonly { candidate: Candidate; value: unknown }[]): Set<number> {
  const byPage = new Map<number, { count: number; values: Set<string> }>();
  for (const { candidate, value } of readable) {
    if (candidate.method === 'heuristic' || candidate.method === 'sentence') continue;
    const entry = byPage.get(candidate.page) ?? { count: 0, values: new Set<string>() };
    entry.count += 1;
    entry.values.add(String(value).toLowerCase());
    byPage.set(candidate.page, entry);
  }
  const pages = new Set<number>();
  for (const [page, { count, values }] of byPage)
    if (count >= LIST_SIZE && values.size >= 2) pages.add(page);
  return pages;
}

function sameValue(a: unknown, b: unknown): boolean {
  const key = (value: unknown) =>
    String(value)
      .toLowerCase()
      .replace(/[\s.,;:]+/g, '');
  return key(a) === key(b);
}

/** Bilingual certificates print the label twice ("Gegenstand:" / "Object:"): a translation. */
function isTranslation(winner: Candidate, other: Candidate): boolean {
  return (
    other.page === winner.page &&
    other.method === winner.method &&
    other.line > winner.line &&
    other.line - winner.line <= 2 &&
    other.y - winner.y <= 30 &&
    Math.abs(other.x - winner.x) < 2
  );
}

function lower(confidence: Confidence): Confidence {
  return confidence === 'high' ? 'medium' : 'low';
}

export function baseConfidence(candidate: Candidate): Confidence {
  if (candidate.method === 'heuristic') return 'low';
  if (candidate.generic || candidate.unsure || !STRONG.has(candidate.method)) return 'medium';
  return 'high';
}

/**
 * The best candidate for `field` whose value `read` accepts (read returns null to reject).
 */
export function choose<T>(
  candidates: readonly Candidate[],
  field: CandidateField,
  read: (candidate: Candidate) => T | null,
): Choice<T> | null {
  const readable: { candidate: Candidate; value: T; score: number }[] = [];
  for (const candidate of candidates) {
    if (candidate.field !== field) continue;
    const value = read(candidate);
    if (value !== null) readable.push({ candidate, value, score: 0 });
  }
  if (readable.length === 0) return null;
  const lists = listPages(readable);
  // Pages count from the certificate's first page, not from a cover sheet before it.
  const own = readable.filter((entry) => !entry.candidate.beforeCertificate);
  const firstPage = Math.min(
    ...(own.length > 0 ? own : readable).map((entry) => entry.candidate.page),
  );
  for (const entry of readable)
    entry.score = score(entry.candidate, firstPage, lists.has(entry.candidate.page));
  // Between equals on one line, the value more captions read ("Cliente" and its gloss "Owner"
  // over a section heading's reading across two columns).
  const votes = new Map(
    readable.map((entry) => [
      entry,
      readable.filter((other) => sameValue(other.value, entry.value)).length,
    ]),
  );
  readable.sort(
    (a, b) =>
      b.score - a.score || a.candidate.line - b.candidate.line || votes.get(b)! - votes.get(a)!,
  );
  const best = readable[0]!;
  const contested = readable.some(
    (other) =>
      other !== best &&
      other.score >= best.score * CONTEST_RATIO &&
      !sameValue(other.value, best.value) &&
      !isTranslation(best.candidate, other.candidate),
  );
  const confidence = baseConfidence(best.candidate);
  return {
    value: best.value,
    candidate: best.candidate,
    confidence: contested ? lower(confidence) : confidence,
  };
}
