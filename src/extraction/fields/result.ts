/**
 * The calibration result, only as the certificate states it: a labelled verdict ("Result: PASS",
 * "As Left: In Tolerance"), or a conformity statement in the text ("The instrument was found
 * within the manufacturer's specifications"). As-left beats as-found (the state the instrument
 * was returned in). Conditional sentences ("If the instrument is found out of tolerance…") state
 * nothing. No statement → null: a result is never invented.
 */
import type { CalibrationResult, Confidence } from '../../shared/extraction.js';
import { normalizeText } from '../dictionary/normalize.js';
import { statementResult, verdictResult } from '../dictionary/statements.js';
import type { DocumentLayout } from '../layout/types.js';
import type { Candidate } from './candidate.js';
import type { Exclusions } from './regions.js';

export interface ResultChoice {
  value: CalibrationResult;
  confidence: Confidence;
  source: Candidate | null;
  line: number;
}

const CONDITIONAL =
  /\b(?:if|when|whenever|should|unless|in case|wenn|falls|sofern|si|lorsque|cuando|en caso|qualora)\b/;

function labelled(candidates: Candidate[], field: Candidate['field']): ResultChoice | null {
  for (const candidate of candidates) {
    if (candidate.field !== field) continue;
    const value = verdictResult(normalizeText(candidate.value));
    if (value) {
      const confidence: Confidence = candidate.generic || field === 'asFound' ? 'medium' : 'high';
      return { value, confidence, source: candidate, line: candidate.line };
    }
  }
  return null;
}

function stated(layout: DocumentLayout, excluded: Exclusions): ResultChoice[] {
  const found: ResultChoice[] = [];
  for (const line of layout.lines) {
    for (const sentence of normalizeText(excluded.text(line)).split(/(?<=[.;!?])\s+/)) {
      if (CONDITIONAL.test(sentence)) continue;
      const value = statementResult(sentence);
      if (value) found.push({ value, confidence: 'medium', source: null, line: line.index });
    }
  }
  return found;
}

export function resolveResult(
  candidates: Candidate[],
  layout: DocumentLayout,
  excluded: Exclusions | null,
): ResultChoice | null {
  const asLeft = labelled(candidates, 'asLeft');
  if (asLeft) return asLeft;
  const result = labelled(candidates, 'result');
  if (result) return result;
  // Without a document to read (one record of a multi-instrument list), only labels count.
  const statements = excluded ? stated(layout, excluded) : [];
  const asFound = labelled(candidates, 'asFound');
  if (statements.length === 0) return asFound;
  const values = new Set(statements.map((statement) => statement.value));
  const last = statements[statements.length - 1]!;
  // Contradicting statements: the last one usually describes the final (as-left) state.
  return values.size === 1 ? last : { ...last, confidence: 'low' };
}
