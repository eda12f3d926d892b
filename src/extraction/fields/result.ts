/**
 * The calibration result, only as the certificate states it: a labelled verdict ("Result: PASS",
 * "As Left: In Tolerance"), or a conformity statement in the text ("The instrument was found
 * within the manufacturer's specifications"). As-left beats as-found (the state the instrument
 * was returned in). Conditional sentences ("If the instrument is found out of tolerance…") state
 * nothing. No statement → null: a result is never invented.
 */
import type { CalibrationResult, Confidence } from '../../shared/extraction.js';
import { normalizeText } from '../dictionary/normalize.js';
import { statementResult, verdictResult, verdictWord } from '../dictionary/statements.js';
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import type { Candidate } from './candidate.js';
import type { Exclusions } from './regions.js';

export interface ResultChoice {
  value: CalibrationResult;
  confidence: Confidence;
  source: Candidate | null;
  line: number;
}

const CONDITIONAL =
  /\b(?:if|when|whenever|should|unless|in case|wenn|falls|sofern|si|lorsque|cuando|en caso|qualora)\b/;

/**
 * One-letter verdicts of a results table's conformity column: "C" / "NC" (conforme / non
 * conforme), "A" / "R" (aprovado / reprovado). Read only down a column under a result caption —
 * alone, a letter says nothing.
 */
const COLUMN_CODES: Readonly<Record<string, CalibrationResult>> = {
  c: 'Pass',
  nc: 'Fail',
  a: 'Pass',
  r: 'Fail',
};

function columnVerdict(text: string): CalibrationResult | null {
  const folded = normalizeText(text);
  return verdictResult(folded) ?? COLUMN_CODES[folded] ?? null;
}

interface ColumnVerdicts {
  verdicts: CalibrationResult[];
  /** Rows whose verdict cell a scan garbled ("Ka" for "KO"): any of them may have failed. */
  unread: number;
}

/**
 * A short token in a table row's verdict cell that reads as no verdict: a scan's garbling of
 * one ("Ka", "0K"). Longer text under the column is something else, and ends it.
 */
function isUnreadVerdict(cell: Cell, line: Line): boolean {
  return line.cells.length >= 3 && /^\S{1,4}$/u.test(cell.text.trim());
}

/**
 * A result label heading a table column ("Pass/Fail", "Bewertung", "Esito"): one verdict per
 * measurement row. Returns the verdicts of the column, or null when the value stands alone.
 */
function columnVerdicts(layout: DocumentLayout, candidate: Candidate): ColumnVerdicts | null {
  const first = layout.lines[candidate.line];
  const cell = first?.cells.find((other) => Math.abs(other.x0 - candidate.x) < 1);
  if (!first || !cell) return null;
  const verdicts: CalibrationResult[] = [];
  let unread = 0;
  let previous = first;
  for (let index = candidate.line + 1; index < layout.lines.length; index++) {
    const line = layout.lines[index]!;
    if (line.page !== first.page || line.top - previous.bottom > line.size * 2.5) break;
    const below = line.cells.find(
      (other) => Math.min(other.x1, cell.x1) - Math.max(other.x0, cell.x0) > 0,
    );
    if (!below) break;
    const verdict = columnVerdict(below.text);
    if (verdict) verdicts.push(verdict);
    else if (isUnreadVerdict(below, line)) unread++;
    else break;
    previous = line;
  }
  if (verdicts.length === 0 && unread === 0) return null;
  const own = columnVerdict(candidate.value);
  const all = own ? [own, ...verdicts] : verdicts;
  return all.length > 0 ? { verdicts: all, unread } : null;
}

/**
 * One point out of tolerance fails the instrument; a column with verdicts the scan garbled
 * passes only as a guess (one of them may be the failed point).
 */
function aggregate({ verdicts, unread }: ColumnVerdicts): {
  value: CalibrationResult;
  confidence: Confidence;
} {
  if (verdicts.includes('Fail')) return { value: 'Fail', confidence: 'medium' };
  const confidence: Confidence = unread > 0 ? 'low' : 'medium';
  if (verdicts.every((verdict) => verdict === verdicts[0]))
    return { value: verdicts[0]!, confidence };
  return { value: 'Indeterminate', confidence };
}

interface Labelled {
  single: ResultChoice | null;
  column: ResultChoice | null;
}

/**
 * "Resultado  Aprovado  Reprovado": the options of a form whose tick is drawn, not printed.
 * The text does not say which one is ticked, so neither is the verdict.
 */
function isOptionRow(layout: DocumentLayout, candidate: Candidate): boolean {
  const line = layout.lines[candidate.line];
  if (!line) return false;
  const cells = line.cells.filter((cell) => cell.x1 > candidate.x);
  // The options cell by cell, and the line cut at its boxes: a scan may set one option's box
  // and words in two cells ("Pasa | [X] No | pasa": the first box lost, "No pasa" split).
  const options = [
    ...cells.map((cell) => cell.text.replace(LEADING_BOX, '')),
    ...cells
      .map((cell) => cell.text)
      .join(' ')
      .split(BOX_ANYWHERE),
  ];
  const verdicts = new Set(
    options
      .map((option) => verdictWord(normalizeText(option)))
      .filter((verdict) => verdict !== null),
  );
  return verdicts.size >= 2;
}

/*
 * Tick boxes, printed as glyphs or typed in brackets, and the ways a scan reads them. Every box
 * pattern below is built from these fragments, so a glyph added here is known to all of them.
 */
const TICKED_GLYPHS = '☒☑✔✓■⊠⊗';
const EMPTY_GLYPHS = '☐□';
/** A ticked box: "☒", "[X]", "(x)". */
const TICKED = `[${TICKED_GLYPHS}]|\\[x\\]|\\(x\\)`;
/**
 * "X] Pasa", "IX] conforme", "EX] Reprovado": a ticked box whose "[" a scan lost or read as a
 * stroke or as a serif "E".
 */
const HALF_TICKED = '[Il|1E]?x\\](?=\\s*\\p{L})';
/** A box ticked or not: "☐", "[ ]", "[x]", "( )". */
const ANY_PRINTED = `[${TICKED_GLYPHS}${EMPTY_GLYPHS}]|\\[[x ]?\\]|\\([x ]?\\)`;
/**
 * "[J nicht konform": a box whose "]" was read as a letter, and "[J] non conforme": one whose
 * inside was; ticked or not, we cannot tell.
 */
const MISREAD_BOX = '(?:\\[[jil1](?=\\s+\\p{L})|\\[[jil1|]\\](?=\\s*\\p{L}))';
/** "O Aprovado": an empty box read as a letter. */
const O_BOX = '[O0o](?=\\s+\\p{L})';

/**
 * A box in front of an option, printed or as OCR reads an empty one ("O Aprovado"), or its "]"
 * read as a letter ("[J nicht konform": ticked or not, we cannot tell); a scan's tick may be
 * lost altogether ("O Aprovado   Reprovado", the second box ticked).
 */
const LEADING_BOX = new RegExp(
  `^\\s*(?:${ANY_PRINTED}|${HALF_TICKED}|${MISREAD_BOX}|${O_BOX})\\s*`,
  'iu',
);

function labelled(
  candidates: Candidate[],
  field: Candidate['field'],
  layout: DocumentLayout,
): Labelled {
  const found: Labelled = { single: null, column: null };
  for (const candidate of candidates) {
    if (candidate.field !== field) continue;
    // "Risultato  [ ] conforme  [X] non conforme": the cell after the label is an option left
    // unticked, not the verdict (tickedVerdict reads the ticked one).
    if (UNTICKED_BOX.test(candidate.value)) continue;
    // "[X] conforme [ ] non conforme" in one cell (a scan ran the options together): the
    // ticked option, up to the next box, is the verdict.
    const ticked = [...candidate.value.matchAll(CHECKED_OPTION)][0]?.[1];
    const text = ticked ?? candidate.value.replace(CHECKED_BOX, '');
    // A single letter ("C" for conforme) is a code, not a word: a verdict only down a column.
    const word = /^\s*\p{L}\s*$/u.test(text) ? null : verdictResult(normalizeText(text));
    const code = candidate.method === 'below' ? columnVerdict(text) : null;
    const value = word ?? code;
    if (!value || isOptionRow(layout, candidate)) continue;
    const column = candidate.method === 'below' ? columnVerdicts(layout, candidate) : null;
    // A letter is a verdict only down a column of them.
    if (!word && !column) continue;
    if (column) {
      found.column ??= { ...aggregate(column), source: candidate, line: candidate.line };
    } else if (!found.single) {
      const confidence: Confidence = candidate.generic || field === 'asFound' ? 'medium' : 'high';
      found.single = { value, confidence, source: candidate, line: candidate.line };
    }
  }
  return found;
}

/** A ticked box at the start of a cell. */
const CHECKED_BOX = new RegExp(`^\\s*(?:${TICKED}|${HALF_TICKED})\\s*`, 'iu');
const UNTICKED_BOX = new RegExp(`^\\s*(?:[${EMPTY_GLYPHS}]|\\[\\s?\\]|\\(\\s?\\))`, 'u');
/** A ticked box anywhere and the option after it, up to the next box. */
const CHECKED_OPTION = new RegExp(
  `(?:${TICKED}|(?<![\\p{L}\\d])${HALF_TICKED})\\s*([^${TICKED_GLYPHS}${EMPTY_GLYPHS}[(]+)`,
  'giu',
);
/**
 * "XIPasa": a typed "[X]" whose "[" a scan lost and whose "]" it read as a letter, run into the
 * option's capital. Case-sensitive, unlike the patterns above; a box only on a line that prints
 * another box ("[]No pasa"), so a code starting "XI" stays a code.
 */
const GLUED_TICK = /^\s*\[?[Xx][Il|](?=\p{Lu}\p{Ll})/u;
/**
 * "[X1konform", "[XJACCEPT": a typed "[X]" whose "]" a scan read as a stroke or a J, run into
 * its option. The "[" says it is a box, with or without another box on its line.
 */
const BRACKET_GLUED_TICK = /^\s*\[[Xx][Il|1J](?=\p{L})/u;
/** "[X]JACCEPT": the box's "]" read twice, the second time as a letter before the option. */
const DOUBLED_BRACKET = /^[JIl|](?=\p{Lu}{2})/u;
const ANY_BOX = new RegExp(`^\\s*(?:${ANY_PRINTED}|${MISREAD_BOX})`, 'iu');
const LONE_CHECKED_BOX = new RegExp(`^\\s*(?:${TICKED})\\s*$`, 'iu');
const BOX_ANYWHERE = new RegExp(`\\s*(?:${ANY_PRINTED}|${MISREAD_BOX})\\s*`, 'iu');

/** The pages of one certificate of a file that holds several; null: the whole document. */
export type PageRange = { from: number; to: number } | null;

function linesOf(layout: DocumentLayout, pages: PageRange): DocumentLayout['lines'] {
  return pages
    ? layout.lines.filter((line) => line.page >= pages.from && line.page <= pages.to)
    : layout.lines;
}

/** "☒ PASS ☐ FAIL ☐ Limited": the ticked option is the verdict, the others say nothing. */
function tickedVerdict(
  layout: DocumentLayout,
  excluded: Exclusions,
  pages: PageRange,
): ResultChoice | null {
  for (const line of linesOf(layout, pages)) {
    for (const cell of line.cells) {
      if (excluded.covers(cell)) continue;
      // Each ticked box with the option after it: one cell may hold several options when the
      // gaps between them are narrow ("[ ]ACCEPT  [X]REJECT", its first box misread on a scan).
      // "[X] | Aprovado | Reprovado": a box a scan set apart from its option.
      const next = line.cells[line.cells.indexOf(cell) + 1];
      if (LONE_CHECKED_BOX.test(cell.text) && next && !ANY_BOX.test(next.text)) {
        const value = verdictResult(normalizeText(next.text.split(BOX_ANYWHERE)[0]!));
        if (value) return { value, confidence: 'high', source: null, line: line.index };
      }
      const boxBeside = line.cells.some((other) => other !== cell && ANY_BOX.test(other.text));
      const glued = BRACKET_GLUED_TICK.test(cell.text)
        ? BRACKET_GLUED_TICK
        : GLUED_TICK.test(cell.text) && boxBeside
          ? GLUED_TICK
          : null;
      if (glued) {
        const option = cell.text.replace(glued, '').split(BOX_ANYWHERE)[0]!;
        const value = verdictResult(normalizeText(option));
        if (value) return { value, confidence: 'high', source: null, line: line.index };
      }
      for (const option of cell.text.matchAll(CHECKED_OPTION)) {
        const value =
          verdictResult(normalizeText(option[1]!)) ??
          verdictResult(normalizeText(option[1]!.replace(DOUBLED_BRACKET, ''))) ??
          verdictResult(normalizeText(optionAcrossCells(option, cell, line.cells)));
        if (value) return { value, confidence: 'high', source: null, line: line.index };
      }
    }
  }
  return null;
}

/**
 * "[X] No | pasa": a ticked option whose words a scan set in two cells. When the option runs to
 * its cell's end, the next cell's words complete it, unless that cell starts with a box of its own.
 */
function optionAcrossCells(
  option: RegExpMatchArray,
  cell: { text: string },
  cells: readonly { text: string }[],
): string {
  const next = cells[cells.indexOf(cell as (typeof cells)[number]) + 1];
  if (!next || option.index! + option[0].length < cell.text.length || ANY_BOX.test(next.text))
    return option[1]!;
  return `${option[1]!.trim()} ${next.text.split(BOX_ANYWHERE)[0]}`;
}

/**
 * An empty box read by OCR as a letter: "O Aprovado   O Reprovado   O Uso restrito". Only in
 * a row of two or more such options, so a sentence starting with the article "O" stays.
 */
const OPTION_WITH_O_BOX = /^[O0o]\s+\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?$/u;

function isBoxedOption(cell: { text: string }, cells: readonly { text: string }[]): boolean {
  if (ANY_BOX.test(cell.text)) return true;
  return (
    OPTION_WITH_O_BOX.test(cell.text) &&
    cells.filter((other) => OPTION_WITH_O_BOX.test(other.text)).length >= 2
  );
}

/** Where a sentence ends: a stop, but a full stop only before a word not in small letters. */
const SENTENCE_END = /(?<=[;!?])\s+|(?<=\.)\s+(?!\p{Ll})/u;
const INNER_STOP = /(?<=\p{L})\.(?=\s+\p{Ll})/gu;

function stated(layout: DocumentLayout, excluded: Exclusions, pages: PageRange): ResultChoice[] {
  const found: ResultChoice[] = [];
  for (const line of linesOf(layout, pages)) {
    // "Resultado  Aprovado  Reprovado": options, whichever is ticked.
    const options = new Set(
      line.cells.map((cell) => verdictWord(normalizeText(cell.text.replace(LEADING_BOX, '')))),
    );
    options.delete(null);
    if (options.size >= 2) continue;
    const text = line.cells
      .filter((cell) => !excluded.covers(cell) && !isBoxedOption(cell, line.cells))
      .map((cell) => cell.text)
      .join(' ');
    // A stop before a word in small letters ends no sentence and is no part of its phrase:
    // a speck a scan read as one ("liegt innerhalb. der Toleranz"), an abbreviation's.
    const sentences = text.split(SENTENCE_END).map((part) => part.replace(INNER_STOP, ''));
    for (const sentence of sentences.map(normalizeText)) {
      if (CONDITIONAL.test(sentence)) continue;
      const value = statementResult(sentence);
      if (value) found.push({ value, confidence: 'medium', source: null, line: line.index });
    }
  }
  return found;
}

/**
 * Order of trust: a labelled as-left verdict, a labelled result, a conformity statement in the
 * text, a verdict column of the results table (any failed point fails), an as-found verdict.
 */
export function resolveResult(
  candidates: Candidate[],
  layout: DocumentLayout,
  excluded: Exclusions | null,
  pages: PageRange = null,
): ResultChoice | null {
  const asLeft = labelled(candidates, 'asLeft', layout);
  if (asLeft.single) return asLeft.single;
  const result = labelled(candidates, 'result', layout);
  if (result.single) return result.single;
  // A file of several certificates: only this certificate's pages state its verdict.
  const ticked = excluded ? tickedVerdict(layout, excluded, pages) : null;
  if (ticked) return ticked;
  // Without a document to read (one record of a multi-instrument list), only labels count.
  const statements = excluded ? stated(layout, excluded, pages) : [];
  if (statements.length > 0) {
    const values = new Set(statements.map((statement) => statement.value));
    const last = statements[statements.length - 1]!;
    // Contradicting statements: the last one usually describes the final (as-left) state.
    return values.size === 1 ? last : { ...last, confidence: 'low' };
  }
  return asLeft.column ?? result.column ?? labelled(candidates, 'asFound', layout).single;
}
