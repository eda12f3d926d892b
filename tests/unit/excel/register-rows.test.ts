import { describe, expect, it } from 'vitest';
import {
  dueDateNote,
  registerRows,
  registerRowsOf,
} from '../../../src/excel/report/register-rows.js';
import { extraction, instrument } from '../../helpers/sample-extractions.js';

describe('registerRows: due date resolution', () => {
  it('keeps a printed due date', () => {
    const [row] = registerRowsOf(
      { sourceFile: 'a.pdf', extraction: extraction([instrument({ dueDate: '2026-05-01' })]) },
      12,
    );
    expect(row).toMatchObject({ dueDate: '2026-05-01', dueDateOrigin: 'certificate' });
    expect(row && dueDateNote(row)).toBeNull();
  });

  it('adds a stated interval the engine did not apply', () => {
    const [row] = registerRowsOf(
      {
        sourceFile: 'a.pdf',
        extraction: extraction([
          instrument({ calibrationDate: '2025-01-31', dueDate: null, calibrationInterval: 1 }),
        ]),
      },
      12,
    );
    expect(row).toMatchObject({
      dueDate: '2025-02-28',
      dueDateOrigin: 'stated-interval',
      intervalMonths: 1,
    });
  });

  it('falls back to the default interval and says so', () => {
    const [row] = registerRowsOf(
      {
        sourceFile: 'a.pdf',
        extraction: extraction([instrument({ calibrationDate: '2024-02-29', dueDate: null })]),
      },
      18,
    );
    expect(row).toMatchObject({ dueDate: '2025-08-29', dueDateOrigin: 'default-interval' });
    expect(row && dueDateNote(row)).toMatch(/^calculated: calibration date \+ 18 months\n/);
  });

  it('has no due date without a calibration date', () => {
    const [row] = registerRowsOf(
      {
        sourceFile: 'a.pdf',
        extraction: extraction([instrument({ calibrationDate: null, dueDate: null })]),
      },
      12,
    );
    expect(row).toMatchObject({ dueDate: null, dueDateOrigin: 'none' });
  });

  it('ignores a due date that is not a real calendar date', () => {
    const [row] = registerRowsOf(
      {
        sourceFile: 'a.pdf',
        extraction: extraction([
          instrument({ calibrationDate: '2025-03-01', dueDate: '2026-02-30' }),
        ]),
      },
      12,
    );
    expect(row).toMatchObject({ dueDate: '2026-03-01', dueDateOrigin: 'default-interval' });
  });

  it('recalculates an engine-calculated due date when the user corrects its inputs', () => {
    const [row] = registerRowsOf(
      {
        sourceFile: 'a.pdf',
        extraction: extraction([
          instrument({
            calibrationDate: '2025-01-10',
            dueDate: '2026-01-10',
            dueDateCalculated: true,
            calibrationInterval: 12,
          }),
        ]),
        corrections: { '0': { calibrationDate: '2025-06-10' } },
      },
      12,
    );
    expect(row).toMatchObject({ dueDate: '2026-06-10', dueDateOrigin: 'stated-interval' });
    expect(row?.correctedKeys).toEqual(['calibrationDate']);
  });

  it('takes a corrected due date as stated, not calculated', () => {
    const [row] = registerRowsOf(
      {
        sourceFile: 'a.pdf',
        extraction: extraction([
          instrument({ dueDate: '2026-01-10', dueDateCalculated: true, calibrationInterval: 12 }),
        ]),
        corrections: { '0': { dueDate: '2026-04-01' } },
      },
      12,
    );
    expect(row).toMatchObject({ dueDate: '2026-04-01', dueDateOrigin: 'certificate' });
  });

  it('gives one row per instrument, corrections applied per instrument', () => {
    const rows = registerRows(
      [
        {
          sourceFile: 'multi.pdf',
          extraction: extraction([
            instrument({ serialNumber: 'S1' }),
            instrument({ serialNumber: 'S2' }),
          ]),
          corrections: { '1': { serialNumber: 'S2-fixed' } },
        },
        {
          sourceFile: 'bad.pdf',
          extraction: null,
          error: { errorType: 'INVALID_PDF', message: 'x' },
        },
      ],
      12,
    );
    expect(rows.map((row) => [row.instrumentIndex, row.fields.serialNumber])).toEqual([
      [0, 'S1'],
      [1, 'S2-fixed'],
    ]);
    expect(rows[1]?.extracted.serialNumber).toBe('S2');
  });
});
