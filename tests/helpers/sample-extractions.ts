/**
 * Extractions shaped like the engine's output, for workbook tests and the Excel benchmark. Dates
 * are given relative to a "today" so a test can place instruments in each status.
 */
import { addMonths } from '../../src/shared/due-status.js';
import {
  emptyInstrumentFields,
  type Extraction,
  type InstrumentFields,
} from '../../src/shared/extraction.js';

export function isoPlusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function instrument(overrides: Partial<InstrumentFields> = {}): InstrumentFields {
  return {
    ...emptyInstrumentFields(),
    certificateNumber: 'CAL-2024-0001',
    equipmentId: 'EQ-001',
    equipmentName: 'Digital Thermometer',
    manufacturer: 'Fluke',
    model: '1524',
    serialNumber: 'SN-1001',
    calibrationDate: '2024-01-15',
    dueDate: '2025-01-15',
    result: 'Pass',
    calibrationLab: 'Acme Calibration Services',
    technician: 'J. Smith',
    ...overrides,
  };
}

export function extraction(
  items: InstrumentFields[],
  overrides: Partial<Extraction> = {},
): Extraction {
  const first = items[0] ?? instrument();
  return {
    fields: first,
    items,
    confidence: {
      certificateNumber: 'high',
      equipmentId: 'high',
      equipmentName: 'high',
      manufacturer: 'medium',
      model: 'medium',
      serialNumber: 'high',
      calibrationDate: 'high',
      dueDate: 'high',
      result: 'low',
      calibrationLab: 'medium',
      technician: 'low',
    },
    sources: {},
    method: 'pattern',
    text: 'CALIBRATION CERTIFICATE',
    pageCount: 1,
    language: 'en',
    warnings: [],
    ...overrides,
  };
}

/** One instrument per status relative to `today`, plus one with no due date at all. */
export function statusSpreadExtractions(
  today: string,
): Array<{ sourceFile: string; extraction: Extraction }> {
  return [
    {
      sourceFile: 'overdue.pdf',
      extraction: extraction([
        instrument({
          equipmentId: 'EQ-OVER',
          equipmentName: 'Pressure Gauge',
          calibrationDate: addMonths(isoPlusDays(today, -10), -12),
          dueDate: isoPlusDays(today, -10),
        }),
      ]),
    },
    {
      sourceFile: 'due-soon.pdf',
      extraction: extraction([
        instrument({
          equipmentId: 'EQ-SOON',
          equipmentName: 'Torque Wrench',
          calibrationDate: addMonths(isoPlusDays(today, 12), -12),
          dueDate: isoPlusDays(today, 12),
        }),
      ]),
    },
    {
      sourceFile: 'current.pdf',
      extraction: extraction([
        instrument({
          equipmentId: 'EQ-CURR',
          equipmentName: 'Caliper',
          calibrationDate: addMonths(isoPlusDays(today, 200), -12),
          dueDate: isoPlusDays(today, 200),
        }),
      ]),
    },
    {
      sourceFile: 'no-dates.pdf',
      extraction: extraction([
        instrument({
          equipmentId: 'EQ-NODATE',
          equipmentName: 'Multimeter',
          calibrationDate: null,
          dueDate: null,
        }),
      ]),
    },
  ];
}
