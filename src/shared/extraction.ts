/**
 * The extraction contract: what the engine returns for one certificate, used by the server, the
 * Excel builders, the CLI and the client. Canonical field keys are the same everywhere.
 */
import { z } from 'zod';
import type { ExtractionErrorType } from './errors.js';

/** Text fields of one instrument, in register order. */
export const TEXT_FIELD_KEYS = [
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
] as const;

export const DATE_FIELD_KEYS = ['calibrationDate', 'dueDate'] as const;

/** Every extracted field (computed daysUntilDue/status are not extracted, see due-status.ts). */
export const FIELD_KEYS = [
  'certificateNumber',
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
  'calibrationDate',
  'dueDate',
  'calibrationInterval',
  'result',
  'technician',
  'calibrationLab',
  'accreditation',
  'customer',
  'procedure',
  'temperature',
  'humidity',
] as const;

export type FieldKey = (typeof FIELD_KEYS)[number];

export const FIELD_LABELS: Record<FieldKey, string> = {
  certificateNumber: 'Certificate #',
  equipmentId: 'Equipment ID',
  equipmentName: 'Equipment Name',
  manufacturer: 'Manufacturer',
  model: 'Model',
  serialNumber: 'Serial #',
  calibrationDate: 'Calibration Date',
  dueDate: 'Due Date',
  calibrationInterval: 'Calibration Interval (months)',
  result: 'Result',
  technician: 'Technician',
  calibrationLab: 'Calibration Lab',
  accreditation: 'Accreditation',
  customer: 'Customer',
  procedure: 'Procedure',
  temperature: 'Temperature',
  humidity: 'Humidity',
};

export const CALIBRATION_RESULTS = ['Pass', 'Fail', 'Limited', 'Indeterminate'] as const;
export type CalibrationResult = (typeof CALIBRATION_RESULTS)[number];

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

/** 'dcc': read from a Digital Calibration Certificate (XML), alone or attached to the PDF. */
export const EXTRACTION_METHODS = ['pattern', 'ocr', 'ai', 'dcc'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** The fields of one instrument. Absent values are null, never invented. */
export const instrumentFieldsSchema = z.object({
  certificateNumber: z.string().nullable(),
  equipmentId: z.string().nullable(),
  equipmentName: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  calibrationDate: isoDate.nullable(),
  dueDate: isoDate.nullable(),
  /** True when dueDate was computed from calibrationDate + calibrationInterval, not printed. */
  dueDateCalculated: z.boolean(),
  /** Months. */
  calibrationInterval: z.number().int().positive().nullable(),
  result: z.enum(CALIBRATION_RESULTS).nullable(),
  technician: z.string().nullable(),
  calibrationLab: z.string().nullable(),
  accreditation: z.string().nullable(),
  customer: z.string().nullable(),
  procedure: z.string().nullable(),
  temperature: z.string().nullable(),
  humidity: z.string().nullable(),
});
export type InstrumentFields = z.infer<typeof instrumentFieldsSchema>;

/**
 * Where a value was read: page (1-based) and position in PDF points from the top-left, y being
 * the value's baseline. `width` and `height` (absent in extractions stored before they were
 * recorded) give its box: from x to x + width, and from y − height (the font size) to y.
 */
export const fieldSourceSchema = z.object({
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
  label: z.string().optional(),
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;

export const confidenceMapSchema = z.partialRecord(z.enum(FIELD_KEYS), z.enum(CONFIDENCE_LEVELS));
export type ConfidenceMap = z.infer<typeof confidenceMapSchema>;

export const extractionSchema = z.object({
  /** The first (or only) instrument. */
  fields: instrumentFieldsSchema,
  /** Every instrument on the certificate; length ≥ 1, items[0] equals fields. */
  items: z.array(instrumentFieldsSchema),
  /** The first instrument's confidence (equal to itemConfidence[0]). */
  confidence: confidenceMapSchema,
  /**
   * Every instrument's confidence, in the order of items ([0] equals confidence). Absent in
   * extractions stored before it was recorded: read it through instrumentConfidence.
   */
  itemConfidence: z.array(confidenceMapSchema).optional(),
  sources: z.partialRecord(z.enum(FIELD_KEYS), fieldSourceSchema),
  method: z.enum(EXTRACTION_METHODS),
  /** Reading-order text the engine saw (what /api/extract-text returns). */
  text: z.string(),
  pageCount: z.number().int(),
  /** ISO 639-1 code of the dominant language, when detected. */
  language: z.string().nullable(),
  warnings: z.array(z.string()),
  /** A DCC's XML signature, when the certificate came as (or with) a DCC. */
  signature: z
    .object({
      status: z.enum(['valid', 'invalid', 'unsigned']),
      /** The signing certificate's subject. */
      signer: z.string().nullable(),
      detail: z.string().nullable(),
    })
    .optional(),
});
export type Extraction = z.infer<typeof extractionSchema>;

/**
 * The confidence of the instrument at `index`. An extraction stored before each instrument had
 * its own gives none for the later ones: no mark at all, rather than the first one's.
 */
export function instrumentConfidence(
  extraction: Pick<Extraction, 'confidence' | 'itemConfidence'>,
  index: number,
): ConfidenceMap {
  if (index === 0) return extraction.confidence;
  return extraction.itemConfidence?.[index] ?? {};
}

/** One confidence per instrument, in step with items ([0] the first's). */
export function itemConfidences(
  extraction: Pick<Extraction, 'items' | 'confidence' | 'itemConfidence'>,
): ConfidenceMap[] {
  return extraction.items.map((_, index) => instrumentConfidence(extraction, index));
}

/** The extraction with its itemConfidence in step with its items. */
export function withItemConfidence(extraction: Extraction): Extraction {
  return { ...extraction, itemConfidence: itemConfidences(extraction) };
}
export type DccSignature = NonNullable<Extraction['signature']>;

export function emptyInstrumentFields(): InstrumentFields {
  return {
    certificateNumber: null,
    equipmentId: null,
    equipmentName: null,
    manufacturer: null,
    model: null,
    serialNumber: null,
    calibrationDate: null,
    dueDate: null,
    dueDateCalculated: false,
    calibrationInterval: null,
    result: null,
    technician: null,
    calibrationLab: null,
    accreditation: null,
    customer: null,
    procedure: null,
    temperature: null,
    humidity: null,
  };
}

/** Number of filled fields: the "data points extracted" of SPEC's analytics. */
export function countDataPoints(fields: InstrumentFields): number {
  return FIELD_KEYS.filter((key) => fields[key] !== null && fields[key] !== '').length;
}

/** What the caller gives the engine. The engine reads no clock or environment of its own. */
export interface ExtractOptions {
  /** ISO date "today" (for resolving two-digit years and sanity checks). */
  today: string;
  /** Original file name, for messages only. */
  filename?: string;
  /** Pages read at most (default MAX_PDF_PAGES). */
  maxPages?: number;
  /** Wall-clock budget for the whole document in ms; the engine stops reading pages past it. */
  timeBudgetMs?: number;
  /** Run OCR on pages without a usable text layer (default true where OCR is available). */
  ocr?: boolean;
  /** Pages read by OCR at most per document (default 6); later scanned pages are reported. */
  ocrMaxPages?: number;
  /** Time each OCR page adds to `timeBudgetMs` (default 20 s). */
  ocrPageBudgetMs?: number;
  /**
   * Do not read scanned pages now: report them in `ocrPending` (and skip the AI step, the text
   * being incomplete), so the caller can run the document again with OCR in a slot of its own.
   */
  deferOcr?: boolean;
}

/** The engine's answer for one file: an extraction, or a typed failure with a human message. */
export type ExtractionOutcome = (
  | { ok: true; extraction: Extraction }
  | {
      ok: false;
      errorType: ExtractionErrorType;
      message: string;
      /** Whatever text was read before failing (may be empty). */
      text: string;
      pageCount: number;
    }
) & {
  /**
   * Pages (1-based) without a usable text layer that were not read because OCR was off or out
   * of budget: a caller that deferred OCR runs the document again with it.
   */
  ocrPending?: number[];
};
