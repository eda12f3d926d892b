/**
 * Merges the model's answer into the rules' extraction by evidence.
 *
 * Instruments first: the model lists every instrument; each is paired with the rules' reading
 * of the same instrument (same serial number or equipment ID, else the next unpaired one in
 * document order), see instrument-pairs.ts. Then field by field within each pair:
 * - a value the document does not contain is discarded (see grounding.ts);
 * - both agree → the rules' confidence goes up a step;
 * - only the model has a value → it is taken, as 'medium' (it is in the text, but nothing
 *   says where);
 * - they disagree → the value with the better evidence is used: the model's when the rules'
 *   value fails its field's type (a role caption as the technician, a quantity as the serial)
 *   and the model's passes, or when the rules only guessed ('low'); otherwise the rules'. In
 *   `primary` mode (AI_MODE=primary: operators who trust their model) the model's grounded value
 *   is used and the rules verify. Either way the field drops to 'low' and a warning names both
 *   values, so every disagreement is reviewed (Details sheet notes, review screen).
 *
 * The instrument list: in `assist` mode the rules' list stands and the model adds instruments
 * the rules missed; in `primary` mode the model's list is the register's, and an instrument only
 * the rules read is left out with a warning (typically a reference standard read as a unit under
 * test) — unless the model did not answer with a list at all.
 */
import type {
  Confidence,
  ConfidenceMap,
  Extraction,
  FieldKey,
  InstrumentFields,
} from '../../shared/extraction.js';
import { emptyInstrumentFields, FIELD_LABELS } from '../../shared/extraction.js';
import { addMonths } from '../../shared/due-status.js';
import { typedValue } from '../fields/value-types.js';
import type { AiAnswer, AiInstruments } from './ai-answer.js';
import type { AiField } from './ai-request.js';
import { compact, isGrounded, type DocumentEvidence } from './grounding.js';
import { pairInstruments } from './instrument-pairs.js';

export interface MergeReport {
  extraction: Extraction;
  /** Fields whose value now comes from the model (on any instrument). */
  taken: FieldKey[];
  agreed: FieldKey[];
  /** Fields where the model disagreed and the rules' value was kept. */
  kept: FieldKey[];
  /** Values the model returned that the document does not contain. */
  discarded: FieldKey[];
  /** Instruments only the model read, added to the register. */
  instrumentsAdded: number;
  /** Instruments only the rules read, left out because the model leads (primary). */
  instrumentsDropped: number;
}

/** assist: the rules lead, the model fills and corrects on evidence; primary: the model leads. */
export type AiMode = 'assist' | 'primary';

/** Fields whose values have a shape the rules' validators know. */
const TYPED_FIELDS = new Set<FieldKey>([
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
  'technician',
  'calibrationLab',
  'customer',
]);

/** What identifies an instrument: without one of these a model-only instrument is not added. */
const IDENTIFYING: readonly AiField[] = ['serialNumber', 'equipmentId', 'equipmentName'];

/** False when the value cannot be a value of its field by its shape. */
function wellTyped(field: FieldKey, value: string | number): boolean {
  if (!TYPED_FIELDS.has(field)) return true;
  return typedValue(field as Parameters<typeof typedValue>[0], String(value)) !== null;
}

const UP: Record<Confidence, Confidence> = { low: 'medium', medium: 'high', high: 'high' };

function sameValue(a: string | number, b: string | number): boolean {
  return typeof a === 'number' || typeof b === 'number'
    ? Number(a) === Number(b)
    : compact(a) === compact(b);
}

type Tally = Pick<MergeReport, 'taken' | 'agreed' | 'kept' | 'discarded'>;

interface MergedInstrument {
  fields: InstrumentFields;
  confidence: ConfidenceMap;
  /** Fields whose rules' source position no longer describes the value. */
  replaced: FieldKey[];
  warnings: string[];
}

function set(fields: InstrumentFields, field: AiField, value: string | number | null): void {
  (fields as Record<AiField, string | number | null>)[field] = value;
}

/**
 * One instrument: the rules' reading (null when only the model read it) and the model's
 * grounded answer. `confidence` is what the rules said of their values ('medium' is assumed
 * for instruments after the first, whose confidence the extraction does not carry).
 */
function mergeInstrument(
  rules: InstrumentFields,
  rulesConfidence: ConfidenceMap,
  answer: AiAnswer,
  mode: AiMode,
  modelLeads: boolean,
  statesNoDueDate: boolean,
  prefix: string,
  tally: Tally,
): MergedInstrument {
  const fields: InstrumentFields = { ...rules };
  const confidence: ConfidenceMap = { ...rulesConfidence };
  const replaced: FieldKey[] = [];
  const warnings: string[] = [];
  for (const [field, value] of Object.entries(answer) as [AiField, string | number][]) {
    const current = fields[field];
    const level = confidence[field] ?? 'low';
    const label = `${prefix}${FIELD_LABELS[field]}`;
    if (current === null) {
      // A verdict is a reading, not a copy: only a model the operator trusts may supply one.
      if (field === 'result' && mode !== 'primary') continue;
      set(fields, field, value);
      confidence[field] = field === 'result' ? 'low' : 'medium';
      replaced.push(field);
      if (field === 'dueDate') fields.dueDateCalculated = false;
      tally.taken.push(field);
    } else if (sameValue(current, value)) {
      confidence[field] = UP[level];
      tally.agreed.push(field);
      // The same value spelt differently ("TORQUIMETRO" / "Torquímetro"): the model leads.
      if (mode === 'primary' && typeof value === 'string' && value !== current) {
        set(fields, field, value);
      }
    } else {
      const modelWins =
        mode === 'primary' ||
        (field !== 'result' &&
          (level === 'low' || (!wellTyped(field, current) && wellTyped(field, value))));
      if (modelWins) {
        set(fields, field, value);
        replaced.push(field);
        if (field === 'dueDate') fields.dueDateCalculated = false;
        tally.taken.push(field);
        warnings.push(
          `${label}: the AI model read "${String(value)}", the rules "${String(current)}"; the model's value is used — check it.`,
        );
      } else {
        tally.kept.push(field);
        warnings.push(
          `${label}: the rules read "${String(current)}", the AI model "${String(value)}"; the rules' value is kept — check it.`,
        );
      }
      // A disagreement is for the user to settle: never silently confident.
      confidence[field] = 'low';
    }
  }
  if (
    statesNoDueDate &&
    answer.calibrationInterval !== undefined &&
    fields.dueDate !== null &&
    !fields.dueDateCalculated &&
    fields.calibrationDate
  ) {
    // The model leads and reads an interval but no printed due date: the rules' "due date" is
    // some other date (a standard's, a letter's validity); the register calculates one.
    const calculated = addMonths(fields.calibrationDate, Number(answer.calibrationInterval));
    warnings.push(
      `${prefix}${FIELD_LABELS.dueDate}: the AI model found no printed due date but an interval of ${answer.calibrationInterval} months; the rules read "${fields.dueDate}"; ${calculated ?? 'no date'} is calculated — check it.`,
    );
    fields.dueDate = calculated;
    fields.dueDateCalculated = calculated !== null;
    confidence.dueDate = 'low';
    replaced.push('dueDate');
    tally.taken.push('dueDate');
  }
  recalculateDueDate(fields, confidence, rules);
  if (modelLeads) {
    // The model leads and did not confirm these: the rules' word alone is not 'high'.
    for (const field of Object.keys(confidence) as FieldKey[])
      if (confidence[field] === 'high' && !(field in answer)) confidence[field] = 'medium';
  }
  return { fields, confidence, replaced, warnings };
}

/**
 * A due date the rules calculated from the interval follows a calibration date or interval the
 * model corrected; an instrument whose calibration date or interval came from the model, with
 * no printed due date, gets one calculated as the rules would have. Nothing else: a due date the
 * rules left empty on purpose (the certificate says there is none) stays empty.
 */
function recalculateDueDate(
  fields: InstrumentFields,
  confidence: ConfidenceMap,
  before: InstrumentFields,
): void {
  const changed =
    fields.calibrationDate !== before.calibrationDate ||
    fields.calibrationInterval !== before.calibrationInterval;
  if (!changed || !fields.calibrationDate) return;
  if (fields.dueDate !== null && !fields.dueDateCalculated) return;
  if (!fields.calibrationInterval) {
    if (fields.dueDateCalculated) {
      fields.dueDate = null;
      fields.dueDateCalculated = false;
    }
    return;
  }
  fields.dueDate = addMonths(fields.calibrationDate, fields.calibrationInterval);
  fields.dueDateCalculated = fields.dueDate !== null;
  // A calculation from the model's reading is as sure as that reading, and a contested one low.
  confidence.dueDate = confidence.dueDate === 'low' ? 'low' : 'medium';
}

/** The answer's grounded values; the rest are reported as discarded. */
function grounded(answer: AiAnswer, evidence: DocumentEvidence, tally: Tally): AiAnswer {
  const kept: AiAnswer = {};
  for (const [field, value] of Object.entries(answer) as [AiField, string | number][]) {
    if (isGrounded(field, value, evidence)) kept[field] = value;
    else tally.discarded.push(field);
  }
  return kept;
}

function identifies(answer: AiAnswer): boolean {
  return IDENTIFYING.some((field) => answer[field] !== undefined);
}

/** The name a warning uses for an instrument. */
function describe(fields: InstrumentFields): string {
  return [fields.equipmentName, fields.serialNumber ?? fields.equipmentId]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

function unique(fields: FieldKey[]): FieldKey[] {
  return [...new Set(fields)];
}

export function mergeAiAnswer(
  extraction: Extraction,
  answer: AiAnswer | AiInstruments,
  evidence: DocumentEvidence,
  mode: AiMode = 'assist',
): MergeReport {
  const given: AiInstruments =
    'instruments' in answer && Array.isArray(answer.instruments)
      ? (answer as AiInstruments)
      : { instruments: [answer as AiAnswer], listed: false };
  const tally: Tally = { taken: [], agreed: [], kept: [], discarded: [] };
  const answered = given.instruments
    .map((item) => ({
      kept: grounded(item, evidence, tally),
      // null or absent, not an invented date that grounding discarded
      statesNoDueDate: item.dueDate === undefined,
    }))
    .filter(({ kept }) => Object.keys(kept).length > 0);
  const modelItems = answered.map(({ kept }) => kept);
  const rulesItems = extraction.items.length > 0 ? extraction.items : [extraction.fields];
  const pairs = pairInstruments(rulesItems, modelItems);
  // The model leads only when it answered with a list that names at least one instrument.
  const modelLeads = mode === 'primary' && given.listed && modelItems.some(identifies);
  const several = Math.max(rulesItems.length, modelItems.length) > 1;

  const warnings: string[] = [];
  const merged: { rulesIndex: number | null; instrument: MergedInstrument }[] = [];
  let instrumentsAdded = 0;
  let instrumentsDropped = 0;
  for (const pair of pairs) {
    const rules = pair.rulesIndex === null ? null : rulesItems[pair.rulesIndex]!;
    const model = pair.modelIndex === null ? null : modelItems[pair.modelIndex]!;
    if (rules && !model) {
      if (modelLeads) {
        instrumentsDropped++;
        warnings.push(
          `The rules also read an instrument the AI model did not list (${describe(rules) || 'unnamed'}); it is left out — check it.`,
        );
        continue;
      }
      merged.push({
        rulesIndex: pair.rulesIndex,
        instrument: {
          fields: rules,
          confidence: rulesConfidence(extraction, pair.rulesIndex!, rules),
          replaced: [],
          warnings: [],
        },
      });
      continue;
    }
    if (!model) continue;
    if (!rules && !identifies(model)) continue;
    const position = merged.length;
    const prefix = several ? `Instrument ${position + 1}, ` : '';
    const base = rules ?? emptyInstrumentFields();
    const instrument = mergeInstrument(
      base,
      rules ? rulesConfidence(extraction, pair.rulesIndex!, rules) : {},
      model,
      mode,
      modelLeads,
      modelLeads && answered[pair.modelIndex!]!.statesNoDueDate,
      prefix,
      tally,
    );
    if (!rules) {
      instrumentsAdded++;
      instrument.warnings.unshift(
        `The AI model read an instrument the rules did not (${describe(instrument.fields) || 'unnamed'}); it is added — check it.`,
      );
    }
    merged.push({ rulesIndex: pair.rulesIndex, instrument });
  }
  if (merged.length === 0) {
    // Nothing usable on either side (cannot happen with a rules extraction; kept for safety).
    merged.push({
      rulesIndex: 0,
      instrument: {
        fields: extraction.fields,
        confidence: extraction.confidence,
        replaced: [],
        warnings: [],
      },
    });
  }

  const first = merged[0]!;
  // Source positions describe the first instrument only.
  const itemConfidence = merged.map((entry) => entry.instrument.confidence);
  const confidence = itemConfidence[0]!;
  const sources = first.rulesIndex === 0 ? { ...extraction.sources } : {};
  for (const field of first.instrument.replaced) delete sources[field];
  const items = merged.map((entry) => entry.instrument.fields);
  return {
    extraction: {
      ...extraction,
      fields: items[0]!,
      items,
      confidence,
      itemConfidence,
      sources,
      warnings: [
        ...warnings,
        ...merged.flatMap((entry) => entry.instrument.warnings),
        ...extraction.warnings,
      ],
    },
    taken: unique(tally.taken),
    agreed: unique(tally.agreed),
    kept: unique(tally.kept),
    discarded: unique(tally.discarded),
    instrumentsAdded,
    instrumentsDropped,
  };
}

/** The rules' confidence in one of their instruments. */
function rulesConfidence(
  extraction: Extraction,
  index: number,
  rules: InstrumentFields,
): ConfidenceMap {
  if (index === 0) return extraction.confidence;
  return extraction.itemConfidence?.[index] ?? mediumFor(rules);
}

/** An instrument stored without a confidence of its own: the rules' values count as 'medium'. */
function mediumFor(fields: InstrumentFields): ConfidenceMap {
  const out: ConfidenceMap = {};
  for (const [field, value] of Object.entries(fields))
    if (value !== null && field !== 'dueDateCalculated') out[field as FieldKey] = 'medium';
  return out;
}
