/**
 * The document title ("Calibration Certificate", "Kalibrierschein", "Certificat d'étalonnage"…)
 * and the certificate number printed with it — on the same line ("Certificate of Calibration
 * No XXX-01234") or on the line under it ("No. 02-2025-FORC-0042").
 */
import { CERTIFICATE_TITLES } from '../dictionary/document-kinds.js';
import { foldText, normalizeText } from '../dictionary/normalize.js';
import type { DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate } from './candidate.js';

const TITLES = [...new Set(CERTIFICATE_TITLES.map(normalizeText))];
const NUMBER_AFTER_TITLE =
  /^[\s:,]*(?:no\.?|nr\.?|n[°º.]\.?|number|nummer|numero|#)\s*[:.]?\s*(\S+)/i;
const NUMBER_LINE = /^(?:no\.?|nr\.?|n[°º.]\.?|number|#)\s*[:.]?\s*(\S+)$/i;

export interface TitleReading {
  /** Lines carrying a certificate title. */
  titleLines: Line[];
  candidates: Candidate[];
}

/** A title is short: "…and a certificate of traceable calibration from the factory." is not. */
const MAX_TITLE_EXTRA_WORDS = 6;

function titleEnd(line: Line): number | null {
  const folded = foldText(line.text);
  for (const title of TITLES) {
    const at = folded.indexOf(title);
    if (at < 0) continue;
    const cell = line.cells.find((candidate) => foldText(candidate.text).includes(title));
    const extra = (cell?.text ?? line.text).split(/\s+/).length - title.split(' ').length;
    if (extra <= MAX_TITLE_EXTRA_WORDS) return at + title.length;
  }
  return null;
}

export function readTitles(layout: DocumentLayout): TitleReading {
  const titleLines: Line[] = [];
  const candidates: Candidate[] = [];
  for (const line of layout.lines) {
    const end = titleEnd(line);
    if (end === null) continue;
    titleLines.push(line);
    const inline = NUMBER_AFTER_TITLE.exec(line.text.slice(end));
    const cell = line.cells[0]!;
    if (inline) {
      candidates.push(
        candidateAt(cell, {
          field: 'certificateNumber',
          value: inline[1]!,
          label: 'title',
          method: 'title',
          generic: false,
          unit: null,
        }),
      );
      continue;
    }
    for (let index = line.index + 1; index <= line.index + 2; index++) {
      const next = layout.lines[index];
      if (!next || next.page !== line.page || next.top - line.bottom > line.size * 2.5) break;
      const match = NUMBER_LINE.exec(next.text.trim());
      if (match) {
        candidates.push(
          candidateAt(next.cells[0]!, {
            field: 'certificateNumber',
            value: match[1]!,
            label: 'title',
            method: 'title',
            generic: false,
            unit: null,
          }),
        );
        break;
      }
    }
  }
  return { titleLines, candidates };
}
