/**
 * Text that ran into its neighbour: a value drawn right against the next column's label
 * ("Calibratore di pressioneData di taratura:") or a label drawn against its value
 * ("KalibriergegenstandMessuhr"). Nothing on the page separates them, so the line builder made
 * one cell. They can be told apart where the runs they were drawn in meet, or where a small
 * letter is followed by a capital inside what looks like one word.
 */
import type { Cell, DocumentLayout } from '../layout/types.js';
import { matchLabel } from './label-match.js';

export interface Cut {
  /** Offset in the cell's text where the second piece starts. */
  offset: number;
  /** Page position of that offset. */
  x: number;
  /** Cut between two runs as drawn (else inside one run, at a small-to-capital letter change). */
  betweenRuns: boolean;
}

/** Places a cell could be cut, right to left. */
export function cutsOf(cell: Cell): Cut[] {
  const cuts = new Map<number, Cut>();
  let from = 0;
  cell.parts.forEach((part, index) => {
    const at = cell.text.indexOf(part.text, from);
    if (at < 0) return;
    if (index > 0 && at > 0) cuts.set(at, { offset: at, x: part.x0, betweenRuns: true });
    from = at + part.text.length;
  });
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  for (const match of cell.text.matchAll(/(?<=\p{Ll})\p{Lu}/gu)) {
    if (!cuts.has(match.index)) {
      cuts.set(match.index, {
        offset: match.index,
        x: cell.x0 + match.index * perChar,
        betweenRuns: false,
      });
    }
  }
  return [...cuts.values()].sort((a, b) => b.offset - a.offset);
}

function piece(cell: Cell, text: string, x0: number, x1: number): Cell {
  return {
    ...cell,
    text,
    x0,
    x1,
    parts: cell.parts.filter(
      (part) => (part.x0 + part.x1) / 2 >= x0 && (part.x0 + part.x1) / 2 <= x1,
    ),
  };
}

/**
 * Where a value runs into a "Label:" of the next column, the cut before the label; or where two
 * column captions were drawn as one ("Numéro de série / N° d'inventaire /"), the cut between
 * the runs that are each a caption.
 */
function labelCut(cell: Cell): Cut | null {
  if (matchLabel(cell.text)) return null;
  for (const cut of cutsOf(cell)) {
    const head = cell.text.slice(0, cut.offset).trim();
    const tail = cell.text.slice(cut.offset).trim();
    if (head === '') continue;
    const hit = matchLabel(tail);
    if (!hit || hit.inline !== null) continue;
    if (/:$/.test(tail) && (cut.betweenRuns || !hit.generic)) return cut;
    const first = matchLabel(head);
    if (cut.betweenRuns && first && first.inline === null && !hit.generic && !first.generic)
      return cut;
  }
  return null;
}

/** Cuts cells where a value ran into the next label, so each becomes a cell of its own. */
export function separateRunOnLabels(layout: DocumentLayout): void {
  for (const line of layout.lines) {
    let changed = false;
    const cells: Cell[] = [];
    for (const cell of line.cells) {
      const cut = labelCut(cell);
      if (!cut) {
        cells.push(cell);
        continue;
      }
      changed = true;
      const head = cell.text.slice(0, cut.offset).trim();
      const tail = cell.text.slice(cut.offset).trim();
      cells.push(piece(cell, head, cell.x0, cut.x), piece(cell, tail, cut.x, cell.x1));
    }
    if (!changed) continue;
    cells.forEach((cell, index) => (cell.index = index));
    line.cells = cells;
    line.text = cells.map((cell) => cell.text).join(' ');
  }
}
