import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  batchReportFileName,
  dashboardReportFileName,
  reportFileNameForPdf,
  safeBaseName,
} from '../../../src/shared/file-names.js';

describe('reportFileNameForPdf', () => {
  it('names the report after the PDF', () => {
    expect(reportFileNameForPdf('Cert 2024-001.pdf')).toBe('Cert 2024-001.xlsx');
    expect(reportFileNameForPdf('SCAN.PDF')).toBe('SCAN.xlsx');
    expect(reportFileNameForPdf('report.v2.pdf')).toBe('report.v2.xlsx');
  });

  it('keeps Unicode letters', () => {
    expect(reportFileNameForPdf('Kalibrierschein Waage Ü-7.pdf')).toBe(
      'Kalibrierschein Waage Ü-7.xlsx',
    );
    expect(reportFileNameForPdf('校正証明書.pdf')).toBe('校正証明書.xlsx');
  });

  it('drops path parts, control and reserved characters', () => {
    expect(reportFileNameForPdf('../../etc/passwd.pdf')).toBe('passwd.xlsx');
    expect(reportFileNameForPdf('C:\\Users\\me\\cert.pdf')).toBe('cert.xlsx');
    expect(reportFileNameForPdf('a\r\nb\u0000c<d>:"e|f?*.pdf')).toBe('a b c d e f.xlsx');
    expect(reportFileNameForPdf('invoice\u202efdp.exe.pdf')).toBe('invoice fdp.exe.xlsx');
  });

  it('falls back when nothing usable is left', () => {
    expect(reportFileNameForPdf('.pdf')).toBe('calibration_report.xlsx');
    expect(reportFileNameForPdf('...')).toBe('calibration_report.xlsx');
    expect(reportFileNameForPdf('CON.pdf')).toBe('calibration_report.xlsx');
    expect(reportFileNameForPdf('')).toBe('calibration_report.xlsx');
  });

  it('bounds the length', () => {
    expect(safeBaseName(`${'a'.repeat(500)}.pdf`)).toHaveLength(150);
  });
});

describe('dashboard and batch names', () => {
  it('follows SPEC', () => {
    expect(dashboardReportFileName('c0ffee-42')).toBe('calibration_report_c0ffee-42.xlsx');
    expect(dashboardReportFileName('../x y')).toBe('calibration_report_xy.xlsx');
    expect(batchReportFileName('2026-03-10')).toBe('CertSheet_Report_2026-03-10.xlsx');
  });
});

describe('asciiFileName', () => {
  it('drops accents and replaces what old clients might misread', () => {
    expect(asciiFileName('Prüfschein (1).xlsx')).toBe('Prufschein (1).xlsx');
    expect(asciiFileName('100%.xlsx')).toBe('100_.xlsx');
    expect(asciiFileName('証明書.xlsx')).toBe('download.xlsx');
  });
});
