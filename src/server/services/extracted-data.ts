/**
 * The `extractedData` the screens read (SPEC §3): canonical fields of the first instrument with
 * the user's corrections applied, days until due and status as of today, and the `equipment`
 * alias the landing dialog reads.
 */
import type { ExtractedData } from '../../shared/api.js';
import { correctedItems, type Corrections } from '../../shared/corrections.js';
import { computeDueStatus } from '../../shared/due-status.js';
import type { Extraction } from '../../shared/extraction.js';

export function toExtractedData(
  extraction: Extraction,
  corrections: Corrections,
  today: string,
  dueSoonDays: number,
): ExtractedData {
  const items = correctedItems(extraction, corrections);
  const first = items[0] ?? extraction.fields;
  const due = computeDueStatus(first.dueDate, today, dueSoonDays);
  return {
    equipment: first.equipmentName ?? first.model ?? first.equipmentId,
    equipmentName: first.equipmentName,
    equipmentId: first.equipmentId,
    manufacturer: first.manufacturer,
    model: first.model,
    serialNumber: first.serialNumber,
    certificateNumber: first.certificateNumber,
    calibrationDate: first.calibrationDate,
    dueDate: first.dueDate,
    dueDateCalculated: first.dueDateCalculated,
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
