/**
 * Several instruments on one certificate: a table whose header names instrument fields
 * ("Item Description | Serial Number | Due Date") and whose rows each describe one instrument.
 * Columns come from the header cells; each row cell goes to the column it overlaps most; a row
 * without an identity (serial / ID) continues the row above (wrapped text).
 */
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import type { CandidateField } from './candidate.js';
import type { LabelBlock, LabelMap } from './label-blocks.js';
import { isSeparator, matchLabel } from './label-match.js';
import { isBodyHeading, type Exclusions } from './regions.js';
import { cleanValue } from './values.js';

const ITEM_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'equipmentName',
  'equipmentId',
  'serialNumber',
  'model',
  'manufacturer',
  'makeModel',
  'calibrationDate',
  'dueDate',
  'result',
  'certificateNumber',
  'calibrationInterval',
]);
const IDENTITY: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'serialNumber',
  'equipmentId',
]);
/** Columns of a measurement-results table: such a table lists test points, not instruments. */
const MEASUREMENT_COLUMNS: ReadonlySet<string> = new Set([
  'asFound',
  'asLeft',
  'temperature',
  'humidity',
]);
const MAX_ROWS = 200;
/** Numbers with decimals and nothing else: readings of a results table. */
const MEASURED_NUMBERS = /^(?:[-+±]?\s?\d+[.,]\d+\s*)+$/;
/** Lines a table header may continue over below its first line. */
const MAX_HEADER_CONTINUATION = 3;
/**
 * A cell's text wrapped onto its next line starts this many of the row's sizes below the row's
 * top at most (tops: a scan may measure a wrapped word larger than its row, never higher).
 */
const WRAPPED_LINE_STEP = 1.6;

export interface TableColumn {
  /** Null for a header cell we do not read ("#", "Qty", "Range"): it only owns its cells. */
  field: CandidateField | null;
  label: string;
  x0: number;
  x1: number;
  /** Span owned by the column: from the midpoint with its left neighbour to the one on its right. */
  left: number;
  right: number;
}

export interface TableRow {
  values: Map<CandidateField, { text: string; cell: Cell }>;
  line: number;
  /** The row's last line: its cells may wrap onto lines of their own. */
  lastLine: number;
}

export interface ItemTable {
  headerLine: number;
  /**
   * The header's first line (see headerTop): the line over the header line when a caption there
   * was joined with one of the header's ("Échéance/" over "Due Date"), and any caption lines
   * above it that a scan garbled ("Seriennum-" / "Inventar-Nr-") so no cell of theirs is a value.
   */
  topLine: number;
  columns: TableColumn[];
  rows: TableRow[];
}

interface HeaderCell {
  field: CandidateField | null;
  /** A caption of a measurement-results table ("As found"). */
  measurement?: boolean;
  label: string;
  x0: number;
  x1: number;
}

interface Word {
  text: string;
  x0: number;
  x1: number;
}

/** A cell's words, placed by its runs: an OCR word is a run; a PDF run is cut by its width. */
function wordsOf(cell: Cell): Word[] {
  return cell.parts.flatMap((part) => {
    const perChar = (part.x1 - part.x0) / Math.max(1, part.text.length);
    const words: Word[] = [];
    for (const match of part.text.matchAll(/\S+/g)) {
      const x0 = part.x0 + match.index * perChar;
      words.push({ text: match[0], x0, x1: x0 + match[0].length * perChar });
    }
    return words;
  });
}

/** A caption word a narrow column broke at a hyphen ("Seriennumm-", "Inventar-N-"). */
const BROKEN_WORD = /^\S*\p{L}-$/u;
/** The rest of such a word on the line under it: short, not capitalised ("er", "r.", "chein"). */
const WORD_END = /^\p{Ll}\S{0,12}$/u;

/**
 * The line under a header when it holds only the ends of the header's broken words, each under
 * its word: the end of each broken word, keyed "cell/word". A scan may have run the broken
 * captions into one cell ("Seriennumm- Inventar-N- Kalibriers-" over "er | r. | chein"), so the
 * words are placed one by one, not by their cell.
 */
function brokenWordEnds(above: Line, line: Line | undefined): Map<string, string> | null {
  if (!line || line.page !== above.page || line.cells.length === 0) return null;
  if (line.top - above.bottom > Math.max(line.size, above.size)) return null;
  const broken = above.cells.flatMap((cell) =>
    wordsOf(cell)
      .map((word, index) => ({ word, key: `${cell.index}/${index}` }))
      .filter(({ word }) => BROKEN_WORD.test(word.text)),
  );
  const ends = new Map<string, string>();
  for (const cell of line.cells) {
    const text = cell.text.trim();
    if (!WORD_END.test(text)) return null;
    const under = broken.find(
      ({ word, key }) => !ends.has(key) && Math.abs(word.x0 - cell.x0) <= cell.size * 0.6,
    );
    if (!under) return null;
    ends.set(under.key, text);
  }
  return ends;
}

/**
 * The captions of a header cell whose words a narrow column broke, rejoined with their ends
 * ("Seriennumm-" + "er"). A broken word is the last of its column's caption on that line, so
 * it ends a caption; null when no word of the cell was broken.
 */
function rejoinedCaptions(cell: Cell, ends: Map<string, string>): HeaderCell[] | null {
  const words = wordsOf(cell);
  if (!words.some((_, index) => ends.has(`${cell.index}/${index}`))) return null;
  const groups: Word[][] = [[]];
  for (const [index, word] of words.entries()) {
    const end = ends.get(`${cell.index}/${index}`);
    groups[groups.length - 1]!.push(end ? { ...word, text: word.text.slice(0, -1) + end } : word);
    if (end && index < words.length - 1) groups.push([]);
  }
  return groups.map((group) => {
    const label = group.map((word) => word.text).join(' ');
    const hit = matchLabel(label);
    const target = hit && hit.inline === null ? hit.target : null;
    return {
      field:
        target && ITEM_FIELDS.has(target as CandidateField) ? (target as CandidateField) : null,
      measurement: target !== null && MEASUREMENT_COLUMNS.has(target),
      label,
      x0: group[0]!.x0,
      x1: group[group.length - 1]!.x1,
    };
  });
}

/**
 * The caption a header cell's last word starts when a narrow column broke it there and a scan
 * ran the cell into the captions before it ("Type / Model N° de série / Tdentificati-" over
 * "on / Asset"): the word joined with the caption under its start. Null when the last word is
 * no broken word or nothing stands under it.
 */
function brokenLastCaption(words: Word[], below: Line | undefined): HeaderCell | null {
  const last = words[words.length - 1]!;
  if (!below || !BROKEN_WORD.test(last.text)) return null;
  const under = below.cells.find((cell) => Math.abs(cell.x0 - last.x0) <= cell.size * 0.6);
  const end = under?.text.trim() ?? '';
  if (!WORD_END.test(end.split(/\s+/)[0] ?? '')) return null;
  const hit = matchLabel(`${last.text.slice(0, -1)}${end}`);
  const target = hit && hit.inline === null ? hit.target : null;
  if (target && MEASUREMENT_COLUMNS.has(target)) return null;
  return {
    field: target && ITEM_FIELDS.has(target as CandidateField) ? (target as CandidateField) : null,
    label: hit?.label ?? last.text,
    x0: last.x0,
    x1: last.x1,
  };
}

/**
 * Captions set so close they became one cell ("Identification Désignation", "Désignation
 * Constructeur Type"): the cut into the fewest pieces that are each a caption, each piece placed
 * by its words. Null unless every piece is a caption, but for a last word a narrow column broke
 * (see brokenLastCaption).
 */
function splitCaptions(cell: Cell, below?: Line): HeaderCell[] | null {
  const all = wordsOf(cell);
  const broken = all.length > 2 ? brokenLastCaption(all, below) : null;
  const words = broken ? all.slice(0, -1) : all;
  if (words.length < (broken ? 1 : 2) || words.length > 12) return null;
  const text = (from: number, to: number) =>
    words
      .slice(from, to)
      .map((word) => word.text)
      .join(' ');
  // best[i]: the fewest captions the words from i on cut into, with the end of the first.
  const best: ({ count: number; end: number } | null)[] = Array(words.length + 1).fill(null);
  best[words.length] = { count: 0, end: words.length };
  for (let from = words.length - 1; from >= 0; from--) {
    for (let to = from + 1; to <= words.length; to++) {
      const rest = best[to];
      if (!rest) continue;
      const hit = matchLabel(text(from, to));
      if (!hit || hit.inline !== null) continue;
      if (!best[from] || rest.count + 1 < best[from]!.count) {
        best[from] = { count: rest.count + 1, end: to };
      }
    }
  }
  if (!best[0] || best[0].count + (broken ? 1 : 0) < 2) return null;
  const headers: HeaderCell[] = [];
  for (let from = 0; from < words.length; from = best[from]!.end) {
    const to = best[from]!.end;
    const hit = matchLabel(text(from, to))!;
    if (MEASUREMENT_COLUMNS.has(hit.target)) return null;
    headers.push({
      field: ITEM_FIELDS.has(hit.target as CandidateField) ? (hit.target as CandidateField) : null,
      label: hit.label,
      x0: words[from]!.x0,
      x1: words[to - 1]!.x1,
    });
  }
  return broken ? [...headers, broken] : headers;
}

/** Whether a cell's own text is a caption of the field its (several-line) block names. */
function ownCaption(cell: Cell, block: LabelBlock): boolean {
  const hit = matchLabel(cell.text);
  return hit !== null && hit.inline === null && hit.target === block.hit.target;
}

/**
 * A caption a scan cut into two cells a gap of less than a letter apart ("N°" | "de serie"),
 * neither of which is a caption alone: one header.
 */
function captionCutInTwo(labels: LabelMap, cell: Cell, next: Cell | undefined): HeaderCell | null {
  if (!next || labels.blockOf.has(cell) || labels.blockOf.has(next)) return null;
  if (next.x0 - cell.x1 > cell.size || matchLabel(cell.text) || matchLabel(next.text)) return null;
  const hit = matchLabel(`${cell.text} ${next.text}`);
  if (!hit || hit.inline !== null || !ITEM_FIELDS.has(hit.target as CandidateField)) return null;
  return { field: hit.target as CandidateField, label: hit.label, x0: cell.x0, x1: next.x1 };
}

function headerColumns(layout: DocumentLayout, line: Line, labels: LabelMap): TableColumn[] | null {
  const headers: HeaderCell[] = [];
  const seen = new Set<LabelBlock>();
  const ends = brokenWordEnds(line, layout.lines[line.index + 1]);
  let usable = 0;
  let identity = false;
  let joinedWithPrevious: Cell | null = null;
  for (const [index, cell] of line.cells.entries()) {
    if (cell === joinedWithPrevious) continue;
    if (isSeparator(cell.text) && cell.text.trim() !== '#') continue;
    const halves = captionCutInTwo(labels, cell, line.cells[index + 1]);
    if (halves) {
      joinedWithPrevious = line.cells[index + 1]!;
      headers.push(halves);
      if (!halves.field) continue;
      usable += 1;
      if (IDENTITY.has(halves.field)) identity = true;
      continue;
    }
    // "Tag No. Instrument" also reads as a label with a bare value: try the two captions first.
    const own = labels.blockOf.get(cell);
    const rejoined = ends && (!own || own.hit.bare) ? rejoinedCaptions(cell, ends) : null;
    if (rejoined?.some((header) => header.measurement)) return null;
    const split =
      rejoined ?? (!own || own.hit.bare ? splitCaptions(cell, layout.lines[line.index + 1]) : null);
    if (split) {
      for (const header of split) {
        headers.push(header);
        if (!header.field) continue;
        usable += 1;
        if (IDENTITY.has(header.field)) identity = true;
      }
      continue;
    }
    // A caption joined into one block with the caption over it ("Échéance/" over "Due Date"),
    // where the line above failed as a header (a scan garbled it): this line's own caption,
    // when it alone names the same field.
    const block = own && own.firstLine !== line.index && ownCaption(cell, own) ? null : own;
    const joined = block !== own;
    if (block && (block.firstLine !== line.index || block.hit.inline !== null)) return null;
    if (block && seen.has(block)) continue;
    const target = joined ? own!.hit.target : block?.hit.target;
    if (target && MEASUREMENT_COLUMNS.has(target)) return null;
    const field =
      target && ITEM_FIELDS.has(target as CandidateField) ? (target as CandidateField) : null;
    if (block) seen.add(block);
    if (field) usable += 1;
    if (field && IDENTITY.has(field)) identity = true;
    headers.push({
      field,
      label: block?.hit.label ?? cell.text,
      x0: block?.x0 ?? cell.x0,
      x1: block?.x1 ?? cell.x1,
    });
  }
  // Two captions for one field ("S.No." and "Serial Number"): the shorter is a row counter
  // or an abbreviation; the fuller caption keeps the field, the other column only owns its cells.
  for (const header of headers) {
    if (!header.field) continue;
    const fuller = headers.some(
      (other) =>
        other !== header &&
        other.field === header.field &&
        other.label.length > header.label.length,
    );
    if (fuller) {
      header.field = null;
      usable -= 1;
    }
  }
  // Two distinct fields at least: "(Serial) | (Class) | (Serial)" is two forms side by side.
  const distinct = new Set(headers.map((header) => header.field).filter(Boolean)).size;
  if (distinct < 2 || !identity || headers.length - usable > usable) return null;
  const sorted = headers.sort((a, b) => a.x0 - b.x0);
  return sorted.map((header, index) => {
    const previous = sorted[index - 1];
    const next = sorted[index + 1];
    return {
      ...header,
      left: previous ? (previous.x1 + header.x0) / 2 : -Infinity,
      right: next ? (header.x1 + next.x0) / 2 : Infinity,
    };
  });
}

function columnOf(cell: Pick<Cell, 'x0' | 'x1'>, columns: TableColumn[]): TableColumn {
  let best = columns[0]!;
  let bestOverlap = -Infinity;
  for (const column of columns) {
    const overlap = Math.min(cell.x1, column.right) - Math.max(cell.x0, column.left);
    if (overlap > bestOverlap) {
      best = column;
      bestOverlap = overlap;
    }
  }
  return best;
}

type Run = Cell['parts'][number];

/**
 * A run that crosses the left edge of a column ("XPR205DR/M 7781-0031" when the PDF handed over
 * two values as one run): cut at the space printed just before that edge.
 */
function cutAtColumns(run: Run, columns: TableColumn[]): Run[] {
  const perChar = (run.x1 - run.x0) / Math.max(1, run.text.length);
  const edge = columns.find(
    (column) => column.x0 > run.x0 + perChar && column.x0 < run.x1 - perChar,
  );
  if (!edge) return [run];
  let best = -1;
  for (let index = run.text.indexOf(' '); index >= 0; index = run.text.indexOf(' ', index + 1)) {
    const x = run.x0 + (index + 1) * perChar;
    if (x >= edge.x0 - 2 * perChar && x <= edge.x0 + perChar) best = index;
  }
  if (best < 0) return [run];
  // The second value starts the column: its caption's edge is the better estimate.
  return [
    { text: run.text.slice(0, best), x0: run.x0, x1: run.x0 + best * perChar },
    ...cutAtColumns({ text: run.text.slice(best + 1), x0: edge.x0, x1: run.x1 }, columns),
  ];
}

/**
 * A row cell's text per column. Two values set too close to be told apart by the gap between
 * them ("PIPETMAN P1000 7763-0037") start where their columns start: a run that starts at a
 * column's left edge (its caption's) belongs to that column. A value that merely overflows its
 * column keeps its runs.
 */
function cellInColumns(
  cell: Cell,
  columns: TableColumn[],
): { column: TableColumn; text: string }[] {
  const runs = cell.parts.flatMap((part) => cutAtColumns(part, columns));
  const first = runs[0] ? columnOf(runs[0], columns) : columnOf(cell, columns);
  const out: { column: TableColumn; text: string }[] = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    const owner =
      columns.filter((column) => column.x0 > first.x0 && column.x0 <= run.x0 + 2).pop() ??
      last?.column ??
      first;
    if (last && last.column === owner) last.text = `${last.text} ${run.text}`;
    else out.push({ column: owner, text: run.text });
  }
  return out.length > 1 ? out : [{ column: columnOf(cell, columns), text: cell.text }];
}

function lastHeaderLine(line: Line, labels: LabelMap): number {
  let last = line.index;
  for (const cell of line.cells) {
    const block = labels.blockOf.get(cell);
    if (block) last = Math.max(last, block.lastLine);
  }
  return last;
}

/**
 * A header set on more lines than one: the caption's gloss in a second language on the next line
 * ("Certificado" over "Certificate No."), or a caption a narrow column broke ("C- ertificate" /
 * "No."). A line right under the header continues it when it holds captions and no value (no
 * digit), or is one short word and nothing else. A column the first line left unnamed takes the
 * field its continuation names. Returns the last header line.
 */
function extendHeader(
  layout: DocumentLayout,
  labels: LabelMap,
  header: Line,
  columns: TableColumn[],
): number {
  let last = lastHeaderLine(header, labels);
  for (let extra = 0; extra < MAX_HEADER_CONTINUATION; extra++) {
    const line = layout.lines[last + 1];
    const above = layout.lines[last]!;
    if (!line || line.page !== header.page || line.repeated) break;
    if (line.top - above.bottom > Math.max(line.size, header.size)) break;
    if (line.cells.some((cell) => /\d/.test(cell.text))) break;
    const blocks = line.cells.map((cell) => labels.blockOf.get(cell));
    // A caption with a colon ("Método (Method):") labels a form's value, not a column.
    if (line.cells.some((cell) => cell.text.trim().endsWith(':'))) break;
    const captions = blocks.some((block) => block && block.hit.inline === null);
    const fragment =
      line.cells.length === 1 && /^\S{1,6}$/.test(line.cells[0]!.text.trim()) && !captions;
    // The ends of captions a narrow column broke at a hyphen ("Constructe-" / "ur"), also when
    // a scan ran the broken caption into its neighbour ("Kalibriersche- Kalibriert" / "in").
    const brokenWords = brokenWordEnds(above, line) !== null;
    if (!captions && !fragment && !brokenWords) break;
    if (blocks.some((block) => block && block.hit.inline !== null)) break;
    for (const [index, block] of blocks.entries()) {
      const target = block?.hit.target as CandidateField | undefined;
      if (!target || !ITEM_FIELDS.has(target) || block!.hit.generic) continue;
      if (columns.some((column) => column.field === target)) continue;
      const column = columnOf(line.cells[index]!, columns);
      if (column.field === null) column.field = target;
    }
    last = Math.max(last + 1, ...blocks.map((block) => block?.lastLine ?? 0));
  }
  return last;
}

/**
 * A cell that starts well right of the last caption's end lies beside the table, not under it:
 * a box of its own set right of a caption band ("1.3 Calibration | 6 months" beside "Model
 * Number | S/N", between the captions and their values). A value starts under its caption or
 * left of it, never half a column's pitch past its end.
 */
function besideTable(cell: Cell, columns: TableColumn[]): boolean {
  const first = columns[0]!;
  const last = columns[columns.length - 1]!;
  const pitch = (last.x0 - first.x0) / Math.max(1, columns.length - 1);
  return cell.x0 > last.x1 + Math.max(pitch / 2, 3 * cell.size);
}

/**
 * The typeface a cell is set in. A scan's fonts are only its measured sizes ("ocr@11.5" for the
 * "or" of "…kalibrator"), which jitter most on short words: they tell no heading apart.
 */
function family(font: string): string {
  return font.startsWith('ocr@') ? 'ocr' : font;
}

function readRows(
  layout: DocumentLayout,
  labels: LabelMap,
  header: Line,
  columns: TableColumn[],
  excluded: Exclusions,
): TableRow[] {
  const rows: TableRow[] = [];
  const tableLeft = columns[0]!.x0;
  const tableRight = columns[columns.length - 1]!.x1;
  let previous: Line = layout.lines[extendHeader(layout, labels, header, columns)]!;
  for (
    let index = previous.index + 1;
    index < layout.lines.length && rows.length < MAX_ROWS;
    index++
  ) {
    const line = layout.lines[index]!;
    if (line.page !== header.page || line.cells.some((cell) => excluded.covers(cell))) break;
    if (line.repeated) continue;
    const cells = line.cells.filter((cell) => !besideTable(cell, columns));
    if (cells.length === 0) continue;
    if (line.top - previous.bottom > Math.max(line.size, header.size) * 2.5) break;
    // A word a narrow column wrapped ("Controlador de" / "pressão") can look like a heading (one
    // short cell in the table's font, not the body's); a heading is set apart, in its own font
    // or, on a scan (one font for all), further down than a cell's next line ("Messergebnisse"
    // two lines' steps under the row).
    const wrapped =
      rows.length > 0 &&
      line.top - previous.bottom <= line.size &&
      line.top - previous.top <= previous.size * WRAPPED_LINE_STEP &&
      cells.every((cell) =>
        previous.cells.some((other) => family(other.font) === family(cell.font)),
      );
    if (line.heading && !wrapped) break;
    // A scan sets a section's title in the body's size: its words name it ("2. Angaben zur
    // Kalibrierung" under a one-row band is no second instrument's serial number), its gloss
    // perhaps set apart ("2. Dados da calibração | / Calibration details").
    if (cells.length <= 2 && isBodyHeading(cells.map((cell) => cell.text).join(' '))) break;
    if (cells.some((cell) => labels.blockOf.get(cell)?.hit.inline === null)) break;
    const only = cells.length === 1 ? cells[0]! : null;
    if (only && only.x1 - only.x0 > (tableRight - tableLeft) * 0.6) break;
    // One cell running on over two more columns' starts is a sentence under the table
    // ("Certificado emitido por …"), not a value a narrow column wrapped.
    const spanned = (cell: Cell) =>
      columns.filter((column) => column.x0 > cell.x0 + 2 && column.x0 < cell.x1).length;
    if (only && spanned(only) >= 2) break;
    const values = new Map<CandidateField, { text: string; cell: Cell }>();
    for (const cell of cells) {
      for (const { column, text } of cellInColumns(cell, columns)) {
        if (column.field === null) continue;
        const existing = values.get(column.field);
        values.set(
          column.field,
          existing ? { text: `${existing.text} ${text}`, cell: existing.cell } : { text, cell },
        );
      }
    }
    const last = rows[rows.length - 1];
    const tight = last !== undefined && line.top - previous.bottom <= line.size;
    // A row of three captions or more set apart from the rows is the next table's header
    // ("Valor nominal | Lectura | Error | …" under a one-row instrument table).
    if (last && !tight && cells.length >= 3 && cells.every((cell) => !/\d/.test(cell.text))) break;
    // "MN892892-" / "32": the rest of a value a narrow column broke at a hyphen is no new row.
    const brokenIdentity = [...values.keys()].some(
      (field) => IDENTITY.has(field) && last?.values.get(field)?.text.endsWith('-'),
    );
    // Measured values ("100,00 99,92", "-0,08") identify no instrument, nor does a lone
    // character (a scan's speck, "E", under a serial number).
    const hasIdentity =
      !(tight && brokenIdentity) &&
      [...values].some(
        ([field, value]) =>
          IDENTITY.has(field) &&
          !MEASURED_NUMBERS.test(value.text.trim()) &&
          (value.text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2,
      );
    if (!hasIdentity && last && tight) {
      for (const [field, value] of values) {
        const existing = last.values.get(field);
        const joiner = existing?.text.endsWith('-') ? '' : ' ';
        last.values.set(
          field,
          existing
            ? { text: `${existing.text}${joiner}${value.text}`, cell: existing.cell }
            : value,
        );
      }
      last.lastLine = index;
    } else if (hasIdentity) {
      rows.push({ values, line: index, lastLine: index });
    } else {
      break;
    }
    previous = line;
  }
  return rows;
}

/** Every table listing two or more distinct instruments, outside standards sections. */
/**
 * The header's first line. Over a header read from its gloss line, the line a scan garbled
 * ("Bezeichnun- Hersteller | Typ | Seriennum- Inventar-Nr- …" over "g | Model | mer …") is
 * part of it: lines right above that hold captions or broken caption words and no digit, or a
 * caption joined into one block with one of the header's ("Échéance/" over "Due Date").
 */
function headerTop(layout: DocumentLayout, labels: LabelMap, header: Line): number {
  let top = Math.min(
    header.index,
    ...header.cells.map((cell) => labels.blockOf.get(cell)?.firstLine ?? header.index),
  );
  for (let step = 0; step < MAX_HEADER_CONTINUATION; step++) {
    const above = layout.lines[top - 1];
    const below = layout.lines[top]!;
    if (!above || above.page !== header.page || below.top - above.bottom > header.size) break;
    if (above.cells.some((cell) => /\d/.test(cell.text))) break;
    const captions = above.cells.filter(
      (cell) => labels.blockOf.get(cell)?.hit.inline === null || /\p{L}-$/u.test(cell.text.trim()),
    );
    if (captions.length < 2) break;
    top -= 1;
  }
  return top;
}

const CAPTION_ONLY = /^\D*:$/;

export function findInstrumentTables(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
): ItemTable[] {
  const tables: ItemTable[] = [];
  for (const line of layout.lines) {
    if (line.cells.length < 2 || line.cells.some((cell) => excluded.covers(cell))) continue;
    if (tables.some((table) => tableSpan(table).includes(line.index))) continue;
    const columns = headerColumns(layout, line, labels);
    if (!columns) continue;
    // A row of captions closed by colons ("No.:", a gloss wrapped under a form's band of
    // captions) is no instrument, nor one whose every cell reads as no value of its column: a
    // caption of the next box set between a form's captions and their values ("Modelo / Model:
    // | Serial #:" over "Fecha de emisión / Issue" at the right, then "ZTA-500N | 8950271").
    const rows = readRows(layout, labels, line, columns, excluded).filter(
      (row) =>
        ![...row.values.entries()].every(
          ([field, value]) =>
            CAPTION_ONLY.test(value.text.trim()) || cleanValue(field, value.text) === null,
        ),
    );
    const identities = new Set(
      rows.map((row) =>
        [...IDENTITY].map((field) => row.values.get(field)?.text.trim() ?? '').join('|'),
      ),
    );
    if (rows.length >= 2 && identities.size === rows.length) {
      tables.push({
        headerLine: line.index,
        topLine: headerTop(layout, labels, line),
        columns,
        rows,
      });
    }
  }
  return tables;
}

/**
 * Each column's text in one row, its lines joined: a date a narrow column wrapped ("14 de
 * marzo" / "de 2025") reads whole only so. Columns that name no field count too.
 */
export function rowColumnTexts(layout: DocumentLayout, table: ItemTable, row: TableRow): string[] {
  const texts = table.columns.map(() => '');
  for (let index = row.line; index <= row.lastLine; index++) {
    for (const cell of layout.lines[index]!.cells) {
      if (besideTable(cell, table.columns)) continue;
      for (const { column, text } of cellInColumns(cell, table.columns)) {
        const at = table.columns.indexOf(column);
        texts[at] = texts[at] ? `${texts[at]} ${text}` : text;
      }
    }
  }
  return texts;
}

/** The line indices a table covers, header to last row. */
export function tableSpan(table: ItemTable): number[] {
  const last = table.rows[table.rows.length - 1]?.lastLine ?? table.headerLine;
  return Array.from({ length: last - table.topLine + 1 }, (_, i) => table.topLine + i);
}

/** The first table listing two or more distinct instruments, outside standards sections. */
export function findItemTable(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
): ItemTable | null {
  return findInstrumentTables(layout, labels, excluded)[0] ?? null;
}
