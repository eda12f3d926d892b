/**
 * Text that ran into its neighbour: a value drawn right against the next column's label
 * ("Calibratore di pressioneData di taratura:") or a label drawn against its value
 * ("KalibriergegenstandMessuhr"). Nothing on the page separates them, so the line builder made
 * one cell. They can be told apart where the runs they were drawn in meet, or where a small
 * letter is followed by a capital inside what looks like one word. So can a caption wrapped onto
 * the next line whose value ran into its first line ("Fecha de próxima 10 de noviembre de
 * 2026" over "calibración"), and a value wrapped onto the next line, where its second line
 * starts. So can numbered captions run together ("4.2 Data da calibração 4.3 Procedimento"), and
 * a caption run into the next column's, wrapped under it ("Datum der Kalibrierung Empfohlenes").
 */
import { partOffsets } from '../layout/column-edges.js';
import { nextLineWithin } from '../layout/document.js';
import type { Cell, DocumentLayout } from '../layout/types.js';
import { beginsLabel, matchLabel, stackedCaption } from './label-match.js';

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
    // A bilingual caption's first language, its gloss on the line below ("…messgerät" run over
    // the next box's "Zertifikat-Nr. /", its number hidden under the overflowing value).
    if (/\s\/$/.test(tail) && cut.betweenRuns && !hit.generic && matchLabel(head) === null)
      return cut;
    const first = matchLabel(head);
    if (cut.betweenRuns && first && first.inline === null && !hit.generic && !first.generic)
      return cut;
  }
  return null;
}

/** A numbered caption's number: its section and item ("4.2 Data da calibração"). */
const ITEM_NUMBER = /^(\d{1,2})[.,]\d{1,2}\.?\s+\p{L}/u;

/**
 * A row of numbered captions set so close that two became one cell ("4.2 Data da calibração
 * 4.3 Procedimento de"): the cut before the second's number, an item of the same section, when
 * what comes before it is a caption.
 */
function itemNumberCut(cell: Cell): Cut | null {
  const section = ITEM_NUMBER.exec(cell.text.trim())?.[1];
  if (section === undefined) return null;
  for (const cut of cutsOf(cell)) {
    if (!cut.betweenRuns) continue;
    const tail = cell.text.slice(cut.offset).trim();
    if (ITEM_NUMBER.exec(tail)?.[1] !== section) continue;
    const head = matchLabel(cell.text.slice(0, cut.offset).trim());
    if (head && head.inline === null) return cut;
  }
  return null;
}

/** A caption as drawn: whole runs only, not a value's label. */
function isCaption(text: string): string | null {
  const hit = matchLabel(text);
  return hit && hit.inline === null && !hit.generic ? hit.target : null;
}

/**
 * Runs a band of captions run together may hold: a scan gives each word its own run, and three
 * bilingual captions ("Descrizione / Description") are nine.
 */
const MAX_CAPTION_RUNS = 14;

/**
 * A band of column captions set so close that the line builder made one cell of them
 * ("Descrizione / Description Costruttore / Manufacturer Modello / Model"): the cell's runs, as
 * drawn, group into two or more captions of different fields and into nothing else. The fewest
 * groups win, so a caption drawn in two runs ("Serial" + "Number") stays whole.
 */
function captionPieces(cell: Cell): Cell[] | null {
  if (cell.parts.length < 2 || cell.parts.length > MAX_CAPTION_RUNS) return null;
  const offsets = partOffsets(cell);
  if (!offsets) return null;
  const n = cell.parts.length;
  // best[i]: the fewest captions the first i runs make, with the run each last group starts at.
  const best: ({ count: number; start: number; targets: string[] } | null)[] = [
    { count: 0, start: 0, targets: [] },
  ];
  for (let end = 1; end <= n; end++) {
    best[end] = null;
    for (let start = 0; start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const target = isCaption(cell.text.slice(offsets[start], offsets[end]).trim());
      if (!target || before.targets.includes(target)) continue;
      if (!best[end] || before.count + 1 < best[end]!.count) {
        best[end] = { count: before.count + 1, start, targets: [...before.targets, target] };
      }
    }
  }
  if (!best[n] || best[n]!.count < 2) return null;
  const pieces: Cell[] = [];
  for (let end = n; end > 0; end = best[end]!.start) {
    const start = best[end]!.start;
    const text = cell.text.slice(offsets[start], offsets[end]).trim();
    pieces.unshift(piece(cell, text, cell.parts[start]!.x0, cell.parts[end - 1]!.x1));
  }
  return pieces;
}

/**
 * The cell starting under `cell` on the next line that has one in its column, within `gap` of
 * its foot: in a form of two columns, the other column's row may lie between the two ("Date du
 * prochain 05/08/2025" | "N° de série" a little lower | "étalonnage").
 */
function cellUnderInColumn(layout: DocumentLayout, cell: Cell, gap: number): Cell | null {
  for (let index = cell.line + 1; index < layout.lines.length; index++) {
    const line = layout.lines[index]!;
    if (line.page !== cell.page || line.top - cell.bottom > gap) return null;
    const under = line.cells.find((other) => Math.abs(other.x0 - cell.x0) <= cell.size);
    if (under) return under;
    // A cell of that line across the column's start closes it.
    if (line.cells.some((other) => other.x0 < cell.x0 && other.x1 > cell.x0)) return null;
  }
  return null;
}

/**
 * A caption wrapped onto the next line, its value run into its first line ("Fecha de próxima 10
 * de noviembre de 2026" over "calibración"): the cut after the words that, with the line under
 * them, make the caption, when what follows holds a digit (a value, not more caption).
 */
function wrappedCaptionCut(layout: DocumentLayout, cell: Cell): Cut | null {
  if (matchLabel(cell.text)?.generic === false) return null;
  const under = cellUnderInColumn(layout, cell, cell.size * 0.8);
  if (!under || /\d/.test(under.text)) return null;
  for (const cut of cutsOf(cell)) {
    if (!cut.betweenRuns) continue;
    const head = cell.text.slice(0, cut.offset).trim();
    const tail = cell.text.slice(cut.offset).trim();
    if (!/\d/.test(tail) || /\d/.test(head) || !beginsLabel(head)) continue;
    const hit = matchLabel(`${head} ${under.text.trim()}`);
    if (hit && hit.inline === null && !hit.generic) return cut;
  }
  return null;
}

/**
 * A caption drawn so close to its value that the line builder made one cell, the value wrapped
 * onto the next line ("Demandeur Société Nouvelle des Ateliers" over "Submitted By | Mécaniques
 * de Savoie"): the continuation starts where the value does, so the cut is the run boundary the
 * next line's cell lines up with, when the words before it are a caption.
 */
function wrappedValueCut(layout: DocumentLayout, cell: Cell): Cut | null {
  if (matchLabel(cell.text)?.generic === false) return null;
  const next = nextLineWithin(layout, cell.line, cell.bottom, cell.size * 0.8);
  if (!next) return null;
  for (const cut of cutsOf(cell)) {
    if (!cut.betweenRuns) continue;
    const under = next.cells.find((other) => Math.abs(other.x0 - cut.x) <= cell.size * 0.4);
    if (!under || matchLabel(under.text)) continue;
    const head = matchLabel(cell.text.slice(0, cut.offset).trim());
    const tail = cell.text.slice(cut.offset).trim();
    if (!head || head.inline !== null || head.generic || matchLabel(tail)) continue;
    // A gloss goes on after a slash ("4. Kalibriergegenstand / Instrument Data"), no value.
    if (tail.startsWith('/')) continue;
    // Left of the second line only the caption's own gloss ("Submitted By"): another caption
    // there, or a numbered one, opens the next pair ("4.1 Kalibriergegenstand | Digitalmultimeter").
    const left = next.cells.filter((other) => other.x1 <= under.x0);
    const gloss = (other: Cell) =>
      !/^\s*\d/.test(other.text) && matchLabel(other.text)?.target === head.target;
    if (left.every(gloss)) return cut;
  }
  return null;
}

/**
 * A caption run into the first line of the next column's caption, which wraps onto the next line
 * ("Datum der Kalibrierung Empfohlenes" over "Kalibrierintervall"): the cut between the runs
 * where the next line's cell stands, when the words before it are a caption and the words after
 * it, with that cell, are another field's.
 */
function nextCaptionCut(layout: DocumentLayout, cell: Cell): Cut | null {
  const whole = matchLabel(cell.text);
  if (whole && whole.inline === null) return null;
  const next = nextLineWithin(layout, cell.line, cell.bottom, cell.size * 0.8);
  if (!next) return null;
  for (const cut of cutsOf(cell)) {
    if (!cut.betweenRuns) continue;
    const under = next.cells.find((other) => Math.abs(other.x0 - cut.x) <= cell.size);
    if (!under) continue;
    const head = matchLabel(cell.text.slice(0, cut.offset).trim());
    if (!head || head.inline !== null || head.generic) continue;
    const tail = matchLabel(stackedCaption(cell.text.slice(cut.offset), under.text));
    if (tail && tail.inline === null && !tail.generic && tail.target !== head.target) return cut;
  }
  return null;
}

/** Cuts cells where a value ran into the next label, so each becomes a cell of its own. */
export function separateRunOnLabels(layout: DocumentLayout): void {
  for (const line of layout.lines) {
    let changed = false;
    const cells: Cell[] = [];
    for (const cell of line.cells) {
      const captions = captionPieces(cell);
      if (captions) {
        changed = true;
        cells.push(...captions);
        continue;
      }
      const cut =
        labelCut(cell) ??
        itemNumberCut(cell) ??
        wrappedCaptionCut(layout, cell) ??
        nextCaptionCut(layout, cell) ??
        wrappedValueCut(layout, cell);
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
