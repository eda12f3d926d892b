/** The five downloadable templates (SPEC §2 Templates) and the manual fallback template. */
export const TEMPLATE_IDS = [
  'calibration-record',
  'equipment-inventory',
  'calibration-schedule',
  'calibration-certificate',
  'cost-tracking',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const TEMPLATE_FILE_NAMES: Record<TemplateId, string> = {
  'calibration-record': 'Calibration_Record_Template.xlsx',
  'equipment-inventory': 'Equipment_Inventory_Template.xlsx',
  'calibration-schedule': 'Calibration_Schedule_Template.xlsx',
  'calibration-certificate': 'Calibration_Certificate_Template.xlsx',
  'cost-tracking': 'Cost_Tracking_Template.xlsx',
};

/** The manual template offered when automatic extraction fails. */
export const MANUAL_TEMPLATE_FILE_NAME = 'Calibration_Template.xlsx';

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === 'string' && (TEMPLATE_IDS as readonly string[]).includes(value);
}
