import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { downloadDisposition } from '../../../src/server/plugins/download-headers.js';

describe('downloadDisposition', () => {
  it('carries an ASCII name, and the exact UTF-8 name when it differs (RFC 6266 / 8187)', () => {
    expect(downloadDisposition('Calibration_Template.xlsx')).toBe(
      'attachment; filename=Calibration_Template.xlsx',
    );
    expect(downloadDisposition('Prüfschein (1).xlsx')).toBe(
      `attachment; filename="Prufschein (1).xlsx"; filename*=UTF-8''Pr%C3%BCfschein%20%281%29.xlsx`,
    );
    expect(downloadDisposition('証明書.xlsx')).toBe(
      `attachment; filename=download.xlsx; filename*=UTF-8''%E8%A8%BC%E6%98%8E%E6%9B%B8.xlsx`,
    );
    expect(downloadDisposition('certsheet-due-dates.ics', 'inline')).toBe(
      'inline; filename=certsheet-due-dates.ics',
    );
  });

  it('keeps percent signs out of the plain name (some clients decode it)', () => {
    expect(parse(downloadDisposition('100%.xlsx')).parameters).toEqual({
      filename: '100%.xlsx',
    });
    expect(downloadDisposition('100%.xlsx')).toContain('filename=100_.xlsx;');
  });

  it('cannot be split or spoofed by the name', () => {
    const header = downloadDisposition('evil"\r\nSet-Cookie: x=1;.xlsx');
    expect(header).not.toMatch(/[\r\n]/);
    expect(parse(header)).toEqual({
      type: 'attachment',
      parameters: { filename: 'evil Set-Cookie x=1;.xlsx' },
    });
  });
});
