/**
 * The calibration laboratory and its accreditation, which certificates rarely label: the lab is
 * whoever "certifies that…", signs "For the Chief, National Metrology Laboratory", or heads the
 * letterhead; the accreditation is an accreditation body followed by the lab's number
 * ("A2LA Cert. No. 1234.01", "DAkkS D-K-15070-01-00", "UKAS 0123").
 */
import type { DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate } from './candidate.js';
import type { LabelMap } from './label-blocks.js';
import type { Exclusions } from './regions.js';

const ORGANISATION_WORD =
  /\b(?:laborat\w*|labs?|metrolog\w*|calibration (?:services?|centre|center)|institut\w*|bundesanstalt|inc|ltd|llc|gmbh|ag|s\.?a\.?s?|s\.?r\.?l|sarl|ltda|corp|corporation|company|co|kg|b\.?v|pty|plc|services|limited)\b\.?/i;
const CERTIFIES =
  /^(?:this is to certify that\s+)?(.{3,80}?)\s+(?:hereby\s+)?certif(?:ies|y) that\b/i;
const SIGNED_FOR = /\bfor the (?:chief|head|director|manager)\b[^,]*,\s*(.{4,80})$/i;
const ON_BEHALF = /\b(?:on behalf of|im auftrag (?:der|des))\s+([A-Z][\w-]{1,40})\s*$/;
/** Letterhead lines are the first few lines of page 1. */
const LETTERHEAD_LINES = 8;
const MAX_ORGANISATION_WORDS = 8;

function heuristic(
  line: Line,
  value: string,
  field: 'calibrationLab' | 'accreditation',
): Candidate {
  return candidateAt(line.cells[0]!, {
    field,
    value,
    label: null,
    method: 'heuristic',
    generic: false,
    unit: null,
  });
}

function looksLikeOrganisation(text: string): boolean {
  const words = text.split(/\s+/).length;
  return words <= MAX_ORGANISATION_WORDS && !/\d/.test(text) && ORGANISATION_WORD.test(text);
}

/**
 * A letterhead line that is neither address, phone, web nor a bare logo acronym: two to eight
 * capitalised words without digits ("Pacific Standards Calibration").
 */
function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > MAX_ORGANISATION_WORDS) return false;
  if (/[\d@]|www\.|https?:|\.example\b|\.(?:com|org|net|de|fr|es|it|pt)\b/i.test(text))
    return false;
  return words.filter((word) => /^[\p{Lu}&]/u.test(word)).length >= Math.ceil(words.length / 2);
}

/** Page-1 lines above the first label or title: the letterhead. */
function letterheadEnd(layout: DocumentLayout, labels: LabelMap, titleLines: Line[]): number {
  const page = layout.pages[0]!;
  const end = Math.min(page.lineEnd, page.lineStart + LETTERHEAD_LINES);
  for (let index = page.lineStart; index < end; index++) {
    const line = layout.lines[index]!;
    if (titleLines.includes(line) || line.cells.some((cell) => labels.blockOf.has(cell)))
      return index;
  }
  return end;
}

export function laboratoryCandidates(
  layout: DocumentLayout,
  labels: LabelMap,
  titleLines: Line[],
  excluded: Exclusions,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of layout.lines) {
    const text = excluded.text(line);
    const certifies = CERTIFIES.exec(text);
    if (certifies && looksLikeOrganisation(certifies[1]!)) {
      candidates.push({ ...heuristic(line, certifies[1]!, 'calibrationLab'), method: 'sentence' });
    }
    const signed = SIGNED_FOR.exec(text) ?? ON_BEHALF.exec(text);
    if (signed) candidates.push(heuristic(line, signed[1]!, 'calibrationLab'));
  }
  const firstPage = layout.pages[0];
  if (firstPage) {
    const end = letterheadEnd(layout, labels, titleLines);
    for (let index = firstPage.lineStart; index < end; index++) {
      const line = layout.lines[index]!;
      const cell =
        line.cells.find((candidate) => looksLikeOrganisation(candidate.text)) ??
        line.cells.find((candidate) => looksLikeName(candidate.text));
      if (cell) {
        candidates.push(
          candidateAt(cell, {
            field: 'calibrationLab',
            value: cell.text,
            label: null,
            method: 'heuristic',
            generic: false,
            unit: null,
          }),
        );
      }
    }
  }
  return candidates;
}

/** Accreditation bodies and the shape of the numbers they issue. */
const ACCREDITATIONS: readonly [string, RegExp][] = [
  ['A2LA', /\bA2LA\b[^\n]{0,40}?\b(\d{3,5}\.\d{2})\b/],
  ['DAkkS', /\bDAkkS\b[^\n]{0,40}?\b(D-K-\d{5}-\d{2}-\d{2})\b/i],
  ['DAkkS', /\b(D-K-\d{5}-\d{2}-\d{2})\b/],
  ['UKAS', /\bUKAS\b[^\n]{0,40}?\b(\d{4,5})\b/],
  ['COFRAC', /\bCOFRAC\b[^\n]{0,40}?\b(\d-\d{4})\b/i],
  ['ENAC', /\bENAC\b[^\n]{0,40}?\b(\d{1,4}\/LC\d{3,5}(?:\.\d+)?)/],
  ['ACCREDIA', /\bACCREDIA\b[^\n]{0,40}?\b(LAT\s*N?[°º.]?\s*\d{3,4})/i],
  ['NVLAP', /\bNVLAP\b[^\n]{0,40}?\b(\d{6}-\d)\b/],
  ['ANAB', /\bANAB\b[^\n]{0,40}?\b([A-Z]{1,3}-?\d{3,5})\b/],
  ['IAS', /\bIAS\b[^\n]{0,40}?\b(CL-\d{2,5})\b/],
  ['NABL', /\bNABL\b[^\n]{0,40}?\b(C[CR]-?\d{3,5})\b/],
  ['SANAS', /\bSANAS\b[^\n]{0,40}?\b(\d{4})\b/],
  ['NATA', /\bNATA\b[^\n]{0,40}?\b(\d{3,5})\b/],
  ['CNAS', /\bCNAS\b[^\n]{0,40}?\b(L\d{3,5})\b/],
  ['SAS', /\bSAS\b[^\n]{0,40}?\b(SCS\s?\d{3,4})\b/],
  ['RBC', /\b(?:RBC|Cgcre)\b[^\n]{0,40}?\b(CAL\s?\d{3,4})\b/],
  ['EMA', /\bEMA\b[^\n]{0,40}?\b([A-Z]-\d{2,4}-\d{2,4}\/\d{2})\b/],
];

export function accreditationCandidates(layout: DocumentLayout, excluded: Exclusions): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of layout.lines) {
    const text = excluded.text(line);
    for (const [body, pattern] of ACCREDITATIONS) {
      const match = pattern.exec(text);
      if (match) {
        const number = match[1]!.replace(/\s+/g, ' ');
        candidates.push({
          ...heuristic(line, `${body} ${number}`, 'accreditation'),
          method: 'sentence',
        });
        break;
      }
    }
  }
  return candidates;
}
