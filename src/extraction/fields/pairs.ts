/**
 * Label → value pairing on the page: the value in the label's own cell ("Serial No.: 123"),
 * the first cell to its right at the same height (skipping ":" cells), or — in label-above-value
 * grids and stacked forms — the cell directly under it.
 */
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate, type CandidateField } from './candidate.js';
import type { LabelBlock, LabelMap } from './label-blocks.js';
import { isSeparator } from './label-match.js';
import type { Exclusions } from './regions.js';

/** The value must start within this fraction of the page width from its label. */
const MAX_RIGHT_DISTANCE = 0.6;
/** Grid values sit at most this many font sizes under their label. */
const MAX_BELOW_GAP = 2.2;

function pageWidth(layout: DocumentLayout, page: number): number {
  return layout.pages.find((info) => info.number === page)?.width ?? 612;
}

/** A grid header: three or more labels making up nearly the whole line. */
function isLabelRow(line: Line, labels: LabelMap): boolean {
  const cells = line.cells.filter((cell) => !isSeparator(cell.text));
  const pure = cells.filter((cell) => labels.blockOf.get(cell)?.hit.inline === null).length;
  return pure >= 3 && pure >= cells.length * 0.75;
}

function rightCell(layout: DocumentLayout, labels: LabelMap, block: LabelBlock): Cell | null {
  if (isLabelRow(layout.lines[block.firstLine]!, labels)) return null;
  const size = block.size;
  const low = block.firstBaseline - size * 0.55;
  const high =
    block.lastLine > block.firstLine
      ? block.lastBaseline + size * 0.1
      : block.lastBaseline + size * 0.55;
  const cells: Cell[] = [];
  for (let index = block.firstLine - 1; index <= block.lastLine + 1; index++) {
    const line = layout.lines[index];
    if (!line || line.page !== block.page) continue;
    for (const cell of line.cells) {
      if (block.cells.includes(cell) || cell.x0 < block.x1 - 1) continue;
      if (cell.baseline < low || cell.baseline > high) continue;
      cells.push(cell);
    }
  }
  cells.sort((a, b) => a.x0 - b.x0);
  let colon = block.hit.colon;
  const value = cells.find((cell) => {
    if (!isSeparator(cell.text)) return true;
    if (cell.text.includes(':')) colon = true;
    return false;
  });
  if (!value || value.x0 - block.x1 > pageWidth(layout, block.page) * MAX_RIGHT_DISTANCE)
    return null;
  const other = labels.blockOf.get(value);
  if (other) {
    // Where labels end in a colon, text without one is a value even if it reads like a label
    // (an anonymised "Hersteller: Hersteller").
    const valueLooksLikeValue =
      colon &&
      other.hit.inline === null &&
      other.cells.length === 1 &&
      !value.text.trim().endsWith(':');
    if (!valueLooksLikeValue) return null;
  }
  return value;
}

function horizontalOverlap(cell: Cell, block: LabelBlock): boolean {
  const overlap = Math.min(cell.x1, block.x1) - Math.max(cell.x0, block.x0);
  const narrower = Math.min(cell.x1 - cell.x0, block.x1 - block.x0);
  return overlap >= narrower * 0.3 || Math.abs(cell.x0 - block.x0) <= block.size * 0.6;
}

interface Neighbour {
  cell: Cell;
  /** White space between the label and the value, in points. */
  gap: number;
}

/**
 * The value directly under (direction 1) or over (direction −1) a label, in label-above-value
 * grids and in forms that print the caption under the value. Only for a label that stands
 * alone on its line or in a row of labels.
 */
function verticalCell(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  direction: 1 | -1,
): Neighbour | null {
  const labelLine = layout.lines[block.firstLine]!;
  const alone = labelLine.cells.every((cell) => block.cells.includes(cell));
  const from = direction === 1 ? block.lastLine : block.firstLine;
  for (let step = 1; step <= 3; step++) {
    const line = layout.lines[from + direction * step];
    if (!line || line.page !== block.page) return null;
    const gap = direction === 1 ? line.top - block.bottom : block.top - line.bottom;
    if (gap > block.size * MAX_BELOW_GAP) return null;
    if (line.repeated) continue;
    const overlapping = line.cells.filter((cell) => horizontalOverlap(cell, block));
    if (overlapping.length === 0) continue;
    const cell = overlapping[0]!;
    if (labels.blockOf.has(cell)) return null;
    if (cell.text.trim().endsWith(':')) return null;
    // A lone label over a "key  value" line is a key/value list with an empty value.
    if (alone && line.cells.filter((other) => !isSeparator(other.text)).length > 1) return null;
    return { cell, gap };
  }
  return null;
}

type Orientation = 'labelAbove' | 'labelBelow';

/** Which way this document's grids go: the nearer neighbour wins each vote. */
function gridOrientation(
  pairs: { above: Neighbour | null; below: Neighbour | null }[],
): Orientation {
  let labelAbove = 0;
  let labelBelow = 0;
  for (const { above, below } of pairs) {
    if (above && (!below || above.gap < below.gap - 0.5)) labelBelow += 1;
    else if (below && (!above || below.gap < above.gap - 0.5)) labelAbove += 1;
  }
  return labelBelow > labelAbove ? 'labelBelow' : 'labelAbove';
}

function pickVertical(
  above: Neighbour | null,
  below: Neighbour | null,
  orientation: Orientation,
): Neighbour | null {
  if (!above) return below;
  if (!below) return above;
  if (Math.abs(above.gap - below.gap) > 1.5) return above.gap < below.gap ? above : below;
  return orientation === 'labelBelow' ? above : below;
}

/** Joins a value that wraps onto the next line mid-parenthesis or after a hyphen or comma. */
export function withContinuation(layout: DocumentLayout, cell: Cell): string {
  let text = cell.text.trim();
  let current = cell;
  for (let step = 0; step < 2; step++) {
    const open = (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
    if (!open && !/[-,/]$/.test(text)) break;
    const next = layout.lines[current.line + 1];
    if (!next || next.page !== current.page || next.top - current.bottom > current.size) break;
    const continuation = next.cells.find((other) => Math.abs(other.x0 - current.x0) <= 2);
    if (!continuation) break;
    text = /[-/]$/.test(text)
      ? text + continuation.text.trim()
      : `${text} ${continuation.text.trim()}`;
    current = continuation;
  }
  return text;
}

export function pairCandidates(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
): Candidate[] {
  const candidates: Candidate[] = [];
  // A cell taken as a value ("Hersteller: Hersteller") is not also a label of its own.
  const usedAsValue = new Set<Cell>();
  const vertical: { block: LabelBlock; above: Neighbour | null; below: Neighbour | null }[] = [];
  for (const block of labels.blocks) {
    const { target, generic, inline, bare, unit, label } = block.hit;
    if (block.cells.some((cell) => usedAsValue.has(cell))) continue;
    if (target === 'other' || target === 'otherDate') continue;
    if (excluded.covers(block.cells[0]!)) continue;
    const field: CandidateField = target;
    if (inline !== null) {
      const cell = block.cells[0]!;
      candidates.push(
        candidateAt(cell, {
          field,
          value: inline,
          label,
          method: bare ? 'bare' : 'inline',
          generic,
          unit,
        }),
      );
      continue;
    }
    const right = rightCell(layout, labels, block);
    if (right) {
      usedAsValue.add(right);
      if (excluded.covers(right)) continue;
      const value = withContinuation(layout, right);
      candidates.push(candidateAt(right, { field, value, label, method: 'right', generic, unit }));
      continue;
    }
    vertical.push({
      block,
      above: verticalCell(layout, labels, block, -1),
      below: verticalCell(layout, labels, block, 1),
    });
  }
  const orientation = gridOrientation(vertical);
  for (const { block, above, below } of vertical) {
    const chosen = pickVertical(above, below, orientation);
    if (!chosen || excluded.covers(chosen.cell)) continue;
    const { target, generic, unit, label } = block.hit;
    const value = withContinuation(layout, chosen.cell);
    candidates.push(
      candidateAt(chosen.cell, {
        field: target as CandidateField,
        value,
        label,
        method: 'below',
        generic,
        unit,
      }),
    );
  }
  return candidates;
}
