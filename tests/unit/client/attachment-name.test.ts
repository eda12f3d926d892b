import { describe, expect, it } from 'vitest';
import { attachmentName } from '../../../src/client/lib/attachment-name.js';

describe('attachmentName', () => {
  it('reads a bare token, as the server sends a plain ASCII name', () => {
    expect(
      attachmentName('attachment; filename=CertSheet_Register_2026-11-26.xlsx', 'fallback.xlsx'),
    ).toBe('CertSheet_Register_2026-11-26.xlsx');
  });

  it('reads a quoted name and prefers the UTF-8 one when both are sent', () => {
    expect(attachmentName('attachment; filename="a b.xlsx"', 'x')).toBe('a b.xlsx');
    expect(
      attachmentName(
        `attachment; filename="Pruefmittel.xlsx"; filename*=UTF-8''Pr%C3%BCfmittel.xlsx`,
        'x',
      ),
    ).toBe('Prüfmittel.xlsx');
  });

  it('falls back when there is no usable name', () => {
    expect(attachmentName(null, 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(attachmentName('attachment', 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
