/**
 * calibration-schedule: a 12-month calendar (SPEC §2 Templates), starting at a month the user
 * chooses (the month of download by default, so it is useful any time of year). Each instrument's
 * row marks DUE in every month in which a calibration falls — the next due date and every
 * frequency step after it — all by formula, so the calendar redraws when dates or the start change.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { isoToExcelDate } from '../cell-values.js';
import { dueColumns } from './due-columns.js';
import { freezeRows } from '../sheet-layout.js';
import {
  COLORS,
  LABEL_FONT,
  MONTH_FORMAT,
  SHORT_MONTH_FORMAT,
  SUBTITLE_FONT,
  TITLE_FONT,
  solidFill,
  THIN_BORDER,
} from '../styles.js';
import { registerTemplate } from './register-template.js';
import type { SampleRow, TemplateColumn } from './template-table.js';
import {
  INTERVAL_OPTIONS,
  calibratedFor,
  sampleDue,
  type TemplateOptions,
} from './template-options.js';

export const CALIBRATION_SCHEDULE_SHEET = 'Calibration Schedule';
export const CALENDAR_START_CELL = 'B2';
const CALENDAR_START_REF = '$B$2';
const HEADER_ROW = 4;
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

type MonthKey = `m${(typeof MONTHS)[number]}`;
type Key =
  | 'equipmentId'
  | 'equipmentName'
  | 'serialNumber'
  | 'interval'
  | 'lastCalibration'
  | 'nextDue'
  | 'days'
  | 'status'
  | MonthKey;

/** Months from the next due date to the calendar month in `monthHeader` (negative = before). */
function monthsAfterDue(monthHeader: string, nextDue: string): string {
  return `((YEAR(${monthHeader})-YEAR(${nextDue}))*12+MONTH(${monthHeader})-MONTH(${nextDue}))`;
}

function dueMarkerFormula(monthHeader: string, nextDue: string, interval: string): string {
  const offset = monthsAfterDue(monthHeader, nextDue);
  return (
    `IF(ISNUMBER(${nextDue}),IF(ISNUMBER(${interval}),` +
    `IF(AND(${offset}>=0,MOD(${offset},MAX(1,${interval}))=0),"DUE",""),` +
    `IF(${offset}=0,"DUE","")),"")`
  );
}

function columns(options: TemplateOptions): Array<TemplateColumn<Key>> {
  const fixed: Array<TemplateColumn<Key>> = [
    { key: 'equipmentId', header: 'Equipment ID', kind: 'text', width: 15 },
    { key: 'equipmentName', header: 'Equipment Name', kind: 'text', width: 22 },
    { key: 'serialNumber', header: 'Serial #', kind: 'text', width: 12 },
    {
      key: 'interval',
      header: 'Frequency (months)',
      kind: 'months',
      width: 11,
      options: INTERVAL_OPTIONS,
    },
    { key: 'lastCalibration', header: 'Last Calibration', kind: 'date', width: 12 },
    ...dueColumns<Key>({
      from: 'lastCalibration',
      interval: 'interval',
      dueDate: {
        key: 'nextDue',
        header: 'Next Due',
        width: 12,
        note: 'Last calibration + frequency. Type a date over it if the certificate states one.',
      },
      days: { key: 'days', header: 'Days Until Due', width: 10 },
      status: { key: 'status', header: 'Status', width: 10 },
      dueSoonDays: options.dueSoonDays,
    }),
  ];
  const months: Array<TemplateColumn<Key>> = MONTHS.map((month) => ({
    key: `m${month}` as MonthKey,
    header: `Month ${month}`,
    kind: 'formula-text',
    width: 8,
    align: 'center',
    formula: (row, col) =>
      dueMarkerFormula(
        `${col(`m${month}` as MonthKey)}$${HEADER_ROW}`,
        `$${col('nextDue')}${row}`,
        `$${col('interval')}${row}`,
      ),
  }));
  return [...fixed, ...months];
}

interface CalendarMonth {
  year: number;
  /** 1-12 */
  month: number;
}

function calendarMonths(start: string): CalendarMonth[] {
  const [year, month] = start.split('-').map(Number) as [number, number];
  return MONTHS.map((_, index) => {
    const zeroBased = month - 1 + index;
    return { year: year + Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
  });
}

/** The same marker as the formula, for the samples' cached results. */
function dueInMonth(nextDue: string, interval: number, calendar: CalendarMonth): boolean {
  const [dueYear, dueMonth] = nextDue.split('-').map(Number) as [number, number];
  const offset = (calendar.year - dueYear) * 12 + calendar.month - dueMonth;
  return offset >= 0 && offset % Math.max(1, interval) === 0;
}

const SAMPLES = [
  {
    id: 'SAMPLE-BAL-01',
    name: 'Analytical Balance',
    serial: 'B-77120',
    interval: 3,
    dueInDays: 20,
  },
  { id: 'SAMPLE-PIP-02', name: 'Pipette Set', serial: 'P-5531', interval: 6, dueInDays: 95 },
  {
    id: 'SAMPLE-THM-03',
    name: 'Thermohygrometer',
    serial: 'TH-0917',
    interval: 12,
    dueInDays: -12,
  },
  { id: 'SAMPLE-OSC-04', name: 'Oscilloscope', serial: 'OS-3342', interval: 24, dueInDays: 300 },
];

function samples(options: TemplateOptions, calendar: CalendarMonth[]): Array<SampleRow<Key>> {
  return SAMPLES.map((sample) => {
    const lastCalibration = calibratedFor(sample.dueInDays, sample.interval, options);
    const due = sampleDue(lastCalibration, sample.interval, options);
    const nextDueIso = due.dueDate ? due.dueDate.toISOString().slice(0, 10) : null;
    const row: SampleRow<Key> = {
      equipmentId: sample.id,
      equipmentName: sample.name,
      serialNumber: sample.serial,
      interval: sample.interval,
      lastCalibration: isoToExcelDate(lastCalibration),
      nextDue: due.dueDate,
      days: due.days,
      status: due.status,
    };
    calendar.forEach((month, index) => {
      row[`m${index + 1}` as MonthKey] =
        nextDueIso && dueInMonth(nextDueIso, sample.interval, month) ? 'DUE' : '';
    });
    return row;
  });
}

function writeCalendarHeader(
  sheet: Worksheet,
  letter: (key: Key) => string,
  firstDataRow: number,
  lastDataRow: number,
  calendar: CalendarMonth[],
  monthCounts: number[],
): void {
  for (const month of MONTHS) {
    const column = letter(`m${month}`);
    const header = sheet.getCell(`${column}${HEADER_ROW}`);
    const shown = calendar[month - 1];
    // The first of the start month, then one month further per column.
    header.value = {
      formula: `DATE(YEAR(${CALENDAR_START_REF}),MONTH(${CALENDAR_START_REF})+${month - 1},1)`,
      result: shown ? new Date(Date.UTC(shown.year, shown.month - 1, 1)) : '',
    };
    header.numFmt = SHORT_MONTH_FORMAT;
    const count = sheet.getCell(`${column}${HEADER_ROW - 1}`);
    count.value = {
      formula: `COUNTIF(${column}${firstDataRow}:${column}${lastDataRow},"DUE")`,
      result: monthCounts[month - 1] ?? 0,
    };
    count.font = LABEL_FONT;
    count.alignment = { horizontal: 'center' };
    count.border = THIN_BORDER;
  }
  const label = sheet.getCell(`${letter('status')}${HEADER_ROW - 1}`);
  label.value = 'Due per month:';
  label.font = LABEL_FONT;
  label.alignment = { horizontal: 'right' };
}

function addCalendarColours(
  sheet: Worksheet,
  letter: (key: Key) => string,
  firstDataRow: number,
  lastDataRow: number,
): void {
  const first = letter('m1');
  const last = letter('m12');
  const topLeft = `${first}${firstDataRow}`;
  const monthHeader = `${first}$${HEADER_ROW}`;
  const monthEnd = `DATE(YEAR(${monthHeader}),MONTH(${monthHeader})+1,1)`;
  const nextDue = `$${letter('nextDue')}${firstDataRow}`;
  sheet.addConditionalFormatting({
    ref: `${first}${firstDataRow}:${last}${lastDataRow}`,
    rules: [
      {
        // Overdue: a due month that has ended with no newer calibration entered, or the month
        // of a next due date that has already passed.
        type: 'expression',
        priority: 1,
        formulae: [`AND(${topLeft}="DUE",OR(${monthEnd}<=TODAY(),${nextDue}<TODAY()))`],
        style: {
          fill: solidFill(COLORS.overdueFill),
          font: { color: { argb: COLORS.overdueText }, bold: true },
        },
      },
      {
        type: 'expression',
        priority: 2,
        formulae: [`AND(${topLeft}="DUE",${monthEnd}>TODAY(),${nextDue}>=TODAY())`],
        style: {
          fill: solidFill(COLORS.dueSoonFill),
          font: { color: { argb: COLORS.dueSoonText }, bold: true },
        },
      },
    ],
  });
  sheet.addConditionalFormatting({
    ref: `${first}${HEADER_ROW}:${last}${HEADER_ROW}`,
    rules: [
      {
        type: 'expression',
        priority: 3,
        formulae: [
          `AND(YEAR(${first}${HEADER_ROW})=YEAR(TODAY()),MONTH(${first}${HEADER_ROW})=MONTH(TODAY()))`,
        ],
        style: {
          fill: solidFill(COLORS.dueSoonFill),
          font: { color: { argb: COLORS.brand }, bold: true },
        },
      },
    ],
  });
}

/** Row 2: the month the calendar starts in, editable, with a hint beside it. */
function writeCalendarStart(sheet: Worksheet, startMonth: string): void {
  const title = sheet.getCell('A1');
  title.value = 'Calibration Schedule';
  title.font = TITLE_FONT;
  const startLabel = sheet.getCell('A2');
  startLabel.value = 'Calendar starts';
  startLabel.font = LABEL_FONT;
  const startCell = sheet.getCell(CALENDAR_START_CELL);
  startCell.value = isoToExcelDate(startMonth);
  startCell.numFmt = MONTH_FORMAT;
  startCell.font = { bold: true, size: 12, name: 'Calibri' };
  startCell.fill = solidFill(COLORS.inputFill);
  startCell.border = THIN_BORDER;
  startCell.alignment = { horizontal: 'center' };
  startCell.dataValidation = {
    type: 'date',
    operator: 'greaterThan',
    allowBlank: false,
    formulae: [new Date(Date.UTC(1999, 11, 31))],
    showErrorMessage: true,
    errorTitle: 'Calendar starts',
    error: 'Enter any date in the first month of the calendar, for example 2026-01-01.',
  };
  const hint = sheet.getCell('C2');
  hint.value =
    'Enter any date to start the 12 months there. DUE marks every month a calibration falls due.';
  hint.font = SUBTITLE_FONT;
}

export function buildCalibrationSchedule(workbook: Workbook, options: TemplateOptions): void {
  const startMonth = `${options.today.slice(0, 7)}-01`;
  const calendar = calendarMonths(startMonth);
  const sampleRows = samples(options, calendar);
  registerTemplate(workbook, options, {
    sheetName: CALIBRATION_SCHEDULE_SHEET,
    printTitle: 'Calibration Schedule',
    table: { columns: columns(options), samples: sampleRows, headerRow: HEADER_ROW },
    dueColumns: { dueDate: 'nextDue', days: 'days', status: 'status' },
    extend: (sheet, layout) => {
      writeCalendarStart(sheet, startMonth);
      const monthCounts = MONTHS.map(
        (month) => sampleRows.filter((row) => row[`m${month}`] === 'DUE').length,
      );
      writeCalendarHeader(
        sheet,
        layout.letter,
        layout.firstDataRow,
        layout.lastDataRow,
        calendar,
        monthCounts,
      );
      addCalendarColours(sheet, layout.letter, layout.firstDataRow, layout.lastDataRow);
      // The identity columns stay in view while the calendar scrolls.
      freezeRows(sheet, HEADER_ROW, 2);
    },
    instructions: {
      title: 'Calibration Schedule Template',
      purpose:
        'Plan twelve months ahead: each instrument row marks DUE in every month in which a ' +
        'calibration falls, counted from its next due date in steps of its frequency.',
      steps: [
        'Cell B2 of the Calibration Schedule sheet sets the first month of the calendar (the month you downloaded it). Enter another date, e.g. 2027-01-01, to plan a calendar year.',
        'Delete the yellow sample rows (SAMPLE-BAL-01 to SAMPLE-OSC-04) or type over them.',
        'For each instrument enter the last calibration date and pick the frequency: Next Due, Days Until Due, Status and the calendar fill in.',
        'If a certificate prints a due date, type it over Next Due: the calendar follows it.',
        'Amber DUE cells are coming up; red DUE cells are months already past with no newer calibration entered. The current month is highlighted in the header.',
        'Row 3 counts the calibrations due in each month, for planning workload and budget.',
      ],
      columns: [
        ['Equipment ID', 'Your asset or tag number.'],
        ['Equipment Name', 'What the instrument is.'],
        ['Serial #', "Manufacturer's serial number."],
        ['Frequency (months)', 'Calibration frequency in months (dropdown).'],
        ['Last Calibration', 'Date of the most recent calibration.'],
        ['Next Due', 'Formula: last calibration + frequency (may be overwritten).'],
        ['Days Until Due', 'Formula: next due minus today.'],
        ['Status', 'Formula: Current, Due Soon or Overdue.'],
        ['Month columns', 'Formula: DUE when a calibration falls in that month.'],
      ],
    },
  });
}
