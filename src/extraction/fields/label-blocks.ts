/**
 * Finds every label on the page, including labels a form wraps over two lines ("Date" above
 * "Calibrated", "Instrument Serial" above "Number") whose value sits beside the first line.
 */
import { recognised } from '../layout/lines.js';
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import {
  beginsLabel,
  completeMisreadCaption,
  glossWithLostSlash,
  partedCaptionWithLostSlash,
  matchLabel,
  stackedCaption,
  type LabelHit,
} from './label-match.js';
import { cutsOf } from './run-on-cells.js';
import { ANY_YEAR, findDates } from './dates.js';

export interface LabelBlock {
  hit: LabelHit;
  cells: Cell[];
  page: number;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  firstBaseline: number;
  lastBaseline: number;
  size: number;
  /** Line index of the first and last cell. */
  firstLine: number;
  lastLine: number;
}

export interface LabelMap {
  blocks: LabelBlock[];
  /** The block a cell belongs to, for cells that are (part of) a label. */
  blockOf: Map<Cell, LabelBlock>;
}

function blockFrom(hit: LabelHit, cells: Cell[]): LabelBlock {
  const first = cells[0]!;
  const last = cells[cells.length - 1]!;
  return {
    hit,
    cells,
    page: first.page,
    x0: Math.min(...cells.map((cell) => cell.x0)),
    x1: Math.max(...cells.map((cell) => cell.x1)),
    top: first.top,
    bottom: last.bottom,
    firstBaseline: first.baseline,
    lastBaseline: last.baseline,
    size: Math.max(...cells.map((cell) => cell.size)),
    firstLine: first.line,
    lastLine: last.line,
  };
}

/**
 * The cell directly under `cell`, left- or centre-aligned with it, on the nearest line below that
 * reaches its column.
 */
function cellBelow(cell: Cell, lines: Line[]): Cell | null {
  const centre = (cell.x0 + cell.x1) / 2;
  // The next line down may belong to a box beside this one, its baseline between this caption's
  // two lines ("1.3 Calibration" / "Interval" on the right, a value of the left box between).
  for (let index = cell.line + 1; index < lines.length; index++) {
    const next = lines[index]!;
    if (next.page !== cell.page || next.top - cell.bottom > cell.size * 0.9) return null;
    for (const candidate of next.cells) {
      const leftAligned = Math.abs(candidate.x0 - cell.x0) <= cell.size * 0.6;
      const centred = Math.abs((candidate.x0 + candidate.x1) / 2 - centre) <= cell.size;
      if (leftAligned || centred) return candidate;
    }
    if (next.cells.some((other) => other.x0 < cell.x1 && other.x1 > cell.x0)) return null;
  }
  return null;
}

const NUMBER_CELL = /^[±+\-−]?\s*\d[\d\s.,]*$/;
/** A form's item number alone: "2.5", "2.5.". */
const ITEM_NUMBER_ONLY = /^\d{1,2}\.\d{1,2}\.?$/;

/**
 * A row of measured values ("20.2000 | 20.2032 | … | Fail"): its cells are data, so a word in
 * it does not start a label wrapped onto the next row ("Pass" over "Fail" is not "Pass/Fail").
 * Mostly numbers: a line of a two-column form holds numbers too ("MIT1025 | 6831111 | Data da
 * próxima | 10.10.2025"), beside captions that do wrap.
 */
function isDataRow(line: Line | undefined): boolean {
  if (!line) return false;
  // A form's item number opening the row is no measured value ("2.5" | "00475", its caption
  // "Prüfmittelnummer / Equipment ID" wrapped under the number).
  const cells = ITEM_NUMBER_ONLY.test(line.cells[0]?.text.trim() ?? '')
    ? line.cells.slice(1)
    : line.cells;
  const numbers = cells.filter((cell) => NUMBER_CELL.test(cell.text.trim())).length;
  return numbers >= 2 && numbers >= cells.length * 0.6;
}

/**
 * A label drawn so close to its value that both became one cell ("KalibriergegenstandMessuhr",
 * a caption overflowing its box): the label and its value, cut where they meet.
 */
function labelAtCut(cell: Cell): LabelHit | null {
  for (const cut of cutsOf(cell)) {
    // Runs a word space apart are text drawn in pieces ("Calibration performed by" + "Amanda
    // Brooks."): the label reader's own rules apply to them. Not runs set apart by a gap
    // wider than the cell's word spaces (a scan's "Auftraggeber  Norddeutsche … GmbH &").
    const spaced = /\s/.test(cell.text[cut.offset - 1] ?? '');
    if (spaced && !(cut.betweenRuns && wideGapAt(cell, cut.x))) continue;
    const label = cell.text.slice(0, cut.offset).trim();
    const value = cell.text.slice(cut.offset).trim();
    // Past a wide gap, a caption's other language ("Réf. certificat  Certificate" over
    // "Number", its slash lost) is no value: a value there has a digit or several words.
    if (
      spaced &&
      (matchLabel(value) !== null ||
        beginsLabel(value) ||
        (!/\d/.test(value) && value.split(/\s+/).length < 2))
    )
      continue;
    // The value reads as one ("Messuhr", "0815"), not as the label going on in another
    // language ("Calibrado el / Calibration") or as the rest of a name ("Laboratorio de …").
    if (label.endsWith('/') || !/^[\p{Lu}\d]/u.test(value)) continue;
    const hit = matchLabel(label);
    if (!hit || hit.inline !== null) continue;
    // Only a specific label is trusted inside one run: "DataLogger" is no "Data" label.
    if (hit.generic && !cut.betweenRuns) continue;
    return { ...hit, inline: value };
  }
  return null;
}

/** One capitalised word closed by a full stop ("Solicitante."). */
const CLOSED_WORD = /^\p{Lu}\p{Ll}{4,}\.$/u;

/**
 * A one-word caption whose colon a scan read as a full stop, its value beside it ("Solicitante.
 * | Petroquímica Santista S.A."). A lone word with a full stop may end a sentence's line, so only
 * with a cell beside it that is no caption, and only a caption that names one field.
 */
function speckClosedWord(cell: Cell, line: Line): LabelHit | null {
  const text = cell.text.trim();
  if (!CLOSED_WORD.test(text)) return null;
  const next = line.cells[cell.index + 1];
  if (!next || matchLabel(next.text) !== null) return null;
  const hit = matchLabel(text.slice(0, -1));
  return hit && hit.inline === null && !hit.generic && !hit.colonOnly ? hit : null;
}

/**
 * A gap between runs this many times the cell's usual one, and this share of its font size at
 * least, sets a caption apart from its value: a scan's word spaces are a third of an em, a gap
 * a little under the em that parts cells is no word space.
 */
const WIDE_GAP_RATIO = 2;
const WIDE_GAP_EMS = 0.6;

/** Whether the run starting at `x` stands apart from the run before it by a wide gap. */
function wideGapAt(cell: Cell, x: number): boolean {
  const parts = [...cell.parts].sort((a, b) => a.x0 - b.x0);
  const gaps = parts.slice(1).map((part, index) => part.x0 - parts[index]!.x1);
  const at = parts.findIndex((part) => part.x0 === x);
  if (at < 1 || gaps.length < 2) return false;
  const gap = gaps[at - 1]!;
  const others = gaps.filter((_, index) => index !== at - 1).sort((a, b) => a - b);
  const usual = others[Math.floor(others.length / 2)]!;
  return (
    gap >= WIDE_GAP_EMS * cell.size && gap >= WIDE_GAP_RATIO * Math.max(usual, 0.1 * cell.size)
  );
}

/**
 * The end of a word a narrow column broke at a hyphen ("Constructe-" over "ur /"): a fragment,
 * never a label of its own, however it reads ("UR" is a humidity caption).
 */
function endsBrokenWord(cell: Cell, previous: Line | undefined): boolean {
  if (!previous || previous.page !== cell.page || !/^\p{Ll}/u.test(cell.text.trim())) return false;
  const above = previous.cells.find((other) => Math.abs(other.x0 - cell.x0) <= cell.size * 0.6);
  return above !== undefined && /\p{L}-$/u.test(above.text.trim());
}

/** A line of prose has this many words at least; a caption wrapped over two lines, fewer. */
const PROSE_WORDS = 5;

/**
 * A line that goes on with the sentence of the line above: it opens in small letters under a
 * line of prose, no caption, that stops mid-sentence ("… ACCREDIA LAT N° 231, accreditamento"
 * over "valido fino al 28/01/2027", a scan having lost the full stop that makes the caption
 * reader see prose). A caption's words in it name nothing: "valido fino al" is the
 * accreditation's validity.
 */
function goesOnWithSentence(
  cell: Cell,
  previous: Line | undefined,
  blockOf: ReadonlyMap<Cell, LabelBlock>,
): boolean {
  if (!previous || previous.page !== cell.page || !/^\p{Ll}/u.test(cell.text.trim())) return false;
  const above = previous.cells.find((other) => Math.abs(other.x0 - cell.x0) <= cell.size * 0.6);
  if (!above || blockOf.has(above)) return false;
  const text = above.text.trim();
  return text.split(/\s+/).length >= PROSE_WORDS && /[\p{L}\d,]$/u.test(text);
}

/** The next cell right of a cell on its line, when it is no label: a value of its own. */
function valueBeside(cell: Cell, lines: readonly Line[]): boolean {
  const next = lines[cell.line]?.cells.find((other) => other.x0 >= cell.x1);
  return next !== undefined && matchLabel(next.text) === null;
}

/**
 * A cell that is a date and nothing else ("25 février 2024"): a value, never the first line of
 * a caption (with the caption under it, "février Hygrométrie / RH" read its year as the value).
 */
function isWholeDate(text: string): boolean {
  const trimmed = text.trim();
  const dates = findDates(trimmed, ANY_YEAR);
  return dates.length === 1 && dates[0]!.text.length >= trimmed.length - 1;
}

/** A bilingual caption's slash with the other language still to come, or between two. */
const BILINGUAL = /\s\/\s|\/$/;

/**
 * A caption a narrow column wrapped over three or four lines ("1.3 Date du" / "prochain" /
 * "étalonnage", its value beside the first; "Certificato" / "/" / "Certificate" / "No."): the
 * lines, when the first two begin a caption or are a bilingual caption whose other language goes
 * on ("Kalibriersche-" / "in / Certificate" / "No."), and together they are one.
 */
function captionLines(
  cell: Cell,
  below: Cell,
  lines: Line[],
): { cells: Cell[]; hit: LabelHit } | null {
  const two = stackedCaption(cell.text, below.text);
  if (!beginsLabel(two) && !BILINGUAL.test(two)) return null;
  const parts = [cell, below];
  for (
    let next = cellBelow(below, lines);
    next && parts.length < 4;
    next = cellBelow(next, lines)
  ) {
    parts.push(next);
    const hit = matchLabel(stackedCaption(...parts.map((part) => part.text)));
    if (hit && hit.inline === null) return { cells: parts, hit };
  }
  return null;
}

/**
 * A caption's text so far visibly goes on: it ends on a slash (its gloss follows) or a broken
 * word. So does one whose gloss stops after words that begin a caption (unfinishedGloss).
 */
const GOES_ON = /\/$|\p{L}-$/u;

/**
 * A header row's caption wrapped over three or four lines whose first two already read as one:
 * the lines that together name the same field. The third is taken when it has no value beside
 * it ("Fecha de próxima" / "calibración / Next" / "Cal Date", the value under the third: alone,
 * "Cal Date" would name another field and stand between the caption and its value), or when
 * the caption visibly goes on ("Costruttore" / "/" / "Manufactur-" / "er": the gloss under the
 * slash, a word broken at its hyphen, whatever stands beside them in the narrow columns).
 */
function captionGoesOn(
  cell: Cell,
  below: Cell,
  merged: LabelHit,
  lines: Line[],
  blockOf: ReadonlyMap<Cell, LabelBlock>,
): LabelBlock | null {
  const parts = [cell, below];
  let longest: LabelBlock | null = null;
  for (let next = cellBelow(below, lines); next && parts.length < 4;) {
    const sofar = stackedCaption(...parts.map((part) => part.text));
    const goesOn = GOES_ON.test(sofar) || unfinishedGloss(sofar) !== null;
    if (blockOf.has(next) || (!goesOn && valueBeside(next, lines))) break;
    parts.push(next);
    const hit = matchLabel(stackedCaption(...parts.map((part) => part.text)));
    const named = hit !== null && hit.inline === null && hit.target === merged.target;
    if (named) longest = blockFrom(hit, [...parts]);
    // Only a caption still visibly unfinished goes on to a fourth line.
    if (!GOES_ON.test(next.text.trim())) break;
    next = cellBelow(next, lines);
  }
  return longest;
}

/** A code: one word with a digit, four characters or more ("CE2351610"). */
const GLUED_CODE = /^(?=\S*\d)\S{4,}$/u;

/**
 * A caption wrapped under itself whose value the scan read onto its first line ("1.1 Numéro du
 * CE2351610" over "certificat", the value's column starting right after the caption's first
 * words): the caption with its value inline.
 */
function valueGluedToCaption(cell: Cell, below: Cell): LabelHit | null {
  const words = cell.text.trim().split(/\s+/);
  const value = words.at(-1)!;
  if (words.length < 2) return null;
  if (!GLUED_CODE.test(value)) return dateGluedToCaption(cell, below);
  const hit = matchLabel(`${words.slice(0, -1).join(' ')} ${below.text}`);
  return hit && hit.inline === null ? { ...hit, inline: value } : null;
}

/**
 * The same with a date of several words ("1.2 Data prossima 11 febbraio 2026" over
 * "taratura", a scan's gap before the date narrower than a column's, seed 85001): the words
 * before the date and the line under them make the caption, the date its value.
 */
function dateGluedToCaption(cell: Cell, below: Cell): LabelHit | null {
  const text = cell.text.trim();
  const date = findDates(text, ANY_YEAR).at(-1);
  if (!date || date.end !== text.length || date.start === 0) return null;
  const head = text.slice(0, date.start).trim();
  const hit = matchLabel(`${head} ${below.text}`);
  return hit && hit.inline === null ? { ...hit, inline: text.slice(date.start) } : null;
}

/**
 * A caption wrapped over three lines, or two with its value read onto the first or its second
 * line misread: its block.
 */
function wrappedCaption(
  cell: Cell,
  below: Cell,
  lines: Line[],
  blockOf: ReadonlyMap<Cell, LabelBlock>,
): LabelBlock | null {
  const longer = captionLines(cell, below, lines);
  if (longer)
    return longer.cells.some((part) => blockOf.has(part))
      ? null
      : blockFrom(longer.hit, longer.cells);
  const glued = valueGluedToCaption(cell, below) ?? completeMisreadCaption(cell.text, below.text);
  return glued ? blockFrom(glued, [cell, below]) : null;
}

/** A caption wrapped under itself, its date read onto its first line (dateGluedToCaption). */
function gluedWrappedCaption(cell: Cell, lines: Line[]): LabelBlock | null {
  const below = cellBelow(cell, lines);
  const hit = below ? dateGluedToCaption(cell, below) : null;
  return hit && below ? blockFrom(hit, [cell, below]) : null;
}

/** A caption's words a scan set this many font sizes apart at most are still one caption. */
const PARTED_CAPTION_GAP = 2;
/** A typewriter's word space between a caption's words, in font sizes, as a scan measures it. */
const WORD_SPACE_GAP = 1.5;

/**
 * A caption whose words a scan set apart as two cells ("Asset | Number:"): the cell and the one
 * after it, closed by a colon, make one caption, and neither names another field alone. A cell
 * ending on a bilingual caption's slash goes on with its gloss without a colon, as header rows
 * print it ("Fabricante / | Manufacturer": the gloss alone had taken the name above it).
 */
function captionParted(
  cell: Cell,
  line: Line,
  lines: Line[],
  blockOf: ReadonlyMap<Cell, LabelBlock>,
): LabelBlock | null {
  const next = line.cells[cell.index + 1];
  if (!next || blockOf.has(next) || cell.text.includes(':')) return null;
  // Without a colon, two cells a monospaced word space apart, neither naming a field alone
  // ("Nächster | Kalibriertermin", "Date | d'étalonnage / Calibrated"): a typewriter's space is
  // a letter wide, a wide one set between words is wider, and a scan measuring the print a
  // little small takes either for a cell's gap.
  const namesNoField = (text: string) => {
    const hit = matchLabel(text);
    return hit === null || hit.generic;
  };
  const wordSpaceApart =
    next.x0 - cell.x1 <= WORD_SPACE_GAP * cell.size &&
    namesNoField(cell.text) &&
    namesNoField(next.text);
  if (
    (!/:$/.test(next.text.trim()) && !/\/$/.test(cell.text.trim()) && !wordSpaceApart) ||
    next.x0 - cell.x1 > PARTED_CAPTION_GAP * cell.size
  )
    return glossPartedByLostSlash(cell, next, lines, blockOf);
  const joined =
    matchLabel(`${cell.text.trim()} ${next.text.trim()}`) ??
    partedCaptionWithLostSlash(cell.text, next.text);
  if (!joined || joined.inline !== null || joined.generic || joined.target === 'other')
    return glossPartedByLostSlash(cell, next, lines, blockOf);
  // "Manufacturer | Model:" are two captions; "Asset | Number:" the first's caption completed.
  const alone = [matchLabel(cell.text), matchLabel(next.text)];
  if (alone.some((hit) => hit !== null && !hit.generic && hit.target !== joined.target))
    return null;
  return blockFrom(joined, [cell, next]);
}

/** The white a lost slash and its two spaces leave between a caption and its gloss, in sizes. */
const LOST_SLASH_GAP = 2.5;

/**
 * A caption and its gloss in two cells, the slash between them lost to the scan ("Número de
 * serie | Serial No.:", "Kalibriergegenstand | Item" over "Description:", "N° de inventario |
 * Inventory" over "No.:"): one caption when the slash put back makes one of the first cell's
 * field, perhaps with the line under the first cell, where the gloss wrapped. The first cell
 * must name its field by itself (a grid's "Item | Description" columns stay two), and the gloss
 * no other field nor head a column of its own ("N. di serie | Matricola" over "interna /": two
 * columns an em apart). Only on a scan: a text layer prints its slashes.
 */
function glossPartedByLostSlash(
  cell: Cell,
  next: Cell,
  lines: Line[],
  blockOf: ReadonlyMap<Cell, LabelBlock>,
): LabelBlock | null {
  if (!recognised(cell.font) || !recognised(next.font)) return null;
  // A gloss is words: a date or a code beside the caption is its value ("Data da calibração |
  // 21/09/2024" over "Calibration Date").
  if (!/^\p{L}[\p{L}\s.:#°º-]*$/u.test(next.text.trim())) return null;
  if (next.x0 - cell.x1 > LOST_SLASH_GAP * cell.size || cellBelow(next, lines)) return null;
  const own = matchLabel(cell.text);
  if (!own || own.generic || own.inline !== null || own.target === 'other') return null;
  const gloss = matchLabel(next.text);
  if (gloss && gloss.target !== own.target) return null;
  const slashed = `${cell.text.trim()} / ${next.text.trim()}`;
  const sameField = (hit: LabelHit | null): hit is LabelHit =>
    hit !== null && hit.inline === null && hit.target === own.target;
  const below = cellBelow(cell, lines);
  if (below && !blockOf.has(below) && !/\d/.test(below.text)) {
    const stacked = matchLabel(stackedCaption(slashed, below.text));
    if (sameField(stacked)) return blockFrom(stacked, [cell, next, below]);
  }
  const joined = matchLabel(slashed);
  return sameField(joined) ? blockFrom(joined, [cell, next]) : null;
}

export function findLabels(layout: DocumentLayout): LabelMap {
  const blocks: LabelBlock[] = [];
  const blockOf = new Map<Cell, LabelBlock>();
  const lines = layout.lines;
  for (const line of lines) {
    const dataRows = isDataRow(line) || isDataRow(lines[line.index + 1]);
    for (const cell of line.cells) {
      if (blockOf.has(cell) || endsBrokenWord(cell, lines[line.index - 1])) continue;
      const parted = captionParted(cell, line, lines, blockOf);
      if (parted) {
        blocks.push(parted);
        for (const part of parted.cells) blockOf.set(part, parted);
        continue;
      }
      const read = matchLabel(cell.text) ?? labelAtCut(cell) ?? speckClosedWord(cell, line);
      const own =
        read?.bare && goesOnWithSentence(cell, lines[line.index - 1], blockOf) ? null : read;
      // A generic caption's word read with a date after it ("Data" | "prossima 11 febbraio
      // 2026") may be a longer caption wrapped under itself, the date glued to its first line.
      const glued = own?.generic && own.inline !== null ? gluedWrappedCaption(cell, lines) : null;
      if (glued && glued.hit.target !== own!.target && !blockOf.has(glued.cells[1]!)) {
        blocks.push(glued);
        for (const part of glued.cells) blockOf.set(part, glued);
        continue;
      }
      // A two-line label: only when the first part is not already a complete "Label:", nor a
      // caption whose gloss stands beside it.
      if (
        !dataRows &&
        !cell.text.trim().endsWith(':') &&
        !isWholeDate(cell.text) &&
        (own === null || own.inline === null) &&
        !glossBeside(cell, line)
      ) {
        const below = cellBelow(cell, lines);
        if (below && !blockOf.has(below)) {
          const merged =
            matchLabel(stackedCaption(cell.text, below.text)) ??
            glossWithLostSlash(cell.text, below.text);
          const wrapped =
            merged === null && own === null ? wrappedCaption(cell, below, lines, blockOf) : null;
          if (wrapped) {
            blocks.push(wrapped);
            for (const part of wrapped.cells) blockOf.set(part, wrapped);
            continue;
          }
          const ownBelow = matchLabel(below.text);
          // "Manufacturer" over "Model" are two labels; "Device" over "Description" and
          // "Equipment" over "Description" (one field named twice) are one, and so is a
          // caption whose last word went to the next line ("Próxima calibração / Due" over
          // "Date", the generic word naming nothing by itself).
          const twoLabels =
            own !== null &&
            !own.generic &&
            ownBelow !== null &&
            ownBelow.inline === null &&
            ownBelow.target !== own.target &&
            !(ownBelow.generic && merged?.target === own.target && !valueBeside(below, lines)) &&
            !cell.text.trim().endsWith('/') &&
            !glossGoesOn(cell, below, own.target) &&
            !renamedByNextWord(cell, below, own.target);
          if (merged && merged.inline === null && !twoLabels) {
            const longer = captionGoesOn(cell, below, merged, lines, blockOf);
            if (longer) {
              blocks.push(longer);
              for (const part of longer.cells) blockOf.set(part, longer);
              continue;
            }
            const block = blockFrom(merged, [cell, below]);
            blocks.push(block);
            blockOf.set(cell, block);
            blockOf.set(below, block);
            continue;
          }
        }
      }
      if (own) {
        const block = blockFrom(own, [cell]);
        blocks.push(block);
        blockOf.set(cell, block);
      }
    }
  }
  const inColumns = captionsInColumns(lines, blockOf);
  for (const { cell, hit } of inColumns) {
    const block = blockFrom(hit, [cell]);
    blocks.push(block);
    blockOf.set(cell, block);
  }
  // In reading order, as the first pass made them.
  if (inColumns.length > 0) blocks.sort((a, b) => a.firstLine - b.firstLine || a.x0 - b.x0);
  return { blocks, blockOf };
}

/**
 * A caption whose next line's first word makes it another field's ("2.5 Matricola", a serial
 * number, over "interna / Asset" and "Number": "Matricola interna" is an asset number): the
 * two lines are one caption, not two stacked.
 */
function renamedByNextWord(cell: Cell, below: Cell, target: LabelHit['target']): boolean {
  const next = below.text.trim().split(/\s+/)[0] ?? '';
  if (!/^\p{Ll}/u.test(next)) return false;
  const renamed = matchLabel(stackedCaption(cell.text, next));
  return renamed !== null && renamed.inline === null && renamed.target !== target;
}

/**
 * The gloss of a bilingual caption broken after its first words ("Validade da calibração /
 * Next" over "Cal Date"): the words after the last slash, when they name nothing by themselves
 * but begin a caption. Null when the caption's gloss is whole or there is none.
 */
function unfinishedGloss(text: string): string | null {
  const gloss = /\s\/\s([^/]+)$/u.exec(text.trim())?.[1];
  return gloss && matchLabel(gloss) === null && beginsLabel(gloss) ? gloss : null;
}

/**
 * Whether the cell under a caption ends its unfinished gloss, naming the caption's field with
 * it ("Next" + "Cal Date"): the cell is the gloss's end, though a caption of its own.
 */
function glossGoesOn(cell: Cell, below: Cell, target: LabelHit['target']): boolean {
  const gloss = unfinishedGloss(cell.text);
  return gloss !== null && matchLabel(stackedCaption(gloss, below.text))?.target === target;
}

/**
 * "Kalibriergegenstand / | Instrument Data": a caption closed by a slash whose gloss follows on
 * its own line, a space away. Its words end there: the cell under it ("Messgerät") is the next
 * caption, not the caption's second line.
 */
function glossBeside(cell: Cell, line: Line): boolean {
  if (!cell.text.trim().endsWith('/')) return false;
  const next = line.cells[line.cells.indexOf(cell) + 1];
  // Not the next caption of a tight row of bilingual captions ("Fabricante / | Modelo /").
  return (
    next !== undefined &&
    next.x0 - cell.x1 <= cell.size &&
    !/\d/.test(next.text) &&
    !next.text.trim().endsWith('/')
  );
}

/** How far apart two captions of one column may be: a wrapped caption and a gap between. */
const COLUMN_STEP = 3;

/**
 * A word that is a caption only with its colon ("Référence:" — without one it starts values
 * such as "Reference Thermometer"), printed without it in a column of captions: the captions
 * left-aligned right above and below it, each a caption with no value of its own, and a value
 * right of it. The column says what the missing colon would. So does a row of captions
 * ("Désignation | Marque | Référence | Numéro de série", the values under them).
 */
function captionsInColumns(
  lines: readonly Line[],
  blockOf: ReadonlyMap<Cell, LabelBlock>,
): { cell: Cell; hit: LabelHit }[] {
  const found: { cell: Cell; hit: LabelHit }[] = [];
  const captionNear = (cell: Cell, from: number, step: -1 | 1): boolean => {
    for (let index = from; Math.abs(index - cell.line) <= COLUMN_STEP; index += step) {
      const line = lines[index];
      if (!line || line.page !== cell.page) return false;
      const aligned = line.cells.find((other) => Math.abs(other.x0 - cell.x0) <= cell.size * 0.6);
      if (!aligned) continue;
      return isPureLabel(blockOf.get(aligned));
    }
    return false;
  };
  for (const line of lines) {
    // A row of captions: every other cell of the line a caption with no value of its own.
    const captions = line.cells.filter((other) => isPureLabel(blockOf.get(other))).length;
    const captionRow = captions >= 2 && captions === line.cells.length - 1;
    for (const cell of line.cells) {
      const text = cell.text.trim();
      if (blockOf.has(cell) || text.includes(':')) continue;
      // The row or the column first: they are a few comparisons, a caption lookup is more.
      const inRow = captionRow && !/\d/.test(text);
      if (!inRow && (!captionNear(cell, cell.line - 1, -1) || !captionNear(cell, cell.line + 1, 1)))
        continue;
      if (matchLabel(text) !== null || (!inRow && !valueBeside(cell, lines))) continue;
      const hit = matchLabel(`${text}:`);
      if (hit && hit.inline === null) found.push({ cell, hit: { ...hit, colon: false } });
    }
  }
  return found;
}

/** A label with no value of its own in the cell: its value is elsewhere (right or below). */
export function isPureLabel(block: LabelBlock | undefined): boolean {
  return block !== undefined && block.hit.inline === null;
}
