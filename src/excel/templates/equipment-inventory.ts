/**
 * equipment-inventory: every instrument on one sheet with exactly 12 tracking fields (SPEC §2
 * Templates), the last three calculated: next due date, days until due and calibration status.
 */
import type { Workbook } from 'exceljs';
import { isoToExcelDate } from '../cell-values.js';
import { dueColumns } from './due-columns.js';
import { registerTemplate } from './register-template.js';
import type { SampleRow, TemplateColumn } from './template-table.js';
import {
  INTERVAL_OPTIONS,
  calibratedFor,
  sampleDue,
  type TemplateOptions,
} from './template-options.js';

export const EQUIPMENT_STATUS_OPTIONS = [
  'Active',
  'In Repair',
  'Out of Service',
  'Retired',
] as const;
export const EQUIPMENT_INVENTORY_SHEET = 'Equipment Inventory';

type Key =
  | 'equipmentId'
  | 'equipmentName'
  | 'manufacturer'
  | 'model'
  | 'serialNumber'
  | 'location'
  | 'equipmentStatus'
  | 'interval'
  | 'lastCalibration'
  | 'nextDue'
  | 'days'
  | 'status';

const DESCRIPTIONS: Record<Key, string> = {
  equipmentId: 'Your asset or tag number (unique per instrument).',
  equipmentName: 'What the instrument is, e.g. Pressure Gauge.',
  manufacturer: 'Who made it.',
  model: 'Model number.',
  serialNumber: "Manufacturer's serial number (kept as text, leading zeros stay).",
  location: 'Where it is kept or used.',
  equipmentStatus: 'Active, In Repair, Out of Service or Retired (dropdown).',
  interval: 'Calibration frequency in months (dropdown).',
  lastCalibration: 'Date of the most recent calibration.',
  nextDue: 'Formula: last calibration + frequency. May be overwritten with a printed due date.',
  days: 'Formula: next due date minus today. Negative when overdue.',
  status: 'Formula: Current, Due Soon or Overdue.',
};

function columns(options: TemplateOptions): Array<TemplateColumn<Key>> {
  return [
    { key: 'equipmentId', header: 'Equipment ID', kind: 'text', width: 15 },
    { key: 'equipmentName', header: 'Equipment Name', kind: 'text', width: 24 },
    { key: 'manufacturer', header: 'Manufacturer', kind: 'text', width: 16 },
    { key: 'model', header: 'Model', kind: 'text', width: 12 },
    { key: 'serialNumber', header: 'Serial #', kind: 'text', width: 13 },
    { key: 'location', header: 'Location', kind: 'text', width: 16 },
    {
      key: 'equipmentStatus',
      header: 'Equipment Status',
      kind: 'text',
      width: 15,
      options: EQUIPMENT_STATUS_OPTIONS,
    },
    {
      key: 'interval',
      header: 'Calibration Frequency (months)',
      kind: 'months',
      width: 13,
      options: INTERVAL_OPTIONS,
    },
    { key: 'lastCalibration', header: 'Last Calibration Date', kind: 'date', width: 13 },
    ...dueColumns<Key>({
      from: 'lastCalibration',
      interval: 'interval',
      dueDate: { key: 'nextDue', header: 'Next Due Date', width: 13, note: DESCRIPTIONS.nextDue },
      days: { key: 'days', header: 'Days Until Due', width: 10 },
      status: { key: 'status', header: 'Calibration Status', width: 12 },
      dueSoonDays: options.dueSoonDays,
    }),
  ];
}

const SAMPLES: Array<{
  id: string;
  name: string;
  manufacturer: string;
  model: string;
  serial: string;
  location: string;
  status: (typeof EQUIPMENT_STATUS_OPTIONS)[number];
  interval: number;
  dueInDays: number;
}> = [
  {
    id: 'SAMPLE-PG-01',
    name: 'Pressure Gauge',
    manufacturer: 'WIKA',
    model: '232.50',
    serial: '00417',
    location: 'Boiler Room',
    status: 'Active',
    interval: 12,
    dueInDays: 180,
  },
  {
    id: 'SAMPLE-TW-02',
    name: 'Torque Wrench',
    manufacturer: 'Norbar',
    model: 'TTi 50',
    serial: 'NB-88213',
    location: 'Assembly Line 2',
    status: 'Active',
    interval: 6,
    dueInDays: 21,
  },
  {
    id: 'SAMPLE-MM-03',
    name: 'Digital Multimeter',
    manufacturer: 'Fluke',
    model: '87V',
    serial: '-0042',
    location: 'Maintenance',
    status: 'In Repair',
    interval: 12,
    dueInDays: -35,
  },
];

function samples(options: TemplateOptions): Array<SampleRow<Key>> {
  return SAMPLES.map((sample) => {
    const lastCalibration = calibratedFor(sample.dueInDays, sample.interval, options);
    const due = sampleDue(lastCalibration, sample.interval, options);
    return {
      equipmentId: sample.id,
      equipmentName: sample.name,
      manufacturer: sample.manufacturer,
      model: sample.model,
      serialNumber: sample.serial,
      location: sample.location,
      equipmentStatus: sample.status,
      interval: sample.interval,
      lastCalibration: isoToExcelDate(lastCalibration),
      nextDue: due.dueDate,
      days: due.days,
      status: due.status,
    };
  });
}

export function buildEquipmentInventory(workbook: Workbook, options: TemplateOptions): void {
  registerTemplate(workbook, options, {
    sheetName: EQUIPMENT_INVENTORY_SHEET,
    printTitle: 'Equipment Inventory',
    table: { columns: columns(options), samples: samples(options), headerRow: 1 },
    dueColumns: { dueDate: 'nextDue', days: 'days', status: 'status' },
    instructions: {
      title: 'Equipment Inventory Template',
      purpose:
        'One row per instrument with the 12 fields needed to track it: identity, location, ' +
        'condition and calibration due status.',
      steps: [
        'Delete the yellow sample rows (SAMPLE-PG-01 to SAMPLE-MM-03) or type over them.',
        'Add one row per instrument. Pick Equipment Status and Calibration Frequency from the dropdowns.',
        'Enter the last calibration date: Next Due Date, Days Until Due and Calibration Status are calculated.',
        'Use the filter arrows in the header to list, for example, everything Overdue or In Repair.',
      ],
      columns: (column) => DESCRIPTIONS[column.key],
    },
  });
}
