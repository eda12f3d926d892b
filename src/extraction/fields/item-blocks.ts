/**
 * Several instruments described one after the other, each as its own block of labelled fields
 * ("Item 1/2 — Unit Under Test: …, Serial Number: …; Item 2/2 — …"). When an identity label
 * (serial number, asset ID) gives two or more different values, the labelled candidates are cut
 * into records: a new record starts where a field repeats.
 */
import type { Candidate, CandidateField } from './candidate.js';
import { cleanValue } from './values.js';

const PER_ITEM: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'equipmentName',
  'equipmentId',
  'serialNumber',
  'manufacturer',
  'model',
  'makeModel',
  'calibrationDate',
  'dueDate',
  'calibrationInterval',
  'result',
  'asFound',
  'asLeft',
]);
const LABELLED = new Set(['inline', 'right', 'below', 'bare']);
const TEXT_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'equipmentName',
  'equipmentId',
  'serialNumber',
  'manufacturer',
  'model',
  'makeModel',
]);

/** A value that cannot be its field ("Instrument 1/2" read as a name "1/2") starts no record. */
function readable(candidate: Candidate): boolean {
  return !TEXT_FIELDS.has(candidate.field) || cleanValue(candidate.field, candidate.value) !== null;
}

function identityField(candidates: Candidate[]): CandidateField | null {
  for (const field of ['serialNumber', 'equipmentId'] as const) {
    const values = candidates.filter((candidate) => candidate.field === field);
    const distinct = new Set(values.map((candidate) => candidate.value.trim().toLowerCase()));
    if (values.length >= 2 && distinct.size === values.length) return field;
  }
  return null;
}

/** Records of per-instrument candidates, in document order; null when there is one instrument. */
export function itemBlocks(candidates: Candidate[]): Candidate[][] | null {
  // A customer's cover sheet before the certificate describes the certificate's instrument
  // again, not another one.
  const labelled = candidates
    .filter(
      (candidate) =>
        LABELLED.has(candidate.method) &&
        PER_ITEM.has(candidate.field) &&
        readable(candidate) &&
        !candidate.beforeCertificate,
    )
    .sort((a, b) => a.page - b.page || a.line - b.line || a.x - b.x);
  const identity = identityField(labelled);
  if (!identity) return null;
  const count = labelled.filter((candidate) => candidate.field === identity).length;
  const perItem = new Set<CandidateField>();
  for (const field of PER_ITEM) {
    const n = labelled.filter((candidate) => candidate.field === field).length;
    if (n >= 2 && n <= count) perItem.add(field);
  }
  const records: Candidate[][] = [];
  let current: Candidate[] = [];
  for (const candidate of labelled) {
    if (!perItem.has(candidate.field)) continue;
    if (current.some((other) => other.field === candidate.field)) {
      records.push(current);
      current = [];
    }
    current.push(candidate);
  }
  if (current.length > 0) records.push(current);
  // Each record describes an instrument: its identity and at least one more field.
  const complete = records.filter(
    (record) => record.length >= 2 && record.some((candidate) => candidate.field === identity),
  );
  return complete.length >= 2 && complete.length === records.length ? records : null;
}
