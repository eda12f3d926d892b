/**
 * A possible value for a field, with where and how it was found. Every reader (label pairs,
 * tables, sentences, titles, heuristics) produces candidates; select.ts picks one per field.
 */
import type { LabelTarget } from '../dictionary/labels.js';
import type { Cell } from '../layout/types.js';

export type CandidateField = Exclude<LabelTarget, 'other' | 'otherDate'>;

/**
 * How the value was found, strongest first: `inline` "Label: value" in one cell, `right` value
 * cell beside its label, `table` a column under its header, `below` a value under its label,
 * `bare` "Label value" without a colon, `title` the number printed with the document title,
 * `sentence` prose ("calibrated on 14 March 2025"), `heuristic` no label at all (letterhead).
 */
export type CandidateMethod =
  'inline' | 'right' | 'table' | 'below' | 'bare' | 'title' | 'sentence' | 'heuristic';

export interface Candidate {
  field: CandidateField;
  value: string;
  page: number;
  x: number;
  y: number;
  /** Line index of the value. */
  line: number;
  label: string | null;
  method: CandidateMethod;
  /** Found through a label that also means other things ("Date", "Type"). */
  generic: boolean;
  /** Unit printed with the label, e.g. "°C" in "Temperatur / °C". */
  unit: string | null;
  /** Right edge of the cell the value was read from: with `size`, the box a reviewer is shown. */
  x1?: number;
  /** Font size of that cell (text height above the baseline). */
  size?: number;
  /**
   * Read on a page before the certificate's first titled page (a customer's record sheet put
   * in front of it): where the certificate itself says otherwise, the certificate wins.
   */
  beforeCertificate?: boolean;
  /**
   * The value as read may be cut short: a line under it in its column, not joined for the
   * size it was measured in alone, might be its rest (pairs.ts, lineRefusedForSize). Never
   * `high`.
   */
  unsure?: boolean;
}

export function candidateAt(
  cell: Pick<Cell, 'page' | 'x0' | 'x1' | 'baseline' | 'size' | 'line'>,
  fields: Omit<Candidate, 'page' | 'x' | 'y' | 'line' | 'x1' | 'size'>,
): Candidate {
  return {
    ...fields,
    page: cell.page,
    x: cell.x0,
    y: cell.baseline,
    line: cell.line,
    x1: cell.x1,
    size: cell.size,
  };
}
