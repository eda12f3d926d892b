/**
 * The document title ("Calibration Certificate", "Kalibrierschein", "Certificat d'étalonnage"…)
 * and the certificate number printed with it — on the same line ("Certificate of Calibration
 * No XXX-01234") or on the line under it ("No. 02-2025-FORC-0042").
 */
import { foldText, normalizeText } from '../dictionary/normalize.js';
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate } from './candidate.js';
import { isCutTitle, TITLES } from './cut-title.js';
import { findAccreditation } from './organisations.js';

/**
 * "No.", "Nr.", "N°", "N.º", "Nº", "Número", "#": how certificates print "number". A scan reads
 * the small raised "º" as a "2" ("N.2CAL-36906/25", "N2CAL-…"), perhaps with a speck after it
 * ("N.2% LMI-25/00306"): a "2" after "N." or glued to "N" and to letters is the sign ("N2 gas"
 * is no number).
 */
const NUMBER_WORD =
  '(?:no\\.?|nr\\.?|n\\.?\\s?[°º]\\.?|n[.,]\\s?2[%\'’"`]?(?=\\s?[a-z])|n2(?=[a-z])|n\\.|number|nummer|n[uú]mero|#)';
/** A title goes on after a conjunction: "Certificate of Calibration and Conformance No. 5". */
const TITLE_CONTINUATION = '(?:(?:and|&|und|et|y|e)\\s+\\p{L}+(?:\\s+\\p{L}+)?\\s+)?';
const NUMBER_AFTER_TITLE = new RegExp(
  `^[\\s:,]*${TITLE_CONTINUATION}${NUMBER_WORD}\\s*[:.]?\\s*(\\S+)`,
  'iu',
);
const NUMBER_LINE = new RegExp(`^${NUMBER_WORD}\\s*[:.]?\\s*(\\S+)$`, 'i');

export interface TitleReading {
  /** Lines carrying a certificate title. */
  titleLines: Line[];
  candidates: Candidate[];
}

type PageSpan = DocumentLayout['pages'][number];
/** Without a title, the first page's top lines are read for a corner number: the letterhead's. */
const UNTITLED_TOP_LINES = 8;
/** A corner code stands this share of the page's width apart from the letterhead beside it. */
const CORNER_GAP = 0.2;

/** Where the first `count` characters other than spaces of `text` end. */
function endOfSpaceless(text: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (!/\s/.test(text[index]!)) seen++;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** A consonant standing alone between words: no word of the titles' languages ("r"). */
const LONE_CONSONANT = /(?<=\s)[b-df-hj-np-tv-xz](?=\s)/gu;

/**
 * Folded text without its lone consonants, and for each of its characters the index of the
 * same character in the text given.
 */
function withoutLoneConsonants(folded: string): { text: string; original: number[] } {
  const original: number[] = [];
  let text = '';
  const lone = new Set([...folded.matchAll(LONE_CONSONANT)].map((match) => match.index));
  for (let index = 0; index < folded.length; index++) {
    // The consonant and the space after it go.
    if (lone.has(index) || lone.has(index - 1)) continue;
    text += folded[index];
    original.push(index);
  }
  return { text, original };
}

/** A title is short: "…and a certificate of traceable calibration from the factory." is not. */
const MAX_TITLE_EXTRA_WORDS = 6;

function titleEnd(line: Line): number | null {
  const folded = foldText(line.text);
  for (const title of TITLES) {
    const at = folded.indexOf(title);
    if (at < 0) continue;
    const cell = line.cells.find((candidate) => foldText(candidate.text).includes(title));
    const extra = (cell?.text ?? line.text).split(/\s+/).length - title.split(' ').length;
    if (extra <= MAX_TITLE_EXTRA_WORDS) return at + title.length;
  }
  // "Relatório r de calibração": a speck inside the title read as a lone consonant.
  const withoutSpecks = withoutLoneConsonants(folded);
  if (withoutSpecks.text !== folded) {
    for (const title of TITLES) {
      const at = withoutSpecks.text.indexOf(title);
      if (
        at >= 0 &&
        line.text.split(/\s+/).length <= title.split(' ').length + MAX_TITLE_EXTRA_WORDS
      )
        return withoutSpecks.original[at + title.length - 1]! + 1;
    }
  }
  // "CERTIFICATO DITARATURA": a scan lost a space inside the title set as a heading.
  if (line.heading) {
    const spaceless = folded.replace(/\s+/g, '');
    const title = TITLES.find((phrase) => spaceless.startsWith(phrase.replace(/\s+/g, '')));
    if (title) return endOfSpaceless(folded, title.replace(/\s+/g, '').length);
  }
  // "CERTIFICADO DE": a scan lost the title's last word. A heading alone on its line that
  // begins a title is the title.
  if (line.heading && line.cells.length === 1 && isCutTitle(line.text)) return folded.length;
  return null;
}

/** Text that is a certificate's title ("Certificate of Calibration and Conformance"), never a value. */
export function isTitleText(text: string): boolean {
  if (/\d/.test(text)) return false;
  const folded = normalizeText(text);
  return TITLES.some(
    (title) =>
      folded.startsWith(title) &&
      folded.split(' ').length - title.split(' ').length <= MAX_TITLE_EXTRA_WORDS,
  );
}

/**
 * An identifier: letters, digits and separators with at least three digits, no date. A word may
 * open on its separator ("MSR /2025/0765": a scan spaced the slash from the prefix).
 */
function isBareCode(text: string): boolean {
  const value = text.trim();
  return (
    /^[A-Z0-9][A-Z0-9./-]*(?:\s[/-]?[A-Z0-9][A-Z0-9./-]*){0,2}$/.test(value) &&
    (value.match(/\d/g) ?? []).length >= 4 &&
    (/[-/]/.test(value) || /[A-Z]{2}/.test(value)) &&
    !/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(value)
  );
}

/** Marks a scan may put before a code: one or two specks, a stroke. */
const LEADING_SPECK = /^[.,'‘’`·]{1,2}(?=[A-Z0-9])/;

/** Cells that are specks of a scanned logo (".", "Ea") rather than words. */
function isSpeck(cell: Cell): boolean {
  return (cell.text.match(/[\p{L}\p{N}]/gu) ?? []).length <= 2;
}

/**
 * The cell that stands alone in its corner of a letterhead line: the line's only cell, or its
 * last one set well apart from the rest ("Ridgeline Instrument … NBC-037093") or drawn into
 * it, and not the value of a caption beside it ("Tel.: 0711-123456").
 */
function cornerCell(line: Line, pageWidth: number): Cell | null {
  const cells = line.cells.filter((cell) => !isSpeck(cell));
  const last = cells.at(-1);
  if (!last) return null;
  const before = cells.at(-2);
  if (!before) return line.cells.length === 1 || last.x0 > pageWidth / 2 ? last : null;
  // A long letterhead name may run into the corner code: drawn over each other, they are
  // two texts however close (the layout kept them apart as cells).
  const apart = last.x0 - before.x1 >= pageWidth * CORNER_GAP || last.x0 < before.x1;
  return apart && !before.text.trim().endsWith(':') && last.x0 > pageWidth / 2 ? last : null;
}

/**
 * A code alone in the top margin of the certificate's first page, above the title ("7779/2025"
 * in the corner), read from the page's first line up to `end`: many labs print the
 * certificate's number there and nowhere else. A
 * certificate's first page is a page with a title — a customer's cover page or a traceability
 * letter may come before it; a file of several certificates has one per certificate.
 */
function cornerNumber(layout: DocumentLayout, page: PageSpan, end: number): Candidate | null {
  for (let index = page.lineStart; index < end; index++) {
    const only = cornerCell(layout.lines[index]!, page.width);
    // A scan's speck before the code (".CAL-241465-05") is no part of it.
    const code = only?.text.trim().replace(LEADING_SPECK, '') ?? '';
    // "COFRAC 2-5931" in the corner is the lab's accreditation, not the certificate's number.
    if (only && isBareCode(code) && !findAccreditation(code))
      return candidateAt(only, {
        field: 'certificateNumber',
        value: code,
        label: 'title',
        method: 'title',
        generic: true,
        unit: null,
      });
  }
  return null;
}

/**
 * The corner number of a certificate's next page, when its first page has a cell at the same
 * place that reads as no code ("73085 { 24" over "73085/24": the scan misread the slash on
 * one page only). Not past the certificate: the next page has no title of its own.
 */
function cornerRepeated(
  layout: DocumentLayout,
  page: PageSpan,
  end: number,
  titledPages: ReadonlySet<number>,
): Candidate | null {
  const next = layout.pages.find((candidate) => candidate.number === page.number + 1);
  if (!next || titledPages.has(next.number)) return null;
  const repeated = cornerNumber(
    layout,
    next,
    Math.min(next.lineEnd, next.lineStart + UNTITLED_TOP_LINES),
  );
  if (!repeated) return null;
  for (let index = page.lineStart; index < end; index++) {
    const cell = cornerCell(layout.lines[index]!, page.width);
    if (cell && /\d/.test(cell.text) && Math.abs(cell.x0 - repeated.x) <= cell.size * 2)
      return repeated;
  }
  return null;
}

export function readTitles(layout: DocumentLayout): TitleReading {
  const reading = readTitleLines(layout);
  // Each certificate of a file that holds several has its own first page and corner number.
  const firstTitles = reading.titleLines.filter(
    (line, index, lines) => index === 0 || lines[index - 1]!.page !== line.page,
  );
  const titledPages = new Set(reading.titleLines.map((line) => line.page));
  for (const title of firstTitles) {
    const page = layout.pages.find((candidate) => candidate.number === title.page);
    const corner = page
      ? (cornerNumber(layout, page, title.index) ??
        cornerRepeated(layout, page, title.index, titledPages))
      : null;
    if (corner) reading.candidates.push(corner);
  }
  // No title could be read (a scan garbled it: "RelatórioId[3 de . ~"): the top lines of the
  // first page stand where the title and its corner would be.
  const first = layout.pages[0];
  if (firstTitles.length === 0 && first) {
    const corner = cornerNumber(
      layout,
      first,
      Math.min(first.lineEnd, first.lineStart + UNTITLED_TOP_LINES),
    );
    if (corner) reading.candidates.push(corner);
  }
  // The title's first line garbled, or read as a line of its own beside its gloss
  // ("Certificado de" / "calibração N.º ML25-12650" over "Certificate of Calibration"): the
  // number after the title's last words, when no title gave one.
  if (first && !reading.candidates.some((candidate) => candidate.page === first.number)) {
    const tail = titleTailNumber(layout, first);
    if (tail) reading.candidates.push(tail);
  }
  return reading;
}

/** The last words of a title, as a garbled first line leaves them ("de calibración"). */
const TITLE_TAILS = new Set(
  TITLES.flatMap((title) => {
    const words = title.split(' ');
    return words.map((_, index) => words.slice(index).join(' '));
  }),
);
const TAIL_NUMBER = new RegExp(`^(.+?)\\s+${NUMBER_WORD}\\s*[:.]?\\s*(\\S+)$`, 'iu');

/**
 * A title wrapped onto two lines whose first line the scan garbled ("CertificadoLdLJ de" over
 * "calibración N.º LMI-25/04590"): the number printed after the title's last words.
 */
function titleTailNumber(layout: DocumentLayout, page: PageSpan): Candidate | null {
  const end = Math.min(page.lineEnd, page.lineStart + UNTITLED_TOP_LINES);
  for (let index = page.lineStart; index < end; index++) {
    const cell = layout.lines[index]!.cells[0]!;
    const match = TAIL_NUMBER.exec(cell.text.trim());
    if (!match || !TITLE_TAILS.has(normalizeText(match[1]!)) || !isBareCode(match[2]!)) continue;
    return candidateAt(cell, {
      field: 'certificateNumber',
      value: match[2]!,
      label: 'title',
      method: 'title',
      generic: false,
      unit: null,
    });
  }
  return null;
}

/**
 * The number after a title's number word: its first word, or the code of up to three words it
 * opens ("ML 25-83910", "LAT 247 25/0661"), up to the end of the line.
 */
function spacedCode(rest: string, first: string): string {
  const words = rest
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  for (let count = Math.min(2, words.length); count >= 1; count--) {
    const code = [first, ...words.slice(0, count)].join(' ');
    if (count === words.length && isBareCode(code)) return code;
  }
  return first;
}

function readTitleLines(layout: DocumentLayout): TitleReading {
  const titleLines: Line[] = [];
  const candidates: Candidate[] = [];
  for (const line of layout.lines) {
    const end = titleEnd(line);
    if (end === null) continue;
    titleLines.push(line);
    const inline = NUMBER_AFTER_TITLE.exec(line.text.slice(end));
    const cell = line.cells[0]!;
    if (inline) {
      candidates.push(
        candidateAt(cell, {
          field: 'certificateNumber',
          value: spacedCode(line.text.slice(end + inline.index + inline[0].length), inline[1]!),
          label: 'title',
          method: 'title',
          generic: false,
          unit: null,
        }),
      );
      continue;
    }
    // "Certificado de Calibración - Laboratorio de Longitud | L-34859-001 R0": a code set beside
    // the title on its line, with no caption, is the certificate's number.
    const beside = line.cells.find(
      (other, index) =>
        index > 0 && !foldText(other.text).includes('certif') && isBareCode(other.text),
    );
    if (beside) {
      candidates.push(
        candidateAt(beside, {
          field: 'certificateNumber',
          value: beside.text.trim(),
          label: 'title',
          method: 'title',
          generic: true,
          unit: null,
        }),
      );
      continue;
    }
    for (let index = line.index + 1; index <= line.index + 2; index++) {
      const next = layout.lines[index];
      if (!next || next.page !== line.page || next.top - line.bottom > line.size * 2.5) break;
      const match = NUMBER_LINE.exec(next.text.trim());
      // Or a bare code alone on the line under the title ("Calibration Certificate" /
      // "CAL-246127-07"), which only the certificate's number is — a scan's speck far out in
      // the margin aside ("i | 24-04073").
      const words = next.cells.filter((cell) => !isSpeck(cell));
      const only = words.length === 1 ? words[0]! : null;
      const bare = only && isBareCode(only.text) ? only.text.trim() : null;
      if (match || bare) {
        candidates.push(
          candidateAt(match ? next.cells[0]! : only!, {
            field: 'certificateNumber',
            value: match ? match[1]! : bare!,
            label: 'title',
            method: 'title',
            generic: !match,
            unit: null,
          }),
        );
        break;
      }
    }
  }
  return { titleLines, candidates };
}
