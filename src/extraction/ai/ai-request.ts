/**
 * The request sent to the model: instructions, the canonical fields as a JSON schema, and the
 * certificate's reading-order text — nothing else (no file, no file name, no user data).
 */
import { CALIBRATION_RESULTS } from '../../shared/extraction.js';
import type { AiRequest } from './ai-service.js';
import { trimForAi } from './trim-text.js';

/**
 * After the measurement tables are cut (trim-text.ts), longer texts are cut here: the
 * instrument's data is near the start.
 */
export const MAX_AI_TEXT_CHARS = 12_000;

/** The fields the model is asked for (dueDateCalculated is the engine's own conclusion). */
export const AI_FIELDS = {
  certificateNumber: 'the certificate number, as printed, without "No."',
  equipmentId: "the customer's asset / ID / tag / inventory number of the instrument",
  equipmentName: 'the instrument description, e.g. "Digital Multimeter", as printed',
  manufacturer: "the instrument's manufacturer",
  model: "the instrument's model or type",
  serialNumber: "the instrument's serial number (never a reference standard's)",
  calibrationDate: 'the date the calibration was performed, as YYYY-MM-DD',
  dueDate: 'the next calibration / due date if printed, as YYYY-MM-DD',
  calibrationInterval: 'the recalibration interval in months if stated',
  result: `the conformity statement: one of ${CALIBRATION_RESULTS.join(', ')}`,
  technician: 'the person who performed the calibration',
  calibrationLab: "the calibration laboratory's name",
  accreditation: 'accreditation body and number, e.g. "A2LA 1234.01"',
  customer: "the customer's name",
  procedure: 'the calibration procedure identifier',
  temperature: 'ambient temperature as printed, with units',
  humidity: 'relative humidity as printed, with units',
} as const;

export type AiField = keyof typeof AI_FIELDS;

function fieldSchema(field: AiField): Record<string, unknown> {
  if (field === 'calibrationInterval') return { type: ['integer', 'null'] };
  if (field === 'result') return { type: ['string', 'null'], enum: [...CALIBRATION_RESULTS, null] };
  return { type: ['string', 'null'] };
}

/** One instrument's record: every field, null when not stated (strict structured output). */
export const AI_INSTRUMENT_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(AI_FIELDS),
  properties: Object.fromEntries(
    (Object.keys(AI_FIELDS) as AiField[]).map((field) => [
      field,
      { ...fieldSchema(field), description: AI_FIELDS[field] },
    ]),
  ),
};

/**
 * The answer: every calibrated instrument of the document, in document order. A list, because
 * one PDF may certify several instruments (or carry several certificates); the engine pairs
 * each with the rules' reading of the same instrument (see ai-merge.ts).
 */
export const AI_ANSWER_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['instruments'],
  properties: {
    instruments: {
      type: 'array',
      description: 'every calibrated instrument, in the order the document lists them',
      items: AI_INSTRUMENT_SCHEMA,
    },
  },
};

const INSTRUCTIONS = [
  "You read calibration certificates and return the calibrated instruments' data as JSON:",
  '{"instruments": [ one object per calibrated instrument, in document order ]}.',
  'Each object uses exactly these keys; use null for anything the certificate does not state:',
  ...(Object.keys(AI_FIELDS) as AiField[]).map((field) => `- ${field}: ${AI_FIELDS[field]}`),
  'Copy values exactly as printed (except dates, which are YYYY-MM-DD). Never guess or invent a value.',
  "Ignore the reference standards the laboratory used: their serial numbers and due dates are not the instrument's.",
  'If the document certifies several instruments (or holds several certificates), list each one with its own values; repeat shared values (certificate number, dates, laboratory) in each.',
  'Answer with the JSON object only.',
].join('\n');

export function buildAiRequest(text: string): AiRequest {
  const body = trimForAi(text, MAX_AI_TEXT_CHARS).text;
  return {
    messages: [
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: `Certificate text:\n\n${body}` },
    ],
    schema: { name: 'calibration_certificate', schema: AI_ANSWER_SCHEMA },
  };
}
