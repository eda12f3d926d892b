/**
 * buildTemplateWorkbook: a template id (or 'manual' for the fallback register) in, xlsx bytes
 * out. Pure: the day of download is given, and sample dates are placed relative to it.
 */
import type { Workbook } from 'exceljs';
import { DUE_SOON_WINDOW_DAYS } from '../../shared/constants.js';
import {
  MANUAL_TEMPLATE_FILE_NAME,
  TEMPLATE_FILE_NAMES,
  type TemplateId,
} from '../../shared/templates.js';
import { createWorkbook, workbookToBuffer } from '../workbook.js';
import { buildCalibrationCertificate } from './calibration-certificate.js';
import { buildCalibrationRecord } from './calibration-record.js';
import { buildCalibrationSchedule } from './calibration-schedule.js';
import { buildCostTracking } from './cost-tracking.js';
import { buildEquipmentInventory } from './equipment-inventory.js';
import { buildManualRegister } from './manual-register.js';
import type { TemplateOptions } from './template-options.js';

export type TemplateKind = TemplateId | 'manual';

export interface BuildTemplateOptions {
  /** ISO date of the download. */
  today: string;
  /** Due Soon window in days (default DUE_SOON_WINDOW_DAYS). */
  dueSoonDays?: number;
}

const BUILDERS: Record<
  TemplateKind,
  { title: string; build: (workbook: Workbook, options: TemplateOptions) => void }
> = {
  'calibration-record': { title: 'Calibration Record', build: buildCalibrationRecord },
  'equipment-inventory': { title: 'Equipment Inventory', build: buildEquipmentInventory },
  'calibration-schedule': { title: 'Calibration Schedule', build: buildCalibrationSchedule },
  'calibration-certificate': {
    title: 'Calibration Certificate',
    build: buildCalibrationCertificate,
  },
  'cost-tracking': { title: 'Calibration Cost Tracking', build: buildCostTracking },
  manual: { title: 'Calibration Equipment Register', build: buildManualRegister },
};

export function templateFileName(kind: TemplateKind): string {
  return kind === 'manual' ? MANUAL_TEMPLATE_FILE_NAME : TEMPLATE_FILE_NAMES[kind];
}

export async function buildTemplateWorkbook(
  kind: TemplateKind,
  options: BuildTemplateOptions,
): Promise<Buffer> {
  const builder = BUILDERS[kind];
  const workbook = createWorkbook({
    title: `${builder.title} Template`,
    subject: 'CertSheet calibration template',
    today: options.today,
  });
  builder.build(workbook, {
    today: options.today,
    dueSoonDays: options.dueSoonDays ?? DUE_SOON_WINDOW_DAYS,
  });
  return workbookToBuffer(workbook);
}
