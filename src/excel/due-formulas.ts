/**
 * The live Days Until Due / Status formulas and their colours, shared by the report and every
 * template. They reference TODAY(), so a register opened weeks later is still right: Excel
 * recalculates because the workbook sets fullCalcOnLoad, and LibreOffice recalculates volatile
 * TODAY() cells (and everything depending on them) on load even with its default "never
 * recalculate" setting for xlsx files. The cached results written beside each formula are the
 * values as of generation, for previewers that do not calculate.
 */
import type { Worksheet } from 'exceljs';
import { dueStatus, type DueStatus } from '../shared/due-status.js';
import { COLORS, solidFill } from './styles.js';
import { utcDayOf } from './utc-days.js';

/** Whole days from today to the due date; empty text when the due cell holds no date. */
export function daysUntilDueFormula(dueCell: string): string {
  return `IF(ISNUMBER(${dueCell}),${dueCell}-TODAY(),"")`;
}

/** Current / Due Soon / Overdue from the days cell, with the Due Soon window in days. */
export function dueStatusFormula(daysCell: string, dueSoonDays: number): string {
  return (
    `IF(ISNUMBER(${daysCell}),IF(${daysCell}<0,"Overdue",` +
    `IF(${daysCell}<=${dueSoonDays},"Due Soon","Current")),"")`
  );
}

/** Due date = calibration date + interval in months; empty until both are filled in. */
export function dueDateFormula(calibrationDateCell: string, intervalMonthsCell: string): string {
  return (
    `IF(AND(ISNUMBER(${calibrationDateCell}),ISNUMBER(${intervalMonthsCell})),` +
    `EDATE(${calibrationDateCell},${intervalMonthsCell}),"")`
  );
}

/** The cached results that go beside the formulas, as of `today`. */
export function dueCachedResults(
  dueDate: string | null,
  today: string,
  dueSoonDays: number,
): { days: number | ''; status: DueStatus | '' } {
  // computeDueStatus's rule, with each date parsed once per workbook rather than per row.
  const due = dueDate ? utcDayOf(dueDate) : null;
  const now = utcDayOf(today);
  if (due === null || now === null) return { days: '', status: '' };
  const days = due - now;
  return { days, status: dueStatus(days, dueSoonDays) };
}

export interface DueColourTarget {
  /** Cells to colour (Days Until Due and Status), e.g. 'H2:I201'. */
  ref: string;
  /** The due-date cell of the range's first row, column absolute: '$G2'. */
  firstDueCell: string;
  dueSoonDays: number;
}

/**
 * Green / amber / red by due date (mutually exclusive rules, so no precedence questions). The rules test the due date against TODAY() themselves rather
 * than the Status text, so the colours are right even before a spreadsheet recalculates.
 */
export function addDueStatusColours(sheet: Worksheet, target: DueColourTarget): void {
  const due = target.firstDueCell;
  sheet.addConditionalFormatting({
    ref: target.ref,
    rules: [
      {
        type: 'expression',
        priority: 1,
        formulae: [`AND(ISNUMBER(${due}),${due}<TODAY())`],
        style: {
          fill: solidFill(COLORS.overdueFill),
          font: { color: { argb: COLORS.overdueText } },
        },
      },
      {
        type: 'expression',
        priority: 2,
        formulae: [`AND(ISNUMBER(${due}),${due}>=TODAY(),${due}-TODAY()<=${target.dueSoonDays})`],
        style: {
          fill: solidFill(COLORS.dueSoonFill),
          font: { color: { argb: COLORS.dueSoonText } },
        },
      },
      {
        type: 'expression',
        priority: 3,
        formulae: [`AND(ISNUMBER(${due}),${due}-TODAY()>${target.dueSoonDays})`],
        style: {
          fill: solidFill(COLORS.currentFill),
          font: { color: { argb: COLORS.currentText } },
        },
      },
    ],
  });
}
