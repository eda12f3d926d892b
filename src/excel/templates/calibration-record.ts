/**
 * calibration-record: a log of calibrations, one row per test point, with thermometer samples
 * (SPEC §2 Templates). Due date, days until due, status and the reading error are formulas.
 */
import type { Workbook } from 'exceljs';
import { CALIBRATION_RESULTS } from '../../shared/extraction.js';
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

type Key =
  | 'equipmentId'
  | 'equipmentName'
  | 'serialNumber'
  | 'location'
  | 'calibrationDate'
  | 'interval'
  | 'dueDate'
  | 'days'
  | 'status'
  | 'referenceStandard'
  | 'testPoint'
  | 'referenceReading'
  | 'instrumentReading'
  | 'error'
  | 'tolerance'
  | 'result'
  | 'technician'
  | 'notes';

function columns(options: TemplateOptions): Array<TemplateColumn<Key>> {
  return [
    { key: 'equipmentId', header: 'Equipment ID', kind: 'text', width: 16 },
    { key: 'equipmentName', header: 'Equipment Name', kind: 'text', width: 24 },
    { key: 'serialNumber', header: 'Serial #', kind: 'text', width: 13 },
    { key: 'location', header: 'Location', kind: 'text', width: 14 },
    { key: 'calibrationDate', header: 'Calibration Date', kind: 'date', width: 13 },
    {
      key: 'interval',
      header: 'Frequency (months)',
      kind: 'months',
      width: 11,
      options: INTERVAL_OPTIONS,
    },
    ...dueColumns<Key>({
      from: 'calibrationDate',
      interval: 'interval',
      dueDate: {
        key: 'dueDate',
        header: 'Due Date',
        width: 13,
        note: 'Calculated: calibration date + frequency. Type a date over it if the certificate states one.',
      },
      days: { key: 'days', header: 'Days Until Due', width: 10 },
      status: { key: 'status', header: 'Status', width: 11 },
      dueSoonDays: options.dueSoonDays,
    }),
    { key: 'referenceStandard', header: 'Reference Standard', kind: 'text', width: 28 },
    { key: 'testPoint', header: 'Test Point (°C)', kind: 'decimal', width: 11 },
    { key: 'referenceReading', header: 'Reference Reading (°C)', kind: 'decimal', width: 12 },
    { key: 'instrumentReading', header: 'Instrument Reading (°C)', kind: 'decimal', width: 12 },
    {
      key: 'error',
      header: 'Error (°C)',
      kind: 'formula-decimal',
      width: 10,
      formula: (row, col) => {
        const instrument = `${col('instrumentReading')}${row}`;
        const reference = `${col('referenceReading')}${row}`;
        return `IF(AND(ISNUMBER(${instrument}),ISNUMBER(${reference})),${instrument}-${reference},"")`;
      },
      note: 'Instrument reading minus reference reading.',
    },
    { key: 'tolerance', header: 'Tolerance (± °C)', kind: 'decimal', width: 11 },
    { key: 'result', header: 'Result', kind: 'text', width: 13, options: CALIBRATION_RESULTS },
    { key: 'technician', header: 'Technician', kind: 'text', width: 14 },
    { key: 'notes', header: 'Notes', kind: 'text', width: 30 },
  ];
}

interface ThermometerSample {
  id: string;
  name: string;
  serial: string;
  location: string;
  interval: number;
  dueInDays: number;
  standard: string;
  points: Array<[testPoint: number, reference: number, reading: number]>;
  tolerance: number;
}

const THERMOMETERS: ThermometerSample[] = [
  {
    id: 'SAMPLE-TH-001',
    name: 'Digital Thermometer',
    serial: 'DT-45821',
    location: 'QC Lab',
    interval: 12,
    dueInDays: 240,
    standard: 'SPRT 5626 (cert. NIST-2291)',
    points: [
      [0, 0.02, 0.1],
      [50, 50.01, 50.05],
      [100, 99.98, 100.12],
    ],
    tolerance: 0.2,
  },
  {
    id: 'SAMPLE-TH-002',
    name: 'Infrared Thermometer',
    serial: 'IR-20931',
    location: 'Production',
    interval: 6,
    dueInDays: 14,
    standard: 'Blackbody source BB-400',
    points: [
      [35, 35.0, 35.3],
      [100, 100.0, 100.6],
    ],
    tolerance: 1,
  },
  {
    id: 'SAMPLE-TH-003',
    name: 'Glass Thermometer',
    serial: 'GT-1187',
    location: 'Warehouse',
    interval: 12,
    dueInDays: -20,
    standard: 'Reference thermometer RT-12',
    points: [[20, 20.0, 20.4]],
    tolerance: 0.5,
  },
];

function samples(options: TemplateOptions): Array<SampleRow<Key>> {
  return THERMOMETERS.flatMap((thermometer) => {
    const calibrationDate = calibratedFor(thermometer.dueInDays, thermometer.interval, options);
    const due = sampleDue(calibrationDate, thermometer.interval, options);
    return thermometer.points.map(([testPoint, reference, reading]) => {
      const error = Math.round((reading - reference) * 1000) / 1000;
      return {
        equipmentId: thermometer.id,
        equipmentName: thermometer.name,
        serialNumber: thermometer.serial,
        location: thermometer.location,
        calibrationDate: isoToExcelDate(calibrationDate),
        interval: thermometer.interval,
        dueDate: due.dueDate,
        days: due.days,
        status: due.status,
        referenceStandard: thermometer.standard,
        testPoint,
        referenceReading: reference,
        instrumentReading: reading,
        error,
        tolerance: thermometer.tolerance,
        result: Math.abs(error) <= thermometer.tolerance ? 'Pass' : 'Fail',
        technician: 'A. Example',
        notes: 'SAMPLE: replace or delete this row',
      };
    });
  });
}

export const CALIBRATION_RECORD_SHEET = 'Calibration Record';

export function buildCalibrationRecord(workbook: Workbook, options: TemplateOptions): void {
  registerTemplate(workbook, options, {
    sheetName: CALIBRATION_RECORD_SHEET,
    printTitle: 'Calibration Record',
    table: { columns: columns(options), samples: samples(options), headerRow: 1 },
    dueColumns: { dueDate: 'dueDate', days: 'days', status: 'status' },
    instructions: {
      title: 'Calibration Record Template',
      purpose:
        'Record every calibration of your instruments, one row per test point, with the readings, ' +
        'the error and the result. Due date, days until due and status calculate themselves.',
      steps: [
        'Delete the yellow sample rows (thermometers SAMPLE-TH-001 to 003) or type over them.',
        'Enter one row per test point; repeat the instrument details on each row of the same calibration.',
        'Enter the calibration date and pick the frequency in months: the due date is calculated. If the certificate prints a due date, type it over the formula.',
        'Enter the reference and instrument readings: the error is calculated. Compare it with the tolerance and pick the result.',
        'Days Until Due and Status recalculate against today each time the file is opened; the colours follow.',
      ],
      columns: (column) => describe(column.key),
    },
  });
}

function describe(key: Key): string {
  const descriptions: Record<Key, string> = {
    equipmentId: 'Your asset or tag number.',
    equipmentName: 'What the instrument is, e.g. Digital Thermometer.',
    serialNumber: "The manufacturer's serial number (kept as text, leading zeros stay).",
    location: 'Where the instrument is kept or used.',
    calibrationDate: 'Date the calibration was performed.',
    interval: 'Calibration frequency in months (dropdown).',
    dueDate: 'Formula: calibration date + frequency. May be overwritten with a printed due date.',
    days: 'Formula: due date minus today. Negative when overdue.',
    status: 'Formula: Current, Due Soon or Overdue.',
    referenceStandard: 'The reference standard used, with its certificate number.',
    testPoint: 'Nominal test temperature in °C.',
    referenceReading: 'Reading of the reference standard.',
    instrumentReading: 'Reading of the instrument under test.',
    error: 'Formula: instrument reading minus reference reading.',
    tolerance: 'Maximum permitted error (±).',
    result: 'Pass, Fail, Limited or Indeterminate (dropdown).',
    technician: 'Who performed the calibration.',
    notes: 'Anything else worth recording (adjustments, as found / as left).',
  };
  return descriptions[key];
}
