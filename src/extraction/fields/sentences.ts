/**
 * Values stated in prose: "The instrument described below was calibrated on 14 March 2025",
 * "Die Kalibrierung erfolgte am 14.03.2025", "L'instrument a été étalonné le 3 mars 2025",
 * "next calibration due 14 March 2026", "…serial number 12345, manufactured by Fluke…".
 * Each line is read together with the next one, so a sentence wrapped across lines still counts.
 */
import { foldText } from '../dictionary/normalize.js';
import type { DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate, type CandidateField } from './candidate.js';
import { findDates } from './dates.js';
import type { LabelMap } from './label-blocks.js';
import type { Exclusions } from './regions.js';

const CALIBRATION_VERB =
  /calibrat\w*|kalibrier\w*|kalibriert|etalonn\w*|calibrad[oa]s?|calibracion|calibracao|calibrazione|tarat[oaie]\b|taratura|measurements?/g;
/** Compounds naming the document, not the act: "Kalibrierschein vom …" is the issue date. */
const DOCUMENT_WORD = /schein|zertifikat|zeichen|bericht|protokoll/;
const DATE_PREPOSITION = /\b(?:on|am|le|el|il|em|in data|on the|dated|vom|du|del|de|at)\s*$/;
const DUE_ON =
  /(?:\bdue\b|next calibration|recalibrat\w*|re-calibrat\w*|valid until|nachste kalibrierung|rekalibrierung|gultig bis|prochain etalonnage|valable jusqu|proxima calibracion|valido hasta|prossima taratura|valido fino|proxima calibracao|valido ate)[^.;\d]{0,40}?$/;
/** Words between the verb and the date that make it another date (issue, receipt, due…). */
const NOT_CALIBRATION =
  /\b(?:due|next|nachste|prochain|proxima|prossima|recalibrat|rekalib|valid|gultig|valable|valido|expir|issued?|ausgestellt|emis|emitid|emess|received|eingang|recu|recibid|ricevut|recebid|previous|vorherige|precedent|anterior|precedente|printed|certificate|certificat|certificado|certificato|report|rapport|informe|rapporto|relatorio)/;
const MAX_VERB_TO_DATE = 50;

/** True when `before` ends like "…was calibrated on" (the date follows). */
function calibratedOn(before: string): boolean {
  let end = -1;
  for (const match of before.matchAll(CALIBRATION_VERB)) {
    end = DOCUMENT_WORD.test(match[0]) ? -1 : match.index + match[0].length;
  }
  if (end < 0) return false;
  const tail = before.slice(end);
  return (
    tail.length <= MAX_VERB_TO_DATE &&
    !/[.;:]/.test(tail) &&
    DATE_PREPOSITION.test(tail) &&
    !NOT_CALIBRATION.test(tail)
  );
}

const SERIAL_IN_PROSE =
  /\b(?:serial (?:number|no\.?)|s\/n|seriennummer|fabriknummer|numero de serie|n[°º] de serie|numero di serie|matricola)\s*[:#]?\s*([A-Z0-9][A-Z0-9\-/.]*\d[A-Z0-9\-/]*)/i;
const MODEL_IN_PROSE =
  /\b(?:model|modell|modele|modelo|modello)\s*(?:no\.?\s*)?[:#]?\s*([A-Z0-9][A-Z0-9\-/.]*\d[A-Z0-9\-/]*)/i;
const MAKER_IN_PROSE =
  /\b(?:manufactured by|made by|hergestellt von|fabrique par|fabricado por|prodotto da|costruito da)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})/;

const PROSE_MIN_WORDS = 6;

/** The line's text, plus the next line's when the sentence seems to continue there. */
function flowText(layout: DocumentLayout, line: Line): string {
  const next = layout.lines[line.index + 1];
  if (!next || next.page !== line.page || next.top - line.bottom > line.size) return line.text;
  return `${line.text} ${next.text}`;
}

function push(candidates: Candidate[], line: Line, field: CandidateField, value: string): void {
  candidates.push(
    candidateAt(line.cells[0]!, {
      field,
      value,
      label: null,
      method: 'sentence',
      generic: false,
      unit: null,
    }),
  );
}

function dateSentences(candidates: Candidate[], line: Line, text: string, todayYear: number): void {
  const folded = foldText(text);
  for (const token of findDates(text, todayYear)) {
    if (token.start >= line.text.length) break;
    const before = folded.slice(Math.max(0, token.start - 90), token.start);
    if (DUE_ON.test(before)) {
      push(candidates, line, 'dueDate', token.text);
    } else if (calibratedOn(before)) {
      push(candidates, line, 'calibrationDate', token.text);
    }
  }
}

/** Lines with a date label are read by the label reader; prose readers leave them alone. */
function hasDateLabel(line: Line, labels: LabelMap): boolean {
  return line.cells.some((cell) => {
    const target = labels.blockOf.get(cell)?.hit.target;
    return target === 'calibrationDate' || target === 'dueDate' || target === 'otherDate';
  });
}

export function sentenceCandidates(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
  todayYear: number,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of layout.lines) {
    if (line.cells.every((cell) => excluded.covers(cell))) continue;
    const text = flowText(layout, line);
    if (!hasDateLabel(line, labels)) dateSentences(candidates, line, text, todayYear);
    if (line.text.split(/\s+/).length < PROSE_MIN_WORDS) continue;
    const serial = SERIAL_IN_PROSE.exec(line.text);
    if (serial) push(candidates, line, 'serialNumber', serial[1]!);
    const model = MODEL_IN_PROSE.exec(line.text);
    if (model) push(candidates, line, 'model', model[1]!);
    const maker = MAKER_IN_PROSE.exec(line.text);
    if (maker) push(candidates, line, 'manufacturer', maker[1]!);
  }
  return candidates;
}
