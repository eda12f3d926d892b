/**
 * A list of reference standards whose header a scan garbled past reading ("Désignation
 * Constructe- Type / Model N° de série / Identificati-" run into one cell), recognised by its
 * rows alone: two rows or more of five cells or more, each with two dates of its own (the
 * standard's calibration and due dates) in the same columns. The lines of captions right above
 * the first row belong to it too: their captions must not read the rows as the instrument's.
 */
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import { ANY_YEAR, findDates } from './dates.js';
import { isPureLabel, type LabelMap } from './label-blocks.js';
import type { Exclusions } from './regions.js';

/** Cells a row of a standards list holds at least: name, maker, model, serial, two dates. */
const MIN_CELLS = 5;
/** Lines a wrapped name may add between two rows. */
const MAX_WRAPPED_LINES = 3;

export interface DatedRows {
  page: number;
  from: number;
  to: number;
}

/** A cell that is one date and nothing else (a scan's quote before it aside). */
function isDateCell(cell: Cell): boolean {
  const text = cell.text.trim().replace(/^["“‘']/, '');
  if (!/\d/.test(text)) return false;
  const dates = findDates(text, ANY_YEAR);
  return dates.length === 1 && dates[0]!.start === 0 && dates[0]!.end === text.length;
}

/** The left edges of a row's date cells, when it is a row of a standards list. */
function dateColumns(line: Line): number[] | null {
  if (line.cells.length < MIN_CELLS) return null;
  const dates = line.cells.filter(isDateCell).map((cell) => cell.x0);
  return dates.length >= 2 ? dates : null;
}

/** Two rows' dates stand in the same columns (within an em). */
function sameColumns(a: readonly number[], b: readonly number[], em: number): boolean {
  return a.length === b.length && a.every((x, index) => Math.abs(x - b[index]!) <= em);
}

/**
 * The lines of captions right above a list's first row, each close under the one before. A
 * caption with its value in its cell ("Nach Justage: innerhalb der Toleranz", the statement
 * over the list's heading) heads no column: the list's captions stop under it.
 */
function captionLinesAbove(layout: DocumentLayout, labels: LabelMap, first: Line): number {
  let top = first.index;
  for (let index = first.index - 1; index >= 0; index--) {
    const line = layout.lines[index]!;
    const below = layout.lines[top]!;
    if (line.page !== first.page || below.top - line.bottom > below.size * 1.5) break;
    if (!line.cells.some((cell) => isPureLabel(labels.blockOf.get(cell)))) break;
    top = index;
  }
  return top;
}

/** Every list of two dated rows or more, with its captions, outside what is excluded already. */
export function datedRowLists(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
): DatedRows[] {
  const lists: DatedRows[] = [];
  let rows: { line: Line; dates: number[] }[] = [];
  const close = () => {
    if (rows.length >= 2) {
      const first = rows[0]!.line;
      const last = rows[rows.length - 1]!.line;
      // The last row's name may wrap onto lines of its own.
      let to = last.index;
      for (let index = last.index + 1; index <= last.index + MAX_WRAPPED_LINES; index++) {
        const line = layout.lines[index];
        const above = layout.lines[to]!;
        if (!line || line.page !== last.page || line.top - above.bottom > above.size * 0.8) break;
        if (line.cells.length > 2 || dateColumns(line)) break;
        to = index;
      }
      lists.push({ page: first.page, from: captionLinesAbove(layout, labels, first), to });
    }
    rows = [];
  };
  for (const line of layout.lines) {
    if (line.cells.length < MIN_CELLS || line.cells.some((cell) => excluded.covers(cell))) continue;
    const dates = dateColumns(line);
    if (!dates) continue;
    const previous = rows[rows.length - 1];
    const continues =
      previous !== undefined &&
      previous.line.page === line.page &&
      line.index - previous.line.index <= MAX_WRAPPED_LINES + 1 &&
      sameColumns(previous.dates, dates, line.size);
    if (!continues) close();
    rows.push({ line, dates });
  }
  close();
  return lists;
}
