/**
 * The manual template (Calibration_Template.xlsx), offered when automatic extraction fails: the
 * report's Equipment Register columns with the same live formulas and colours, ready to be filled
 * in by hand from the certificate, plus instructions.
 */
import type { Workbook } from 'exceljs';
import { CALIBRATION_RESULTS } from '../../shared/extraction.js';
import { isoToExcelDate } from '../cell-values.js';
import { daysUntilDueFormula, dueStatusFormula } from '../due-formulas.js';
import {
  REGISTER_COLUMNS,
  REGISTER_SHEET_NAME,
  type RegisterColumnKey,
} from '../register-columns.js';
import { COLORS } from '../styles.js';
import { registerTemplate } from './register-template.js';
import type { SampleRow, TemplateColumn } from './template-table.js';
import { calibratedFor, sampleDue, type TemplateOptions } from './template-options.js';

const DESCRIPTIONS: Record<RegisterColumnKey, string> = {
  equipmentId: 'Your asset or tag number.',
  equipmentName: 'What the instrument is, as named on the certificate.',
  manufacturer: 'Manufacturer of the instrument.',
  model: 'Model number.',
  serialNumber: 'Serial number exactly as printed (kept as text, leading zeros and dashes stay).',
  calibrationDate: 'Date of calibration printed on the certificate.',
  dueDate:
    'Due date printed on the certificate. If none is printed, add the calibration interval to the calibration date (12 months is common).',
  daysUntilDue: 'Formula: due date minus today. Negative when overdue.',
  status: 'Formula: Current, Due Soon or Overdue.',
  certificateNumber: 'The certificate number.',
  calibrationLab: 'The laboratory that issued the certificate.',
  result: 'Pass, Fail, Limited or Indeterminate (dropdown).',
  sourceFile: 'The certificate file name, so the row can be traced back.',
};

function columns(options: TemplateOptions): Array<TemplateColumn<RegisterColumnKey>> {
  return REGISTER_COLUMNS.map((column): TemplateColumn<RegisterColumnKey> => {
    const base = { key: column.key, header: column.header, width: column.width + 2 };
    if (column.kind === 'date') return { ...base, kind: 'date' };
    if (column.kind === 'days') {
      return {
        ...base,
        kind: 'days',
        formula: (row, col) => daysUntilDueFormula(`${col('dueDate')}${row}`),
      };
    }
    if (column.kind === 'status') {
      return {
        ...base,
        kind: 'formula-text',
        formula: (row, col) =>
          dueStatusFormula(`${col('daysUntilDue')}${row}`, options.dueSoonDays),
      };
    }
    if (column.key === 'result') return { ...base, kind: 'text', options: CALIBRATION_RESULTS };
    return { ...base, kind: 'text' };
  });
}

function samples(options: TemplateOptions): Array<SampleRow<RegisterColumnKey>> {
  const calibrationDate = calibratedFor(200, 12, options);
  const due = sampleDue(calibrationDate, 12, options);
  const soonCalibration = calibratedFor(10, 12, options);
  const soon = sampleDue(soonCalibration, 12, options);
  return [
    {
      equipmentId: 'SAMPLE-001',
      equipmentName: 'Digital Thermometer',
      manufacturer: 'Fluke',
      model: '1524',
      serialNumber: '0004521',
      calibrationDate: isoToExcelDate(calibrationDate),
      dueDate: due.dueDate,
      daysUntilDue: due.days,
      status: due.status,
      certificateNumber: 'CAL-SAMPLE-01',
      calibrationLab: 'Example Metrology Laboratory',
      result: 'Pass',
      sourceFile: 'sample-certificate.pdf',
    },
    {
      equipmentId: 'SAMPLE-002',
      equipmentName: 'Pressure Gauge',
      manufacturer: 'WIKA',
      model: '232.50',
      serialNumber: '-0042',
      calibrationDate: isoToExcelDate(soonCalibration),
      dueDate: soon.dueDate,
      daysUntilDue: soon.days,
      status: soon.status,
      certificateNumber: 'CAL-SAMPLE-02',
      calibrationLab: 'Example Metrology Laboratory',
      result: 'Pass',
      sourceFile: 'sample-certificate-2.pdf',
    },
  ];
}

export function buildManualRegister(workbook: Workbook, options: TemplateOptions): void {
  registerTemplate(workbook, options, {
    sheetName: REGISTER_SHEET_NAME,
    tabColor: COLORS.brand,
    printTitle: 'Calibration Equipment Register',
    table: { columns: columns(options), samples: samples(options), headerRow: 1 },
    dueColumns: { dueDate: 'dueDate', days: 'daysUntilDue', status: 'status' },
    instructions: {
      title: 'Calibration Register: Manual Template',
      purpose:
        'We could not read this certificate automatically. Copy its details into the Equipment ' +
        'Register sheet: Days Until Due and Status calculate themselves, in the same columns as ' +
        'CertSheet reports.',
      steps: [
        'Open your certificate next to this workbook.',
        'Delete the yellow sample rows (SAMPLE-001 and SAMPLE-002) or type over them.',
        'Fill in one row per instrument on the certificate. Dates as YYYY-MM-DD (or your usual date format).',
        'Leave Days Until Due and Status alone: they are formulas that recalculate against today each time the file opens.',
        'Save the file. Rows from CertSheet reports can be pasted below yours: the columns match.',
      ],
      columns: (column) => DESCRIPTIONS[column.key],
    },
  });
}
