import { describe, expect, it } from 'vitest';
import { DEFAULT_CALIBRATION_INTERVAL_MONTHS } from '../../../src/shared/constants.js';
import { describeDueDate, dueDateBasis, resolveDueDate } from '../../../src/shared/due-date.js';
import { registerRowsOf } from '../../../src/excel/report/register-rows.js';
import { toExtractedData } from '../../../src/server/services/extracted-data.js';
import { extraction, instrument } from '../../helpers/sample-extractions.js';

const noDueDate = instrument({ calibrationDate: '2017-09-20', dueDate: null });

describe('describeDueDate: one sentence for every screen', () => {
  it('says an assumed due date is assumed, with the interval and the status', () => {
    const due = resolveDueDate(noDueDate, [], DEFAULT_CALIBRATION_INTERVAL_MONTHS);
    expect(due).toEqual({
      dueDate: '2018-09-20',
      dueDateOrigin: 'default-interval',
      intervalMonths: 12,
    });
    expect(describeDueDate(due, 'Overdue')).toBe(
      'Due 2018-09-20 (assumed: calibration + 12 months) · Overdue',
    );
  });

  it('says a due date calculated from the stated interval is calculated', () => {
    const due = resolveDueDate(
      instrument({ calibrationDate: '2025-01-31', dueDate: null, calibrationInterval: 1 }),
      [],
      12,
    );
    expect(describeDueDate(due, 'Current')).toBe(
      'Due 2025-02-28 (calculated: calibration + 1 month) · Current',
    );
  });

  it('prints a printed due date plainly, and nothing without a date', () => {
    const printed = resolveDueDate(instrument({ dueDate: '2026-05-01' }), [], 12);
    expect(describeDueDate(printed, 'Due Soon')).toBe('Due 2026-05-01 · Due Soon');
    expect(dueDateBasis(printed)).toBeNull();
    expect(describeDueDate(printed, null)).toBe('Due 2026-05-01');
    const none = resolveDueDate(instrument({ calibrationDate: null, dueDate: null }), [], 12);
    expect(none.dueDateOrigin).toBe('none');
    expect(describeDueDate(none, null)).toBeNull();
  });

  it('drops an engine-calculated due date once its calibration date was corrected', () => {
    const calculated = instrument({
      calibrationDate: '2024-01-01',
      dueDate: '2024-07-01',
      dueDateCalculated: true,
      calibrationInterval: 6,
    });
    expect(resolveDueDate(calculated, [], 12).dueDate).toBe('2024-07-01');
    expect(
      resolveDueDate({ ...calculated, calibrationDate: '2024-03-01' }, ['calibrationDate'], 12),
    ).toMatchObject({ dueDate: '2024-09-01', dueDateOrigin: 'stated-interval' });
  });
});

describe('the screens and the workbook agree', () => {
  it('extractedData carries the register row’s due date, origin, interval and status', () => {
    const source = extraction([noDueDate]);
    const [row] = registerRowsOf({ sourceFile: 'a.pdf', extraction: source }, 12);
    const data = toExtractedData(source, {}, '2026-11-26', 30, 12);
    expect(row).toMatchObject({ dueDate: '2018-09-20', dueDateOrigin: 'default-interval' });
    expect(data).toMatchObject({
      dueDate: row?.dueDate,
      dueDateOrigin: row?.dueDateOrigin,
      dueDateIntervalMonths: row?.intervalMonths,
      dueDateCalculated: true,
      status: 'Overdue',
    });
  });

  it('follows a configured default interval and the user’s corrections', () => {
    const source = extraction([noDueDate]);
    expect(toExtractedData(source, {}, '2018-01-01', 30, 24)).toMatchObject({
      dueDate: '2019-09-20',
      dueDateIntervalMonths: 24,
      status: 'Current',
    });
    const corrected = toExtractedData(
      source,
      { 0: { dueDate: '2018-03-01' } },
      '2018-02-15',
      30,
      12,
    );
    expect(corrected).toMatchObject({
      dueDate: '2018-03-01',
      dueDateOrigin: 'certificate',
      dueDateCalculated: false,
      status: 'Due Soon',
    });
  });
});
