/**
 * Cells joined across a column edge. Two columns set close together (a caption band, a pair of
 * address blocks side by side) can leave a gap narrower than the cell gap between a run of one
 * column and a run of the next, so the line builder made one cell of them ("de Occidente S.A.
 * de Dumont SA"). The page shows where its columns are: a run that starts, after a gap wider
 * than a word space, exactly where cells of the lines around it start (on a scan, within the
 * few points a recogniser's word boxes wander), begins a new cell.
 */
import { recognised } from './lines.js';
import type { Cell, Line } from './types.js';

/** A gap narrower than this fraction of the font size is a word space, never a column gap. */
const MIN_GAP = 0.5;
/** A gap this many font sizes wide is wider than any word space, justified lines' aside. */
const WIDE_GAP = 0.7;
/** Left edges this close (points) are one column edge. */
const EDGE_TOLERANCE = 1;
/**
 * On a scan: a recogniser's word boxes start a few points off the letters' ink and off each
 * other ("Tarato" at 421.0, its column's dates at 421, the caption's gloss at 424).
 */
const SCAN_EDGE_TOLERANCE = 3;
/** Lines above and below that are looked at for the column's edge. */
const NEIGHBOURHOOD = 3;
/**
 * Further off, only a row of the same grid witnesses: a caption band whose captions wrap over
 * four lines has its first row that far below its first line, and a row starting where
 * several of its runs start is of its grid. A line sharing only the page's margin with it
 * there is another band ("Date de | l'étalonnage" is one caption).
 */
const GRID_NEIGHBOURHOOD = 5;
/** Cells of other lines that must start at the edge. */
const WITNESSES = 2;
/** Other edges a single witness must share with the line to be a row of the same grid. */
const GRID_ROW_EDGES = 3;

/** Where each run of a cell starts in its text, and the text's end; null if a run is not found. */
export function partOffsets(cell: Cell): number[] | null {
  const offsets: number[] = [];
  let from = 0;
  for (const part of cell.parts) {
    const at = cell.text.indexOf(part.text, from);
    if (at < 0) return null;
    offsets.push(at);
    from = at + part.text.length;
  }
  offsets.push(cell.text.length);
  return offsets;
}

function startsAt(line: Line, x: number, tolerance: number): boolean {
  return line.cells.some((cell) => Math.abs(cell.x0 - x) <= tolerance);
}

/**
 * `x` is where a column of the lines around line `at` starts. A witness line must also share
 * another of the line's cell edges, or be a lone cell: it is a row of the same grid or block.
 * A table of other columns under a one-row band ("Nominal | Reading | Error" under "True RMS
 * Multimeter | Gossen Metrawatt") is no witness: its "Error" column would cut "Metrawatt"
 * from "Gossen". Nor is a line of another block that shares only the page's margin with this
 * one: near lines must also start a cell where the piece left of `x` starts (`pieceStart`) —
 * a grid above a form ("Recibido el | 2022-12-30" at 53 and 152) does not cut the form's
 * value "Pinza amperimétrica" (at 124) at 150, where nothing of the grid starts at 124.
 */
function isColumnEdge(
  x: number,
  pieceStart: number,
  lines: Line[],
  at: number,
  wide: boolean,
): boolean {
  const line = lines[at]!;
  const tolerance = line.cells.every((cell) => recognised(cell.font))
    ? SCAN_EDGE_TOLERANCE
    : EDGE_TOLERANCE;
  const others = line.cells.map((cell) => cell.x0).filter((edge) => Math.abs(edge - x) > tolerance);
  // Where the line's runs start: the edges its cells would have if its columns were apart.
  const runStarts = line.cells
    .flatMap((cell) => cell.parts.map((part) => part.x0))
    .filter((edge) => Math.abs(edge - x) > tolerance);
  let witnesses = 0;
  const from = Math.max(0, at - GRID_NEIGHBOURHOOD);
  const to = Math.min(lines.length - 1, at + GRID_NEIGHBOURHOOD);
  if (acrossOwnGrid(x, others, lines, at, tolerance)) return false;
  for (let i = from; i <= to; i++) {
    if (i === at) continue;
    const witness = lines[i]!;
    if (!startsAt(witness, x, tolerance)) continue;
    const shared = others.filter((edge) => startsAt(witness, edge, tolerance)).length;
    // A row sharing several of the line's edges is a row of its grid: it alone is witness
    // enough (a grid's rows wrapped over two lines leave few rows within reach).
    if (shared >= GRID_ROW_EDGES) return true;
    if (Math.abs(i - at) > NEIGHBOURHOOD) {
      // A header that ran together has few cells of its own: its runs show the grid.
      const runsShared = runStarts.filter((edge) => startsAt(witness, edge, tolerance)).length;
      if (runsShared >= GRID_ROW_EDGES) return true;
      // After a gap wider than any word space, rows of the same form further down witness too
      // when they start where the piece does ("Kalibriergegenstand  Präzisionswaage" over
      // the wrapped captions of the next column, its value column starting the form's rows
      // four and five lines down).
      if (wide && startsAt(witness, pieceStart, tolerance) && ++witnesses >= WITNESSES) return true;
      continue;
    }
    // A lone cell (a word a narrow column wrapped: "er" of "Manufactur-") has no other edges.
    const ofThisBlock = shared > 0 && startsAt(witness, pieceStart, tolerance);
    if (ofThisBlock || witness.cells.length === 1) witnesses += 1;
    if (witnesses >= WITNESSES) return true;
  }
  return false;
}

/**
 * Whether a row of the line's own grid near it (one sharing several of its edges) has a word
 * running across `x`: its grid has no column there, whatever the blocks around it align to.
 * "Item Description | Manufacturer | Model" over "Single-Channel Pipette | Sartorius | …",
 * between a form whose values start where "Pipette" starts: "Description" crosses that edge.
 */
function acrossOwnGrid(
  x: number,
  others: readonly number[],
  lines: readonly Line[],
  at: number,
  tolerance: number,
): boolean {
  for (let i = Math.max(0, at - NEIGHBOURHOOD); i <= at + NEIGHBOURHOOD && i < lines.length; i++) {
    const row = lines[i]!;
    if (i === at || row.page !== lines[at]!.page) continue;
    const shared = others.filter((edge) => startsAt(row, edge, tolerance)).length;
    if (shared < GRID_ROW_EDGES) continue;
    const crosses = row.cells.some((cell) =>
      cell.parts.some((part) => part.x0 < x - tolerance && part.x1 > x + tolerance),
    );
    if (crosses) return true;
  }
  return false;
}

/** A gap this many times the cell's own word spaces is wider than any of them. */
const WIDER_THAN_SPACES = 1.25;

/** Cells of the line within this ratio of each other's size space their words alike. */
const SAME_PRINT = 1.2;

/** The gaps between a cell's runs. */
function gapsOf(cell: Cell): number[] {
  return cell.parts.slice(1).map((part, index) => part.x0 - cell.parts[index]!.x1);
}

/**
 * The cell's usual gap between runs other than the one before run `k` (the middle one), or 0
 * with fewer than two to measure. A typewriter face spaces its words 0.7 of its size apart
 * ("con las especificaciones" at 7.5 pt, every gap 5 to 5.3 pt): there a gap as wide as
 * WIDE_GAP is a word space still. A cell of few words is measured with the words of the
 * line's other cells in its print: a scan spaced "Laboratoires Dumont SA" 6 pt apart at
 * 8.5 pt, as it did "Céramica Aveirense, Lda." beside it (seed 84221).
 */
function ownSpace(cell: Cell, k: number, line: Line): number {
  const own = gapsOf(cell).filter((_, index) => index + 1 !== k);
  const alike = (other: Cell) =>
    other !== cell &&
    Math.max(other.size, cell.size) <= SAME_PRINT * Math.min(other.size, cell.size);
  const gaps =
    own.length >= 2 ? own : [...own, ...line.cells.filter(alike).flatMap((other) => gapsOf(other))];
  gaps.sort((a, b) => a - b);
  return gaps.length < 2 ? 0 : gaps[gaps.length >> 1]!;
}

function split(cell: Cell, lines: Line[], at: number): Cell[] {
  if (cell.parts.length < 2) return [cell];
  const offsets = partOffsets(cell);
  if (!offsets) return [cell];
  const starts = [0];
  for (let k = 1; k < cell.parts.length; k++) {
    const gap = cell.parts[k]!.x0 - cell.parts[k - 1]!.x1;
    const pieceStart = cell.parts[starts[starts.length - 1]!]!.x0;
    const wide =
      gap >= WIDE_GAP * cell.size && gap > WIDER_THAN_SPACES * ownSpace(cell, k, lines[at]!);
    if (gap >= MIN_GAP * cell.size && isColumnEdge(cell.parts[k]!.x0, pieceStart, lines, at, wide))
      starts.push(k);
  }
  if (starts.length === 1) return [cell];
  starts.push(cell.parts.length);
  const pieces: Cell[] = [];
  for (let s = 0; s + 1 < starts.length; s++) {
    const parts = cell.parts.slice(starts[s], starts[s + 1]);
    pieces.push({
      ...cell,
      text: cell.text.slice(offsets[starts[s]!], offsets[starts[s + 1]!]).trim(),
      x0: parts[0]!.x0,
      x1: Math.max(...parts.map((part) => part.x1)),
      parts,
    });
  }
  return pieces;
}

/** Cuts cells of one page's lines where a run starts on a column edge of the lines around it. */
export function splitAtColumnEdges(lines: Line[]): void {
  // Edges are read from the lines as built, before any cut, so the result does not depend on
  // the order lines are visited in.
  const cuts = lines.map((line, at) => line.cells.map((cell) => split(cell, lines, at)));
  lines.forEach((line, at) => {
    if (cuts[at]!.every((pieces) => pieces.length === 1)) return;
    line.cells = cuts[at]!.flat();
    line.cells.forEach((cell, index) => (cell.index = index));
    line.text = line.cells.map((cell) => cell.text).join(' ');
  });
}
