import type { ExtractedData } from '@shared/api';
import { FIELD_KEYS, FIELD_LABELS, type FieldKey } from '@shared/extraction';
import { RESULT_PREVIEW_FIELDS } from '@shared/constants';
import { describeDueDate } from '@shared/due-date';

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

/** A due date assumed from the default interval was not extracted: it is not a data point. */
function extracted(data: ExtractedData, key: FieldKey): boolean {
  if (key === 'dueDate' && data.dueDateOrigin === 'default-interval') return false;
  return filled(data[key]);
}

/** SPEC §8: N in 'Successfully extracted N data points' is the number of filled fields. */
export function countFilledFields(data: ExtractedData): number {
  return FIELD_KEYS.filter((key) => extracted(data, key)).length;
}

function valueOf(data: ExtractedData, key: FieldKey): string {
  if (key === 'calibrationInterval') return `${String(data[key])} months`;
  if (key === 'dueDate') {
    return (
      describeDueDate(
        {
          dueDate: data.dueDate,
          dueDateOrigin: data.dueDateOrigin,
          intervalMonths: data.dueDateIntervalMonths,
        },
        data.status,
      ) ?? String(data.dueDate)
    );
  }
  return String(data[key]);
}

/** SPEC §2/§9: the result preview shows the first 6 extracted fields. */
export function previewFields(data: ExtractedData): { label: string; value: string }[] {
  return DISPLAY_ORDER.filter((key) => filled(data[key]))
    .slice(0, RESULT_PREVIEW_FIELDS)
    .map((key) => ({ label: FIELD_LABELS[key], value: valueOf(data, key) }));
}
