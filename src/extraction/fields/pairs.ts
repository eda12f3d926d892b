/**
 * Label → value pairing on the page: the value in the label's own cell ("Serial No.: 123"),
 * the first cell to its right at the same height (skipping ":" cells), or — in label-above-value
 * grids and stacked forms — the cell directly under it.
 */
import { alternation, CONJUNCTIONS, NAME_LINKS, PREPOSITIONS } from '../dictionary/connectors.js';
import { LABEL_ENDINGS, type LabelTarget } from '../dictionary/labels.js';
import { normalizeLabel } from '../dictionary/normalize.js';
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import { nextLineWithin } from '../layout/document.js';
import { recognised } from '../layout/lines.js';
import { candidateAt, type Candidate, type CandidateField } from './candidate.js';
import { goesOnInColumn, inCaptionColumn, startsTogether } from './column-starts.js';
import { conditionRange } from './condition-range.js';
import {
  dateCutBeside,
  dateRangeBeside,
  dateRangeUnder,
  MAX_RANGE_DAYS,
} from './date-range-cells.js';
import { findDates, type DateToken } from './dates.js';
import { isPureLabel, type LabelBlock, type LabelMap } from './label-blocks.js';
import { isSeparator, matchLabel } from './label-match.js';
import { isSectionHeading, type Exclusions } from './regions.js';
import { isTitleText } from './title.js';
import {
  endsWithLegalForm,
  isLegalForm,
  legalFormGoesOn,
  setApartLegalForm,
} from './lab-statements.js';
import { isMisreadOwnCaption, isPageCounter, isPersonName } from './value-types.js';
import { cleanValue } from './values.js';

/** The value must start within this fraction of the page width from its label. */
const MAX_RIGHT_DISTANCE = 0.6;
const DATE_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'calibrationDate',
  'dueDate',
]);
/** A date followed by a range connector and nothing else: the range goes on below. */
const RANGE_CUT = /\d\s+(?:to|bis|au|al|a|ate|até|–|—|-)$/iu;
/** Only whether a date is there matters here, not how a two-digit year resolves. */
const DATE_WINDOW_YEAR = 2100;
/** Fields whose value is a code: one code is no two fields' value. */
const CODE_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'certificateNumber',
  'equipmentId',
  'model',
  'serialNumber',
]);

/** Text of the field's value type: a date field's holds a date. */
function canBeValue(field: CandidateField, text: string): boolean {
  if (cleanValue(field, text) === null) return false;
  return !DATE_FIELDS.has(field) || findDates(text, DATE_WINDOW_YEAR).length > 0;
}
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

/**
 * `cell` stands in a band of captions: two or more other cells of its line are captions (labels
 * without a value) and it holds no digit, so it is an unread caption, not a value.
 */
function isCaptionLine(line: Line, labels: LabelMap, cell: Cell): boolean {
  if (/\d/.test(cell.text) || labels.blockOf.has(cell)) return false;
  const others = line.cells.filter((other) => other !== cell && !isSeparator(other.text));
  const captions = others.filter((other) => labels.blockOf.get(other)?.hit.inline === null);
  return captions.length >= 2 && captions.length >= others.length * 0.66;
}

/**
 * Captions over their glosses in two columns ("rel. Luftfeuchte | Konformifaisaissaye" over
 * "Relative Humidity | Result"): beside the cell we cannot read over a gloss, a caption stands
 * over its own gloss, so the cell is the first language of the gloss under it, no value.
 */
function glossedBeside(labelLine: Line, line: Line, labels: LabelMap, cell: Cell): boolean {
  if (/\d/.test(cell.text) || labels.blockOf.has(cell)) return false;
  return line.cells.some((other) => {
    if (other === cell) return false;
    const block = labels.blockOf.get(other);
    const caption = block?.hit;
    if (!caption || caption.inline !== null) return false;
    // A gloss is a caption of its own, not the next line of one ("Cert." over "No.").
    return labelLine.cells.some((gloss) => {
      const hit = labels.blockOf.get(gloss)?.hit;
      return (
        labels.blockOf.get(gloss) !== block &&
        hit?.target === caption.target &&
        hit.inline === null &&
        inCaptionColumn(gloss.x0, other.x0, other.size)
      );
    });
  });
}

/**
 * Whether the block is the gloss of a caption right over it ("Model Number" under "Modelo:"):
 * what stands under a gloss is the caption's value, whatever stands beside it.
 */
function isGlossOf(labels: LabelMap, block: LabelBlock): boolean {
  return labels.blocks.some(
    (caption) =>
      caption !== block &&
      caption.page === block.page &&
      caption.lastLine + 1 === block.firstLine &&
      caption.hit.target === block.hit.target &&
      Math.abs(caption.x0 - block.x0) <= block.size,
  );
}

/** A caption that carries its own translation ("1.6 Calibrado por / Performed By"). */
const GLOSSED_CAPTION = /\p{L}\s*\/\s*\p{L}/u;

/**
 * A line of captions under a band of captions, each under one of the band's (its gloss): the
 * cell we cannot read on it is a caption too, not a value.
 */
function isGlossLine(
  labelLine: Line,
  line: Line,
  labels: LabelMap,
  cell: Cell,
  size: number,
): boolean {
  if (!isCaptionLine(line, labels, cell)) return false;
  const underCaption = (other: Cell) =>
    labelLine.cells.some(
      (caption) => labels.blockOf.has(caption) && inCaptionColumn(caption.x0, other.x0, size),
    );
  return line.cells.filter((other) => !isSeparator(other.text)).every(underCaption);
}

/** `cell` starts under a caption of `labelLine` that its colon ends, read as one or not. */
function underColonCaption(labelLine: Line, cell: Cell, size: number): boolean {
  return labelLine.cells.some(
    (caption) => caption.text.trimEnd().endsWith(':') && inCaptionColumn(caption.x0, cell.x0, size),
  );
}

/** Running headers and footers stand in a page's top and bottom fifth. */
const MARGIN_SHARE = 0.2;

/** A line in the middle of its page, away from where running headers and footers stand. */
function midPage(layout: DocumentLayout, line: Line): boolean {
  const page = layout.pages.find((candidate) => candidate.number === line.page);
  if (!page) return false;
  return line.top > page.height * MARGIN_SHARE && line.bottom < page.height * (1 - MARGIN_SHARE);
}

/** Every cell of line `index` ends a caption begun on line `first` or after it. */
function wrapsCaptionsOf(
  layout: DocumentLayout,
  labels: LabelMap,
  first: number,
  index: number,
): boolean {
  const line = layout.lines[index];
  return (
    line !== undefined &&
    line.cells.length > 0 &&
    line.cells.every((cell) => {
      const caption = labels.blockOf.get(cell);
      return caption !== undefined && caption.firstLine >= first && caption.firstLine < index;
    })
  );
}

/**
 * Two columns of key/value rows set at staggered heights read like a grid header ("Número do
 * certificado | CAL-85137/23" over "Data de receção | 13 de março de 2023", the other column's
 * rows between): the cell beside the caption is of its field's type and the one under it is not.
 */
function valueBesideNotUnder(layout: DocumentLayout, block: LabelBlock): boolean {
  const field = block.hit.target as CandidateField;
  const beside = cellBeside(layout, block);
  const next = layout.lines[block.lastLine + 1];
  const under = next?.cells.find((cell) => startsTogether(cell.x0, block.x0));
  return (
    beside !== undefined &&
    under !== undefined &&
    (canBeValue(field, beside.text) || isCutDate(layout, field, beside)) &&
    !canBeValue(field, under.text)
  );
}

/** "7" | "8 agosto 2023" beside a date's caption: a day a scan set apart from its date. */
function isCutDate(layout: DocumentLayout, field: LabelTarget, cell: Cell): boolean {
  return DATE_FIELDS.has(field as CandidateField) && dateCutBeside(layout, cell) !== null;
}

/** The first cell right of a caption on its first line, not a part of the caption. */
function cellBeside(layout: DocumentLayout, block: LabelBlock): Cell | undefined {
  return layout.lines[block.firstLine]!.cells.find(
    (cell) => cell.x0 >= block.x1 - 1 && !block.cells.includes(cell),
  );
}

/**
 * A grid header row: the next line puts a value under two or more of its cells, this label's
 * among them, and holds no labels itself. Its unknown cells ("Emitido em") are captions too.
 */
function isGridHeader(layout: DocumentLayout, labels: LabelMap, block: LabelBlock): boolean {
  // The header's last line: past the wrapped ends of its other captions ("Numéro de" / "série"
  // beside "Marque", whose values are on the line after "série").
  let last = block.lastLine;
  while (wrapsCaptionsOf(layout, labels, block.firstLine, last + 1)) last++;
  const line = layout.lines[last]!;
  const next = layout.lines[last + 1];
  if (block.hit.colon || !next || next.page !== line.page) return false;
  if (next.top - line.bottom > block.size * MAX_BELOW_GAP) return false;
  if (next.cells.some((cell) => labels.blockOf.get(cell)?.hit.inline === null)) return false;
  const header = layout.lines[block.firstLine]!.cells.filter((cell) => !isSeparator(cell.text));
  if (header.some((cell) => cell.text.trim().endsWith(':'))) return false;
  // A label straight under another label is a column of a key/value form: in a grid, the line
  // under a caption holds its value.
  const previous = layout.lines[block.firstLine - 1];
  const stacked =
    previous !== undefined &&
    previous.page === line.page &&
    layout.lines[block.firstLine]!.top - previous.bottom <= block.size * MAX_BELOW_GAP &&
    previous.cells.some((cell) => labels.blockOf.has(cell) && startsTogether(cell.x0, block.x0));
  if (stacked) return false;
  const under = (cell: Cell) => next.cells.some((other) => startsTogether(other.x0, cell.x0));
  if (!under(block.cells[0]!) || header.filter(under).length < 2) return false;
  // A key/value row holds one label; a grid header several — or one known label among
  // captions we do not know ("Tag No. | Measuring Range | Division"), all set in the label's
  // type while the values under them are set in another.
  const pure = header.filter((cell) => labels.blockOf.get(cell)?.hit.inline === null).length;
  if (pure >= 2) return true;
  const font = block.cells[0]!.font;
  // A caption is words; a cell holding digits beside the label is its value ("CERTIFICATE
  // NUMBER | 007680128764"), whatever the fonts say (OCR text has no real fonts).
  const captions = header.every(
    (cell) =>
      labels.blockOf.get(cell)?.hit.inline === null ||
      (!labels.blockOf.has(cell) && cell.font === font && !/\d/.test(cell.text)),
  );
  const values = next.cells.filter((cell) =>
    header.some((caption) => startsTogether(caption.x0, cell.x0)),
  );
  return captions && values.every((cell) => cell.font !== font);
}

/** Whether the next cell right of `cell`, on its line, holds a value of label `other`'s type. */
function labelledValueBeside(layout: DocumentLayout, other: LabelBlock, cell: Cell): boolean {
  const next = layout.lines[cell.line]!.cells.find(
    (candidate) => candidate.x0 > cell.x1 && !isSeparator(candidate.text),
  );
  if (!next) return false;
  const target = other.hit.target;
  if (target === 'other') return false;
  if (target === 'otherDate') return findDates(next.text, DATE_WINDOW_YEAR).length > 0;
  return canBeValue(target, next.text);
}

/**
 * Two bilingual captions side by side ("Cliente | Faturar a" over "Owner | Invoice to"), the
 * neighbour misread so it is no label we know ("Faturara"): both have their gloss under them,
 * so the neighbour is the next column's caption, not this caption's value.
 */
function isGlossedCaptionBeside(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  cell: Cell,
): boolean {
  const next = layout.lines[block.lastLine + 1];
  if (/\d/.test(cell.text) || !next || next.page !== block.page) return false;
  if (next.top - layout.lines[block.lastLine]!.bottom > block.size * MAX_GLOSS_GAP) return false;
  const glossed = next.cells.some(
    (under) =>
      horizontalOverlap(under, block) && labels.blockOf.get(under)?.hit.target === block.hit.target,
  );
  // In the neighbour's column: the caption's own gloss, wider than the caption, may reach
  // under the value ("Kunde: | Bergmann …" over "Customer Name").
  const captionUnder = next.cells.some(
    (under) =>
      under.x1 > cell.x0 &&
      under.x0 < cell.x1 &&
      !horizontalOverlap(under, block) &&
      labels.blockOf.get(under)?.hit.inline === null,
  );
  return glossed && captionUnder;
}

/** A numbered sub-item's number: "3.1" of "3.1 Contratante". */
const ITEM_NUMBER = /^(\d{1,2}(?:\.\d{1,2})+)\.?\s+\p{L}/u;

/**
 * The next numbered caption of the same list ("3.2 Faturara:" beside "3.1 Contratante"), a
 * caption we cannot read (a scan's "Faturara" for "Faturar a"), not this caption's value.
 */
function isSiblingCaption(block: LabelBlock, cell: Cell): boolean {
  const own = ITEM_NUMBER.exec(block.cells[0]!.text.trim())?.[1];
  const other = ITEM_NUMBER.exec(cell.text.trim())?.[1];
  if (!own || !other) return false;
  return own.split('.').length === other.split('.').length && own !== other;
}

function rightCell(layout: DocumentLayout, labels: LabelMap, block: LabelBlock): Cell | null {
  const labelLine = layout.lines[block.firstLine]!;
  if (isLabelRow(labelLine, labels)) {
    // A row of captions may end in a key/value pair of the next column ("… | 3.1 Kalibrierdatum
    // | 25.03.2023"): a caption with a value of its own type right beside it keeps it.
    const next = cellBeside(layout, block);
    const target = block.hit.target;
    if (!next || labels.blockOf.has(next)) return null;
    // A caption has its value under it; a value has nothing under it ("Calibration Item |
    // Oscilloscope | Cert. No. | Date" over "19614/24 | 27 August 2024").
    const below = layout.lines[next.line + 1];
    const captionOfColumn =
      below !== undefined &&
      below.page === block.page &&
      below.cells.some((cell) => Math.abs(cell.x0 - next.x0) <= block.size);
    // Unless the caption's own column goes on with another caption: a key/value list whose
    // next row a scan ran into the row of dates beside it ("Kalibriergegenstand: |
    // Präzisionswaage | Datum der Kalibrierung" over "Fabrikat: | Mettler Toledo | 2025-10-03").
    const keyBelow =
      below !== undefined &&
      below.cells.some(
        (cell) => labels.blockOf.has(cell) && Math.abs(cell.x0 - block.x0) <= block.size,
      );
    if (!/\d/.test(next.text) && captionOfColumn && !keyBelow) return null;
    if (target === 'other' || target === 'otherDate') return null;
    // A date whose year went to the line under it in its column ("19 de agosto de" / "2023")
    // is a date with it.
    const text = DATE_FIELDS.has(target as CandidateField)
      ? withContinuation(layout, labels, next, target as CandidateField)
      : personAcrossCells(layout, labels, block, next).text;
    if (!isCutDate(layout, target, next) && !canBeValue(target, text)) return null;
  }
  if (isGridHeader(layout, labels, block) && !valueBesideNotUnder(layout, block)) return null;
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
  const nearest = cells.find((cell) => {
    if (!isSeparator(cell.text)) return true;
    if (cell.text.includes(':')) colon = true;
    return false;
  });
  // Beside a caption of two lines, a value wrapped over both starts on the upper one, though
  // a scan may place its lower line a little further left ("Officine Meccaniche" /
  // "Valtellinesi S.p.A." beside "Destinatario /" / "Submitted By:"). Only in a form, where
  // each is its line's last cell: beside a row of captions stand the next column's caption
  // and its gloss.
  // Elsewhere, cells set in one column start together, a scan's jitter apart: the upper one
  // ("Micrómetro de" over "exteriores", the lower one a fraction of a point further left).
  const lastOfLine = (cell: Cell) => layout.lines[cell.line]!.cells.at(-1) === cell;
  const inColumn = (cell: Cell) =>
    nearest !== undefined &&
    !isSeparator(cell.text) &&
    (lastOfLine(nearest)
      ? cell.x0 - nearest.x0 <= size * 0.5 && lastOfLine(cell)
      : startsTogether(cell.x0, nearest.x0));
  const value = nearest
    ? cells
        .filter(inColumn)
        .reduce((top, cell) => (cell.baseline < top.baseline ? cell : top), nearest)
    : nearest;
  if (!value || value.x0 - block.x1 > pageWidth(layout, block.page) * MAX_RIGHT_DISTANCE)
    return null;
  if (isSiblingCaption(block, value)) return null;
  if (isGlossedCaptionBeside(layout, labels, block, value)) return null;
  // "“Type | de série": the second half of the next column's caption ("N°" lost to the scan).
  if (LABEL_ENDINGS.has(normalizeLabel(value.text.replace(/[:.]\s*$/, '')))) return null;
  // "Calibration Item | Manufacturer | Modei Number" under "Instrumento: | Marca: | Tipo:": on
  // a line glossing a band of captions, the cell beside a gloss is the next gloss.
  const above = layout.lines[block.firstLine - 1];
  if (
    above !== undefined &&
    above.page === block.page &&
    value.line === block.firstLine &&
    isGlossLine(above, layout.lines[block.firstLine]!, labels, value, block.size)
  )
    return null;
  // "Model: | Ser. Now:": beside a caption closed by a colon, words closed by one are a caption
  // we cannot read, not a value.
  if (block.hit.colon && !/\d/.test(value.text) && value.text.trim().endsWith(':')) return null;
  const other = labels.blockOf.get(value);
  // "Model: Model 60" — the value repeats the label's word as part of the name.
  if (other && other.hit.bare && other.hit.target === block.hit.target) return value;
  if (other) {
    // A label of another field with its own value beside it is that field's label, whatever
    // the colons say ("Maker:  Calibration Date  February 14, 2025", the maker under "Maker:").
    if (other.hit.target !== block.hit.target && labelledValueBeside(layout, other, value)) {
      return null;
    }
    // Where labels end in a colon, text without one is a value even if it reads like a label
    // (an anonymised "Hersteller: Hersteller"); a scan's semicolon is a colon ("Faturar a;").
    const valueLooksLikeValue =
      colon && other.hit.inline === null && other.cells.length === 1 && !other.hit.colon;
    if (!valueLooksLikeValue) return null;
  }
  return personAcrossCells(layout, labels, block, value);
}

/**
 * "Técnico | Rafael | Almeida": a person's name a scan set in two cells, its words a wide gap
 * apart. For a person's caption, a name word alone and the capitalised word close after it are
 * one value, as one cell; any other value is the cell as it is.
 */
function personAcrossCells(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  cell: Cell,
): Cell {
  if (block.hit.target !== 'technician' || !/^\p{Lu}[\p{L}.'’-]*$/u.test(cell.text.trim()))
    return cell;
  const cells = layout.lines[cell.line]!.cells;
  const after = cells[cells.indexOf(cell) + 1];
  if (
    !after ||
    after.x0 - cell.x1 > cell.size * MAX_WORD_GAP ||
    labels.blockOf.has(after) ||
    !/^\p{Lu}\p{Ll}+$/u.test(after.text.trim())
  )
    return cell;
  const text = `${cell.text.trim()} ${after.text.trim()}`;
  return isPersonName(text)
    ? { ...cell, text, x1: after.x1, parts: [...cell.parts, ...after.parts] }
    : cell;
}

function spansOverlap(x0: number, x1: number, block: LabelBlock): boolean {
  const overlap = Math.min(x1, block.x1) - Math.max(x0, block.x0);
  const narrower = Math.min(x1 - x0, block.x1 - block.x0);
  return overlap >= narrower * 0.3 || Math.abs(x0 - block.x0) <= block.size * 0.6;
}

/**
 * The cell sits under (or over) the label — or one of its runs does, when a value overflowing
 * its neighbour's column joined this column's value into one cell ("05.05.2023 bis
 * 06.05.2023 1 Jahr"); textInColumn then keeps this column's runs.
 */
function horizontalOverlap(cell: Cell, block: LabelBlock): boolean {
  return (
    spansOverlap(cell.x0, cell.x1, block) ||
    (cell.parts.length > 1 && cell.parts.some((part) => spansOverlap(part.x0, part.x1, block)))
  );
}

interface Neighbour {
  cell: Cell;
  /** White space between the label and the value, in points. */
  gap: number;
  /** The value's text when the cell overflowed into a neighbouring column and was cut back. */
  text: string | null;
  /** Cells of the value's line that start where cells of the label's line start. */
  aligned: number;
}

/** How many cells of `line` start where a cell of `labelLine` starts: a row of a grid. */
function alignedCells(labelLine: Line, line: Line): number {
  // Within half a letter: a scan sets a column's words a few points apart ("Costruttore" at
  // 234, "Fluke" at 230).
  return line.cells.filter((cell) =>
    labelLine.cells.some((caption) =>
      inCaptionColumn(caption.x0, cell.x0, Math.min(caption.size, cell.size)),
    ),
  ).length;
}

/**
 * In a grid a long value can run into the next column ("Severn Pharmaceuticals plcSJ28435"):
 * keep the runs whose middle lies under this label's column, between its neighbours.
 */
function columnNeighbours(
  layout: DocumentLayout,
  block: LabelBlock,
): { previous: Cell | undefined; next: Cell | undefined; start: number } {
  // Every caption on the label's line heads a column, known label or not ("RMA No."). A scan's
  // speck read as "." or ";" heads none, and nor does the caption's gloss set beside it
  // ("Solicitante | Owner": one column), nor its first language closed by a slash, however
  // misread ("1.3 Motuirert/ | Description:").
  const near = (other: Cell) =>
    Math.min(Math.abs(other.x0 - block.x1), Math.abs(block.x0 - other.x1)) <= 2 * block.size;
  const firstLanguage = (other: Cell) => other.x1 <= block.x0 && /\/\s*$/.test(other.text);
  const gloss = (other: Cell) =>
    near(other) && (namesSameField(block, other.text) || firstLanguage(other));
  // Nor do two letters we cannot read as a caption: specks a scan read as letters ("Owner
  // | So" for "Owner:").
  const speck = (other: Cell) =>
    (other.text.match(/[\p{L}\p{N}]/gu) ?? []).length <= 2 && matchLabel(other.text) === null;
  const cells = layout.lines[block.firstLine]!.cells;
  const neighbours = cells.filter(
    (other) =>
      !block.cells.includes(other) &&
      /[\p{L}\p{N}]/u.test(other.text) &&
      !gloss(other) &&
      !speck(other),
  );
  const glossBefore = cells.find((other) => near(other) && firstLanguage(other));
  return {
    previous: neighbours.filter((other) => other.x1 <= block.x0).pop(),
    next: neighbours.find((other) => other.x0 >= block.x1),
    start: glossBefore ? Math.min(glossBefore.x0, block.x0) : block.x0,
  };
}

function textInColumn(layout: DocumentLayout, block: LabelBlock, cell: Cell): string | null {
  const { previous, next, start } = columnNeighbours(layout, block);
  // A word starting where the caption starts opens the column ("Pipette | Gilson" under
  // "Description | Manufacturer"): the words before it are the column on the left's, however
  // far they run.
  // Not when the cell starts past the left column's caption: its first words then stand
  // between the columns, the value's own ("10 | août 2025" under "Etalonné le", the day set
  // left of the caption's start).
  const opening = cell.parts.find((part) => inCaptionColumn(part.x0, start, block.size));
  const intoLeftColumn = previous === undefined || cell.x0 < previous.x1;
  const left =
    opening && intoLeftColumn
      ? opening.x0 - 1
      : previous
        ? Math.min((previous.x1 + start) / 2, opening ? opening.x0 - 1 : Infinity)
        : -Infinity;
  const right = next ? next.x0 - 1 : Infinity;
  if (cell.x0 >= left && cell.x1 <= right + 2) return null;
  const parts = cell.parts.filter((part) => {
    const middle = (part.x0 + part.x1) / 2;
    return middle >= left && middle <= right;
  });
  if (parts.length === 0 || parts.length === cell.parts.length) return null;
  // A rule between the columns that a scan read as a dash ("… del — Aciéries …") is no part
  // of either value.
  while (parts.length > 1 && /^[-–—]$/.test(parts[parts.length - 1]!.text.trim())) parts.pop();
  return parts.map((part) => part.text).join(' ');
}

/** Two cells of one value stand at most this many font sizes apart (a wide word gap). */
const MAX_WORD_GAP = 1.2;

/**
 * "C.A" [gap] "6505" under "Modelo / Model": a value a scan set in two cells, the second close
 * and still in the caption's column (before the next caption starts). Its whole text, or null
 * when the cell stands alone in its column.
 */
/**
 * The label's line and the rows of captions right over it: a band whose last line the label is
 * ("Description" under "2.1 Strumento / Equipment | 2.2 Marca / Maker | …").
 */
function captionBand(layout: DocumentLayout, labels: LabelMap, block: LabelBlock): Line[] {
  const labelLine = layout.lines[block.firstLine]!;
  const band = [labelLine];
  for (let index = block.firstLine - 1; index >= block.firstLine - 2; index--) {
    const above = layout.lines[index];
    if (!above || above.page !== labelLine.page || !isLabelRow(above, labels)) break;
    band.push(above);
  }
  return band;
}

/** A cell of the line starts within `near` of x. */
function startsNear(line: Line, x: number, near: number): boolean {
  return line.cells.some((other) => Math.abs(other.x0 - x) <= near);
}

function restOfColumn(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  cell: Cell,
): string | null {
  // Only in a band of captions, where the next caption bounds the column: under a caption
  // alone on its line (a section's title) the cells beside are another block's.
  const { next } = columnNeighbours(layout, block);
  if (!next) return null;
  const right = next.x0 - 1;
  const cells = layout.lines[cell.line]!.cells;
  // Rows of captions over the label's line head columns of their own ("Ohaus" under "Maker").
  const above = captionBand(layout, labels, block).slice(1);
  let text = cell.text.trim();
  let last = cell;
  for (let index = cells.indexOf(cell) + 1; index < cells.length; index++) {
    const other = cells[index]!;
    if (other.x1 > right + 2 || other.x0 - last.x1 > cell.size * MAX_WORD_GAP) break;
    if (labels.blockOf.has(other) || isSeparator(other.text)) break;
    if (above.some((row) => startsNear(row, other.x0, other.size))) break;
    text = `${text} ${other.text.trim()}`;
    last = other;
  }
  return last === cell ? null : text;
}

/**
 * Lines looked at above or below a caption: a caption's gloss and last line, and lines of a
 * column beside it set at other heights, may come between it and its value.
 */
const MAX_VERTICAL_STEPS = 4;

function captionText(block: LabelBlock): string {
  return block.cells.map((cell) => cell.text).join(' ');
}

function namesSameField(block: LabelBlock, text: string): boolean {
  const caption = matchLabel(text);
  return caption !== null && caption.inline === null && caption.target === block.hit.target;
}

/** A gloss sits this many font sizes or less under its caption. */
const MAX_GLOSS_GAP = 1.2;

/**
 * Words of four letters or more, no digit, set tight against a caption, that cannot be its
 * field's value: the caption's gloss, however garbled — under a date's caption ("Tarato il"
 * over "Cot Date" over "17/10/2025"), or over a signature's ("Giulia Bianchi" over "O peratore"
 * over "Calibration technician", where the name sits above its role lines). Other captions keep
 * their nearest neighbour: which way a document's grids go is voted on by it.
 */
function isCaptionGloss(block: LabelBlock, cell: Cell, gap: number, direction: 1 | -1): boolean {
  const field = block.hit.target as CandidateField;
  const glossed =
    direction === 1
      ? DATE_FIELDS.has(field)
      : field === 'technician' && cleanValue(field, cell.text) === null;
  return (
    glossed &&
    gap <= block.size * MAX_GLOSS_GAP &&
    !/\d/.test(cell.text) &&
    (cell.text.match(/\p{L}/gu) ?? []).length >= 4
  );
}

/** A heading's number ("2." of "2. Dati del cliente"). */
const HEADING_NUMBER = /^(\d{1,2})\.?\s+\p{L}/u;
/**
 * A heading's first sub-item's caption alone in its cell ("2.1 Destinato:"): a few words after
 * the number, no value with them.
 */
const FIRST_SUB_ITEM = /^(\d{1,2})\.1\.?\s+(\p{L}+(?:\s+\p{L}+){0,2})\s*[:.]?$/u;
/** The sub-item's caption has this many letters at least ("A uliayyeuer" for "Auftraggeber"). */
const SUB_ITEM_LETTERS = 4;

/** Whether the cell opens the first sub-item of the numbered heading the block is. */
function opensSubItemOf(block: LabelBlock, cell: Cell): boolean {
  const heading = HEADING_NUMBER.exec(captionText(block).trim());
  const item = FIRST_SUB_ITEM.exec(cell.text.trim());
  return (
    heading !== null &&
    item !== null &&
    heading[1] === item[1] &&
    item[2]!.replace(/\s/g, '').length >= SUB_ITEM_LETTERS
  );
}

/**
 * A signatory's name a scan parted into cells a word space apart ("Lucía | Gómez" over
 * "Técnico de calibración"): the cells joined, when only together they are a name. Else null.
 */
function partedSignatory(line: Line, block: LabelBlock, cell: Cell): string | null {
  if (block.hit.target !== 'technician' || cleanValue('technician', cell.text) !== null)
    return null;
  let text = cell.text.trim();
  let last = cell;
  for (const other of line.cells.slice(line.cells.indexOf(cell) + 1)) {
    const gap = other.x0 - last.x1;
    // A title before the name ("Ing | Luca Ferrari") stands further off: the scan lost its
    // stop, and the stop's width with the space is the gap. The stop goes back.
    const afterTitle = last === cell && TITLE.test(text);
    const maxGap = cell.size * (afterTitle ? MAX_TITLE_GAP : MAX_WORD_GAP);
    if (gap > maxGap || !NAME_WORDS.test(other.text.trim())) break;
    if (afterTitle && !text.endsWith('.') && gap > cell.size * MAX_WORD_GAP) text += '.';
    text = `${text} ${other.text.trim()}`;
    last = other;
  }
  return last !== cell && cleanValue('technician', text) !== null ? text : null;
}

/** A title abbreviated before a name: "Ing", "Dr.", "Dott", "Prof", "M.", "Mme". */
const TITLE = /^\p{Lu}\p{Ll}{0,3}\.?$/u;
/** The gap after such a title, in font sizes, where its stop was lost. */
const MAX_TITLE_GAP = 2;
/** Capitalised words of a name: "Gómez", "Luca Ferrari", "Le Gall-Durand". */
const NAME_WORDS = /^\p{Lu}\p{L}+(?:[ '’-]\p{Lu}\p{L}+)*$/u;

/** The words over a caption are its first line ("1.3 Date du" over "prochain étalonnage"). */
function startsCaption(block: LabelBlock, cell: Cell): boolean {
  return namesSameField(block, `${cell.text} ${captionText(block)}`);
}

/**
 * A caption whose first line stands in the band of captions over it ("Réf. certificat | Reçu le
 * | Date du" over "prochain" / "étalonnage"): one of the band's captions, not a lone label.
 */
function endsCaptionOfBand(layout: DocumentLayout, labels: LabelMap, block: LabelBlock): boolean {
  const above = layout.lines[block.firstLine - 1];
  if (!above || above.page !== block.page || !isLabelRow(above, labels)) return false;
  return above.cells.some((cell) => horizontalOverlap(cell, block) && startsCaption(block, cell));
}

/** The words under a caption are its last line ("Tipo / Model" over "Number"). */
function endsCaption(block: LabelBlock, cell: Cell): boolean {
  return !/\d/.test(cell.text) && namesSameField(block, `${captionText(block)} ${cell.text}`);
}

/**
 * "Model 60" under "Model": a value that opens on its caption's word reads as the caption with
 * a value beside it; under its caption in a band of captions, it is the value.
 */
function repeatsCaptionWord(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  cell: Cell,
): boolean {
  const own = labels.blockOf.get(cell);
  return (
    own !== undefined &&
    own.hit.bare &&
    own.hit.inline !== null &&
    own.hit.target === block.hit.target &&
    own.cells.length === 1 &&
    block.hit.inline === null &&
    isLabelRow(layout.lines[block.lastLine]!, labels)
  );
}

/** A bare caption-and-value ("Model 60") right under a caption of its field in a band. */
function underOwnCaption(layout: DocumentLayout, labels: LabelMap, block: LabelBlock): boolean {
  const above = layout.lines[block.firstLine - 1];
  if (!above || above.page !== block.page) return false;
  return above.cells.some((cell) => {
    const caption = labels.blockOf.get(cell);
    return (
      caption !== undefined &&
      horizontalOverlap(block.cells[0]!, caption) &&
      repeatsCaptionWord(layout, labels, caption, block.cells[0]!)
    );
  });
}

/**
 * The words under a caption end its gloss, which began beside it on the caption's line
 * ("1.5 Nº de inventario | Inventory" over "No.:").
 */
function endsGlossBeside(labelLine: Line, block: LabelBlock, cell: Cell): boolean {
  if (/\d/.test(cell.text)) return false;
  const beside = labelLine.cells.find(
    (other) => other.x0 >= block.x1 - 1 && !block.cells.includes(other),
  );
  return beside !== undefined && namesSameField(block, `${beside.text} ${cell.text}`);
}

/** Lines around a key/value pair that may hold its column's other pairs. */
const KEY_COLUMN_REACH = 4;

/**
 * A caption we cannot read in a key/value form's caption column ("Référence | MS204TS"
 * between "Make" and "Model"): a word cell whose right neighbour lines up with the value of a
 * known caption of its column nearby ("Marque | Mettler Toledo"). It is a key, not a value
 * under or over another caption.
 */
function isUnreadKey(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  line: Line,
  cell: Cell,
): boolean {
  if (/\d/.test(cell.text) || labels.blockOf.has(cell)) return false;
  const value = line.cells[line.cells.indexOf(cell) + 1];
  // What follows a key is its value, not another caption ("Tektronix | certificado", the
  // second line of "Número do" / "certificado" beside it).
  if (!value || isSeparator(value.text) || labels.blockOf.has(value)) return false;
  const near = cell.size;
  // In a grid the label's own line has a caption over that cell too ("Calibration Item: |
  // Maker:" over "Multifunction Process Calibrator | Druck"): a row of values, not a key. So
  // has a line of captions right over it, when the label is the last line of a band
  // ("Description" under "2.1 Strumento / Equipment | 2.2 Marca / Maker | …").
  if (captionBand(layout, labels, block).some((row) => startsNear(row, value.x0, near)))
    return false;
  return labels.blocks.some((other) => {
    if (other.page !== line.page || Math.abs(other.x0 - cell.x0) > near) return false;
    if (Math.abs(other.firstLine - line.index) > KEY_COLUMN_REACH) return false;
    if (other.firstLine === line.index || other.hit.inline !== null) return false;
    return layout.lines[other.firstLine]!.cells.some(
      (beside) =>
        !labels.blockOf.has(beside) &&
        !beside.text.trim().endsWith(':') &&
        beside.x0 > other.x1 &&
        Math.abs(beside.x0 - value.x0) <= near,
    );
  });
}

/** Captions glossed on the line under them that show a page glosses its captions. */
const GLOSSED_CAPTIONS = 2;

const glossingPages = new WeakMap<LabelMap, Map<number, boolean>>();

/**
 * Whether a page prints each caption's gloss on the line under it ("Marca" over "Mfr.",
 * "N° de serie" over "S/N"): two captions or more with a caption of the same field right under
 * them, starting where they start.
 */
function glossesCaptions(labels: LabelMap, page: number): boolean {
  let pages = glossingPages.get(labels);
  if (!pages) glossingPages.set(labels, (pages = new Map()));
  const known = pages.get(page);
  if (known !== undefined) return known;
  const onPage = labels.blocks.filter((block) => block.page === page);
  const glossed = onPage.filter((block) =>
    onPage.some(
      (gloss) =>
        gloss.firstLine === block.lastLine + 1 &&
        gloss.hit.target === block.hit.target &&
        Math.abs(gloss.x0 - block.x0) <= block.size,
    ),
  ).length;
  pages.set(page, glossed >= GLOSSED_CAPTIONS);
  return glossed >= GLOSSED_CAPTIONS;
}

/**
 * The cell beside a caption that is another caption's value: right under that caption, which
 * heads its column and has nothing beside it ("1.4 Emitido em / Date Issued" over "6 de
 * janeiro de 2025", beside the gloss "Next Cal Date" of the caption left of them, whose own
 * value "12/2025" is under it). A caption of another field, or of a date we do not register.
 */
function valueOfCaptionAbove(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  beside: Cell,
): boolean {
  for (let index = beside.line - 1; index >= 0; index--) {
    const line = layout.lines[index]!;
    if (line.page !== beside.page || beside.top - line.bottom > beside.size) return false;
    const over = line.cells.find((cell) => cell.x1 > beside.x0 && cell.x0 < beside.x1);
    if (!over) continue;
    const caption = labels.blockOf.get(over);
    return (
      caption !== undefined &&
      caption !== block &&
      isPureLabel(caption) &&
      caption.hit.target !== block.hit.target &&
      caption.hit.target !== 'other' &&
      inCaptionColumn(beside.x0, over.x0, beside.size) &&
      !valueBeside(labels, line, over)
    );
  }
  return false;
}

/**
 * Whether the cell right after a caption is no caption: its value beside it. A caption, then
 * another column's caption and its date ("1.2 Constructeur / Maker | 1.1 Date de | 2024-09-27
 * au"), heads its column still.
 */
function valueBeside(labels: LabelMap, line: Line, caption: Cell): boolean {
  const next = line.cells.find((cell) => cell.x0 > caption.x1);
  return next !== undefined && !labels.blockOf.has(next);
}

/**
 * Text of words, not a code: no digit, or one a scan read into a word ("Mz 3zbereich" for
 * "Messbereich") among eight letters or more.
 */
function wordsMostly(text: string): boolean {
  const digits = (text.match(/\d/g) ?? []).length;
  return digits === 0 || (digits === 1 && (text.match(/\p{L}/gu) ?? []).length >= 8);
}

/** How much smaller (points) a caption's print is than the value under it and the label over it. */
const CAPTION_PRINT_SMALLER = 1;

/**
 * Whether a line under a label is a caption of its own in smaller print, unread: a cell alone,
 * without digits, smaller than the label over it and than a cell under it that starts where it
 * starts and is no caption — the value.
 */
function smallCaptionOverValue(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  index: number,
): boolean {
  const line = layout.lines[index]!;
  const next = layout.lines[index + 1];
  if (line.cells.length !== 1 || !next || next.page !== line.page) return false;
  const cell = line.cells[0]!;
  if (/\d/.test(cell.text) || block.size - cell.size < CAPTION_PRINT_SMALLER) return false;
  if (next.top - cell.bottom > cell.size) return false;
  const value = next.cells.find((other) => Math.abs(other.x0 - cell.x0) <= cell.size);
  return (
    value !== undefined &&
    !labels.blockOf.has(value) &&
    value.size - cell.size >= CAPTION_PRINT_SMALLER
  );
}

/** A value this many of its font sizes right of its caption is far from it. */
const FAR_BESIDE = 8;

/**
 * Whether a cell stands right over a caption of the same field that starts where it starts and
 * has a value of its own under it: the cell is that caption's first language, which the scan
 * garbled, under a section's heading ("Customer Data" over "Salieitzyie" over "Customer Name"
 * over the customer's name) — not the heading's value. A value wrapped onto a word that is also
 * a caption ("Torque Testing" / "Equipment"), or a name over its role, has no value under that.
 */
function overCaptionOf(
  layout: DocumentLayout,
  labels: LabelMap,
  cell: Cell,
  target: LabelTarget,
): boolean {
  const startsUnder = (line: Line | undefined, above: Cell) =>
    line && line.page === above.page && line.top - above.bottom <= above.size
      ? line.cells.find((other) => Math.abs(other.x0 - above.x0) <= above.size)
      : undefined;
  const caption = startsUnder(layout.lines[cell.line + 1], cell);
  const block = caption && labels.blockOf.get(caption);
  if (!block || block.hit.target !== target || block.hit.inline !== null) return false;
  const value = startsUnder(layout.lines[block.lastLine + 1], caption);
  return value !== undefined && !labels.blockOf.has(value);
}

/** One capitalised word cut short by a stop, as captions abbreviate ("Mfr.", "Qty."). */
const ABBREVIATION = /^\p{Lu}\p{Ll}{1,3}\.$/u;

/**
 * Beside a caption closed by its colon, a word cut short by a stop over a cell of its own, as
 * the caption is over its value ("Item Description: | Mir." over "Reference Thermometer |
 * Fluke", a scan's "Mfr.:" without its colon): a row of captions over a row of values, the
 * word the next column's caption. Not a legal form ("Ltd.": a name's end).
 */
function abbreviatedCaptionBeside(
  layout: DocumentLayout,
  block: LabelBlock,
  beside: Cell,
  under: Cell,
): boolean {
  const text = beside.text.trim();
  if (!block.hit.colon || !ABBREVIATION.test(text) || isLegalForm(text)) return false;
  if (!inCaptionColumn(under.x0, block.x0, Math.max(block.size, under.size))) return false;
  const next = layout.lines[beside.line + 1];
  return (
    beside.line === block.lastLine &&
    next !== undefined &&
    next === layout.lines[under.line] &&
    next.cells.some((cell) => cell !== under && startsTogether(cell.x0, beside.x0))
  );
}

/**
 * A caption whose value stands right under it, starting where the caption starts, while the
 * cell beside it lies far off ("Marque:" over "Megger", with "le" of another box's "Reçu le",
 * its first word lost to a scan, 140 pt to the right). The cell under it is the value — unless
 * the line under or the line above has a cell in the far cell's column too: then the caption is
 * in a key/value list and the cell under it is the next key or what follows the list.
 */
function valueUnderInstead(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  beside: Cell,
): boolean {
  const under = verticalCell(layout, labels, block, 1);
  if (!under) return false;
  const size = Math.max(block.size, under.cell.size);
  if (abbreviatedCaptionBeside(layout, block, beside, under.cell)) return true;
  if (beside.x0 - block.x1 <= size * FAR_BESIDE) return false;
  if (!inCaptionColumn(under.cell.x0, block.x0, size)) return false;
  // On a page that glosses its captions on the line under them ("N° de serie" over "S/N"),
  // words tight under a caption are its gloss, though a scan misread them ("Marca" over "Mir.").
  if (
    !/\d/.test(under.cell.text) &&
    under.gap <= size * MAX_GLOSS_GAP &&
    glossesCaptions(labels, block.page)
  )
    return false;
  const inFarColumn = (cell: Cell) => cell.x1 > beside.x0 - size && cell.x0 < beside.x1 + size;
  const underFar = layout.lines[under.cell.line]!.cells.find(inFarColumn);
  // Two captions side by side in small print, each over a value in the larger print of values
  // ("Cliente:" | "Faturar a" over two companies' names): the far cell is another caption,
  // though one we cannot read, not this caption's value.
  const captionsBand =
    underFar !== undefined &&
    wordsMostly(beside.text) &&
    Math.abs(beside.size - block.size) <= 0.5 &&
    under.cell.size - block.size >= 1 &&
    Math.abs(underFar.size - under.cell.size) <= 0.5;
  if (captionsBand) return true;
  if (underFar) return false;
  // The far column going on under the far cell, in its print, before the caption column does
  // ("Marca | Fluke" over "541IB", its caption "Tipo" lost to the scan and a speck below read
  // "Rha"): a list of captions and values, row by row, whose value is the far cell.
  const goesOn = layout.lines
    .slice(beside.line + 1, under.cell.line)
    .some((line) =>
      line.cells.some(
        (cell) => Math.abs(cell.x0 - beside.x0) <= size && Math.abs(cell.size - beside.size) <= 0.5,
      ),
    );
  if (goesOn) return false;
  // The last caption of such a list ("Identificação | QA-0886" under "N.º de série |
  // 0121-0004"), a section heading under it: the line above is a key and a value alike.
  const above = layout.lines[beside.line - 1];
  return !(
    above &&
    above.page === block.page &&
    above.cells.some(inFarColumn) &&
    above.cells.some((cell) => inCaptionColumn(cell.x0, block.x0, size) && cell.x1 < beside.x0)
  );
}

/**
 * A signature block whose other role line a scan lost: "Javier Ruiz Ortega | Lucía Gómez" over
 * "Calibrado por" alone. The name that starts where the role starts is the one it names; the
 * others stand well to the right of the role.
 */
function signsAboveRole(
  block: LabelBlock,
  cell: Cell,
  inColumn: readonly Cell[],
  direction: 1 | -1,
): boolean {
  return (
    direction === -1 &&
    block.hit.target === 'technician' &&
    Math.abs(cell.x0 - block.x0) <= block.size &&
    inColumn.every((other) => other === cell || other.x0 > block.x1 + 2 * block.size)
  );
}

/**
 * The value directly under (direction 1) or over (direction −1) a label, in label-above-value
 * grids and in forms that print the caption under the value. Only for a label that stands
 * alone on its line or in a row of labels.
 */
/** Captions whose values are codes or names in capitals, never a small word. */
const CODE_CAPTIONS = new Set(['model', 'serialNumber', 'equipmentId', 'certificateNumber']);

/**
 * Two or three small letters alone under a code's caption ("er" under "Tipo / Model Number"):
 * the end of a caption's word a narrow column broke, or a scan's remnant of one. The value is
 * further down.
 */
function brokenWordEndUnderCode(block: LabelBlock, cell: Cell): boolean {
  return CODE_CAPTIONS.has(block.hit.target) && /^\p{Ll}{1,3}$/u.test(cell.text.trim());
}

/**
 * A value beginning with a generic word of its own field's captions, under a caption naming
 * the field ("Client / Customer Name" over "Société Nouvelle des", the scan's wide word space
 * after "Société" read as a caption and its value): the whole cell is the caption's value.
 */
function genericWordOfValue(labels: LabelMap, block: LabelBlock, cell: Cell): boolean {
  const hit = labels.blockOf.get(cell)?.hit;
  return (
    hit !== undefined &&
    hit.generic &&
    hit.inline !== null &&
    !block.hit.generic &&
    hit.target === block.hit.target
  );
}

function verticalCell(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  direction: 1 | -1,
): Neighbour | null {
  const labelLine = layout.lines[block.firstLine]!;
  const from = direction === 1 ? block.lastLine : block.firstLine;
  // Below a band of captions set on several lines, the gap counts from the band's last line.
  let edge = direction === 1 ? block.bottom : block.top;
  let alone =
    labelLine.cells.every((cell) => block.cells.includes(cell)) &&
    !endsCaptionOfBand(layout, labels, block);
  for (let step = 1; step <= MAX_VERTICAL_STEPS; step++) {
    const line = layout.lines[from + direction * step];
    if (!line || line.page !== block.page) return null;
    const gap = direction === 1 ? line.top - edge : edge - line.bottom;
    if (gap > block.size * MAX_BELOW_GAP) return null;
    // Running headers repeat on every page, so they hold no field — except the certificate's
    // own number, which many labs print in the header beside its caption. A line right under
    // a caption of the body is no running header: a file of several certificates prints the
    // same customer, or the same technician, in the same place on each — with its caption too,
    // in the middle of the page, where no running header stands.
    const underBodyCaption =
      (!labelLine.repeated || midPage(layout, labelLine)) && gap <= block.size;
    if (line.repeated && block.hit.target !== 'certificateNumber' && !underBodyCaption) continue;
    const captionsOnly = line.cells.every((cell) => labels.blockOf.get(cell)?.hit.inline === null);
    const overlapping = line.cells.filter((cell) => horizontalOverlap(cell, block));
    const first = overlapping[0];
    // The caption's own gloss on the next line ("Prüfmittel / Equipment" over "Description").
    // A gloss is a caption alone: a generic word read off the front of a value beside it
    // ("Société" | "Nouvelle des", a scan's wide word space) leaves the line a value.
    const firstHit = first && labels.blockOf.get(first)?.hit;
    const gloss =
      direction === 1 && firstHit?.target === block.hit.target && firstHit.inline === null;
    // Beside another form's key and value ("Modelo: U1282A | … | Next Cal Date" under
    // "Vencimiento:"), a gloss with nothing after it on its line is still this caption's.
    // So is a gloss in a row of glosses, each under a caption its colon ends ("Equipment ID |
    // Measuring Range" under "Código interno: | Alcance:").
    const glossOnly =
      gloss &&
      !line.cells.some(
        (other) =>
          other.x0 > first!.x1 &&
          !labels.blockOf.has(other) &&
          !underColonCaption(labelLine, other, block.size),
      );
    if (direction === 1 && ((captionsOnly && (overlapping.length === 0 || gloss)) || glossOnly)) {
      edge = line.bottom;
      if (gloss) alone = alone && line.cells.length === 1;
      continue;
    }
    if (overlapping.length === 0) continue;
    const cell = overlapping[0]!;
    if (isPageCounter(cell.text)) continue;
    // A band's gloss line whose caption under this one we cannot read ("Linit Under Test |
    // Make | Model" under "Instrumento | Marca | Modelo"): the values are further down.
    if (
      direction === 1 &&
      !GLOSSED_CAPTION.test(captionText(block)) &&
      isGlossLine(labelLine, line, labels, cell, block.size)
    ) {
      edge = line.bottom;
      continue;
    }
    // The caption's gloss we cannot read beside one we can, each under its caption ("Me Under
    // Test | Manufacturer" under "Descripción: | Marca:"): the value is further down. Not under
    // a caption that carries its own gloss ("Calibrado por / Performed By"), nor under a gloss.
    if (
      direction === 1 &&
      !GLOSSED_CAPTION.test(captionText(block)) &&
      !isGlossOf(labels, block) &&
      glossedBeside(labelLine, line, labels, cell)
    ) {
      edge = line.bottom;
      continue;
    }
    // The caption's last line ("Tipo / Model" over "Number"), or its gloss misread
    // ("Hersteller /" over "Manufaclurer"): the value is further down.
    if (
      direction === 1 &&
      !labels.blockOf.has(cell) &&
      (endsCaption(block, cell) ||
        isMisreadOwnCaption(block.hit.target as CandidateField, cell.text) ||
        brokenWordEndUnderCode(block, cell))
    ) {
      edge = line.bottom;
      continue;
    }
    // A caption in small print we cannot read over the value in larger print ("Dados do
    // cliente" over "Solici an", a scan's "Solicitante:", over the customer's name): the value
    // is further down.
    if (
      direction === 1 &&
      !labels.blockOf.has(cell) &&
      smallCaptionOverValue(layout, labels, block, from + direction * step)
    ) {
      edge = line.bottom;
      continue;
    }
    // The first sub-item of a numbered heading, its caption unread ("2. Dati del cliente"
    // over "2.1 Destinato:" over the customer's name): the heading's value is further down.
    if (direction === 1 && !labels.blockOf.has(cell) && opensSubItemOf(block, cell)) {
      edge = line.bottom;
      continue;
    }
    // The caption's gloss wrapped in its column ("1.5 Nº de inventario | Inventory" over
    // "No.:"): the value is further down.
    if (direction === 1 && !labels.blockOf.has(cell) && endsGlossBeside(labelLine, block, cell)) {
      edge = line.bottom;
      continue;
    }
    // A section's title bounds the label's block: no value lies beyond it.
    if (isSectionHeading(cell.text)) return null;
    if (
      labels.blockOf.has(cell) &&
      !repeatsCaptionWord(layout, labels, block, cell) &&
      !genericWordOfValue(labels, block, cell)
    )
      return null;
    if (direction === 1 && speckColonValue(line, labels, cell)) {
      return {
        cell,
        gap,
        text: cell.text.trim().slice(0, -1).trimEnd(),
        aligned: isLabelRow(labelLine, labels) ? alignedCells(labelLine, line) : 0,
      };
    }
    if (cell.text.trim().endsWith(':') || isTitleText(cell.text)) return null;
    const parted = direction === -1 ? partedSignatory(line, block, cell) : null;
    if (parted) return { cell, gap, text: parted, aligned: 0 };
    if (isCaptionGloss(block, cell, gap, direction)) {
      edge = direction === 1 ? line.bottom : line.top;
      continue;
    }
    // A lone label over a "key  value" line is a key/value list with an empty value. Cells of
    // a column to the left (another list beside this one) do not count, nor do a caption to
    // the right and what follows it ("EQ-00820 | Result | In Tolerance": another list), with
    // its value run in or not ("00631 | Data de emissão / 20 de fevereiro de 2024").
    const nextCaption = line.cells.findIndex(
      (other) => other.x0 > cell.x1 && labels.blockOf.has(other),
    );
    const inColumn = line.cells.filter(
      (other, index) =>
        !isSeparator(other.text) &&
        other.x1 > block.x0 - block.size &&
        (nextCaption < 0 || index < nextCaption),
    );
    if (direction === -1) {
      // The caption's own first line ("1.3 Date du" over "prochain" / "étalonnage"), not a value.
      if (startsCaption(block, cell)) return null;
      // A bilingual band of captions ("Nº Certificado | Fecha de calibración | Vencimiento"
      // over "Certificate Number | Date Calibrated | Next Cal Date"): a cell we cannot read
      // among captions is a caption too.
      if (isCaptionLine(line, labels, cell) || glossedBeside(labelLine, line, labels, cell))
        return null;
      // A caption we cannot read with its value, glossed under it by a lone caption we can
      // ("Référence | 1524" over "Model").
      const glossed = glossedValue(layout, labels, block, line, cell);
      if (glossed) return { cell: glossed, gap, text: null, aligned: 0 };
    }
    // A name and its legal form a scan set apart ("Laboratoires Dumont | SA") are one value.
    const nameWithForm =
      ORGANISATION_FIELDS.has(block.hit.target as CandidateField) &&
      inColumn.length === 2 &&
      inColumn[0] === cell &&
      setApartLegalForm(cell, inColumn[1]!);
    if (
      alone &&
      inColumn.length > 1 &&
      !nameWithForm &&
      !signsAboveRole(block, cell, inColumn, direction)
    )
      return null;
    if (GLOSSED_FIELDS.has(block.hit.target as CandidateField)) {
      if (isUnreadKey(layout, labels, block, line, cell)) return null;
    }
    return {
      cell,
      gap,
      text: textInColumn(layout, block, cell) ?? restOfColumn(layout, labels, block, cell),
      // Only under a band of captions: a key/value row's neighbours line up by chance.
      aligned: isLabelRow(labelLine, labels) ? alignedCells(labelLine, line) : 0,
    };
  }
  return null;
}

/**
 * A scanned value a speck closed with a colon, in a row of values under a band of captions
 * ("Torque Wrench: | Norbar | 2023-10-27 | 2024-10-27"): no caption, for no other cell of its
 * row ends with a colon or reads as one, nor does the value without its colon.
 */
function speckColonValue(line: Line, labels: LabelMap, cell: Cell): boolean {
  const text = cell.text.trim();
  if (!recognised(cell.font) || !/[\p{L}\d]:$/u.test(text)) return false;
  const others = line.cells.filter((other) => other !== cell);
  return (
    others.length >= 1 &&
    others.every((other) => !other.text.trim().endsWith(':') && !labels.blockOf.has(other)) &&
    !labels.blockOf.has(cell) &&
    matchLabel(text.slice(0, -1)) === null
  );
}

const GLOSSED_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'model',
  'manufacturer',
  'equipmentName',
  'serialNumber',
  'equipmentId',
  'certificateNumber',
  'calibrationDate',
  'dueDate',
]);

/**
 * A label that glosses the caption above it ("Référence  MarCator 810 A" over "Model"): the
 * caption, unknown to us, starts where the label starts and has its value beside it. That value
 * is the label's — unless it sits over a cell of the label's own line (a grid of values over
 * captions: "Fluke  87V" over "Manufacturer  Model").
 */
function glossedValue(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  captionLine: Line,
  caption: Cell,
): Cell | null {
  // Not in signature blocks: there a name sits over its role line, beside the next signature.
  if (!GLOSSED_FIELDS.has(block.hit.target as CandidateField)) return null;
  // Starting where the label starts, up to a scan's jitter of a few points.
  if (!goesOnInColumn(caption.x0, block.x0, block.size)) return null;
  if (labels.blockOf.has(caption)) return null;
  // A sub-item number before the caption is no value ("3.3 Proxima calibragio | 17 de
  // fevereiro de 2027" over "Next Calibration": the accents lost, the caption unknown).
  const words = caption.text.replace(/^\d{1,2}(?:\.\d{1,2})+\.?\s+(?=\p{L})/u, '');
  if (/\d/.test(words) || block.top - captionLine.bottom > block.size * 0.6) return null;
  const value = captionLine.cells.find((other) => other.x0 > caption.x1);
  if (!value || labels.blockOf.has(value)) return null;
  const labelLine = layout.lines[block.firstLine]!;
  const overCell = labelLine.cells.some(
    (other) => !block.cells.includes(other) && Math.abs(other.x0 - value.x0) <= block.size,
  );
  return overCell ? null : value;
}

/**
 * A caption alone on its line that names a section ("Kalibriergegenstand" over the instrument's
 * rows): it opens its section, and what stands above it (the customer's town) is the section
 * before. So does a form's first item ("3.1 Prüfmittel /" under the customer's "38440
 * Wolfsburg" of section 2): its number says a section begins with it.
 */
function opensSection(layout: DocumentLayout, block: LabelBlock): boolean {
  const line = layout.lines[block.firstLine]!;
  const first = block.cells[0]!.text;
  return (
    (block.cells.length === 1 && line.cells.length === 1 && isSectionHeading(first)) ||
    FIRST_ITEM.test(first)
  );
}

/** A section's first item number opening a caption: "3.1 Prüfmittel", "2. 1 Kunde". */
const FIRST_ITEM = /^\s*\d{1,2}\.\s?1(?![\d.,])\s+\p{L}/u;

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
  // Under a row of captions, the row of values is the side whose cells line up with them
  // (not a lone certificate number in the corner over the row).
  if (Math.max(above.aligned, below.aligned) >= 3 && Math.abs(above.aligned - below.aligned) >= 2)
    return above.aligned > below.aligned ? above : below;
  if (Math.abs(above.gap - below.gap) > 1.5) return above.gap < below.gap ? above : below;
  return orientation === 'labelBelow' ? above : below;
}

/** Fields whose value a narrow column wraps onto more lines ("Insulation / Resistance / Tester"). */
const WRAPPING_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'equipmentName',
  'manufacturer',
  'model',
  'makeModel',
  'procedure',
  'result',
  'asFound',
  'asLeft',
]);
const MAX_WRAPPED_LINES = 3;
/** A name's word going on in lower case may be measured this share of a size apart. */
const LOWER_CASE_SIZE_SHARE = 0.25;
/** …and up to this share larger. */
const LOWER_CASE_GROWN_SHARE = 0.4;
const ORGANISATION_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'customer',
  'calibrationLab',
]);
const NAME_CONNECTOR = alternation([...PREPOSITIONS, ...CONJUNCTIONS]);
/** A name's line that stops on a connector goes on ("Aciéries de" / "Lorraine"). */
const ENDS_ON_CONNECTOR = new RegExp(`\\s(?:${NAME_CONNECTOR})$`, 'iu');
/**
 * A line of a value that stops on a small word joining its parts goes on, whatever size a scan
 * measured the next line ("Thermometer with" / "Probe", "Pipette à" / "piston"). In small
 * letters only: a capital "A" or "E" ends a model ("Type A").
 */
const ENDS_ON_LINK = new RegExp(
  `\\s(?:${alternation([...PREPOSITIONS, ...CONJUNCTIONS, ...NAME_LINKS])})$`,
  'u',
);
/** A scan's speck after a connector, which no name ends on ("Société Nouvelle des."). */
const SPECK_AFTER_CONNECTOR = new RegExp(`(?<=\\s(?:${NAME_CONNECTOR}))[.,]$`, 'iu');
/**
 * A line opening on a connector and a capitalised word goes on with the name ("des Ateliers").
 * Not a lone "e": a scan reads a bullet opening a line as one.
 */
const STARTS_ON_CONNECTOR = new RegExp(
  `^(?:${alternation([...PREPOSITIONS, ...CONJUNCTIONS.filter((word) => word !== 'e')])})\\s+\\p{Lu}`,
  'u',
);

function continuesName(
  layout: DocumentLayout,
  labels: LabelMap,
  text: string,
  next: Cell,
): boolean {
  if (/\d/.test(next.text)) return false;
  if (ENDS_ON_CONNECTOR.test(text.trim())) return true;
  // "… GmbH" / "& Co. KG": the rest of a compound legal form.
  if (isLegalForm(next.text) || /^&\s?\S+(?:\s\S+)?$/u.test(next.text.trim())) {
    return endsWithLegalForm(`${text.trim()} ${next.text.trim()}`);
  }
  // "… S.A." / "de C.V.": the line makes the form longer, whatever it starts with.
  if (legalFormGoesOn(text, next.text)) return true;
  // "Harlow Precision Engineering Ltd" / "Pinnacles West": a name that has reached its legal
  // form is whole; the line under it is the address.
  if (endsWithLegalForm(text.trim())) return false;
  // "Société Nouvelle" / "des Ateliers": a line opening on a connector goes on with the name.
  if (STARTS_ON_CONNECTOR.test(next.text.trim())) return true;
  // "Mécaniques de" / "Savoie": an address line never stops on a connector.
  if (ENDS_ON_CONNECTOR.test(next.text.trim())) return true;
  // The legal form may come a line later ("Great Lakes Precision" / "Components
  // Manufacturing" / "Inc.").
  let line: Cell | null = next;
  for (let step = 0; line && step < MAX_WRAPPED_LINES; step++) {
    if (/\d/.test(line.text)) return false;
    if (endsWithLegalForm(line.text.trim())) return true;
    const previous: Cell = line;
    line = continuationOf(layout, labels, line);
    // A postcode line a scan measured in another size is still the address's.
    if (!line && addressLineUnder(layout, previous)) return false;
  }
  // The block ends without an address line ("Mécaniques de Savoie" and nothing under it): what
  // is left of the block is the rest of the name.
  return line === null;
}

/** A line tight under a cell, starting where it starts, that holds digits ("57100 Thionville"). */
function addressLineUnder(layout: DocumentLayout, cell: Cell): boolean {
  const next = lineUnder(layout, cell);
  if (!next || next.page !== cell.page || next.top - cell.bottom > cell.size * 0.8) return false;
  return next.cells.some(
    (other) => goesOnInColumn(other.x0, cell.x0, cell.size) && /\d/.test(other.text),
  );
}

/**
 * A label-like word wrapped under a value ("Weighing" / "Instrument") is a label only when a
 * value goes with it: a cell beside it, or an unlabelled cell under it.
 */
function hasValueOfItsOwn(layout: DocumentLayout, labels: LabelMap, cell: Cell): boolean {
  const line = layout.lines[cell.line]!;
  if (line.cells.length > 1) return true;
  const next = layout.lines[cell.line + 1];
  if (!next || next.page !== cell.page || next.top - cell.bottom > cell.size * MAX_BELOW_GAP)
    return false;
  return next.cells.some(
    (other) =>
      !labels.blockOf.has(other) && Math.min(other.x1, cell.x1) - Math.max(other.x0, cell.x0) > 0,
  );
}

/**
 * The next line continues this value when it has a cell starting at the same x in the same
 * size, nothing to its left (no label of its own), and that cell is not a label with a value
 * of its own.
 */
/**
 * The line under a cell. A line of a box beside it, its baseline between the cell's lines
 * ("10.07.2024 a" / [Marca  TESA] / "11.07.2024"), is passed over when none of it stands under
 * the cell and the line after it does, as close.
 */
function lineUnder(layout: DocumentLayout, cell: Cell): Line | undefined {
  const next = layout.lines[cell.line + 1];
  if (!next || next.cells.some((other) => other.x1 > cell.x0 && other.x0 < cell.x1)) return next;
  const after = layout.lines[cell.line + 2];
  const under =
    after !== undefined &&
    after.page === cell.page &&
    after.top - cell.bottom <= cell.size * 0.8 &&
    after.cells.some((other) => startsTogether(other.x0, cell.x0));
  return under ? after : next;
}

interface ContinuationOptions {
  /** A person's surname wrapped alone under the name is asked for (wrappedSurname). */
  readonly surname?: boolean;
  /** The line under is looked at whatever size it was measured in (lineRefusedForSize). */
  readonly anySize?: boolean;
  /**
   * The size of the value's first line, which a line under it may match instead: a scan
   * measures a word of small letters alone badly ("plus" at 12 pt between "Research" and
   * "100-1000", both at 10, seed 85291).
   */
  readonly firstSize?: number;
}

function continuationOf(
  layout: DocumentLayout,
  labels: LabelMap,
  cell: Cell,
  field: CandidateField | null = null,
  { surname = false, anySize = false, firstSize }: ContinuationOptions = {},
): Cell | null {
  const next = lineUnder(layout, cell);
  if (!next || next.page !== cell.page || next.top - cell.bottom > cell.size * 0.8) return null;
  const continuation = next.cells.find((other) => goesOnInColumn(other.x0, cell.x0, cell.size));
  if (!continuation) return null;
  if (labels.blockOf.has(continuation) && hasValueOfItsOwn(layout, labels, continuation))
    return null;
  // A scan's sizes are estimates ("Verrerie" read larger than "Champenoise SARL" under it): a
  // line that ends an organisation's name with its legal form goes on with it at any size.
  // So does a line under one that stops on a connector ("Aciéries de" / "Lorraine").
  const endsName =
    field !== null &&
    ((ORGANISATION_FIELDS.has(field) &&
      !/\d/.test(continuation.text) &&
      (endsWithLegalForm(continuation.text.trim()) || ENDS_ON_CONNECTOR.test(cell.text.trim()))) ||
      (WRAPPING_FIELDS.has(field) && ENDS_ON_LINK.test(cell.text.trim())));
  // A word going on in lower case ("Tachymètre" / "numérique", its accent measured taller:
  // "température et" read at 11.5 pt under "Enregistreur de" at 9.5). Measured larger it may
  // be further apart: a gloss is smaller than its value, never larger, and a scan measures a
  // value on a line of small captions small with them ("Micrómetro de" at 7.5 pt beside
  // "Nº Certificado", "exteriores" under it at 10).
  const grown = (continuation.size - cell.size) / cell.size;
  const goesOnInLowerCase =
    field !== null &&
    WRAPPING_FIELDS.has(field) &&
    /^\p{Ll}/u.test(continuation.text.trim()) &&
    grown >= -LOWER_CASE_SIZE_SHARE &&
    grown <= LOWER_CASE_GROWN_SHARE;
  // "24/10/2024 au" / "25/10/2024": a range broken after its connector goes on to a lone date
  // at any size a scan measured it.
  const rangeEnd =
    field !== null &&
    DATE_FIELDS.has(field) &&
    RANGE_CUT.test(cell.text.trim()) &&
    isLoneDate(continuation.text);
  // "2 a 3 de abril de" over "2025": a date that is one only with the line under it goes on
  // to it, at any size a scan measured the two (a year of digits alone measures otherwise than
  // words), whatever the row's other columns did. Not to a date of its own: one the scan could
  // not read ("[eveteitv 2025") is no start of the date another caption's row holds.
  const completesDate =
    field !== null &&
    DATE_FIELDS.has(field) &&
    findDates(cell.text, DATE_WINDOW_YEAR).length === 0 &&
    findDates(continuation.text, DATE_WINDOW_YEAR).length === 0 &&
    findDates(`${cell.text} ${continuation.text}`, DATE_WINDOW_YEAR).length > 0;
  // An organisation's line alone under it, measured up to a sixth larger or smaller, that
  // ends the block or is followed by the name's legal form ("Société Nouvelle des Ateliers" /
  // "Mécaniques de Savoie", 7.5 and 8.5 pt; "Great Lakes Precision" / "Components" /
  // "Manufacturing Inc."), or that opens on a connector ("Autopartes y Ensambles" / "del
  // Centro S.A. de", 9.5 and 8.5 pt): whether it is the name's rest or an address,
  // continuesName decides.
  // A line between the name's first line and its legal form may be measured up to a quarter
  // off ("Components" at 9.5 pt between two lines at 8: a word alone is measured from fewer
  // letters).
  const sizeApart =
    Math.abs(continuation.size - cell.size) / Math.min(cell.size, continuation.size);
  const nameLine =
    field !== null &&
    ORGANISATION_FIELDS.has(field) &&
    !/\d/.test(continuation.text) &&
    next.cells.length === 1 &&
    sizeApart <= 1 / 4 &&
    !endsWithLegalForm(cell.text.trim()) &&
    ((sizeApart <= 1 / 6 && endsBlock(layout, next)) ||
      legalFormUnder(layout, next, continuation) ||
      STARTS_ON_CONNECTOR.test(continuation.text.trim()));
  // A person's surname a narrow column wrapped, alone on its line (wrappedSurname): a word
  // alone is measured from few letters ("Krüger" at 11 pt under "Dr. Anja" at 9.5, their
  // capitals equally tall on the page).
  const surnameLine =
    surname &&
    next.cells.length === 1 &&
    /^\p{Lu}\p{Ll}+$/u.test(continuation.text.trim()) &&
    sizeApart <= 1 / 4;
  const sizeOfValue = firstSize !== undefined && Math.abs(continuation.size - firstSize) <= 0.6;
  if (
    !anySize &&
    !sizeOfValue &&
    Math.abs(continuation.size - cell.size) > 0.6 &&
    !endsName &&
    !goesOnInLowerCase &&
    !nameLine &&
    !surnameLine &&
    !rangeEnd &&
    !completesDate
  )
    return null;
  // Cells to the left are another form row — unless the row above wrapped as a whole: each of
  // them then starts under a cell of the value's line and goes on a word ("Pipetta a" /
  // "pistone" beside "PIPETMAN L" / "P200L"), or goes on a capitalised noun in a row where
  // only a few columns wrapped ("Digitale" / "Bügelmessschraube" beside "Micromar 40" /
  // "EWR"; a next instrument's row fills its columns). Under a caption starts a form row.
  const line = layout.lines[cell.line]!;
  const fewColumns = next.cells.length * 2 <= line.cells.length;
  const wrappedRow = next.cells.every(
    (other) =>
      other === continuation ||
      ((fewColumns || /^\p{Ll}/u.test(other.text.trim())) &&
        !labels.blockOf.has(other) &&
        line.cells.some(
          (above) => goesOnInColumn(above.x0, other.x0, cell.size) && !labels.blockOf.has(above),
        )),
  );
  // The value's own caption may go on to its left ("Donneur d'ordre /" over its gloss
  // "Customer", the name's second line beside the gloss); any other cell there starts a row.
  // Beside the gloss, an instrument's name goes on only in a word that continues it
  // ("Dinamómetro" / "digital"): a capitalised line may be the name's own gloss in turn.
  // A date's year goes on beside its caption's second line ("2.3 Kalibrierdatum | 12.
  // September" over "/ Date of | 2024").
  // Beside the second line of the very caption the value stands beside ("3.1 Item" /
  // "Description"), not a gloss of its own, a capitalised line goes on too ("Multifunction
  // Process" / "Calibrator").
  const year = (other: Cell) => /^\d{4}$/.test(other.text.trim());
  const caption = line.cells[cell.index - 1];
  const sameCaption = (other: Cell) =>
    caption !== undefined &&
    labels.blockOf.has(other) &&
    labels.blockOf.get(other) === labels.blockOf.get(caption);
  const ownCaption = (other: Cell) =>
    field !== null &&
    labels.blockOf.get(other)?.hit.target === field &&
    (ORGANISATION_FIELDS.has(field) ||
      /^\p{Ll}/u.test(continuation.text.trim()) ||
      sameCaption(other) ||
      (DATE_FIELDS.has(field) && year(continuation)));
  // A row of dates whose years each went to the next line ("14 settembre | 21 settembre" over
  // "2023 | 2023"): every cell under it a year, under a cell of the row.
  const yearsRow = next.cells.every(
    (other) =>
      year(other) && line.cells.some((above) => goesOnInColumn(above.x0, other.x0, cell.size)),
  );
  // A speck in the margin ("-") is no cell. Nor is a cell of another column of the form, left
  // of the value's own caption ("376 FC" of "2.3 Modell / Type:" under "2.3 Model" beside the
  // year that goes on "2.3 Kalibrierdatum | 12. September").
  const otherColumn = (other: Cell) =>
    caption !== undefined && labels.blockOf.has(caption) && other.x1 < caption.x0 - cell.size;
  const leftOf = (other: Cell) =>
    other.x0 < cell.x0 - 2 && !ownCaption(other) && !isSeparator(other.text) && !otherColumn(other);
  // "2025-10-09 au" over "2025-10-10": a range broken after its connector must go on, and a
  // lone date under it in its column is its end, whatever form row runs to its left; so does a
  // date completed by the line under it (completesDate).
  if (!wrappedRow && !yearsRow && !rangeEnd && !completesDate && next.cells.some(leftOf))
    return null;
  return continuation;
}

/** The line under `line` holds, alone and under `cell`, the end of a name with its legal form. */
function legalFormUnder(layout: DocumentLayout, line: Line, cell: Cell): boolean {
  const after = nextLineWithin(layout, line.index, line.bottom, cell.size * 0.8);
  if (!after) return false;
  const [only] = after.cells;
  return (
    after.cells.length === 1 &&
    goesOnInColumn(only!.x0, cell.x0, cell.size) &&
    !/\d/.test(only!.text) &&
    endsWithLegalForm(only!.text.trim())
  );
}

/** Whether nothing stands under a line within a line's gap on its page. */
function endsBlock(layout: DocumentLayout, line: Line): boolean {
  const size = Math.max(...line.cells.map((cell) => cell.size));
  return !nextLineWithin(layout, line.index, line.bottom, size * 0.8);
}

/** A cell that is one date and nothing else. */
function isLoneDate(text: string): boolean {
  const dates = findDates(text, DATE_WINDOW_YEAR);
  return dates.length === 1 && dates[0]!.text.trim() === text.trim();
}

/**
 * A person's name that a narrow column wrapped before its last surname ("María José" /
 * "Fernández"): one capitalised word alone under it that is no caption and no role (a
 * signature's "Prüfer" under the name is a role line), and with which it is still a name.
 */
function wrappedSurname(
  layout: DocumentLayout,
  labels: LabelMap,
  cell: Cell,
  text: string,
): string | null {
  const continuation = continuationOf(layout, labels, cell, null, { surname: true });
  if (!continuation || labels.blockOf.has(continuation)) return null;
  const word = continuation.text.trim();
  if (!/^\p{Lu}\p{Ll}+$/u.test(word) || matchLabel(word) !== null) return null;
  if (layout.lines[continuation.line]!.cells.length > 1) return null;
  return isPersonName(text) && isPersonName(`${text} ${word}`) ? word : null;
}

/**
 * "2024-01-14" over "2024-01-15", alone on its line in the date's column: a range of days whose
 * dash a scan lost at the line's end (a next date with its own caption is no lone cell).
 */
function lostRangeDash(layout: DocumentLayout, cell: Cell): boolean {
  const next = layout.lines[cell.line + 1];
  if (!next || next.page !== cell.page || next.cells.length !== 1) return false;
  const below = next.cells[0]!;
  if (!startsTogether(below.x0, cell.x0) || next.top - cell.bottom > cell.size * 0.8) return false;
  const [first] = findDates(cell.text, DATE_WINDOW_YEAR);
  const [last, ...more] = findDates(below.text, DATE_WINDOW_YEAR);
  if (!first || !last || more.length > 0 || below.text.trim() !== last.text.trim()) return false;
  // "06.12.2025" over "07.12.2025": read both in the same order, whichever the document uses.
  const orders: (keyof NonNullable<DateToken['readings']>)[] = ['dmy', 'mdy'];
  return orders.some((order) => {
    const from = first.iso ?? first.readings?.[order];
    const to = last.iso ?? last.readings?.[order];
    if (!from || !to) return false;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    return days > 0 && days <= MAX_RANGE_DAYS;
  });
}

/** A scan measures two lines of one size up to this share apart (its sizes are estimates). */
const SCAN_SIZE_SHARE = 1 / 6;

/**
 * Whether the value may go on under its last line in a line refused for its size alone: one
 * measured larger (a gloss is smaller than its value, never larger), or on a scan one measured
 * within the scan's error ("Digitales" at 11.5 pt over "Speicheroszilloskop" at 10, seed
 * 82261). The line is either the value's rest or another row: the value as read is in doubt.
 */
function lineRefusedForSize(
  layout: DocumentLayout,
  labels: LabelMap,
  cell: Cell,
  field: CandidateField,
): boolean {
  const under = continuationOf(layout, labels, cell, field, { anySize: true });
  if (under === null || continuationOf(layout, labels, cell, field) !== null) return false;
  const apart = Math.abs(under.size - cell.size) / Math.min(under.size, cell.size);
  return under.size > cell.size || (recognised(cell.font) && apart <= SCAN_SIZE_SHARE);
}

/**
 * The cells whose value, read for a field, may go on in a line refused for its size alone
 * (lineRefusedForSize): its candidates are marked unsure. Filled as values are read; cells
 * belong to one layout.
 */
const doubtfulEnds = new WeakMap<Cell, Set<CandidateField>>();

function markDoubtfulEnd(cell: Cell, field: CandidateField): void {
  const fields = doubtfulEnds.get(cell) ?? new Set<CandidateField>();
  fields.add(field);
  doubtfulEnds.set(cell, fields);
}

/** A value's first line: "Société Nouvelle des." has a speck after a connector no name ends on. */
function printedStart(text: string, field: CandidateField): string {
  const trimmed = text.trim();
  return ORGANISATION_FIELDS.has(field) ? trimmed.replace(SPECK_AFTER_CONNECTOR, '') : trimmed;
}

/**
 * The value as printed, joined with its wrapped lines: for fields that wrap in narrow columns,
 * and for any value cut mid-parenthesis or after a hyphen, slash or comma.
 */
export function withContinuation(
  layout: DocumentLayout,
  labels: LabelMap,
  cell: Cell,
  field: CandidateField,
): string {
  const start = printedStart(cell.text, field);
  let text = ORGANISATION_FIELDS.has(field) ? withLegalFormBeside(layout, cell, start) : start;
  let current = cell;
  for (let step = 0; step < MAX_WRAPPED_LINES; step++) {
    const open = (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
    // "2024-11-24 to" / "2024-11-25": a date range broken after its connector;
    // "10 de agosto de" / "2025": a date whose year went to the next line.
    const lostDash =
      field === 'calibrationDate' &&
      step === 0 &&
      !RANGE_CUT.test(text) &&
      lostRangeDash(layout, current);
    const range =
      DATE_FIELDS.has(field) &&
      (RANGE_CUT.test(text) || findDates(text, DATE_WINDOW_YEAR).length === 0 || lostDash);
    const organisation = ORGANISATION_FIELDS.has(field);
    // A hyphen after a full stop is a speck of the scan ("Co.-"), no word broken at its end. A
    // comma after a company's legal form ends its name: the address follows ("S.A,").
    const cut =
      open ||
      range ||
      /[\p{L}\d]-$|\/$/u.test(text) ||
      (text.endsWith(',') && !(organisation && endsWithLegalForm(text)));
    if (field === 'technician') {
      const surname = step === 0 ? wrappedSurname(layout, labels, current, text) : null;
      if (surname) text = `${text} ${surname}`;
      break;
    }
    if (!cut && !WRAPPING_FIELDS.has(field) && !organisation) break;
    // Beside the caption's gloss, only a name, or a word in lower case, goes on: other values
    // are glossed in turn ("Digitalmultimeter" over "Digital multimeter").
    const continuation = continuationOf(
      layout,
      labels,
      current,
      organisation || WRAPPING_FIELDS.has(field) || range ? field : null,
      { firstSize: current === cell ? undefined : cell.size },
    );
    if (!continuation) {
      if (WRAPPING_FIELDS.has(field) && lineRefusedForSize(layout, labels, current, field))
        markDoubtfulEnd(cell, field);
      break;
    }
    // A maker's name holds no digits: a code under it is the model beside its own caption
    // ("Gossen Metrawatt" over "METRAHIT 29S", the scan setting the model a line above "Modell").
    if (field === 'manufacturer' && !cut && /\d/.test(continuation.text)) break;
    // An organisation's name goes on under itself only when it visibly does — it stops on a
    // connector ("Société Nouvelle des") or a line below ends it with its legal form
    // ("Officine Meccaniche" / "Valtellinesi S.p.A."); otherwise the next line is its address.
    if (organisation && !cut && !continuesName(layout, labels, text, continuation)) break;
    text = /[-/]$/.test(text)
      ? text + continuation.text.trim()
      : lostDash
        ? `${text} – ${continuation.text.trim()}`
        : `${text} ${continuation.text.trim()}`;
    current = continuation;
    // The next line goes on under the name's first cell, not under the legal form.
    if (organisation) text = withLegalFormBeside(layout, continuation, text);
  }
  return text;
}

/** "Präzisionsmechanik" [gap] "GmbH": a legal form a scan set apart on the name's line. */
function withLegalFormBeside(layout: DocumentLayout, cell: Cell, text: string): string {
  const beside = layout.lines[cell.line]!.cells;
  const legalForm = beside[beside.indexOf(cell) + 1];
  return legalForm && setApartLegalForm(cell, legalForm)
    ? `${text} ${legalForm.text.trim()}`
    : text;
}

/**
 * An organisation's name printed after its caption in the same cell ("Customer Name: Great Lakes
 * Precision") and wrapped under itself ("Components" / "Manufacturing Inc."), or beside the
 * caption's gloss on the next line ("Cliente: Companhia Industrial de" / "Client  Componentes
 * Elétricos S.A."): the lines that start where the name started and visibly go on with it.
 */
function inlineWithContinuation(
  layout: DocumentLayout,
  labels: LabelMap,
  cell: Cell,
  inline: string,
  field: CandidateField,
): string {
  let text = inline.trim();
  const offset = cell.text.lastIndexOf(text);
  if (offset <= 0) return text;
  // A scan's wide word space parted the name on its line ("Donneur d'ordre Verrerie" |
  // "Champenoise SARL"): the next cell, a word space or so away, goes on with it.
  const line = layout.lines[cell.line]!;
  const beside = line.cells[line.cells.indexOf(cell) + 1];
  if (
    beside &&
    beside.x0 - cell.x1 <= cell.size * 1.5 &&
    !labels.blockOf.has(beside) &&
    /^\p{Lu}[^\d]*$/u.test(beside.text.trim())
  ) {
    text = `${text} ${beside.text.trim()}`;
  }
  // Where the name starts: its own run when the PDF set it apart, else estimated by characters.
  const run = cell.parts.find((part) => part.text.trim().startsWith(text.split(/\s+/)[0]!));
  let x =
    run && run.x0 > cell.x0 ? run.x0 : cell.x0 + (offset * (cell.x1 - cell.x0)) / cell.text.length;
  let bottom = cell.bottom;
  let lineIndex = cell.line;
  for (let step = 0; step < MAX_WRAPPED_LINES; step++) {
    const next = layout.lines[lineIndex + 1];
    if (!next || next.page !== cell.page || next.top - bottom > cell.size * 0.8) break;
    const continuation = next.cells.find(
      (other) => Math.abs(other.x0 - x) <= cell.size * 2 && !labels.blockOf.has(other),
    );
    if (!continuation) break;
    // Only the caption's gloss may stand to its left ("Client"), never another label or value.
    const left = next.cells.filter((other) => other.x1 <= continuation.x0);
    if (left.some((other) => labels.blockOf.get(other)?.hit.target !== field)) break;
    if (!continuesName(layout, labels, text, continuation)) break;
    text = `${text} ${continuation.text.trim()}`;
    x = continuation.x0;
    bottom = next.bottom;
    lineIndex = next.index;
  }
  return text;
}

/**
 * A value that carries further "Label: value" pairs after commas ("Digital Micrometer,
 * manufacturer: Mitutoyo, type: 103-137"): the head is the value, each pair a candidate of its
 * own. Split only when every later segment is such a pair, so addresses stay whole.
 */
/**
 * A calibration's range under its caption, its dash lost to a scan ("2023-11-13 | 2023-11-14"
 * under "Tarato il / Date Calibrated"): the date beside it completes the range when no caption
 * of its own stands over it (a band's "Date calibrated | Issue date" are two dates).
 */
function rangeUnder(
  layout: DocumentLayout,
  labels: LabelMap,
  block: LabelBlock,
  cell: Cell,
): string | null {
  const range = dateRangeBeside(layout, cell) ?? dateCutBeside(layout, cell);
  if (range === null) return null;
  const second = layout.lines[cell.line]!.cells[cell.index + 1]!;
  // A caption starting past the first date's end heads the second; one starting before it is
  // the range's own (or its other language).
  const captioned = labels.blocks.some(
    (other) =>
      other.page === block.page &&
      other.top <= block.bottom &&
      other.bottom >= block.top &&
      other.x0 > cell.x1 &&
      other.x0 < second.x1,
  );
  return captioned ? null : range;
}

function pushValue(
  candidates: Candidate[],
  cell: Cell,
  candidate: Omit<Candidate, 'page' | 'x' | 'y' | 'line'>,
): void {
  const segments = candidate.value.split(/\s*[,;]\s+(?=[^,;:]{2,40}:\s*\S)/);
  const pairs = segments.slice(1).map((segment) => matchLabel(segment));
  const embedded = pairs.length > 0 && pairs.every((hit) => hit?.colon && hit.inline !== null);
  if (!embedded) {
    const unsure = doubtfulEnds.get(cell)?.has(candidate.field) === true;
    candidates.push(candidateAt(cell, unsure ? { ...candidate, unsure } : candidate));
    return;
  }
  candidates.push(candidateAt(cell, { ...candidate, value: segments[0]! }));
  for (const hit of pairs) {
    if (!hit || hit.target === 'other' || hit.target === 'otherDate') continue;
    candidates.push(
      candidateAt(cell, {
        field: hit.target,
        value: hit.inline!,
        label: hit.label,
        method: 'inline',
        generic: hit.generic,
        unit: hit.unit,
      }),
    );
  }
}

/**
 * "PYRANOMETER MODEL: CMP 11" names the instrument in its label. Weaker than a labelled name
 * (generic), so "Instrument: Pyranometer" printed elsewhere wins.
 */
function pushSubject(
  candidates: Candidate[],
  cell: Cell,
  subject: string,
  label: string,
  method: 'right' | 'below',
): void {
  candidates.push(
    candidateAt(cell, {
      field: 'equipmentName',
      value: subject,
      label,
      method,
      generic: true,
      unit: null,
    }),
  );
}

/**
 * Whether a caption and the cell beside it both head a standards table's columns: the line
 * under them is the table's ("Désignation | Constructeur" read "Const ucleux", a caption we
 * cannot read, over "Jeu de cales étalons | Mitutoyo"). The cell is a column's heading, no value.
 */
function headsExcludedColumn(
  layout: DocumentLayout,
  excluded: Exclusions,
  block: LabelBlock,
  cell: Cell,
): boolean {
  if (/\d/.test(cell.text) || cell.line !== block.firstLine) return false;
  const under = lineUnder(layout, cell);
  if (!under || under.page !== cell.page || under.top - cell.bottom > cell.size) return false;
  // Each of the two heads a column of the table's first row.
  const overlaps = (x0: number, x1: number) =>
    under.cells.filter((other) => other.x0 < x1 && x0 < other.x1);
  const [underCell, underCaption] = [overlaps(cell.x0, cell.x1), overlaps(block.x0, block.x1)];
  return (
    underCell.length > 0 &&
    underCaption.length > 0 &&
    [...underCell, ...underCaption].every((other) => excluded.covers(other))
  );
}

export function pairCandidates(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
): Candidate[] {
  const candidates: Candidate[] = [];
  // A cell taken as a value ("Hersteller: Hersteller") is not also a label of its own.
  const usedAsValue = new Set<Cell>();
  // The field each cell taken beside its caption was taken for.
  const takenBeside = new Map<Cell, CandidateField>();
  const vertical: { block: LabelBlock; above: Neighbour | null; below: Neighbour | null }[] = [];
  for (const block of labels.blocks) {
    const { target, generic, inline, bare, unit, label } = block.hit;
    if (block.cells.some((cell) => usedAsValue.has(cell))) continue;
    if (target === 'other' || target === 'otherDate') continue;
    if (excluded.covers(block.cells[0]!)) continue;
    const field: CandidateField = target;
    if (inline !== null) {
      if (bare && underOwnCaption(layout, labels, block)) continue;
      const method = bare ? 'bare' : 'inline';
      // "Laboratorio Taratura Adriatico S.r.l.": without a colon, a laboratory's caption word
      // that opens a name is the name's first word.
      const value =
        bare && field === 'calibrationLab' && /^\p{Lu}/u.test(inline)
          ? block.cells[0]!.text
          : ORGANISATION_FIELDS.has(field)
            ? inlineWithContinuation(layout, labels, block.cells[0]!, inline, field)
            : inline;
      pushValue(candidates, block.cells[0]!, {
        field,
        value,
        label,
        method,
        generic,
        unit,
      });
      continue;
    }
    // A neighbour that cannot be this field's value ("Calibrado por | Coordinador Técnico": the
    // next signature's role) leaves the label to its value above or below.
    const beside = rightCell(layout, labels, block);
    // "7" | "Februar 2024": a day a scan set apart from its month and year.
    const cutDate = beside && DATE_FIELDS.has(field) ? dateCutBeside(layout, beside) : null;
    // A date's caption beside a cell without a date ("Prossima taratura: | Data di emissione",
    // a caption we cannot read) has its date under it.
    const right =
      beside &&
      cleanValue(field, beside.text) !== null &&
      (!DATE_FIELDS.has(field) ||
        canBeValue(field, cutDate ?? withContinuation(layout, labels, beside, field))) &&
      !valueUnderInstead(layout, labels, block, beside) &&
      !valueOfCaptionAbove(layout, labels, block, beside)
        ? beside
        : null;
    if (right) {
      usedAsValue.add(right);
      takenBeside.set(right, field);
      if (excluded.covers(right) || headsExcludedColumn(layout, excluded, block, right)) continue;
      const range =
        field === 'temperature' || field === 'humidity'
          ? conditionRange(layout, right, unit)
          : field === 'calibrationDate'
            ? (dateRangeBeside(layout, right) ??
              dateRangeUnder(
                layout,
                right,
                block.x0,
                (cell) => labels.blockOf.get(cell)?.hit.target === field,
              ) ??
              cutDate)
            : cutDate;
      if (range) {
        candidates.push(
          candidateAt(right, { field, value: range, label, method: 'right', generic, unit: null }),
        );
        continue;
      }
      const value = withContinuation(layout, labels, right, field);
      pushValue(candidates, right, { field, value, label, method: 'right', generic, unit });
      if (block.hit.subject) pushSubject(candidates, right, block.hit.subject, label, 'right');
      continue;
    }
    // A calibration date's neighbour without a date ("3. Dati della taratura" over "Tarato
    // il") leaves the label to the one on its other side. The date may go on on the next line
    // ("10 au 11 décembre" / "2023"). So does a technician's that is no name: the role's gloss
    // under "Calibrado por" ("Calibration techniciun"), the name being above.
    // A lone day before the rest of the date ("16 | 17 giugno 2025") is a date too.
    const fits = (neighbour: Neighbour | null) =>
      neighbour &&
      ((field !== 'calibrationDate' && field !== 'technician') ||
        canBeValue(
          field,
          neighbour.text ?? withContinuation(layout, labels, neighbour.cell, field),
        ) ||
        (field === 'calibrationDate' &&
          neighbour.text === null &&
          dateCutBeside(layout, neighbour.cell) !== null))
        ? neighbour
        : null;
    // A standards table's cell is no neighbour: "04/06/2025" over "Fecha de próxima
    // calibración" would take the side over the caption from its date under it.
    const outside = (neighbour: Neighbour | null) =>
      neighbour && !excluded.covers(neighbour.cell) ? neighbour : null;
    vertical.push({
      block,
      above: opensSection(layout, block)
        ? null
        : fits(outside(verticalCell(layout, labels, block, -1))),
      below: fits(outside(verticalCell(layout, labels, block, 1))),
    });
  }
  const orientation = gridOrientation(vertical);
  const picks = vertical.map(({ block, above, below }) => {
    const chosen = pickVertical(above, below, orientation);
    return { block, chosen, fromAbove: chosen !== null && chosen === above };
  });
  // A cell between two rows of captions, taken by a caption over it and by one under it
  // ("Termómetro con sonda" between "Instrumento" and "Serial Number:"), is the value of the
  // side this document's grids put values on.
  const takenFrom = (cell: Cell, fromAbove: boolean) =>
    picks.some((pick) => pick.chosen?.cell === cell && pick.fromAbove === fromAbove);
  for (const { block, chosen, fromAbove } of picks) {
    if (!chosen || excluded.covers(chosen.cell)) continue;
    const { target, generic, unit, label } = block.hit;
    const field = target as CandidateField;
    // A code its own line's caption took beside it ("Ser. No.: | SC18030011") is that caption's,
    // not another code's under a caption over it (a scan's "Model" read as a caption above): one
    // code is no two fields' value. A caption over it naming the same field agrees ("Item
    // description" over "Item: | Celda de carga"), and a name or a phrase may fill two fields.
    const beside = takenBeside.get(chosen.cell);
    if (CODE_FIELDS.has(field) && beside !== undefined && beside !== field) continue;
    const valuesUnder = orientation === 'labelAbove';
    if (fromAbove === valuesUnder && takenFrom(chosen.cell, !fromAbove)) continue;
    if (!fromAbove && overCaptionOf(layout, labels, chosen.cell, target)) continue;
    const whole = withContinuation(layout, labels, chosen.cell, field);
    // A value cut from a cell that ran into the next column goes on on the lines under it too.
    const start = printedStart(chosen.cell.text, field);
    const value =
      chosen.text === null
        ? ((field === 'calibrationDate' ? rangeUnder(layout, labels, block, chosen.cell) : null) ??
          whole)
        : whole.startsWith(start) && whole.length > start.length
          ? `${printedStart(chosen.text, field)}${whole.slice(start.length)}`
          : chosen.text;
    pushValue(candidates, chosen.cell, { field, value, label, method: 'below', generic, unit });
    if (block.hit.subject) pushSubject(candidates, chosen.cell, block.hit.subject, label, 'below');
  }
  return candidates;
}
