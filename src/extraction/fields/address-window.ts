/**
 * The customer of a certificate set as a business letter: no "Customer:" label, just the
 * recipient's address block (name, street, postcode and town) under the letterhead, where a
 * window envelope shows it. The name on its first line is the customer.
 *
 * The block must look like a postal address — a first line that reads as a name, a later line
 * with a postcode — and must not be the lab's own letterhead (the first block of the page, or
 * one listing phone, fax, web or e-mail). It is a guess from position, so any labelled
 * customer wins over it.
 */
import type { LabelTarget } from '../dictionary/labels.js';
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate } from './candidate.js';
import type { LabelMap } from './label-blocks.js';
import { looksLikeName } from './organisations.js';

/** "70565 Stuttgart", "3810-200 Aveiro", "F-75001 Paris", "Harlow CM19 5BD", "TX 75201". */
const POSTCODE =
  /(?:^|\s)(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3,4})?\s+\p{Lu}|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/u;
const CONTACT = /\b(?:tel|phone|telefon|fax|www|e-?mail|t[ée]l[ée]fono|telefone)\b|@|https?:/i;
const ALIGN = 3;
const MAX_LINES = 6;
/** Lines of one block are at most this many font sizes apart (baseline to baseline). */
const LINE_PITCH = 1.8;

interface Block {
  cells: Cell[];
}

/** Left-aligned runs of unlabelled first cells, top to bottom, before `end` on page 1. */
function blocks(layout: DocumentLayout, labels: LabelMap, end: number): Block[] {
  const page = layout.pages[0]!;
  const out: Block[] = [];
  let current: Block | null = null;
  for (let index = page.lineStart; index < Math.min(end, page.lineEnd); index++) {
    const cell = layout.lines[index]!.cells[0]!;
    // "PO Box 88" reads as a label with its value; only a real "Label:" ends the block.
    if (labels.blockOf.get(cell)?.hit.bare === false) {
      current = null;
      continue;
    }
    const previous = current?.cells[current.cells.length - 1];
    const continues =
      previous !== undefined &&
      Math.abs(previous.x0 - cell.x0) <= ALIGN &&
      cell.baseline - previous.baseline <= Math.max(previous.size, cell.size) * LINE_PITCH;
    if (current && continues) current.cells.push(cell);
    else {
      current = { cells: [cell] };
      out.push(current);
    }
  }
  return out;
}

function isAddress(block: Block, pageStart: Cell): boolean {
  const [first, ...rest] = block.cells;
  if (!first || rest.length === 0 || block.cells.length > MAX_LINES) return false;
  if (first === pageStart) return false;
  if (block.cells.some((cell) => CONTACT.test(cell.text))) return false;
  return looksLikeName(first.text) && rest.some((cell) => POSTCODE.test(cell.text));
}

/** Labels that open the instrument's description: the letter's head is over. */
const INSTRUMENT_LABELS: ReadonlySet<LabelTarget> = new Set<LabelTarget>([
  'equipmentName',
  'equipmentId',
  'serialNumber',
  'manufacturer',
  'model',
  'makeModel',
  'calibrationDate',
]);

/** Where the letter's head ends: the certificate title, or the first line opening with a label. */
function headEnd(layout: DocumentLayout, labels: LabelMap, titleLines: Line[]): number {
  const page = layout.pages[0]!;
  const title = titleLines.find((line) => line.page === page.number);
  let end = title?.index ?? page.lineEnd;
  for (let index = page.lineStart; index < end; index++) {
    const target = labels.blockOf.get(layout.lines[index]!.cells[0]!)?.hit.target;
    if (target !== undefined && INSTRUMENT_LABELS.has(target)) end = index;
  }
  return end;
}

export function addressWindowCandidates(
  layout: DocumentLayout,
  labels: LabelMap,
  titleLines: Line[],
): Candidate[] {
  const page = layout.pages[0];
  if (!page || page.lineEnd === page.lineStart) return [];
  const pageStart = layout.lines[page.lineStart]!.cells[0]!;
  const window = blocks(layout, labels, headEnd(layout, labels, titleLines)).find((block) =>
    isAddress(block, pageStart),
  );
  if (!window) return [];
  return [
    candidateAt(window.cells[0]!, {
      field: 'customer',
      value: window.cells[0]!.text,
      label: null,
      method: 'heuristic',
      generic: false,
      unit: null,
    }),
  ];
}
