/**
 * Marks where the certificate describes the laboratory's reference standards ("Standards used",
 * "Bezugsnormale", "Étalons de référence", "Patrones utilizados"…, or a table whose header names
 * standards or traceability). Their serial numbers and dates belong to the lab's equipment, so no
 * field is ever read there.
 *
 * A section is a rectangle: from its heading down, and from the heading's left edge across —
 * the whole width when the heading has the line to itself, only its own column when another
 * section sits beside it ("Results | Reference standards used"). It ends at the next heading in
 * its column that is not part of its own table, a known heading, a label only the instrument has
 * (technician, customer, result…), a wide vertical gap, or the end of the page.
 */
import {
  OTHER_SECTION_HEADINGS,
  STANDARDS_COLUMN_WORDS,
  STANDARDS_HEADINGS,
} from '../dictionary/sections.js';
import { normalizeLabel } from '../dictionary/normalize.js';
import type { LabelTarget } from '../dictionary/labels.js';
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import type { LabelMap } from './label-blocks.js';
import { isTitleText } from './title.js';
import { isStreetAddress } from './value-types.js';

const STANDARDS = new Set(STANDARDS_HEADINGS);
const OTHER_HEADINGS = new Set(OTHER_SECTION_HEADINGS);
const STANDARDS_WORDS = new Set(STANDARDS_COLUMN_WORDS);
/** Labels that never describe a reference standard: seeing one means the section is over. */
const INSTRUMENT_ONLY: ReadonlySet<LabelTarget> = new Set<LabelTarget>([
  'technician',
  'customer',
  'result',
  'calibrationInterval',
  'temperature',
  'humidity',
  'procedure',
  'accreditation',
  'asFound',
  'asLeft',
]);
const ALIGN_TOLERANCE = 4;
const MAX_GAP_IN_BODY_SIZES = 3.5;

interface Region {
  page: number;
  /** Line indices covered, inclusive. */
  from: number;
  to: number;
  x0: number;
  x1: number;
}

/** The reference-standards sections of a document, asked cell by cell. */
export class Exclusions {
  constructor(private readonly regions: readonly Region[]) {}

  covers(cell: Pick<Cell, 'line' | 'x0' | 'x1'>): boolean {
    const middle = (cell.x0 + cell.x1) / 2;
    return this.regions.some(
      (region) =>
        cell.line >= region.from &&
        cell.line <= region.to &&
        middle >= region.x0 &&
        middle <= region.x1,
    );
  }

  /** The line's text without the parts inside a standards section. */
  text(line: Line): string {
    return line.cells
      .filter((cell) => !this.covers(cell))
      .map((cell) => cell.text)
      .join(' ');
  }

  get size(): number {
    return this.regions.length;
  }

  /** These sections and more: whole-width line ranges of one page. */
  including(ranges: readonly { page: number; from: number; to: number }[]): Exclusions {
    return new Exclusions([
      ...this.regions,
      ...ranges.map((range) => ({ ...range, x0: -Infinity, x1: Infinity })),
    ]);
  }
}

function headingKey(text: string): string {
  return normalizeLabel(
    text
      .replace(/^\s*(?:\d+(?:\.\d+)*|[A-Z])[.)]?\s+(?=\p{L})/u, '')
      .replace(/:\s*$/, '')
      // Optional plural endings: "PATRÓN(ES) E INSTRUMENTO(S) UTILIZADO(S)", "standard(s)".
      .replace(/\((?:e?s|en|i|e)\)/giu, ''),
  );
}

/** Words that make a short heading a standards heading ("Eingesetzte Referenznormale"). */
const STANDARDS_HEADING_WORDS = new Set([
  'standards',
  'standard',
  'normale',
  'referenznormale',
  'bezugsnormale',
  'arbeitsnormale',
  'etalons',
  'etalon',
  'patrones',
  'patron',
  'campioni',
  'campione',
  'padroes',
  'padrao',
  'traceability',
  'tracabilite',
  'trazabilidad',
  'riferibilita',
  'rastreabilidade',
  'ruckfuhrung',
]);
const MAX_HEADING_WORDS = 6;
/**
 * "Reference" in the languages we read: with a plural equipment word it names the standards used
 * (a singular one is a caption: "Instrument reference" is the instrument's ID).
 */
const REFERENCE_WORDS = new Set([
  'reference',
  'referencia',
  'referencias',
  'riferimento',
  'referenz',
  'referenzgerate',
  'referentie',
]);
const EQUIPMENT_WORDS = new Set([
  'equipment',
  'equipments',
  'instruments',
  'equipos',
  'instrumentos',
  'equipamentos',
  'strumenti',
  'apparecchiature',
  'gerate',
  'messmittel',
  'instrumenten',
  'moyens',
  'appareils',
]);

function isStandardsHeading(text: string): boolean {
  // "Certificate of Calibration and Traceability" names the document, not a standards list.
  if (isTitleText(text)) return false;
  // "Descripción (Description): Fuga patrón" is a field whose value names a standard.
  if (/:(?!\d)\s*\S/.test(text)) return false;
  // "patrón" under "Juego de bloques": a name a table's column wrapped; a title opens capitalised.
  if (/^\p{Ll}/u.test(text.trim())) return false;
  const key = headingKey(text);
  if (STANDARDS.has(key)) return true;
  const words = key.split(' ');
  if (words.length > MAX_HEADING_WORDS) return false;
  if (words.some((word) => STANDARDS_HEADING_WORDS.has(word))) return true;
  // "Equipos de referencia", "Strumenti di riferimento", "Reference instruments used".
  return (
    words.some((word) => REFERENCE_WORDS.has(word)) &&
    words.some((word) => EQUIPMENT_WORDS.has(word))
  );
}

/** Short text without digits or a trailing colon: can be a section title. */
function isTitleCell(text: string): boolean {
  const trimmed = text.trim();
  return (
    isKnownHeading(trimmed) ||
    (trimmed.split(/\s+/).length <= MAX_HEADING_WORDS && !/[\d:]/.test(trimmed))
  );
}

/** Plural words that name a list of standards even inside a longer label. */
const STANDARDS_LABEL_WORDS = new Set([
  'standards',
  'normale',
  'referenznormale',
  'bezugsnormale',
  'arbeitsnormale',
  'etalons',
  'patrones',
  'campioni',
  'padroes',
]);

/** A row label naming the standards ("Eingesetzte Referenznormale", "Standards used"). */
function isStandardsLabel(text: string): boolean {
  const key = headingKey(text);
  if (STANDARDS.has(key)) return true;
  const words = key.split(' ');
  return words.length <= MAX_HEADING_WORDS && words.some((word) => STANDARDS_LABEL_WORDS.has(word));
}

/** A section's title ("Calibration details", "Angaben zur Kalibrierung / Calibration details"). */
export function isSectionHeading(text: string): boolean {
  return text.split(/\s+\/\s+/).some((part) => isKnownHeading(part));
}

/**
 * The title of a section other than the standards ("Angaben zur Kalibrierung", "Customer"): a
 * letterhead never holds one, while a lab's name may hold a standards word ("Pacific Standards
 * Calibration").
 */
export function isBodyHeading(text: string): boolean {
  return text.split(/\s+\/\s+/).some((part) => OTHER_HEADINGS.has(headingKey(part)));
}

function isKnownHeading(text: string): boolean {
  return isStandardsHeading(text) || OTHER_HEADINGS.has(headingKey(text));
}

function isStandardsTableHeader(cells: Cell[], labels: LabelMap): boolean {
  if (cells.length < 2) return false;
  // "Instrument: | Mass standard 1 kg" is a field whose value names a standard, not captions.
  if (cells.some((cell) => labels.blockOf.get(cell)?.hit.colon)) return false;
  const labelCells = cells.filter((cell) => labels.blockOf.has(cell)).length;
  // Captions are short: "ensures the traceability of the reported results" is a sentence
  // running beside the form, not a column header.
  if (cells.some((cell) => cell.text.trim().split(/\s+/).length > MAX_HEADING_WORDS)) return false;
  const standardsCells = cells.filter(
    (cell) =>
      !/\d/.test(cell.text) &&
      normalizeLabel(cell.text)
        .split(' ')
        .some((word) => STANDARDS_WORDS.has(word)),
  ).length;
  return standardsCells >= 1 && labelCells + standardsCells >= 2;
}

function within(cell: Cell, x0: number, x1: number): boolean {
  const middle = (cell.x0 + cell.x1) / 2;
  return middle >= x0 && middle <= x1;
}

function aligned(cells: Cell[], edges: number[]): boolean {
  return cells.some((cell) =>
    edges.some(
      (edge) =>
        Math.abs(cell.x0 - edge) <= ALIGN_TOLERANCE ||
        Math.abs((cell.x0 + cell.x1) / 2 - edge) <= ALIGN_TOLERANCE,
    ),
  );
}

function endsSection(
  cells: Cell[],
  line: Line,
  edges: number[],
  labels: LabelMap,
  sawRows: boolean,
): boolean {
  // A table header inside the section may name "Traceability"; a new section is a title line.
  const titleLine = cells.every((cell) => isTitleCell(cell.text));
  // A lower-case word alone is a table cell's wrapped end ("Calibrateur" / "multifonction"),
  // however the layout styled it.
  const wrapped = /^\p{Ll}/u.test(cells[0]!.text.trim());
  if (cells.length === 1 && (isKnownHeading(cells[0]!.text) || (line.heading && !wrapped)))
    return true;
  if (titleLine && cells.some((cell) => OTHER_HEADINGS.has(headingKey(cell.text)))) return true;
  // A caption set over two lines that started in the section ("Désignation" / "/ Description")
  // is the section's own header going on.
  const instrumentLabel = cells.some((cell) => {
    const block = labels.blockOf.get(cell);
    return (
      block !== undefined && block.firstLine >= line.index && INSTRUMENT_ONLY.has(block.hit.target)
    );
  });
  // Before any row, under a caption band we cannot read ("Désignation Constructe- Type / Model
  // …" run into one cell), it is the band's gloss line.
  const unreadBand = !sawRows && edges.length > 0;
  if (instrumentLabel && !unreadBand) return true;
  // A sentence is not a row of the standards table: four words or more, or three across a
  // column's edge ("Recomenda-se recalibrar anual." under the description column), where a
  // wrapped cell stays in its column.
  const sentence = cells.length === 1 && /\.\s*$/.test(cells[0]!.text) ? cells[0]! : null;
  const words = sentence ? sentence.text.trim().split(/\s+/).length : 0;
  const acrossColumns =
    sentence !== null &&
    edges.some((edge) => edge > sentence.x0 + sentence.size && edge < sentence.x1 - sentence.size);
  if (words >= 4 || (words === 3 && acrossColumns)) return true;
  // Its stop lost to a scan ("All measured values were within the specified tolerance"): words
  // in small letters across two columns' edges or more, where no cell of a row reaches.
  const lone = cells.length === 1 ? cells[0]! : null;
  const edgesCrossed = lone
    ? edges.filter((edge) => edge > lone.x0 + lone.size && edge < lone.x1 - lone.size).length
    : 0;
  if (
    lone !== null &&
    edgesCrossed >= 2 &&
    lone.text.trim().split(/\s+/).length >= 5 &&
    /\p{Ll}{2,}\s+\p{Ll}{2,}\s+\p{Ll}{2,}/u.test(lone.text)
  )
    return true;
  // A sentence a gap parted into cells ("El instrumento | se encuentra conforme con las
  // especificaciones del fabricante."): a cell of four words or more closing with a stop.
  const partedSentence = cells.some(
    (cell) => /\p{Ll}.*\.\s*$/u.test(cell.text) && cell.text.trim().split(/\s+/).length >= 4,
  );
  if (cells.length > 1 && partedSentence) return true;
  return line.heading && edges.length > 0 && !aligned(cells, edges);
}

/** Extends a section down from its first line; returns the last line it covers. */
function sectionEnd(
  layout: DocumentLayout,
  start: number,
  x0: number,
  x1: number,
  labels: LabelMap,
): number {
  const first = layout.lines[start]!;
  const edges: number[] = [];
  let previousBottom = first.bottom;
  let end = start;
  let sawRows = false;
  for (let index = start + 1; index < layout.lines.length; index++) {
    const line = layout.lines[index]!;
    if (line.page !== first.page) break;
    const cells = line.cells.filter((cell) => within(cell, x0, x1));
    if (cells.length === 0) continue;
    // Captions come before the rows: once rows were read, a line with a field's caption again
    // ("Descrizione | Micrometro per esterni") starts the instrument's own key/value form.
    // A caption word opening a row's first cell with the row's own words after it, no colon
    // ("Serie di masse E2 | Mettler Toledo | …": a standard's name), is that row's, not a form's.
    const tableRow = cells.length >= 3;
    const captions = cells.some((cell) => {
      const hit = labels.blockOf.get(cell)?.hit;
      return (
        hit !== undefined &&
        hit.target !== 'other' &&
        hit.target !== 'otherDate' &&
        !(tableRow && hit.bare)
      );
    });
    // A running header or footer is passed over; but the second certificate of a file repeats
    // the first one's caption band at the same height, and after rows that still starts the
    // instrument's own table ("Item Description | Manufacturer | … | Serial No." under the
    // standards).
    if (line.repeated && !(captions && sawRows)) continue;
    const top = Math.min(...cells.map((cell) => cell.top));
    if (top - previousBottom > layout.bodySize * MAX_GAP_IN_BODY_SIZES) break;
    if (endsSection(cells, line, edges, labels, sawRows)) break;
    if (captions && sawRows) break;
    // A row lists a standard's serial or dates: a line of words alone is a caption band we
    // cannot read (a scan ran "Désignation Constructe- Type / Model …" into one cell).
    if (!captions && cells.some((cell) => /\d/.test(cell.text))) sawRows = true;
    for (const cell of cells) edges.push(cell.x0, (cell.x0 + cell.x1) / 2);
    previousBottom = Math.max(...cells.map((cell) => cell.bottom));
    end = index;
  }
  return end;
}

/** The column a heading cell heads: from its left edge to the next heading on its line. */
function columnOf(line: Line, cell: Cell): [number, number] {
  if (line.cells.length === 1) return [-Infinity, Infinity];
  const next = line.cells.find((other) => other.x0 > cell.x1);
  const first = line.cells[0] === cell;
  // A column starts at its heading (tables sit a little right of it, never left).
  return [first ? -Infinity : cell.x0 - cell.size, next ? next.x0 - cell.size : Infinity];
}

/** Words of one heading stand closer than this many of their sizes, however a scan parted them. */
const HEADING_WORD_GAP = 3;

/** Cells of a line set no further apart than a word space a scan widened. */
function partedHeading(line: Line): boolean {
  return line.cells.every(
    (cell, index) =>
      index === 0 || cell.x0 - line.cells[index - 1]!.x1 <= HEADING_WORD_GAP * cell.size,
  );
}

/** A "Standards used: Fluke 5520A (SN 1234)…" row: the row and its wrapped lines. */
function inlineRegion(layout: DocumentLayout, line: Line): Region {
  const labelEnd = line.cells[0]!.x1;
  let to = line.index;
  for (let index = line.index + 1; index < layout.lines.length; index++) {
    const next = layout.lines[index]!;
    if (next.page !== line.page || next.x0 <= labelEnd) break;
    if (next.top - layout.lines[index - 1]!.bottom > next.size) break;
    to = index;
  }
  return { page: line.page, from: line.index, to, x0: -Infinity, x1: Infinity };
}

/**
 * The rest of a table row's cells wrapped onto a line of their own ("Jogo de blocos" / "padrão"):
 * lower-case, set tight under a row of several cells. A section heading starts with a capital or
 * stands apart.
 */
function isWrappedCell(layout: DocumentLayout, line: Line): boolean {
  const above = layout.lines[line.index - 1];
  if (!above || above.page !== line.page || above.cells.length < 3) return false;
  if (!/^\p{Ll}/u.test(line.cells[0]!.text.trim())) return false;
  return line.top - above.bottom < line.size * 0.6;
}

function withoutNoiseCells(line: Line): Line {
  const cells = line.cells.filter((cell) => /[\p{L}\p{N}]/u.test(cell.text));
  return cells.length === line.cells.length ? line : { ...line, cells };
}

export function standardsSections(layout: DocumentLayout, labels: LabelMap): Exclusions {
  const regions: Region[] = [];
  const covered = (line: Line, cell: Cell) =>
    regions.some(
      (region) =>
        line.index >= region.from && line.index <= region.to && within(cell, region.x0, region.x1),
    );
  for (const whole of layout.lines) {
    // A repeated line is still read: several certificates in one file repeat their standards
    // heading at the same height on every page, which marks it as a running header.
    if (whole.cells.every((cell) => covered(whole, cell))) continue;
    // Cells without a letter or digit (a scan's stray ":" or "~~" far out on a heading's line)
    // neither make the line a labelled row nor stop it being a heading.
    const line = withoutNoiseCells(whole);
    if (line.cells.length === 0) continue;
    // "1 | Laboratory Standards and Equipment | …": a section number set in a cell of its own.
    const numbered =
      line.cells.length > 1 && /^\d{1,2}(?:\.\d{1,2})*[.)]?$/.test(line.cells[0]!.text.trim());
    const firstCell = line.cells[numbered ? 1 : 0]!;
    const colon = firstCell.text.indexOf(':');
    const lead = colon > 0 ? firstCell.text.slice(0, colon) : firstCell.text;
    // "Standards used: Fluke 5520A…" or "Reference standards | Fluke 5520A…": a labelled row.
    // Not a name before its street address ("Pacific Standards Calibration | 2150 Zanker Road,
    // San Jose, CA 95131": a footer a scan split in two cells).
    const beside = line.cells[line.cells.indexOf(firstCell) + 1];
    if (
      (colon > 0 || line.cells.length > 1) &&
      isStandardsLabel(lead) &&
      !(colon < 0 && beside !== undefined && isStreetAddress(beside.text)) &&
      !isWrappedCell(layout, line)
    ) {
      regions.push(inlineRegion(layout, line));
      continue;
    }
    if (
      line.cells.every((cell) => !covered(line, cell)) &&
      isStandardsTableHeader(line.cells, labels)
    ) {
      regions.push({
        page: line.page,
        from: line.index,
        to: sectionEnd(layout, line.index, -Infinity, Infinity, labels),
        x0: -Infinity,
        x1: Infinity,
      });
      continue;
    }
    // Side-by-side section titles ("Results | Reference standards used") share a line.
    const headingLine =
      (line.cells.length === 1 || line.cells.every((cell) => isTitleCell(cell.text))) &&
      !isWrappedCell(layout, line);
    if (!headingLine) continue;
    // "Verwendete | Normale": one heading a scan parted at a wide word space, its section as
    // wide as the whole heading's column (the table under it starts under its first word).
    const joined = line.cells.map((cell) => cell.text.trim()).join(' ');
    if (
      line.cells.length > 1 &&
      line.cells.every((cell) => !covered(line, cell)) &&
      isStandardsHeading(joined) &&
      partedHeading(line)
    ) {
      const x0 = columnOf(line, line.cells[0]!)[0];
      regions.push({
        page: line.page,
        from: line.index,
        to: sectionEnd(layout, line.index, x0, Infinity, labels),
        x0,
        x1: Infinity,
      });
      continue;
    }
    for (const cell of line.cells) {
      if (covered(line, cell)) continue;
      // "…traceable to national measurement / standards." ends a sentence; it is no heading.
      if (isStandardsHeading(cell.text) && !cell.text.trim().endsWith('.')) {
        const [x0, x1] = columnOf(line, cell);
        regions.push({
          page: line.page,
          from: line.index,
          to: sectionEnd(layout, line.index, x0, x1, labels),
          x0,
          x1,
        });
      }
    }
  }
  return new Exclusions(regions);
}
