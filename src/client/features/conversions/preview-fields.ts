import type { ExtractedData } from '@shared/api';
import { FIELD_KEYS, FIELD_LABELS, type FieldKey } from '@shared/extraction';
import { RESULT_PREVIEW_FIELDS } from '@shared/constants';

/** The order the dashboard shows extracted values in: what a register row needs first. */
const DISPLAY_ORDER: readonly FieldKey[] = [
  'equipmentName',
  'serialNumber',
  'calibrationDate',
  'dueDate',
  'manufacturer',
  'model',
  'equipmentId',
  'certificateNumber',
  'result',
  'calibrationInterval',
  'calibrationLab',
  'technician',
  'accreditation',
  'customer',
  'procedure',
  'temperature',
  'humidity',
];

function filled(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** SPEC §8: N in 'Successfully extracted N data points' is the number of filled fields. */
export function countFilledFields(data: ExtractedData): number {
  return FIELD_KEYS.filter((key) => filled(data[key])).length;
}

/** SPEC §2/§9: the result preview shows the first 6 extracted fields. */
export function previewFields(data: ExtractedData): { label: string; value: string }[] {
  return DISPLAY_ORDER.filter((key) => filled(data[key]))
    .slice(0, RESULT_PREVIEW_FIELDS)
    .map((key) => ({
      label: FIELD_LABELS[key],
      value: key === 'calibrationInterval' ? `${String(data[key])} months` : String(data[key]),
    }));
}
