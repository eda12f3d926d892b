import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  batchReportFileName,
  contentDisposition,
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

describe('contentDisposition', () => {
  it('carries an ASCII name and the exact UTF-8 name (RFC 6266 / 5987)', () => {
    expect(contentDisposition('Calibration_Template.xlsx')).toBe(
      `attachment; filename="Calibration_Template.xlsx"; filename*=UTF-8''Calibration_Template.xlsx`,
    );
    expect(contentDisposition('Prüfschein (1).xlsx')).toBe(
      `attachment; filename="Prufschein (1).xlsx"; filename*=UTF-8''Pr%C3%BCfschein%20%281%29.xlsx`,
    );
    expect(contentDisposition('証明書.xlsx')).toBe(
      `attachment; filename="download.xlsx"; filename*=UTF-8''%E8%A8%BC%E6%98%8E%E6%9B%B8.xlsx`,
    );
  });

  it('cannot be split or spoofed by the name', () => {
    const header = contentDisposition('evil"\r\nSet-Cookie: x=1;.xlsx');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(asciiFileName('100%.xlsx')).toBe('100_.xlsx');
  });
});
