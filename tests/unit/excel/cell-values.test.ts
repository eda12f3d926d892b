import { describe, expect, it } from 'vitest';
import { cellText, isoToExcelDate } from '../../../src/excel/cell-values.js';
import { columnLetter } from '../../../src/excel/templates/template-table.js';

describe('cellText', () => {
  it('keeps ordinary, Unicode and formula-looking text unchanged', () => {
    for (const value of ['Prüfgerät Ø 12 µm', '=1+1', '-0042', 'Line 1\nLine 2', '\tx', '😀']) {
      expect(cellText(value)).toBe(value);
    }
  });

  it('replaces what XML cannot carry and normalises CR to LF', () => {
    expect(cellText('a\u0000b\u001fc\ufffed')).toBe('a\ufffdb\ufffdc\ufffdd');
    expect(cellText('a\r\nb\rc')).toBe('a\nb\nc');
    expect(cellText('x\udc00y')).toBe('x\ufffdy');
  });

  it("caps text at Excel's 32,767 characters per cell", () => {
    expect(cellText('x'.repeat(40_000))).toHaveLength(32_767);
  });
});

describe('isoToExcelDate', () => {
  it('gives UTC midnight, so the cell holds a whole-day serial', () => {
    expect(isoToExcelDate('2026-03-10')?.toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });

  it('refuses what is not a calendar date', () => {
    expect(isoToExcelDate('2026-02-30')).toBeNull();
    expect(isoToExcelDate('10/03/2026')).toBeNull();
    expect(isoToExcelDate(null)).toBeNull();
  });
});

describe('columnLetter', () => {
  it('counts like spreadsheet columns', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });
});
