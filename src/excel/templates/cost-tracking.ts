/**
 * cost-tracking: calibration and service costs per instrument with totals (SPEC §2 Templates).
 * Each row is one service event; its total, the instrument's running total, the filtered totals
 * row and the summary sheet are formulas.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { isoToExcelDate } from '../cell-values.js';
import { dueColumns } from './due-columns.js';
import { setupPrinting, writeHeaderRow } from '../sheet-layout.js';
import {
  COLORS,
  LABEL_FONT,
  MONEY_FORMAT,
  SUBTITLE_FONT,
  THIN_BORDER,
  TITLE_FONT,
  solidFill,
} from '../styles.js';
import { registerTemplate } from './register-template.js';
import type { SampleRow, TemplateColumn } from './template-table.js';
import {
  INTERVAL_OPTIONS,
  calibratedFor,
  sampleDue,
  type TemplateOptions,
} from './template-options.js';

export const COST_TRACKING_SHEET = 'Cost Tracking';
export const COST_SUMMARY_SHEET = 'Cost Summary';
export const SERVICE_TYPES = [
  'Calibration',
  'Repair',
  'Adjustment',
  'Verification',
  'Other',
] as const;
const TOTALS_ROW = 1;
const HEADER_ROW = 2;

type Key =
  | 'equipmentId'
  | 'equipmentName'
  | 'serialNumber'
  | 'serviceDate'
  | 'serviceType'
  | 'provider'
  | 'interval'
  | 'nextDue'
  | 'days'
  | 'status'
  | 'calibrationCost'
  | 'shippingCost'
  | 'otherCost'
  | 'totalCost'
  | 'instrumentTotal'
  | 'invoice'
  | 'notes';

const MONEY_KEYS = ['calibrationCost', 'shippingCost', 'otherCost', 'totalCost'] as const;

function columns(options: TemplateOptions, lastDataRow: number): Array<TemplateColumn<Key>> {
  const firstDataRow = HEADER_ROW + 1;
  return [
    { key: 'equipmentId', header: 'Equipment ID', kind: 'text', width: 15 },
    { key: 'equipmentName', header: 'Equipment Name', kind: 'text', width: 20 },
    { key: 'serialNumber', header: 'Serial #', kind: 'text', width: 12 },
    { key: 'serviceDate', header: 'Service Date', kind: 'date', width: 12 },
    { key: 'serviceType', header: 'Service Type', kind: 'text', width: 13, options: SERVICE_TYPES },
    { key: 'provider', header: 'Provider / Lab', kind: 'text', width: 20 },
    {
      key: 'interval',
      header: 'Interval (months)',
      kind: 'months',
      width: 10,
      options: INTERVAL_OPTIONS,
    },
    ...dueColumns<Key>({
      from: 'serviceDate',
      interval: 'interval',
      dueDate: {
        key: 'nextDue',
        header: 'Next Due',
        width: 12,
        note: 'Service date + interval, for calibrations. Leave the interval empty for repairs.',
      },
      days: { key: 'days', header: 'Days Until Due', width: 10 },
      status: { key: 'status', header: 'Status', width: 10 },
      dueSoonDays: options.dueSoonDays,
    }),
    { key: 'calibrationCost', header: 'Calibration Cost', kind: 'money', width: 13 },
    { key: 'shippingCost', header: 'Shipping Cost', kind: 'money', width: 12 },
    { key: 'otherCost', header: 'Repair / Other Cost', kind: 'money', width: 13 },
    {
      key: 'totalCost',
      header: 'Total Cost',
      kind: 'formula-money',
      width: 13,
      formula: (row, col) => {
        const range = `${col('calibrationCost')}${row}:${col('otherCost')}${row}`;
        return `IF(COUNT(${range})=0,"",SUM(${range}))`;
      },
    },
    {
      key: 'instrumentTotal',
      header: 'Instrument Total to Date',
      kind: 'formula-money',
      width: 14,
      formula: (row, col) => {
        const ids = `$${col('equipmentId')}$${firstDataRow}:$${col('equipmentId')}$${lastDataRow}`;
        const totals = `$${col('totalCost')}$${firstDataRow}:$${col('totalCost')}$${lastDataRow}`;
        return `IF(${col('equipmentId')}${row}="","",SUMIF(${ids},${col('equipmentId')}${row},${totals}))`;
      },
      note: 'Everything spent on this Equipment ID across all rows.',
    },
    { key: 'invoice', header: 'Invoice #', kind: 'text', width: 12 },
    { key: 'notes', header: 'Notes', kind: 'text', width: 34 },
  ];
}

const SAMPLES = [
  {
    id: 'SAMPLE-CAL-01',
    name: 'Digital Caliper',
    serial: '0193-22',
    type: 'Calibration',
    provider: 'Example Metrology Lab',
    interval: 12,
    dueInDays: 150,
    costs: [85, 12.5, 0],
    invoice: 'INV-1001',
  },
  {
    id: 'SAMPLE-CAL-01',
    name: 'Digital Caliper',
    serial: '0193-22',
    type: 'Repair',
    provider: 'Example Metrology Lab',
    interval: null,
    dueInDays: null,
    costs: [0, 12.5, 64],
    invoice: 'INV-1002',
  },
  {
    id: 'SAMPLE-SCL-02',
    name: 'Bench Scale',
    serial: 'BS-7781',
    type: 'Calibration',
    provider: 'Scale Services Co.',
    interval: 6,
    dueInDays: 18,
    costs: [140, 0, 0],
    invoice: 'INV-2040',
  },
] as const;

interface SampleCosts {
  row: SampleRow<Key>;
  id: string;
  type: string;
  total: number;
  calibration: number;
  shipping: number;
  other: number;
}

function samples(options: TemplateOptions): SampleCosts[] {
  const rows = SAMPLES.map((sample, index) => {
    const serviceDate =
      sample.interval !== null && sample.dueInDays !== null
        ? calibratedFor(sample.dueInDays, sample.interval, options)
        : calibratedFor(200 - index * 30, 12, options);
    const due = sample.interval !== null ? sampleDue(serviceDate, sample.interval, options) : null;
    const [calibration, shipping, other] = sample.costs;
    const total = calibration + shipping + other;
    const row: SampleRow<Key> = {
      equipmentId: sample.id,
      equipmentName: sample.name,
      serialNumber: sample.serial,
      serviceDate: isoToExcelDate(serviceDate),
      serviceType: sample.type,
      provider: sample.provider,
      interval: sample.interval,
      nextDue: due?.dueDate ?? '',
      days: due?.days ?? '',
      status: due?.status ?? '',
      calibrationCost: calibration,
      shippingCost: shipping,
      otherCost: other,
      totalCost: total,
      invoice: sample.invoice,
      notes: 'SAMPLE: replace or delete this row',
    };
    return {
      row,
      id: sample.id as string,
      type: sample.type as string,
      total,
      calibration,
      shipping,
      other,
    };
  });
  for (const entry of rows) {
    entry.row.instrumentTotal = rows
      .filter((other) => other.id === entry.id)
      .reduce((sum, other) => sum + other.total, 0);
  }
  return rows;
}

function writeTotalsRow(
  sheet: Worksheet,
  letter: (key: Key) => string,
  firstDataRow: number,
  lastDataRow: number,
  costs: SampleCosts[],
): void {
  const label = sheet.getCell(`A${TOTALS_ROW}`);
  label.value = 'TOTALS (of the rows shown by the filter)';
  label.font = { ...TITLE_FONT, size: 12 };
  const cached: Record<(typeof MONEY_KEYS)[number], number> = {
    calibrationCost: costs.reduce((sum, cost) => sum + cost.calibration, 0),
    shippingCost: costs.reduce((sum, cost) => sum + cost.shipping, 0),
    otherCost: costs.reduce((sum, cost) => sum + cost.other, 0),
    totalCost: costs.reduce((sum, cost) => sum + cost.total, 0),
  };
  for (const key of MONEY_KEYS) {
    const column = letter(key);
    const cell = sheet.getCell(`${column}${TOTALS_ROW}`);
    // SUBTOTAL 109 sums only the rows the autofilter leaves visible.
    cell.value = {
      formula: `SUBTOTAL(109,${column}${firstDataRow}:${column}${lastDataRow})`,
      result: cached[key],
    };
    cell.numFmt = MONEY_FORMAT;
    cell.font = LABEL_FONT;
    cell.fill = solidFill(COLORS.inputFill);
    cell.border = THIN_BORDER;
  }
  sheet.getRow(TOTALS_ROW).height = 22;
}

function addSummarySheet(
  workbook: Workbook,
  letter: (key: Key) => string,
  firstDataRow: number,
  lastDataRow: number,
  costs: SampleCosts[],
  options: TemplateOptions,
): void {
  const sheet = workbook.addWorksheet(COST_SUMMARY_SHEET);
  sheet.getColumn('A').width = 30;
  sheet.getColumn('B').width = 16;
  sheet.getColumn('C').width = 16;
  const title = sheet.getCell('A1');
  title.value = 'Calibration Cost Summary';
  title.font = TITLE_FONT;
  const subtitle = sheet.getCell('A2');
  subtitle.value = `Formulas over the ${COST_TRACKING_SHEET} sheet (all rows, filters ignored).`;
  subtitle.font = SUBTITLE_FONT;

  const range = (key: Key) =>
    `'${COST_TRACKING_SHEET}'!$${letter(key)}$${firstDataRow}:$${letter(key)}$${lastDataRow}`;
  writeHeaderRow(sheet, 4, ['Service Type', 'Events', 'Total Cost']);
  SERVICE_TYPES.forEach((type, index) => {
    const row = 5 + index;
    sheet.getCell(`A${row}`).value = type;
    const ofType = costs.filter((cost) => cost.type === type);
    sheet.getCell(`B${row}`).value = {
      formula: `COUNTIF(${range('serviceType')},"${type}")`,
      result: ofType.length,
    };
    const total = sheet.getCell(`C${row}`);
    total.value = {
      formula: `SUMIF(${range('serviceType')},"${type}",${range('totalCost')})`,
      result: ofType.reduce((sum, cost) => sum + cost.total, 0),
    };
    total.numFmt = MONEY_FORMAT;
  });
  const totalRow = 5 + SERVICE_TYPES.length;
  const label = sheet.getCell(`A${totalRow}`);
  label.value = 'All services';
  label.font = LABEL_FONT;
  const events = sheet.getCell(`B${totalRow}`);
  events.value = { formula: `SUM(B5:B${totalRow - 1})`, result: costs.length };
  events.font = LABEL_FONT;
  const grand = sheet.getCell(`C${totalRow}`);
  grand.value = {
    formula: `SUM(${range('totalCost')})`,
    result: costs.reduce((sum, cost) => sum + cost.total, 0),
  };
  grand.numFmt = MONEY_FORMAT;
  grand.font = LABEL_FONT;
  for (const column of ['A', 'B', 'C']) sheet.getCell(`${column}${totalRow}`).border = THIN_BORDER;

  const instruments = new Set(costs.map((cost) => cost.id)).size;
  const perInstrumentRow = totalRow + 2;
  sheet.getCell(`A${perInstrumentRow}`).value = 'Average cost per instrument';
  sheet.getCell(`A${perInstrumentRow}`).font = LABEL_FONT;
  const average = sheet.getCell(`C${perInstrumentRow}`);
  // Distinct Equipment IDs without dynamic arrays: each row counts 1/(rows with its ID).
  const ids = range('equipmentId');
  average.value = {
    formula: `IFERROR(C${totalRow}/SUMPRODUCT((${ids}<>"")/COUNTIF(${ids},${ids}&"")),"")`,
    result: instruments > 0 ? costs.reduce((sum, cost) => sum + cost.total, 0) / instruments : '',
  };
  average.numFmt = MONEY_FORMAT;
  setupPrinting(sheet, {
    title: COST_SUMMARY_SHEET,
    today: options.today,
    orientation: 'portrait',
  });
}

export function buildCostTracking(workbook: Workbook, options: TemplateOptions): void {
  const costs = samples(options);
  const lastDataRowPlanned = HEADER_ROW + 200;
  registerTemplate(workbook, options, {
    sheetName: COST_TRACKING_SHEET,
    printTitle: 'Calibration Cost Tracking',
    table: {
      columns: columns(options, lastDataRowPlanned),
      samples: costs.map((cost) => cost.row),
      headerRow: HEADER_ROW,
      dataRows: lastDataRowPlanned - HEADER_ROW,
    },
    dueColumns: { dueDate: 'nextDue', days: 'days', status: 'status' },
    extend: (sheet, layout) =>
      writeTotalsRow(sheet, layout.letter, layout.firstDataRow, layout.lastDataRow, costs),
    addSheets: (book, layout) =>
      addSummarySheet(book, layout.letter, layout.firstDataRow, layout.lastDataRow, costs, options),
    instructions: {
      title: 'Cost Tracking Template',
      purpose:
        'Track what calibration costs, per instrument and in total: one row per service event ' +
        '(calibration, repair, adjustment…), with totals that follow your filters.',
      steps: [
        'Delete the yellow sample rows (SAMPLE-CAL-01 and SAMPLE-SCL-02) or type over them.',
        'Add one row per service event: pick the service type, enter the costs.',
        'For calibrations, pick the interval: Next Due, Days Until Due and Status are calculated.',
        'Total Cost adds the cost columns; Instrument Total to Date adds every row with the same Equipment ID.',
        'Row 1 totals the rows shown: filter by instrument, service type or provider to see their totals. The Cost Summary sheet totals by service type.',
      ],
      columns: (column) => column.note ?? describe(column.key),
    },
  });
}

function describe(key: Key): string {
  const descriptions: Partial<Record<Key, string>> = {
    equipmentId: 'Your asset or tag number (rows with the same ID add up per instrument).',
    equipmentName: 'What the instrument is.',
    serialNumber: "Manufacturer's serial number.",
    serviceDate: 'Date of the calibration or service.',
    serviceType: 'Calibration, Repair, Adjustment, Verification or Other (dropdown).',
    provider: 'The laboratory or service provider.',
    interval: 'Calibration interval in months (dropdown), for calibrations.',
    days: 'Formula: next due minus today.',
    status: 'Formula: Current, Due Soon or Overdue.',
    calibrationCost: 'Price of the calibration itself.',
    shippingCost: 'Shipping or travel costs.',
    otherCost: 'Repairs, adjustments, parts.',
    totalCost: 'Formula: sum of the three cost columns.',
    invoice: 'Invoice or purchase order number.',
    notes: 'Anything else worth recording.',
  };
  return descriptions[key] ?? '';
}
