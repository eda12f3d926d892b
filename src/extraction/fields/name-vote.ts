/**
 * An organisation's name a scan misread in one place and read right in others. A file names its
 * lab in every page's footer and its customer on every certificate; the recogniser misreads each
 * copy on its own ("Calihieiones del Levante SA." in one footer of four). A reading a few letters
 * from a spelling the file prints at twice as many places or more (and two at least) is that
 * spelling. Word by word (ocr/spelling-vote.ts) cannot see it: three letters of one word are off.
 * Only names of organisations: two serials or dates a letter apart are two things.
 */
import { lookalikeDistance } from '../dictionary/lookalikes.js';
import type { Candidate, CandidateField } from './candidate.js';

const VOTED_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'calibrationLab',
  'customer',
]);
/** Shorter names are too often another name a few letters off. */
const MIN_LENGTH = 12;
/** At most this share of the name's letters misread (a look-alike letter counting half). */
const MAX_SHARE = 0.15;

/**
 * Two spellings of one name, a few letters of one misread: both long enough for that to be
 * told from another name, and within the share. Spellings are compared as given (folded).
 */
export function misreadSpelling(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < MIN_LENGTH) return false;
  const limit = Math.floor(shorter * MAX_SHARE);
  return lookalikeDistance(a, b, limit) <= limit;
}

/** Case and spacing folded, accents kept: the vote is between spellings, accents included. */
function fold(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Where each spelling of each voted field is printed: distinct places, by field and spelling. */
function placesBySpelling(candidates: readonly Candidate[]): Map<string, Map<string, Set<string>>> {
  const places = new Map<string, Map<string, Set<string>>>();
  for (const candidate of candidates) {
    if (!VOTED_FIELDS.has(candidate.field)) continue;
    const spellings = places.get(candidate.field) ?? new Map<string, Set<string>>();
    const spelling = spellings.get(candidate.value) ?? new Set<string>();
    spelling.add(`${candidate.page}:${candidate.line}`);
    spellings.set(candidate.value, spelling);
    places.set(candidate.field, spellings);
  }
  return places;
}

/** The scanned file's organisation names, each rare misreading put to its frequent spelling. */
export function withVotedNames(candidates: readonly Candidate[]): Candidate[] {
  const places = placesBySpelling(candidates);
  return candidates.map((candidate) => {
    const spellings = places.get(candidate.field);
    if (!spellings || candidate.value.length < MIN_LENGTH) return candidate;
    const own = spellings.get(candidate.value)!.size;
    const folded = fold(candidate.value);
    const near = [...spellings].filter(
      ([spelling, where]) =>
        spelling !== candidate.value &&
        where.size >= 2 &&
        where.size >= 2 * own &&
        misreadSpelling(folded, fold(spelling)),
    );
    return near.length === 1 ? { ...candidate, value: near[0]![0] } : candidate;
  });
}
