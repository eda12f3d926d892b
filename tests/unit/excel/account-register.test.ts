import { describe, expect, it } from 'vitest';
import { buildAccountRegisterWorkbook, type ReportEntry } from '../../../src/excel/report.js';
import { extraction, instrument } from '../../helpers/sample-extractions.js';
import { formulaOf, loadWorkbook, sheet, utcDate } from './workbook-reader.js';

const OPTIONS = { today: '2026-03-10', dueSoonDays: 30, defaultIntervalMonths: 12 };

function entry(sourceFile: string, fields: Parameters<typeof instrument>[0]): ReportEntry {
  return { sourceFile, extraction: extraction([instrument(fields)]) };
}

describe('account register workbook', () => {
  it('keeps one row per instrument with its newest calibration, the earlier ones on History', async () => {
    const entries: ReportEntry[] = [
      // Uploaded out of order: the 2025 certificate after the 2026 one.
      entry('meter-2026.pdf', {
        serialNumber: 'SN-1',
        certificateNumber: 'C-2026',
        calibrationDate: '2026-01-05',
        dueDate: '2027-01-05',
      }),
      entry('other.pdf', {
        serialNumber: 'SN-1',
        manufacturer: 'Mitutoyo',
        equipmentName: 'Micrometer',
        certificateNumber: 'M-1',
        calibrationDate: '2025-06-01',
        dueDate: '2026-03-01',
      }),
      entry('meter-2025.pdf', {
        serialNumber: 'sn 1',
        manufacturer: 'FLUKE Corp.',
        certificateNumber: 'C-2025',
        calibrationDate: '2025-01-05',
        dueDate: '2026-01-05',
      }),
      entry('meter-2024.pdf', {
        serialNumber: 'SN1',
        certificateNumber: 'C-2024',
        calibrationDate: '2024-01-05',
        dueDate: '2025-01-05',
      }),
    ];
    const workbook = await loadWorkbook(await buildAccountRegisterWorkbook(entries, OPTIONS));
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual([
      'Equipment Register',
      'Calibration History',
      'Certificate Details',
      'Summary',
    ]);

    const register = sheet(workbook, 'Equipment Register');
    expect(register.actualRowCount).toBe(3);
    expect(register.getCell('J2').value).toBe('C-2026');
    expect(register.getCell('F2').value).toEqual(utcDate('2026-01-05'));
    expect(formulaOf(register.getCell('I2')).result).toBe('Current');
    // Same serial, another maker: a different instrument, overdue on its own.
    expect(register.getCell('C3').value).toBe('Mitutoyo');
    expect(formulaOf(register.getCell('I3')).result).toBe('Overdue');

    const history = sheet(workbook, 'Calibration History');
    expect(history.getRow(1).values).toContain('Superseded By');
    expect(history.actualRowCount).toBe(3);
    expect(history.getCell('H2').value).toBe('C-2025');
    expect(history.getCell('F2').value).toEqual(utcDate('2025-01-05'));
    expect(String(history.getCell('L2').value)).toContain('C-2026');
    expect(history.getCell('H3').value).toBe('C-2024');
    expect(String(history.getCell('L3').value)).toContain('C-2025');

    // The certificates on the register are detailed (header + 2); the earlier ones are on History.
    const details = sheet(workbook, 'Certificate Details');
    expect(details.actualRowCount).toBe(3);
    expect(details.getColumn(1).values).toEqual(
      expect.arrayContaining(['meter-2026.pdf', 'other.pdf']),
    );
  });

  it('applies the user’s corrections before deciding which instrument a certificate is', async () => {
    const entries: ReportEntry[] = [
      entry('a.pdf', { serialNumber: 'SN-1', calibrationDate: '2025-01-01', dueDate: null }),
      {
        ...entry('b.pdf', { serialNumber: 'SN-I', calibrationDate: '2026-01-01', dueDate: null }),
        corrections: { '0': { serialNumber: 'SN-1' } },
      },
    ];
    const workbook = await loadWorkbook(await buildAccountRegisterWorkbook(entries, OPTIONS));
    const register = sheet(workbook, 'Equipment Register');
    expect(register.actualRowCount).toBe(2);
    expect(register.getCell('E2').value).toBe('SN-1');
    expect(register.getCell('F2').value).toEqual(utcDate('2026-01-01'));
    // No due date on the certificate: calibration + the default 12 months.
    expect(register.getCell('G2').value).toEqual(utcDate('2027-01-01'));
    expect(sheet(workbook, 'Calibration History').actualRowCount).toBe(2);
  });
});
