/**
 * One due date per instrument, resolved the way the workbook resolves it, and one sentence that
 * says it — so the convert preview, the paid view, the dashboard, analytics and the register never
 * disagree, and an assumed due date is always called assumed before anyone pays for it.
 */
import { addMonths, isValidIsoDate, type DueStatus } from './due-status.js';
import type { FieldKey, InstrumentFields } from './extraction.js';

export const DUE_DATE_ORIGINS = [
  /** Printed on the certificate (or typed by the user). */
  'certificate',
  /** Calibration date + the interval the certificate states (or the user typed). */
  'stated-interval',
  /** Calibration date + the configured default interval: the certificate states neither. */
  'default-interval',
  'none',
] as const;
export type DueDateOrigin = (typeof DUE_DATE_ORIGINS)[number];

export interface ResolvedDueDate {
  dueDate: string | null;
  dueDateOrigin: DueDateOrigin;
  /** Months added to the calibration date when the due date was calculated. */
  intervalMonths: number | null;
}

type DueInputs = Pick<
  InstrumentFields,
  'calibrationDate' | 'dueDate' | 'dueDateCalculated' | 'calibrationInterval'
>;

/**
 * The due date the register uses: the printed one; else calibration date + stated interval; else
 * calibration date + the default interval. `correctedKeys` are the fields the user corrected: a
 * due date the engine calculated is stale once its calibration date or interval was corrected.
 */
export function resolveDueDate(
  fields: DueInputs,
  correctedKeys: readonly FieldKey[],
  defaultIntervalMonths: number,
): ResolvedDueDate {
  const calibrationDate =
    fields.calibrationDate && isValidIsoDate(fields.calibrationDate)
      ? fields.calibrationDate
      : null;
  const staleCalculation =
    fields.dueDateCalculated &&
    (correctedKeys.includes('calibrationDate') || correctedKeys.includes('calibrationInterval'));
  if (fields.dueDate && isValidIsoDate(fields.dueDate) && !staleCalculation) {
    return fields.dueDateCalculated
      ? {
          dueDate: fields.dueDate,
          dueDateOrigin: 'stated-interval',
          intervalMonths: fields.calibrationInterval,
        }
      : { dueDate: fields.dueDate, dueDateOrigin: 'certificate', intervalMonths: null };
  }
  if (!calibrationDate) return { dueDate: null, dueDateOrigin: 'none', intervalMonths: null };
  if (fields.calibrationInterval) {
    return {
      dueDate: addMonths(calibrationDate, fields.calibrationInterval),
      dueDateOrigin: 'stated-interval',
      intervalMonths: fields.calibrationInterval,
    };
  }
  return {
    dueDate: addMonths(calibrationDate, defaultIntervalMonths),
    dueDateOrigin: 'default-interval',
    intervalMonths: defaultIntervalMonths,
  };
}

function months(count: number | null): string {
  if (count === null) return 'the stated interval';
  return `${count} month${count === 1 ? '' : 's'}`;
}

/** How the due date was arrived at, or null when it was printed (or typed). */
export function dueDateBasis(
  due: Pick<ResolvedDueDate, 'dueDateOrigin' | 'intervalMonths'>,
): string | null {
  if (due.dueDateOrigin === 'default-interval') {
    return `assumed: calibration + ${months(due.intervalMonths)}`;
  }
  if (due.dueDateOrigin === 'stated-interval') {
    return `calculated: calibration + ${months(due.intervalMonths)}`;
  }
  return null;
}

/**
 * "Due 2018-09-20 (assumed: calibration + 12 months) · Overdue" — the same words on every screen.
 * Null when there is no due date at all.
 */
export function describeDueDate(
  due: Pick<ResolvedDueDate, 'dueDate' | 'dueDateOrigin' | 'intervalMonths'>,
  status: DueStatus | null,
): string | null {
  if (!due.dueDate || due.dueDateOrigin === 'none') return null;
  const basis = dueDateBasis(due);
  const date = `Due ${due.dueDate}${basis ? ` (${basis})` : ''}`;
  return status ? `${date} · ${status}` : date;
}
