/**
 * The byte checks before pdf.js: a %PDF- header within the first 1024 bytes and a %%EOF marker
 * within the last 16 KiB, each wholly inside its window, and only the bytes the view covers
 * (an upload is often a view into a larger buffer).
 */
import { describe, expect, it } from 'vitest';
import { sniffPdf } from '../../../../src/extraction/pdf/sniff.js';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const pdf = (lead: number, body = 100, tail = 0) =>
  bytes(`${' '.repeat(lead)}%PDF-1.7\n${'x'.repeat(body)}\n%%EOF${' '.repeat(tail)}`);

describe('sniffPdf', () => {
  it('accepts the header anywhere in the first 1024 bytes, and no later', () => {
    expect(sniffPdf(pdf(0))).toBeNull();
    expect(sniffPdf(pdf(1019))).toBeNull();
    expect(sniffPdf(pdf(1020))).toBe('INVALID_PDF');
  });

  it('wants %%EOF wholly within the last 16 KiB', () => {
    expect(sniffPdf(pdf(0, 100, 16 * 1024 - 5))).toBeNull();
    expect(sniffPdf(pdf(0, 100, 16 * 1024 - 4))).toBe('INVALID_PDF');
    expect(sniffPdf(bytes('%PDF-1.7\nno trailer'))).toBe('INVALID_PDF');
    expect(sniffPdf(new Uint8Array())).toBe('INVALID_PDF');
  });

  it('reads only the bytes of the view it is given', () => {
    const whole = bytes('%PDF-1.7\n%%EOF<garbage before the view>%%EOF and nothing else');
    const view = whole.subarray(15);
    expect(sniffPdf(view)).toBe('INVALID_PDF');
    expect(sniffPdf(whole.subarray(0, 14))).toBeNull();
    expect(sniffPdf(whole.subarray(0, 13))).toBe('INVALID_PDF');
  });

  it('refuses a file over the size limit before looking at it', () => {
    expect(sniffPdf(pdf(0), 50)).toBe('FILE_TOO_LARGE');
  });
});
