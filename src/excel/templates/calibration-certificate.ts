/**
 * calibration-certificate: a one-page certificate form (SPEC §2 Templates) — certificate,
 * instrument and calibration details, reference standards, measurement results with calculated
 * error and pass/fail, and sign-off. Sample values are marked; due date and status are live.
 */
import type { Cell, CellValue, DataValidation, Workbook, Worksheet } from 'exceljs';
import { CALIBRATION_RESULTS } from '../../shared/extraction.js';
import { isoToExcelDate } from '../cell-values.js';
import {
  addDueStatusColours,
  daysUntilDueFormula,
  dueDateFormula,
  dueStatusFormula,
} from '../due-formulas.js';
import { writeHeaderRow } from '../sheet-layout.js';
import {
  COLORS,
  DATE_FORMAT,
  DAYS_FORMAT,
  LABEL_FONT,
  SAMPLE_FILL,
  SAMPLE_FONT,
  SECTION_FONT,
  SUBTITLE_FONT,
  TEXT_FORMAT,
  THIN_BORDER,
  TITLE_FONT,
  WRAP,
  solidFill,
} from '../styles.js';
import { registerTemplate } from './register-template.js';
import {
  INTERVAL_OPTIONS,
  isoPlusDays,
  sampleDue,
  type TemplateOptions,
} from './template-options.js';

export const CERTIFICATE_SHEET = 'Certificate';

const listValidation = (title: string, values: ReadonlyArray<string | number>): DataValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [`"${values.join(',')}"`],
  showErrorMessage: true,
  errorTitle: title,
  error: `Choose one of: ${values.join(', ')}`,
});

const dateValidation: DataValidation = {
  type: 'date',
  operator: 'greaterThan',
  allowBlank: true,
  formulae: [new Date(Date.UTC(1900, 0, 1))],
  showErrorMessage: true,
  errorTitle: 'Date',
  error: 'Enter a date, for example 2025-03-31.',
};

const numberValidation: DataValidation = {
  type: 'decimal',
  operator: 'greaterThan',
  allowBlank: true,
  formulae: [-1e9],
  showErrorMessage: true,
  errorTitle: 'Number',
  error: 'Enter a number.',
};

function markSample(cell: Cell): void {
  cell.font = SAMPLE_FONT;
  cell.fill = SAMPLE_FILL;
}

function section(sheet: Worksheet, row: number, text: string): void {
  const cell = sheet.getCell(`A${row}`);
  cell.value = text;
  cell.font = SECTION_FONT;
  cell.border = { bottom: { style: 'medium', color: { argb: COLORS.brand } } };
  sheet.mergeCells(`A${row}:G${row}`);
}

interface FieldOptions {
  numFmt?: string;
  validation?: DataValidation;
  /** A sample value (marked as such) rather than a formula. */
  sample?: boolean;
}

/** A label in column A and its value in B:D. */
function field(
  sheet: Worksheet,
  row: number,
  label: string,
  value: CellValue,
  options: FieldOptions = {},
): Cell {
  const labelCell = sheet.getCell(`A${row}`);
  labelCell.value = label;
  labelCell.font = LABEL_FONT;
  sheet.mergeCells(`B${row}:D${row}`);
  const cell = sheet.getCell(`B${row}`);
  cell.value = value;
  cell.numFmt = options.numFmt ?? TEXT_FORMAT;
  cell.border = { bottom: { style: 'thin', color: { argb: COLORS.border } } };
  cell.alignment = { horizontal: 'left' };
  if (options.validation) cell.dataValidation = options.validation;
  if (options.sample !== false) markSample(cell);
  return cell;
}

interface MeasurementSample {
  point: string;
  nominal: number;
  asFound: number;
  asLeft: number;
  tolerance: number;
}

const MEASUREMENTS: MeasurementSample[] = [
  { point: 'Ice point', nominal: 0, asFound: 0.12, asLeft: 0.05, tolerance: 0.2 },
  { point: 'Mid range', nominal: 50, asFound: 50.18, asLeft: 50.06, tolerance: 0.2 },
  { point: 'Upper range', nominal: 100, asFound: 100.31, asLeft: 100.09, tolerance: 0.2 },
];
const MEASUREMENT_ROWS = 8;
const STANDARD_ROWS = 3;

function writeStandards(sheet: Worksheet, headerRow: number, options: TemplateOptions): void {
  writeHeaderRow(sheet, headerRow, ['Reference Standard', 'Serial #', 'Certificate #', 'Cal Due']);
  const sample = [
    'SPRT 5626 (sample)',
    'SP-1043',
    'NIST-2291-S',
    isoToExcelDate(isoPlusDays(options.today, 200)),
  ];
  for (let index = 0; index < STANDARD_ROWS; index += 1) {
    const row = headerRow + 1 + index;
    ['A', 'B', 'C', 'D'].forEach((column, position) => {
      const cell = sheet.getCell(`${column}${row}`);
      cell.border = THIN_BORDER;
      cell.numFmt = column === 'D' ? DATE_FORMAT : TEXT_FORMAT;
      if (column === 'D') cell.dataValidation = dateValidation;
      if (index === 0) {
        cell.value = sample[position] ?? null;
        markSample(cell);
      }
    });
  }
}

function writeMeasurements(sheet: Worksheet, headerRow: number): void {
  writeHeaderRow(sheet, headerRow, [
    'Test Point',
    'Nominal',
    'As Found',
    'As Left',
    'Error',
    'Tolerance (±)',
    'Result',
  ]);
  for (let index = 0; index < MEASUREMENT_ROWS; index += 1) {
    const row = headerRow + 1 + index;
    const sample = MEASUREMENTS[index];
    const error = sample ? Math.round((sample.asLeft - sample.nominal) * 1000) / 1000 : null;
    const values: CellValue[] = sample
      ? [sample.point, sample.nominal, sample.asFound, sample.asLeft, null, sample.tolerance, null]
      : [null, null, null, null, null, null, null];
    ['A', 'B', 'C', 'D', 'E', 'F', 'G'].forEach((column, position) => {
      const cell = sheet.getCell(`${column}${row}`);
      cell.border = THIN_BORDER;
      cell.numFmt = column === 'A' ? TEXT_FORMAT : '0.000';
      if (column !== 'A' && column !== 'E' && column !== 'G')
        cell.dataValidation = numberValidation;
      if (column === 'E') {
        cell.value = {
          formula: `IF(AND(ISNUMBER(D${row}),ISNUMBER(B${row})),D${row}-B${row},"")`,
          result: error ?? '',
        };
      } else if (column === 'G') {
        cell.numFmt = 'General';
        cell.alignment = { horizontal: 'center' };
        cell.value = {
          formula: `IF(AND(ISNUMBER(E${row}),ISNUMBER(F${row})),IF(ABS(E${row})<=F${row},"Pass","Fail"),"")`,
          result:
            sample && error !== null ? (Math.abs(error) <= sample.tolerance ? 'Pass' : 'Fail') : '',
        };
      } else {
        cell.value = values[position] ?? null;
        if (sample) markSample(cell);
      }
    });
  }
  const first = headerRow + 1;
  const last = headerRow + MEASUREMENT_ROWS;
  sheet.addConditionalFormatting({
    ref: `G${first}:G${last}`,
    rules: [
      {
        type: 'expression',
        priority: 10,
        formulae: [`G${first}="Fail"`],
        style: {
          fill: solidFill(COLORS.overdueFill),
          font: { color: { argb: COLORS.overdueText }, bold: true },
        },
      },
      {
        type: 'expression',
        priority: 11,
        formulae: [`G${first}="Pass"`],
        style: {
          fill: solidFill(COLORS.currentFill),
          font: { color: { argb: COLORS.currentText }, bold: true },
        },
      },
    ],
  });
}

/** The certificate form: every section, sample values on yellow, status colours on B24:B25. */
function writeCertificateForm(sheet: Worksheet, options: TemplateOptions): void {
  sheet.getColumn('A').width = 28;
  for (const column of ['B', 'C', 'D', 'E', 'F', 'G']) sheet.getColumn(column).width = 14;

  sheet.mergeCells('A1:G1');
  const title = sheet.getCell('A1');
  title.value = 'CALIBRATION CERTIFICATE';
  title.font = { ...TITLE_FONT, size: 20 };
  title.alignment = { horizontal: 'center' };
  sheet.getRow(1).height = 30;
  sheet.mergeCells('A2:G2');
  const subtitle = sheet.getCell('A2');
  subtitle.value = 'Italic values on yellow are samples: replace them with your own.';
  subtitle.font = SUBTITLE_FONT;
  subtitle.alignment = { horizontal: 'center' };

  const calibrationDate = isoPlusDays(options.today, -7);
  const interval = 12;
  const due = sampleDue(calibrationDate, interval, options);

  section(sheet, 4, 'Certificate');
  field(sheet, 5, 'Certificate Number', 'SAMPLE-CERT-0001');
  field(sheet, 6, 'Issue Date', isoToExcelDate(options.today), {
    numFmt: DATE_FORMAT,
    validation: dateValidation,
  });
  field(sheet, 7, 'Calibration Lab', 'Example Metrology Laboratory');
  field(sheet, 8, 'Lab Address', '100 Sample Street, Springfield');
  field(sheet, 9, 'Accreditation', 'ISO/IEC 17025, certificate 0000.01');
  field(sheet, 10, 'Customer', 'Example Manufacturing Inc.');

  section(sheet, 12, 'Instrument');
  field(sheet, 13, 'Equipment ID', 'SAMPLE-TH-001');
  field(sheet, 14, 'Equipment Name', 'Digital Thermometer');
  field(sheet, 15, 'Manufacturer', 'Fluke');
  field(sheet, 16, 'Model', '1524');
  field(sheet, 17, 'Serial #', '0004521');
  field(sheet, 18, 'Range / Resolution', '-50 to 300 °C / 0.001 °C');

  section(sheet, 20, 'Calibration');
  field(sheet, 21, 'Calibration Date', isoToExcelDate(calibrationDate), {
    numFmt: DATE_FORMAT,
    validation: dateValidation,
  });
  field(sheet, 22, 'Calibration Interval (months)', interval, {
    numFmt: '0',
    validation: listValidation('Calibration Interval', INTERVAL_OPTIONS),
  });
  field(
    sheet,
    23,
    'Due Date',
    { formula: dueDateFormula('B21', 'B22'), result: due.dueDate ?? '' },
    { numFmt: DATE_FORMAT, sample: false },
  ).note = 'Calculated: calibration date + interval. Type a date over it to state one.';
  field(
    sheet,
    24,
    'Days Until Due',
    { formula: daysUntilDueFormula('B23'), result: due.days },
    { numFmt: DAYS_FORMAT, sample: false },
  );
  field(
    sheet,
    25,
    'Status',
    { formula: dueStatusFormula('B24', options.dueSoonDays), result: due.status },
    { numFmt: 'General', sample: false },
  );
  addDueStatusColours(sheet, {
    ref: 'B24:B25',
    firstDueCell: '$B$23',
    dueSoonDays: options.dueSoonDays,
  });
  field(sheet, 26, 'Procedure', 'SOP-TEMP-001 rev. C');
  field(sheet, 27, 'Temperature (°C)', 21.5, { numFmt: '0.0', validation: numberValidation });
  field(sheet, 28, 'Humidity (%RH)', 45, { numFmt: '0', validation: numberValidation });
  field(sheet, 29, 'Overall Result', 'Pass', {
    validation: listValidation('Overall Result', CALIBRATION_RESULTS),
  });

  section(sheet, 31, 'Reference Standards');
  writeStandards(sheet, 32, options);

  const measurementsHeader = 33 + STANDARD_ROWS + 1;
  section(sheet, measurementsHeader - 1, 'Measurement Results');
  writeMeasurements(sheet, measurementsHeader);

  const signOff = measurementsHeader + MEASUREMENT_ROWS + 2;
  section(sheet, signOff, 'Sign-off');
  const people: Array<[string, string]> = [
    ['Calibrated by', 'A. Example (sample)'],
    ['Approved by', 'B. Example (sample)'],
  ];
  people.forEach(([role, name], index) => {
    const row = signOff + 1 + index * 2;
    field(sheet, row, role, name);
    const dateLabel = sheet.getCell(`E${row}`);
    dateLabel.value = 'Date';
    dateLabel.font = LABEL_FONT;
    dateLabel.alignment = { horizontal: 'right' };
    sheet.mergeCells(`F${row}:G${row}`);
    const date = sheet.getCell(`F${row}`);
    date.numFmt = DATE_FORMAT;
    date.dataValidation = dateValidation;
    date.border = { bottom: { style: 'thin', color: { argb: COLORS.border } } };
    const signature = sheet.getCell(`A${row + 1}`);
    signature.value = 'Signature';
    signature.font = LABEL_FONT;
    sheet.mergeCells(`B${row + 1}:D${row + 1}`);
    sheet.getCell(`B${row + 1}`).border = {
      bottom: { style: 'thin', color: { argb: COLORS.muted } },
    };
    sheet.getRow(row + 1).height = 28;
  });

  const statementRow = signOff + 6;
  sheet.mergeCells(`A${statementRow}:G${statementRow}`);
  const statement = sheet.getCell(`A${statementRow}`);
  statement.value =
    'The results relate only to the item calibrated. Measurements are traceable to national ' +
    'standards through the reference standards listed. This certificate may not be reproduced ' +
    'except in full without the approval of the issuing laboratory.';
  statement.font = SUBTITLE_FONT;
  statement.alignment = WRAP;
  sheet.getRow(statementRow).height = 45;
}

export function buildCalibrationCertificate(workbook: Workbook, options: TemplateOptions): void {
  registerTemplate(workbook, options, {
    sheetName: CERTIFICATE_SHEET,
    printTitle: 'Calibration Certificate',
    form: (sheet) => writeCertificateForm(sheet, options),
    instructions: {
      title: 'Calibration Certificate Template',
      purpose:
        'A one-page calibration certificate form: fill it in for each calibration, print it or ' +
        'save it as PDF. Due date, days until due, status, errors and point results calculate.',
      steps: [
        'Replace every italic value on yellow (the samples) with your own, or clear it.',
        'Enter the calibration date and pick the interval: the due date, days until due and status follow.',
        'List the reference standards used with their certificate numbers and due dates.',
        'Enter nominal, as found and as left values for each test point with its tolerance: the error (as left minus nominal) and the point result are calculated.',
        'Pick the overall result, then sign and date the Sign-off section after printing.',
      ],
      columns: [
        ['Certificate', 'Certificate number, issue date, laboratory, accreditation and customer.'],
        [
          'Instrument',
          'Identity of the calibrated instrument: ID, name, manufacturer, model, serial #.',
        ],
        ['Calibration', 'Dates, interval, procedure, environmental conditions and overall result.'],
        [
          'Reference Standards',
          'Standards used, with serial and certificate numbers and their due dates.',
        ],
        ['Measurement Results', 'One row per test point; Error and Result are formulas.'],
        ['Sign-off', 'Who calibrated and who approved, with dates and signatures.'],
      ],
    },
  });
}
