/** Every error type, with its human message. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractCertificate, extractText } from '../../../src/extraction/index.js';
import { EXTRACTION_ERROR_MESSAGES } from '../../../src/shared/errors.js';
import {
  blankPage,
  certificateWithoutDate,
  goodCertificate,
  invoice,
  letter,
  pngRenamed,
  purchaseOrder,
  scannedPage,
  truncatedCertificate,
} from '../../fixtures/errors/make-error-fixtures.js';

const options = { today: '2025-06-01' };
const encrypted = () =>
  new Uint8Array(readFileSync(new URL('../../fixtures/errors/encrypted.pdf', import.meta.url)));

async function expectError(bytes: Uint8Array | Promise<Uint8Array>, errorType: string) {
  const outcome = await extractCertificate(await bytes, options);
  expect(outcome).toMatchObject({
    ok: false,
    errorType,
    message: EXTRACTION_ERROR_MESSAGES[errorType as keyof typeof EXTRACTION_ERROR_MESSAGES],
  });
  return outcome;
}

describe('error types', () => {
  it('FILE_TOO_LARGE for more than 10 MB, before any parsing', async () => {
    const large = new Uint8Array(12 * 1024 * 1024);
    large.set(new TextEncoder().encode('%PDF-1.7\n'));
    await expectError(large, 'FILE_TOO_LARGE');
  });

  it('INVALID_PDF for another file type renamed .pdf, a truncated file and garbage', async () => {
    await expectError(pngRenamed(), 'INVALID_PDF');
    await expectError(truncatedCertificate(), 'INVALID_PDF');
    await expectError(
      new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n%%EOF\n'),
      'INVALID_PDF',
    );
    await expectError(new Uint8Array(0), 'INVALID_PDF');
  });

  it('PDF_ENCRYPTED for a password-protected PDF', async () => {
    await expectError(encrypted(), 'PDF_ENCRYPTED');
  });

  it('NOT_CALIBRATION_CERT for an invoice, a purchase order, a letter and a blank page', async () => {
    await expectError(invoice(), 'NOT_CALIBRATION_CERT');
    await expectError(purchaseOrder(), 'NOT_CALIBRATION_CERT');
    await expectError(letter(), 'NOT_CALIBRATION_CERT');
    await expectError(blankPage(), 'NOT_CALIBRATION_CERT');
  });

  it('keeps a certificate without a calibration date: the date empty, flagged for review', async () => {
    const outcome = await extractCertificate(await certificateWithoutDate(), options);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.extraction.fields).toMatchObject({
      serialNumber: 'PG-7781',
      equipmentName: 'Pressure Gauge',
      calibrationDate: null,
    });
    expect(outcome.extraction.confidence.calibrationDate).toBeUndefined();
    expect(outcome.extraction.warnings.join(' ')).toMatch(/No calibration date/);
  });

  it('EXTRACTION_FAILED for a scan read without OCR', async () => {
    await expectError(scannedPage(), 'EXTRACTION_FAILED');
  });

  it('does not modify the caller’s bytes', async () => {
    const bytes = await goodCertificate();
    const copy = bytes.slice();
    await extractCertificate(bytes, options);
    expect(bytes).toEqual(copy);
  });
});

describe('extractText', () => {
  it('returns the reading-order text and page count', async () => {
    const outcome = await extractText(await goodCertificate(), options);
    expect(outcome).toMatchObject({ ok: true, pageCount: 1 });
    expect(outcome.ok && outcome.text).toMatch(/Serial No\.:\s+44120017/);
  });

  it('returns typed errors', async () => {
    expect(await extractText(pngRenamed(), options)).toMatchObject({
      ok: false,
      errorType: 'INVALID_PDF',
    });
    expect(await extractText(encrypted(), options)).toMatchObject({
      ok: false,
      errorType: 'PDF_ENCRYPTED',
    });
  });
});
