import type { ConvertSimpleResponse, ExtractedData } from '@shared/api';
import type { ConfidenceMap, FieldKey } from '@shared/extraction';

/** One successfully converted certificate held by the convert dialog. */
export interface ConvertedFile {
  conversionId: string;
  /** The uploaded PDF's name. */
  sourceName: string;
  /** The workbook's name: the PDF's name with .xlsx (SPEC §7). */
  filename: string;
  downloadUrl: string;
  extractedData: ExtractedData;
  confidence: ConfidenceMap;
  /** The uploaded file itself, still in this browser (never stored): the review draws it. */
  source?: File;
}

export function toConvertedFile(
  response: ConvertSimpleResponse,
  sourceName: string,
  source?: File,
): ConvertedFile {
  return {
    ...(source ? { source } : {}),
    conversionId: response.conversionId,
    sourceName,
    filename: response.filename,
    downloadUrl: response.downloadUrl,
    extractedData: response.extractedData,
    confidence: response.confidence,
  };
}

export interface PreviewField {
  /** The field a correction is saved to. */
  key: FieldKey;
  label: string;
  kind: 'text' | 'date';
  read(data: ExtractedData): string | null;
}

/** SPEC §2: the results view shows Equipment, Serial #, Cal Date and Due Date. */
export const PREVIEW_FIELDS: readonly PreviewField[] = [
  { key: 'equipmentName', label: 'Equipment', kind: 'text', read: (data) => data.equipment },
  { key: 'serialNumber', label: 'Serial #', kind: 'text', read: (data) => data.serialNumber },
  {
    key: 'calibrationDate',
    label: 'Cal Date',
    kind: 'date',
    read: (data) => data.calibrationDate,
  },
  { key: 'dueDate', label: 'Due Date', kind: 'date', read: (data) => data.dueDate },
];

/** The confidence of the value shown for a preview field (Equipment falls back like its alias). */
export function confidenceOf(file: ConvertedFile, field: PreviewField) {
  if (field.key === 'equipmentName' && !file.extractedData.equipmentName) {
    return file.confidence.model ?? file.confidence.equipmentId;
  }
  return file.confidence[field.key];
}
