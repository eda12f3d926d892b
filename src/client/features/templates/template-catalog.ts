/**
 * The five templates (SPEC §2 Templates, §3 template entry): id, title, description, features,
 * sample-data note and file name. The workbooks themselves are built by src/excel/templates; this
 * copy describes what they contain.
 */
import { TEMPLATE_FILE_NAMES, type TemplateId } from '@shared/templates';

export interface TemplateEntry {
  id: TemplateId;
  title: string;
  description: string;
  features: string[];
  sampleData: string;
  fileName: string;
}

const entries: Omit<TemplateEntry, 'fileName'>[] = [
  {
    id: 'calibration-record',
    title: 'Calibration Record Template',
    description:
      'Record every calibration, one row per test point, with the readings, the error and the result, and a due date and status that keep themselves current.',
    features: [
      'Equipment ID, name, serial number and location',
      'Calibration date and frequency: the due date is calculated',
      'Reference and instrument readings, with the error calculated',
      'Days Until Due and Status recalculate each time the file opens, coloured green, amber or red',
      'Drop-down lists for frequency and result',
    ],
    sampleData:
      'Sample rows for three thermometers, highlighted in yellow: type over them or delete them.',
  },
  {
    id: 'equipment-inventory',
    title: 'Equipment Inventory Template',
    description:
      'A master list of your instruments, one row each, with the 12 fields needed to track them: identity, location, equipment status and calibration due.',
    features: [
      '12 tracking fields per instrument, from Equipment ID to Calibration Status',
      'Equipment Status and Calibration Frequency drop-downs',
      'Next Due Date, Days Until Due and Calibration Status calculated from the last calibration',
      'Filter-ready header: list everything Overdue or In Repair in two clicks',
    ],
    sampleData: 'Sample instruments, highlighted in yellow, show how to fill it in.',
  },
  {
    id: 'calibration-schedule',
    title: 'Calibration Schedule Template',
    description:
      'A 12-month planning calendar: each instrument row marks DUE in every month a calibration falls due, from the dates you enter.',
    features: [
      '12 month columns, starting from the month you choose',
      'DUE marked automatically from last calibration and frequency',
      'Calibrations due per month, for workload and budget planning',
      'Next Due, Days Until Due and Status for every instrument',
    ],
    sampleData: 'Sample instruments, highlighted in yellow, show the calendar marking in action.',
  },
  {
    id: 'calibration-certificate',
    title: 'Calibration Certificate Template',
    description:
      'A one-page certificate form for in-house calibrations, laid out with the details an ISO/IEC 17025 certificate carries. Fill it in and print it.',
    features: [
      'Certificate, laboratory, accreditation and customer details',
      'Instrument identity and calibration dates, with the due date calculated',
      'Reference standards with their certificate numbers and due dates',
      'Test points with nominal, as-found and as-left values; error and result calculated',
      'Sign-off section for who calibrated and who approved',
    ],
    sampleData: 'Sample values in italics on yellow show what goes where: replace them with yours.',
  },
  {
    id: 'cost-tracking',
    title: 'Cost Tracking Template',
    description:
      'What calibration costs, per instrument and in total: one row per service event, with totals that follow your filters.',
    features: [
      'Calibration, shipping and repair costs per service event',
      "Each instrument's total to date across all its rows",
      'Totals of the filtered rows, and a summary sheet by service type',
      'Next due date and status for calibrations',
    ],
    sampleData: 'Sample rows, highlighted in yellow, show how the totals build up.',
  },
];

export const TEMPLATE_CATALOG: TemplateEntry[] = entries.map((entry) => ({
  ...entry,
  fileName: TEMPLATE_FILE_NAMES[entry.id],
}));

export function templateEntry(id: TemplateId): TemplateEntry {
  const entry = TEMPLATE_CATALOG.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Unknown template ${id}`);
  return entry;
}
