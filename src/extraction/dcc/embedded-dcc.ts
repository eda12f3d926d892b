/**
 * A PDF that carries its DCC as an attachment: the DCC is used — what the printed page left
 * empty is filled from it, its signature is reported — and cross-checked with what was printed.
 * Where the two disagree the printed value stays (it is what the user holds), the field's
 * confidence drops to low so the review screen flags it, and a warning names both values (the
 * Details sheet's notes show it). A printed page the rules cannot read at all is replaced by the
 * DCC's reading.
 */
import {
  type ExtractionOutcome,
  type FieldKey,
  type InstrumentFields,
} from '../../shared/extraction.js';
import { FIELD_LABELS } from '../../shared/extraction.js';
import { looksLikeDcc } from './dcc-xml.js';
import { extractDcc } from './extract-dcc.js';

/** The fields both a printed certificate and a DCC state. */
const COMPARED: FieldKey[] = [
  'certificateNumber',
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
  'calibrationDate',
  'dueDate',
  'calibrationLab',
  'result',
];

const comparable = (value: unknown) =>
  String(value)
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** One printed value against the DCC's: the same when equal once case, spaces and punctuation go. */
function agree(printed: unknown, dcc: unknown): boolean {
  const a = comparable(printed);
  const b = comparable(dcc);
  return a === b || (a.length >= 4 && b.length >= 4 && (a.includes(b) || b.includes(a)));
}

export function withEmbeddedDcc(
  outcome: ExtractionOutcome,
  attachments: Array<{ filename: string; content: Uint8Array }>,
): ExtractionOutcome {
  const attachment = attachments.find((file) => looksLikeDcc(file.content));
  if (!attachment) return outcome;
  const dcc = extractDcc(attachment.content);
  if (!dcc.ok) {
    if (!outcome.ok) return outcome;
    const warning = `The attached DCC "${attachment.filename}" could not be used: ${dcc.message}`;
    return {
      ...outcome,
      extraction: { ...outcome.extraction, warnings: [...outcome.extraction.warnings, warning] },
    };
  }
  const fromDcc = dcc.extraction;
  if (!outcome.ok) {
    const warning = `Read from the DCC attached to this PDF ("${attachment.filename}"): the printed pages could not be read.`;
    return { ok: true, extraction: { ...fromDcc, warnings: [warning, ...fromDcc.warnings] } };
  }

  const printed = outcome.extraction;
  const fields: InstrumentFields = { ...printed.fields };
  const confidence = { ...printed.confidence };
  const warnings: string[] = [];
  const filled: string[] = [];
  for (const key of COMPARED) {
    const mine = printed.fields[key];
    const theirs = fromDcc.fields[key];
    if (theirs === null || theirs === undefined || theirs === '') continue;
    if (mine === null || mine === undefined || mine === '') {
      (fields as Record<FieldKey, unknown>)[key] = theirs;
      confidence[key] = 'high';
      filled.push(FIELD_LABELS[key]);
      continue;
    }
    if (!agree(mine, theirs)) {
      confidence[key] = 'low';
      warnings.push(
        `Printed certificate and attached DCC disagree on ${FIELD_LABELS[key]}: printed "${String(mine)}", DCC "${String(theirs)}".`,
      );
    }
  }
  if (filled.length > 0) {
    warnings.push(`From the attached DCC "${attachment.filename}": ${filled.join(', ')}.`);
  }
  const items = printed.items.length > 0 ? [fields, ...printed.items.slice(1)] : [fields];
  return {
    ...outcome,
    extraction: {
      ...printed,
      fields,
      items,
      confidence,
      signature: fromDcc.signature,
      warnings: [...warnings, ...printed.warnings],
    },
  };
}
