/**
 * From candidates to the instrument's fields: one value per field (select.ts), dates read with
 * the document's day/month order, the due date checked against the calibration date or
 * computed from a stated interval, the result, and one entry per instrument when the
 * certificate lists several.
 */
import { addMonths, isoToUtcDay } from '../../shared/due-status.js';
import {
  emptyInstrumentFields,
  type ConfidenceMap,
  type Confidence,
  type Extraction,
  type FieldKey,
  type InstrumentFields,
} from '../../shared/extraction.js';
import { normalizeText } from '../dictionary/normalize.js';
import { verdictResult } from '../dictionary/statements.js';
import type { DocumentLayout } from '../layout/types.js';
import type { Candidate } from './candidate.js';
import {
  documentDateOrder,
  hintedOrder,
  resolveToken,
  type OrderDecision,
  type ResolvedDate,
} from './date-order.js';
import { findDates, type DateOrder, type DateToken } from './dates.js';
import { pickDateToken, type DateRole } from './dates-pick.js';
import { intervalInSentence, isOnlyInterval, parseInterval } from './interval.js';
import { itemBlocks } from './item-blocks.js';
import { laboratoryCandidates } from './laboratory-choice.js';
import { makerFromModelFamily } from './maker-from-family.js';
import type { ItemTable, TableRow } from './items.js';
import type { Exclusions } from './regions.js';
import { resolveResult } from './result.js';
import { choose, type Choice } from './select.js';
import { cleanValue, splitMakeModel } from './values.js';

type TextFieldKey =
  | 'certificateNumber'
  | 'equipmentId'
  | 'equipmentName'
  | 'manufacturer'
  | 'model'
  | 'serialNumber'
  | 'technician'
  | 'calibrationLab'
  | 'accreditation'
  | 'customer'
  | 'procedure'
  | 'temperature'
  | 'humidity';

const TEXT_FIELDS: readonly TextFieldKey[] = [
  'certificateNumber',
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
  'technician',
  'calibrationLab',
  'accreditation',
  'customer',
  'procedure',
  'temperature',
  'humidity',
];

/** Standards and in-house procedure codes: "ISO 7500-1:2018", "DKD-R 6-1", "TP-S3-FORC-02". */
const PROCEDURE_CODE =
  /\b(?:(?:ISO|IEC|EN|DIN|ASTM|ANSI|OIML|EURAMET|DKD|VDI|VDE|BS|JIS|NF|UNE|UNI|ABNT|NBR|IEEE|ASME|SAE|MIL|JJG)(?:\s?\/\s?IEC)?[\s-]?(?:[A-Za-z]{1,3}[\s-]?)?\d[\w.:/-]*|[A-Z]{1,6}\d?(?:-[A-Z0-9]{1,8}){1,4})/g;
const PROSE_WORDS = 6;
const PROCEDURE_SEARCH_LINES = 8;
/** A due date within this many days of a whole number of months after calibration is regular. */
const WHOLE_MONTH_SLACK = 3;

export interface Assembly {
  fields: InstrumentFields;
  items: InstrumentFields[];
  confidence: ConfidenceMap;
  /** Each item's confidence, in the order of items; [0] is confidence itself. */
  itemConfidence: ConfidenceMap[];
  sources: Extraction['sources'];
  warnings: string[];
}

export interface AssemblyInput {
  layout: DocumentLayout;
  excluded: Exclusions;
  candidates: Candidate[];
  table: ItemTable | null;
  today: string;
  language: string | null;
  /** This certificate's pages when the file holds several; null: the whole document. */
  pages?: { from: number; to: number } | null;
}

function withMakeModelSplit(candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const candidate of candidates) {
    if (candidate.field !== 'makeModel') {
      out.push(candidate);
      continue;
    }
    const value = cleanValue('makeModel', candidate.value);
    if (!value) continue;
    const { manufacturer, model } = splitMakeModel(value);
    if (manufacturer) out.push({ ...candidate, field: 'manufacturer', value: manufacturer });
    if (model) out.push({ ...candidate, field: 'model', value: model });
  }
  return out;
}

function procedureCode(text: string): string | null {
  for (const match of text.matchAll(PROCEDURE_CODE)) {
    const code = match[0].replace(/[.:,;-]+$/, '');
    if (/\d/.test(code)) return code;
  }
  return null;
}

/** A procedure given as a paragraph: the code cited in it (or in the next lines of its section). */
function readProcedure(
  layout: DocumentLayout,
  candidate: Candidate,
): { value: string; fromProse: boolean } | null {
  const value = cleanValue('procedure', candidate.value);
  if (value && value.split(/\s+/).length <= PROSE_WORDS) return { value, fromProse: false };
  const start = layout.lines[candidate.line]!;
  for (let index = candidate.line; index < candidate.line + PROCEDURE_SEARCH_LINES; index++) {
    const line = layout.lines[index];
    if (!line || line.page !== start.page || (index > candidate.line && line.heading)) break;
    const code = procedureCode(line.text);
    if (code) return { value: code, fromProse: true };
  }
  return null;
}

function readText(layout: DocumentLayout, field: TextFieldKey) {
  return (candidate: Candidate): string | null => {
    if (field === 'procedure') return readProcedure(layout, candidate)?.value ?? null;
    const value = cleanValue(field, candidate.value);
    if (value && candidate.unit && /^[\d.,\s±()+-]+$/.test(value))
      return `${value} ${candidate.unit}`;
    return value;
  };
}

interface DateChoice {
  token: DateToken;
  candidate: Candidate;
  confidence: Confidence;
}

function chooseDate(
  candidates: Candidate[],
  field: 'calibrationDate' | 'dueDate',
  todayYear: number,
): DateChoice | null {
  const role: DateRole = field === 'calibrationDate' ? 'calibration' : 'due';
  const choice = choose(candidates, field, (candidate) =>
    pickDateToken(candidate.value, role, todayYear),
  );
  if (!choice) return null;
  // A range only inferred from two dates side by side is a fair reading, not a sure one.
  const confidence =
    choice.value.inferred && choice.confidence === 'high' ? 'medium' : choice.confidence;
  return { token: choice.value, candidate: choice.candidate, confidence };
}

function capConfidence(confidence: Confidence, resolved: ResolvedDate): Confidence {
  if (resolved.guessed) return 'low';
  if (resolved.uncertain && confidence === 'high') return 'medium';
  return confidence;
}

function monthsBetween(from: string, to: string): number | null {
  const start = isoToUtcDay(from);
  const end = isoToUtcDay(to);
  if (start === null || end === null || end <= start) return null;
  for (let months = 1; months <= 120; months++) {
    const candidate = addMonths(from, months);
    const day = candidate ? isoToUtcDay(candidate) : null;
    if (day !== null && Math.abs(day - end) <= WHOLE_MONTH_SLACK) return months;
    if (day !== null && day > end + WHOLE_MONTH_SLACK) return null;
  }
  return null;
}

/**
 * When the order rests on weak evidence and both dates are ambiguous, the order under which the
 * due date falls a whole number of months after the calibration date wins.
 */
function orderFromPair(
  calibration: DateToken,
  due: DateToken,
  decision: OrderDecision,
): OrderDecision {
  if (decision.strength === 'proven' || decision.strength === 'language') return decision;
  if (!calibration.readings && !due.readings) return decision;
  const fits = (order: DateOrder): boolean => {
    const cal = calibration.iso ?? calibration.readings?.[order];
    const next = due.iso ?? due.readings?.[order];
    return cal !== undefined && next !== undefined && monthsBetween(cal, next) !== null;
  };
  const dayFirst = fits('dmy');
  const monthFirst = fits('mdy');
  if (dayFirst !== monthFirst) return { order: dayFirst ? 'dmy' : 'mdy', strength: 'country' };
  return decision;
}

interface DateFields {
  calibrationDate: string | null;
  dueDate: string | null;
  dueDateCalculated: boolean;
  calibrationInterval: number | null;
  confidence: Partial<Record<'calibrationDate' | 'dueDate' | 'calibrationInterval', Confidence>>;
  sources: Partial<Record<'calibrationDate' | 'dueDate' | 'calibrationInterval', Candidate>>;
  warnings: string[];
}

function intervalChoice(
  candidates: Candidate[],
  layout: DocumentLayout,
  excluded: Exclusions,
  pages: { from: number; to: number } | null,
): { months: number; confidence: Confidence; candidate: Candidate | null } | null {
  const labelled = choose(candidates, 'calibrationInterval', (candidate) =>
    parseInterval(candidate.value),
  );
  if (labelled)
    return {
      months: labelled.value,
      confidence: labelled.confidence,
      candidate: labelled.candidate,
    };
  for (const line of layout.lines) {
    // A file of several certificates: another certificate's advice is not this one's.
    if (pages && (line.page < pages.from || line.page > pages.to)) continue;
    const months = intervalInSentence(excluded.text(line));
    if (months !== null) return { months, confidence: 'medium', candidate: null };
  }
  const alone = intervalAlone(layout, excluded, pages);
  return alone === null ? null : { months: alone, confidence: 'low', candidate: null };
}

/**
 * The interval of a form whose caption a scan garbled past reading ("Empfohlenes | 12 Monate"
 * over "Kalibries inter vall /"): the one value of the certificate that is a number of months or
 * years and nothing else, beside a cell of words. A guess ('low'), as unlabelled values are.
 */
function intervalAlone(
  layout: DocumentLayout,
  excluded: Exclusions,
  pages: { from: number; to: number } | null,
): number | null {
  const found = new Set<number>();
  for (const line of layout.lines) {
    if (pages && (line.page < pages.from || line.page > pages.to)) continue;
    for (const cell of line.cells.slice(1)) {
      const before = line.cells[cell.index - 1]!;
      if (!/\d/.test(cell.text) || !isOnlyInterval(cell.text) || excluded.covers(cell)) continue;
      if (/\d/.test(before.text) || !/\p{L}{3,}/u.test(before.text)) continue;
      const months = parseInterval(cell.text);
      if (months !== null) found.add(months);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

const EMPTY_VALUE = /^(?:[\s\-–—_./*]+|n\.?\s?\/?\s?a\.?|none|ninguna|ninguno|keine|aucune)$/i;

/**
 * Every labelled due date is a dash or "N/A": printed empty on purpose. Text that is neither a
 * date nor a dash (a neighbouring "Nombre del usuario: …" a gloss picked up below it) is no
 * reading of the due date either way.
 */
function declaresNoDueDate(candidates: readonly Candidate[], todayYear: number): boolean {
  const labelled = candidates.filter(
    (candidate) =>
      candidate.field === 'dueDate' &&
      candidate.method !== 'sentence' &&
      candidate.label !== null &&
      (EMPTY_VALUE.test(candidate.value.trim()) ||
        findDates(candidate.value, todayYear).length > 0),
  );
  return (
    labelled.length > 0 && labelled.every((candidate) => EMPTY_VALUE.test(candidate.value.trim()))
  );
}

function readDates(
  input: AssemblyInput,
  candidates: Candidate[],
  decisionIn: OrderDecision,
): DateFields {
  const todayYear = Number(input.today.slice(0, 4));
  const out: DateFields = {
    calibrationDate: null,
    dueDate: null,
    dueDateCalculated: false,
    calibrationInterval: null,
    confidence: {},
    sources: {},
    warnings: [],
  };
  const calibration = chooseDate(candidates, 'calibrationDate', todayYear);
  // "Fecha de próxima calibración: --------": the certificate says there is no due date, so
  // none is taken from prose or computed from an interval printed elsewhere.
  const dueDeclaredEmpty = declaresNoDueDate(candidates, todayYear);
  const due = dueDeclaredEmpty ? null : chooseDate(candidates, 'dueDate', todayYear);
  const decision =
    calibration && due ? orderFromPair(calibration.token, due.token, decisionIn) : decisionIn;
  const calibrationResolved = calibration ? resolveToken(calibration.token, decision) : null;
  const dueResolved = due ? resolveToken(due.token, decision) : null;
  if (calibration && calibrationResolved) {
    out.calibrationDate = calibrationResolved.iso;
    out.confidence.calibrationDate = capConfidence(calibration.confidence, calibrationResolved);
    out.sources.calibrationDate = calibration.candidate;
  }
  if (due && dueResolved) {
    out.dueDate = dueResolved.iso;
    let confidence = capConfidence(due.confidence, dueResolved);
    if (due.token.monthOnly && confidence === 'high') confidence = 'medium';
    if (out.calibrationDate && out.dueDate <= out.calibrationDate) {
      out.warnings.push('The due date is not after the calibration date; check both.');
      confidence = 'low';
    }
    out.confidence.dueDate = confidence;
    out.sources.dueDate = due.candidate;
  }
  const interval = intervalChoice(candidates, input.layout, input.excluded, input.pages ?? null);
  if (interval) {
    out.calibrationInterval = interval.months;
    out.confidence.calibrationInterval = interval.confidence;
    if (interval.candidate) out.sources.calibrationInterval = interval.candidate;
  }
  if (!out.dueDate && !dueDeclaredEmpty && out.calibrationDate && out.calibrationInterval) {
    out.dueDate = addMonths(out.calibrationDate, out.calibrationInterval);
    out.dueDateCalculated = out.dueDate !== null;
    // Computed from a guessed interval, the due date is a guess too.
    out.confidence.dueDate = interval?.confidence === 'low' ? 'low' : 'medium';
  }
  return out;
}

function documentOrder(input: AssemblyInput): OrderDecision {
  const todayYear = Number(input.today.slice(0, 4));
  const tokens = input.layout.lines.flatMap((line) => findDates(line.text, todayYear));
  const text = input.layout.lines.map((line) => line.text).join('\n');
  const hints = input.candidates.flatMap((candidate) => {
    const order = candidate.label ? hintedOrder(candidate.label) : null;
    return order ? [order] : [];
  });
  return documentDateOrder(tokens, input.language, text, hints);
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** The value's box: from x, `width` wide, `height` (the font size) above the baseline y. */
function box(x0: number, x1: number | undefined, size: number | undefined) {
  return x1 !== undefined && size !== undefined && x1 > x0 && size > 0
    ? { width: tenth(x1 - x0), height: tenth(size) }
    : {};
}

function source(candidate: Candidate): Extraction['sources'][FieldKey] {
  return {
    page: candidate.page,
    x: tenth(candidate.x),
    y: tenth(candidate.y),
    ...box(candidate.x, candidate.x1, candidate.size),
    ...(candidate.label ? { label: candidate.label } : {}),
  };
}

/** The instrument fields a table's columns give (a make-and-model column gives two). */
function tableFieldKeys(table: ItemTable): FieldKey[] {
  const keys = new Set<FieldKey>();
  for (const column of table.columns) {
    if (!column.field) continue;
    if (column.field === 'makeModel') keys.add('manufacturer').add('model');
    else keys.add(column.field as FieldKey);
  }
  return [...keys];
}

/** A table row's instrument, and how its dates were resolved (a cell's date may be ambiguous). */
interface RowInstrument {
  fields: InstrumentFields;
  dates: Partial<Record<'calibrationDate' | 'dueDate', ResolvedDate>>;
}

/** One instrument per table row; fields the table has no column for come from the document. */
function rowFields(
  row: TableRow,
  table: ItemTable,
  shared: InstrumentFields,
  decision: OrderDecision,
  todayYear: number,
): RowInstrument {
  const dates: RowInstrument['dates'] = {};
  const fields: InstrumentFields = { ...shared };
  const columns = new Set<string>();
  for (const column of table.columns) if (column.field) columns.add(column.field);
  if (columns.has('makeModel')) {
    columns.add('manufacturer');
    columns.add('model');
  }
  for (const key of columns) {
    if (key in fields) (fields as Record<string, unknown>)[key] = null;
  }
  if (columns.has('dueDate')) fields.dueDateCalculated = false;
  for (const [field, { text }] of row.values) {
    if (field === 'calibrationDate' || field === 'dueDate') {
      const token = pickDateToken(text, field === 'dueDate' ? 'due' : 'calibration', todayYear);
      const resolved = token ? resolveToken(token, decision) : null;
      fields[field] = resolved?.iso ?? null;
      if (resolved) dates[field] = resolved;
    } else if (field === 'makeModel') {
      const value = cleanValue('makeModel', text);
      if (value) Object.assign(fields, splitMakeModel(value));
    } else if (field === 'calibrationInterval') {
      fields.calibrationInterval = parseInterval(text);
    } else if (field === 'result') {
      fields.result = verdictResult(normalizeText(text));
    } else {
      (fields as Record<string, unknown>)[field] = cleanValue(field, text);
    }
  }
  if (!fields.dueDate && fields.calibrationDate && fields.calibrationInterval) {
    fields.dueDate = addMonths(fields.calibrationDate, fields.calibrationInterval);
    fields.dueDateCalculated = fields.dueDate !== null;
  }
  return { fields, dates };
}

/** One instrument per record of labelled fields; what the records do not repeat is shared. */
function recordFields(
  record: Candidate[],
  records: Candidate[][],
  shared: InstrumentFields,
  input: AssemblyInput,
  decision: OrderDecision,
  confidence: ConfidenceMap,
): InstrumentFields {
  const todayYear = Number(input.today.slice(0, 4));
  const fields: InstrumentFields = { ...shared };
  const perItem = new Set(records.flat().map((candidate) => candidate.field));
  for (const field of TEXT_FIELDS) {
    if (!perItem.has(field)) continue;
    const choice = choose(record, field, readText(input.layout, field));
    fields[field] = choice?.value ?? null;
    setConfidence(confidence, field, choice?.confidence);
  }
  for (const field of ['calibrationDate', 'dueDate'] as const) {
    if (!perItem.has(field)) continue;
    const choice = chooseDate(record, field, todayYear);
    const resolved = choice ? resolveToken(choice.token, decision) : null;
    fields[field] = resolved?.iso ?? null;
    if (field === 'dueDate') fields.dueDateCalculated = false;
    setConfidence(
      confidence,
      field,
      choice && resolved ? capConfidence(choice.confidence, resolved) : undefined,
    );
  }
  if (perItem.has('calibrationInterval')) {
    const choice = choose(record, 'calibrationInterval', (candidate) =>
      parseInterval(candidate.value),
    );
    fields.calibrationInterval = choice?.value ?? null;
    setConfidence(confidence, 'calibrationInterval', choice?.confidence);
  }
  if (perItem.has('result') || perItem.has('asLeft') || perItem.has('asFound')) {
    const result = resolveResult(record, input.layout, null);
    fields.result = result?.value ?? shared.result;
    if (result) confidence.result = result.confidence;
  }
  if (!fields.dueDate && fields.calibrationDate && fields.calibrationInterval) {
    fields.dueDate = addMonths(fields.calibrationDate, fields.calibrationInterval);
    fields.dueDateCalculated = fields.dueDate !== null;
    confidence.dueDate = 'medium';
  }
  return fields;
}

function setConfidence(map: ConfidenceMap, field: FieldKey, value: Confidence | undefined): void {
  if (value) map[field] = value;
  else delete map[field];
}

export function assemble(input: AssemblyInput): Assembly {
  const candidates = withMakeModelSplit(input.candidates);
  const fields = emptyInstrumentFields();
  const confidence: ConfidenceMap = {};
  const sources: Extraction['sources'] = {};

  // The customer first: the laboratory is chosen knowing whose name it cannot be.
  const ordered: TextFieldKey[] = [
    ...TEXT_FIELDS.filter((field) => field !== 'calibrationLab'),
    'calibrationLab',
  ];
  for (const field of ordered) {
    const pool =
      field === 'calibrationLab'
        ? laboratoryCandidates(candidates, fields.customer, input.layout)
        : candidates;
    const choice: Choice<string> | null = choose(pool, field, readText(input.layout, field));
    if (!choice) continue;
    fields[field] = choice.value;
    confidence[field] = choice.confidence;
    // A code picked out of a paragraph is a good guess, not a labelled value.
    if (field === 'procedure' && readProcedure(input.layout, choice.candidate)?.fromProse) {
      if (choice.confidence === 'high') confidence[field] = 'medium';
    }
    sources[field] = source(choice.candidate);
  }

  if (!fields.manufacturer && fields.model) {
    const maker = makerFromModelFamily(input.layout, fields.model);
    if (maker) {
      fields.manufacturer = maker;
      confidence.manufacturer = 'low';
    }
  }

  const decision = documentOrder(input);
  const dates = readDates(input, candidates, decision);
  fields.calibrationDate = dates.calibrationDate;
  fields.dueDate = dates.dueDate;
  fields.dueDateCalculated = dates.dueDateCalculated;
  fields.calibrationInterval = dates.calibrationInterval;
  Object.assign(confidence, dates.confidence);
  for (const [key, candidate] of Object.entries(dates.sources)) {
    sources[key as FieldKey] = source(candidate);
  }

  const result = resolveResult(candidates, input.layout, input.excluded, input.pages ?? null);
  if (result) {
    fields.result = result.value;
    confidence.result = result.confidence;
    if (result.source) sources.result = source(result.source);
    else {
      const line = input.layout.lines[result.line]!;
      sources.result = {
        page: line.page,
        x: Math.round(line.x0),
        y: Math.round(line.baseline),
        ...box(Math.round(line.x0), line.x1, line.size),
      };
    }
  }

  const records = input.table ? null : itemBlocks(candidates);
  const itemConfidence: ConfidenceMap[] = [confidence];
  let items: InstrumentFields[];
  if (input.table) {
    const table = input.table;
    const rows = table.rows.map((row) =>
      rowFields(row, table, fields, decision, Number(input.today.slice(0, 4))),
    );
    items = rows.map((row) => row.fields);
    const first = items[0]!;
    const columnKeys = tableFieldKeys(table).filter((key) => key in first);
    const document = { ...confidence };
    // Each row's cell is read as the first row's is, under the same column caption; a date
    // that could be read two ways is no surer in a table than beside a label.
    rows.forEach((row, index) => {
      const own = index === 0 ? confidence : { ...document };
      for (const key of columnKeys) {
        if (row.fields[key] === null) delete own[key];
        else own[key] ??= 'high';
      }
      for (const [key, resolved] of Object.entries(row.dates)) {
        const field = key as 'calibrationDate' | 'dueDate';
        if (own[field]) own[field] = capConfidence(own[field], resolved);
      }
      if (index > 0) {
        if (row.fields.dueDateCalculated) own.dueDate = 'medium';
        itemConfidence.push(own);
      }
    });
  } else if (records) {
    items = records.map((record, index) => {
      // What a later record does not repeat is the first's, and as sure as it is there.
      const own = index === 0 ? confidence : { ...confidence };
      if (index > 0) itemConfidence.push(own);
      return recordFields(record, records, fields, input, decision, own);
    });
  } else {
    items = [fields];
  }
  return {
    fields: items[0]!,
    items,
    confidence,
    itemConfidence,
    sources,
    warnings: dates.warnings,
  };
}
