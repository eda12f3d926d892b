import { describe, expect, it } from 'vitest';
import { isCertificateFile } from '../../../src/client/lib/certificate-file.js';

describe('which chosen files the dialogs take as certificates', () => {
  it.each([
    ['cert.pdf', 'application/pdf', true],
    ['cert.PDF', '', true],
    ['thermometer-dcc.xml', 'text/xml', true],
    ['thermometer-dcc.xml', 'application/xml', true],
    ['thermometer-dcc.xml', '', true],
    ['notes.txt', 'text/plain', false],
    ['photo.pdf.png', 'image/png', false],
    ['register.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    ['evil.xml', 'text/html', false],
  ])('%s (%s) → %s', (name, type, expected) => {
    expect(isCertificateFile(new File(['x'], name, { type }))).toBe(expected);
  });
});
