/**
 * The 'Summary' sheet: live counts by status (COUNTIF over the register), the next instrument
 * due, and when and how the report was made. Every TODAY()-dependent figure is a formula with its
 * value as of generation cached beside it.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { daysUntilDue, type DueStatus } from '../../shared/due-status.js';
import { isoToExcelDate, setUntrustedText } from '../cell-values.js';
import { dueCachedResults } from '../due-formulas.js';
import { REGISTER_SHEET_NAME, registerColumn } from '../register-columns.js';
import { printSettings, writeHeaderRow } from '../sheet-layout.js';
import {
  CALCULATED_FILL,
  CALCULATED_FONT,
  COLORS,
  CORRECTED_FONT,
  DATE_FORMAT,
  LABEL_FONT,
  SECTION_FONT,
  SUBTITLE_FONT,
  TITLE_FONT,
  boldFont,
  solidFill,
} from '../styles.js';
import type { RegisterRow } from './register-rows.js';
import type { ReportEntry, ReportOptions } from './report-entry.js';

export const SUMMARY_SHEET_NAME = 'Summary';

/** A whole register column, e.g. 'Equipment Register'!$I:$I (rows users add are counted too). */
function registerRange(key: Parameters<typeof registerColumn>[0]): string {
  const letter = registerColumn(key).letter;
  return `'${REGISTER_SHEET_NAME}'!$${letter}:$${letter}`;
}

interface NextDue {
  row: RegisterRow;
  dueDate: string;
}

function earliest(rows: RegisterRow[], accept: (days: number) => boolean, today: string) {
  let best: NextDue | null = null;
  for (const row of rows) {
    if (!row.dueDate) continue;
    const days = daysUntilDue(row.dueDate, today);
    if (days === null || !accept(days)) continue;
    // Valid ISO dates order correctly as strings.
    if (!best || row.dueDate < best.dueDate) {
      best = { row, dueDate: row.dueDate };
    }
  }
  return best;
}

function label(sheet: Worksheet, address: string, text: string): void {
  const cell = sheet.getCell(address);
  cell.value = text;
  cell.font = LABEL_FONT;
}

function section(sheet: Worksheet, address: string, text: string): void {
  const cell = sheet.getCell(address);
  cell.value = text;
  cell.font = SECTION_FONT;
}

function writeStatusCounts(sheet: Worksheet, rows: RegisterRow[], options: ReportOptions): void {
  section(sheet, 'A6', 'Calibration status (recalculated against today whenever the file opens)');
  writeHeaderRow(sheet, 7, ['Status', 'Instruments']);
  const counts: Record<DueStatus, number> = { Current: 0, 'Due Soon': 0, Overdue: 0 };
  for (const row of rows) {
    const { status } = dueCachedResults(row.dueDate, options.today, options.dueSoonDays);
    if (status) counts[status] += 1;
  }
  const statusRows: Array<[DueStatus, string, string]> = [
    ['Current', COLORS.currentFill, COLORS.currentText],
    ['Due Soon', COLORS.dueSoonFill, COLORS.dueSoonText],
    ['Overdue', COLORS.overdueFill, COLORS.overdueText],
  ];
  statusRows.forEach(([status, fill, text], index) => {
    const rowNumber = 8 + index;
    const name = sheet.getCell(`A${rowNumber}`);
    name.value = status;
    name.fill = solidFill(fill);
    name.font = boldFont(text);
    sheet.getCell(`B${rowNumber}`).value = {
      formula: `COUNTIF(${registerRange('status')},"${status}")`,
      result: counts[status],
    };
  });
  const withoutDue = rows.length - counts.Current - counts['Due Soon'] - counts.Overdue;
  label(sheet, 'A11', 'No due date');
  sheet.getCell('B11').value = { formula: 'B12-SUM(B8:B10)', result: withoutDue };
  label(sheet, 'A12', 'Total instruments');
  // Source File is filled on every register row (the header is the one to subtract).
  sheet.getCell('B12').value = {
    formula: `COUNTA(${registerRange('sourceFile')})-1`,
    result: rows.length,
  };
  sheet.getCell('B12').font = LABEL_FONT;
}

function writeNextDue(sheet: Worksheet, rows: RegisterRow[], options: ReportOptions): void {
  section(sheet, 'A14', 'Next due');
  const due = registerRange('dueDate');
  const next = earliest(rows, (days) => days >= 0, options.today);
  const oldest = earliest(rows, (days) => days < 0, options.today);
  const lookup = (dateCell: string, key: 'equipmentName' | 'equipmentId' | 'serialNumber') =>
    `IF(ISNUMBER(${dateCell}),INDEX(${registerRange(key)},MATCH(${dateCell},${due},0))&"","")`;

  label(sheet, 'A15', 'Next due date');
  // SMALL skips the dates already past (counted by COUNTIF) and any text such as the header.
  sheet.getCell('B15').value = {
    formula: `IFERROR(SMALL(${due},COUNTIF(${due},"<"&TODAY())+1),"")`,
    result: next ? (isoToExcelDate(next.dueDate) ?? '') : '',
  };
  const nextRows: Array<[string, string, 'equipmentName' | 'equipmentId' | 'serialNumber']> = [
    ['A16', 'Equipment', 'equipmentName'],
    ['A17', 'Equipment ID', 'equipmentId'],
    ['A18', 'Serial #', 'serialNumber'],
  ];
  for (const [address, text, key] of nextRows) {
    label(sheet, address, text);
    sheet.getCell(address.replace('A', 'B')).value = {
      formula: lookup('B15', key),
      result: next ? (next.row.fields[key] ?? '') : '',
    };
  }
  label(sheet, 'A19', 'Days until next due');
  sheet.getCell('B19').value = {
    formula: 'IF(ISNUMBER(B15),B15-TODAY(),"")',
    result: next ? (daysUntilDue(next.dueDate, options.today) ?? '') : '',
  };
  label(sheet, 'A20', 'Longest overdue since');
  sheet.getCell('B20').value = {
    formula: `IF(COUNTIF(${due},"<"&TODAY())>0,MIN(${due}),"")`,
    result: oldest ? (isoToExcelDate(oldest.dueDate) ?? '') : '',
  };
  label(sheet, 'A21', 'Longest overdue equipment');
  sheet.getCell('B21').value = {
    formula: lookup('B20', 'equipmentName'),
    result: oldest ? (oldest.row.fields.equipmentName ?? '') : '',
  };
  for (const address of ['B15', 'B20']) sheet.getCell(address).numFmt = DATE_FORMAT;
  sheet.getCell('B19').numFmt = '0';
}

function writeProvenance(
  sheet: Worksheet,
  entries: ReportEntry[],
  rows: RegisterRow[],
  options: ReportOptions,
): void {
  section(sheet, 'A23', 'Certificates');
  const rejected = entries.filter((entry) => !entry.extraction || entry.error).length;
  const facts: Array<[string, number]> = [
    ['Certificate files', entries.length],
    ['Rejected files (see Certificate Details)', rejected],
    [
      'Due dates calculated from the calibration date',
      rows.filter((row) => row.dueDateOrigin !== 'certificate' && row.dueDateOrigin !== 'none')
        .length,
    ],
  ];
  facts.forEach(([text, value], index) => {
    label(sheet, `A${24 + index}`, text);
    sheet.getCell(`B${24 + index}`).value = value;
  });

  section(sheet, 'A28', 'How to read this workbook');
  const lines: Array<{ text: string; style?: 'calculated' | 'corrected' }> = [
    {
      text: `Status colours: green Current (due in more than ${options.dueSoonDays} days), amber Due Soon, red Overdue.`,
    },
    {
      text: `Grey italic due date: calculated as calibration date + ${options.defaultIntervalMonths} months because the certificate states no due date or interval.`,
      style: 'calculated',
    },
    {
      text: 'Italic due date without grey: calculated from the interval stated on the certificate.',
    },
    {
      text: 'Blue bold value: corrected by the user (the note shows what was extracted).',
      style: 'corrected',
    },
    {
      text: 'Certificate Details: field colours show extraction confidence (green high, amber medium, red low).',
    },
  ];
  lines.forEach((line, index) => {
    const cell = sheet.getCell(`A${29 + index}`);
    cell.value = line.text;
    if (line.style === 'calculated') {
      cell.font = CALCULATED_FONT;
      cell.fill = CALCULATED_FILL;
    }
    if (line.style === 'corrected') cell.font = CORRECTED_FONT;
  });
}

export function addSummarySheet(
  workbook: Workbook,
  entries: ReportEntry[],
  rows: RegisterRow[],
  options: ReportOptions,
): Worksheet {
  const sheet = workbook.addWorksheet(
    SUMMARY_SHEET_NAME,
    printSettings({
      title: 'Calibration Equipment Register: Summary',
      today: options.today,
      orientation: 'portrait',
      onePage: true,
    }),
  );
  sheet.getColumn('A').width = 44;
  sheet.getColumn('B').width = 30;
  const title = sheet.getCell('A1');
  title.value = 'Calibration Equipment Register: Summary';
  title.font = TITLE_FONT;
  label(sheet, 'A2', 'Generated on');
  sheet.getCell('B2').value = isoToExcelDate(options.today);
  sheet.getCell('B2').numFmt = DATE_FORMAT;
  sheet.getCell('B2').alignment = { horizontal: 'left' };
  label(sheet, 'A3', 'Due Soon window');
  sheet.getCell('B3').value = `${options.dueSoonDays} days`;
  label(sheet, 'A4', 'Default calibration interval');
  sheet.getCell('B4').value = `${options.defaultIntervalMonths} months`;
  if (options.generatedBy) {
    label(sheet, 'C2', 'Generated for');
    setUntrustedText(sheet.getCell('D2'), options.generatedBy);
  }
  const subtitle = sheet.getCell('A5');
  subtitle.value = 'Counts and dates below are formulas over the Equipment Register sheet.';
  subtitle.font = SUBTITLE_FONT;

  writeStatusCounts(sheet, rows, options);
  writeNextDue(sheet, rows, options);
  writeProvenance(sheet, entries, rows, options);
  return sheet;
}
