/**
 * buildReportWorkbook: certificates in, an xlsx equipment register out — the same builder for one
 * certificate, a dashboard download and a batch. Pure: "today" and the register settings are
 * given; nothing is read from files, the environment or a clock.
 *
 * The workbook is streamed (streaming-workbook.ts), so each sheet builder gives its view and
 * print setup to `addWorksheet`, writes column widths and the header row first and commits each
 * row once it is filled. The builders also work on an in-memory exceljs Workbook (commit is a
 * no-op there).
 */
import { instrumentRecords } from './register/instruments.js';
import { addDetailsSheet } from './report/details-sheet.js';
import { addHistorySheet } from './report/history-sheet.js';
import { addRegisterSheet, REPORT_TITLE } from './report/register-sheet.js';
import { registerRows } from './report/register-rows.js';
import type { ReportEntry, ReportOptions } from './report/report-entry.js';
import { addSummarySheet } from './report/summary-sheet.js';
import { writeStreamingWorkbook } from './streaming-workbook.js';

export type { ReportEntry, ReportOptions } from './report/report-entry.js';

export async function buildReportWorkbook(
  entries: ReportEntry[],
  options: ReportOptions,
): Promise<Buffer> {
  const identity = {
    title: REPORT_TITLE,
    subject: 'Equipment calibration register generated from calibration certificates',
    today: options.today,
    generatedBy: options.generatedBy,
  };
  return writeStreamingWorkbook(identity, (workbook) => {
    const rows = registerRows(entries, options.defaultIntervalMonths);
    addRegisterSheet(workbook, rows, options);
    addDetailsSheet(workbook, entries, options);
    addSummarySheet(workbook, entries, rows, options);
  });
}

/**
 * The account register: one row per instrument (shared/instrument-identity.ts) holding its newest
 * calibration, the earlier ones on the Calibration History sheet, the certificates on the
 * register on the Details sheet.
 * `entries` in upload order, oldest first.
 */
export async function buildAccountRegisterWorkbook(
  entries: ReportEntry[],
  options: ReportOptions,
): Promise<Buffer> {
  const identity = {
    title: REPORT_TITLE,
    subject: 'Equipment calibration register: every instrument, its newest calibration and history',
    today: options.today,
    generatedBy: options.generatedBy,
  };
  return writeStreamingWorkbook(identity, (workbook) => {
    const instruments = instrumentRecords(entries, options.defaultIntervalMonths);
    const rows = instruments.map((instrument) => instrument.current);
    addRegisterSheet(workbook, rows, options);
    addHistorySheet(workbook, instruments, options);
    // Details of the certificates on the register; earlier ones are summarised on History (a
    // Details line per historic certificate would double the file for little use).
    const onRegister = [...new Set(instruments.map((instrument) => instrument.currentEntry))]
      .sort((a, b) => a - b)
      .map((index) => entries[index]!);
    addDetailsSheet(workbook, onRegister, options);
    addSummarySheet(workbook, onRegister, rows, options);
  });
}
