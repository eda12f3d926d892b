/**
 * The `extractedData` the screens read (SPEC §3): canonical fields of the first instrument with
 * the user's corrections applied, the due date the workbook uses (printed, or calculated from the
 * stated or the default interval, and which), days until due and status as of today, and the
 * `equipment` alias the landing dialog reads.
 */
import type { ExtractedData } from '../../shared/api.js';
import { correctedItems, isCorrected, type Corrections } from '../../shared/corrections.js';
import { resolveDueDate, type ResolvedDueDate } from '../../shared/due-date.js';
import { computeDueStatus } from '../../shared/due-status.js';
import { FIELD_KEYS, type Extraction } from '../../shared/extraction.js';

/** The first instrument's due date exactly as the register resolves it. */
export function firstInstrumentDueDate(
  extraction: Extraction,
  corrections: Corrections,
  defaultIntervalMonths: number,
): ResolvedDueDate {
  const first = correctedItems(extraction, corrections)[0] ?? extraction.fields;
  const correctedKeys = FIELD_KEYS.filter((key) => isCorrected(corrections, 0, key));
  return resolveDueDate(first, correctedKeys, defaultIntervalMonths);
}

export function toExtractedData(
  extraction: Extraction,
  corrections: Corrections,
  today: string,
  dueSoonDays: number,
  defaultIntervalMonths: number,
): ExtractedData {
  const items = correctedItems(extraction, corrections);
  const first = items[0] ?? extraction.fields;
  const resolved = firstInstrumentDueDate(extraction, corrections, defaultIntervalMonths);
  const due = computeDueStatus(resolved.dueDate, today, dueSoonDays);
  return {
    equipment: first.equipmentName ?? first.model ?? first.equipmentId,
    equipmentName: first.equipmentName,
    equipmentId: first.equipmentId,
    manufacturer: first.manufacturer,
    model: first.model,
    serialNumber: first.serialNumber,
    certificateNumber: first.certificateNumber,
    calibrationDate: first.calibrationDate,
    dueDate: resolved.dueDate,
    dueDateCalculated:
      resolved.dueDateOrigin === 'stated-interval' || resolved.dueDateOrigin === 'default-interval',
    dueDateOrigin: resolved.dueDateOrigin,
    dueDateIntervalMonths: resolved.intervalMonths,
    calibrationInterval: first.calibrationInterval,
    daysUntilDue: due.daysUntilDue,
    status: due.status,
    result: first.result,
    technician: first.technician,
    calibrationLab: first.calibrationLab,
    accreditation: first.accreditation,
    customer: first.customer,
    procedure: first.procedure,
    temperature: first.temperature,
    humidity: first.humidity,
    itemCount: items.length,
  };
}
