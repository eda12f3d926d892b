/**
 * Which uploads are looked at as a Digital Calibration Certificate: an XML document in the DCC
 * namespace, however it starts (white space, a byte-order mark, UTF-16); a PDF or any other
 * text is not — known from its first byte, without decoding the file (issue 21).
 */
import { describe, expect, it } from 'vitest';
import { looksLikeDcc } from '../../../../src/extraction/dcc/dcc-xml.js';

const DCC =
  '<?xml version="1.0"?><dcc:digitalCalibrationCertificate xmlns:dcc="https://ptb.de/dcc"/>';
const utf8 = (text: string) => new TextEncoder().encode(text);
function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return bytes;
}

describe('looksLikeDcc', () => {
  it('accepts a DCC however it begins', () => {
    expect(looksLikeDcc(utf8(DCC))).toBe(true);
    expect(looksLikeDcc(utf8(` \t\r\n\v\f${DCC}`))).toBe(true);
    expect(looksLikeDcc(utf8(`\uFEFF${DCC}`))).toBe(true);
    expect(looksLikeDcc(utf8(`\u00A0\u2003${DCC}`))).toBe(true);
    expect(looksLikeDcc(utf16(DCC, true))).toBe(true);
    expect(looksLikeDcc(utf16(DCC, false))).toBe(true);
  });

  it('refuses a PDF, other XML, other text and empty input', () => {
    expect(looksLikeDcc(utf8(`%PDF-1.7\n${DCC}`))).toBe(false);
    expect(looksLikeDcc(utf8(`  x${DCC}`))).toBe(false);
    expect(looksLikeDcc(utf8(`\0${DCC}`))).toBe(false);
    expect(looksLikeDcc(utf8('<?xml version="1.0"?><invoice xmlns="urn:x"/>'))).toBe(false);
    expect(looksLikeDcc(utf8(' \n '))).toBe(false);
    expect(looksLikeDcc(new Uint8Array())).toBe(false);
  });
});
