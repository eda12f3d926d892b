/**
 * Hostile uploads against the real server and a real pool of parser child processes: each file
 * gets its documented status, errorType and message; the server's own memory stays bounded
 * (the parse happens in a child, so a 4 GB Flate bomb must never reach this process); and after
 * each one the server still answers /healthz and converts a good certificate.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCertificate } from '../../../src/extraction/index.js';
import { conversions } from '../../../src/server/db/schema.js';
import { ONE_FILE_MESSAGE } from '../../../src/server/plugins/pdf-upload.js';
import { EXTRACTION_ERROR_MESSAGES } from '../../../src/shared/errors.js';
import {
  certificatePdf,
  corruptXrefPdf,
  decompressionBombPdf,
  deeplyNestedPdf,
  encryptedPdf,
  manyPagesPdf,
  oversizedPdf,
  pngBytes,
  POLYGLOT_HTML,
  polyglotPdf,
  scriptedPdf,
  truncatedPdf,
} from '../../fixtures/hostile/hostile-pdfs.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';
import {
  buildAppWithRealParser,
  measureRss,
  REAL_ONE_PAGE_CERTIFICATE,
  type RealParserApp,
} from './real-parser-app.js';

/** Far below what any bomb here would cost if it were inflated in this process (GBs). */
const MAX_PARENT_RSS_GROWTH_MB = 250;

describe('hostile uploads against the real server and parser pool', () => {
  let t: RealParserApp;
  let browser: HttpSession;
  let scratch: string;
  let startRssMb: number;

  beforeAll(async () => {
    t = await buildAppWithRealParser({ RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_PROVIDER: 'off' });
    browser = new HttpSession(t.app);
    scratch = mkdtempSync(path.join(tmpdir(), 'certsheet-hostile-'));
    startRssMb = process.memoryUsage.rss() / 1024 / 1024;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const upload = (payload: { payload: Buffer; headers: Record<string, string> }) =>
    browser.request({ method: 'POST', url: '/api/convert-simple', ...payload });
  const convert = (bytes: Uint8Array, filename = 'certificate.pdf', field = 'pdf') =>
    upload(multipartFile(bytes, filename, field));

  /** The server is up, its database answers, and a good certificate still converts. */
  async function expectStillServing() {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const good = await convert(REAL_ONE_PAGE_CERTIFICATE, 'good.pdf');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({
      success: true,
      extractedData: { equipmentName: 'Backflow Test Kit' },
    });
  }

  async function refused(
    bytes: () => Uint8Array,
    expected: { status: number; errorType: string; message: string | RegExp },
  ) {
    const { result, beforeMb, peakMb } = await measureRss(() => convert(bytes()));
    expect(result.statusCode).toBe(expected.status);
    expect(result.headers['content-type']).toContain('application/json');
    const body = result.json() as { message: string; errorType: string };
    expect(body.errorType).toBe(expected.errorType);
    if (typeof expected.message === 'string') expect(body.message).toBe(expected.message);
    else expect(body.message).toMatch(expected.message);
    expect(peakMb - beforeMb).toBeLessThan(MAX_PARENT_RSS_GROWTH_MB);
    await expectStillServing();
  }

  it('a truncated PDF (the first half of a real certificate): 415 INVALID_PDF', async () => {
    await refused(() => truncatedPdf(REAL_ONE_PAGE_CERTIFICATE, 0.5), {
      status: 415,
      errorType: 'INVALID_PDF',
      message: EXTRACTION_ERROR_MESSAGES.INVALID_PDF,
    });
  }, 60_000);

  it('deeply nested objects (100 000 levels of arrays and dictionaries): 415 INVALID_PDF', async () => {
    await refused(() => deeplyNestedPdf(100_000), {
      status: 415,
      errorType: 'INVALID_PDF',
      message: EXTRACTION_ERROR_MESSAGES.INVALID_PDF,
    });
  }, 60_000);

  it('a decompression bomb (4 MB inflating to 4 GB) costs one child, not the server', async () => {
    const bomb = decompressionBombPdf(4 * 1024 ** 3);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await refused(() => bomb, {
      status: 422,
      errorType: 'EXTRACTION_FAILED',
      message: /memory|too long/,
    });
  }, 90_000);

  it('an encrypted PDF (user password, RC4): 422 PDF_ENCRYPTED', async () => {
    await refused(() => encryptedPdf(), {
      status: 422,
      errorType: 'PDF_ENCRYPTED',
      message: EXTRACTION_ERROR_MESSAGES.PDF_ENCRYPTED,
    });
  }, 60_000);

  it('a zero-byte file: 415 with "The uploaded file is empty."', async () => {
    await refused(() => new Uint8Array(), {
      status: 415,
      errorType: 'INVALID_PDF',
      message: 'The uploaded file is empty.',
    });
  }, 60_000);

  it('a PNG renamed .pdf: 415 INVALID_PDF, recognised by its bytes', async () => {
    await refused(() => pngBytes(), {
      status: 415,
      errorType: 'INVALID_PDF',
      message: EXTRACTION_ERROR_MESSAGES.INVALID_PDF,
    });
  }, 60_000);

  it('a 12 MB upload: 413 FILE_TOO_LARGE', async () => {
    await refused(() => oversizedPdf(12 * 1024 * 1024), {
      status: 413,
      errorType: 'FILE_TOO_LARGE',
      message: EXTRACTION_ERROR_MESSAGES.FILE_TOO_LARGE,
    });
  }, 60_000);

  it('a file in the wrong multipart field: 400 naming the field to use', async () => {
    const res = await convert(certificatePdf(), 'cert.pdf', 'file');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorType: 'BAD_REQUEST',
      message: "Unexpected form field 'file': send the PDF in the field 'pdf'.",
    });
    await expectStillServing();
  }, 60_000);

  it('50 files in one request: 400 "one PDF per request", and none is stored', async () => {
    const boundary = 'certsheet-hostile-50';
    const pdf = certificatePdf();
    const parts: Buffer[] = [];
    for (let i = 0; i < 50; i++) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="cert-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const before = await t.database.db.select({ id: conversions.id }).from(conversions);
    const res = await upload({
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorType: 'BAD_REQUEST', message: ONE_FILE_MESSAGE });
    const after = await t.database.db.select({ id: conversions.id }).from(conversions);
    expect(after).toHaveLength(before.length);
    await expectStillServing();
  }, 60_000);

  it('a corrupt cross-reference table is rebuilt by the reader: the certificate converts', async () => {
    const res = await convert(corruptXrefPdf(), 'corrupt-xref.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().extractedData).toMatchObject({
      equipmentName: 'Digital Multimeter',
      calibrationDate: '2025-03-14',
    });
    await expectStillServing();
  }, 60_000);

  it('a 10 000-page PDF: the page cap reads the first pages only, within the time limit', async () => {
    const { result, beforeMb, peakMb } = await measureRss(() =>
      convert(manyPagesPdf(10_000), 'ten-thousand-pages.pdf'),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json().extractedData).toMatchObject({ equipmentName: 'Digital Multimeter' });
    expect(peakMb - beforeMb).toBeLessThan(MAX_PARENT_RSS_GROWTH_MB);
    const [stored] = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.id, result.json().conversionId));
    expect(stored?.extraction?.pageCount).toBe(10_000);
    expect(stored?.extraction?.warnings).toContain('Only the first 50 of 10000 pages were read.');
    await expectStillServing();
  }, 60_000);

  it('JavaScript in a PDF (CVE-2024-4367 FontMatrix, OpenAction, form actions) never runs', async () => {
    const marker = path.join(scratch, 'pwned-by-pdf');
    const flag = '__certsheetHostilePdfRan';
    const pdf = scriptedPdf(marker, flag);

    // In the parser child, through the server…
    const res = await convert(pdf, 'scripted.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().extractedData).toMatchObject({ equipmentName: 'Digital Multimeter' });
    // …and in this very process, where a global flag would be visible.
    const inProcess = await extractCertificate(new Uint8Array(pdf), {
      today: '2026-01-15',
      filename: 'scripted.pdf',
    });
    expect(inProcess.ok).toBe(true);
    expect((globalThis as Record<string, unknown>)[flag]).toBeUndefined();
    expect(existsSync(marker)).toBe(false);
    expect(readdirSync(scratch)).toEqual([]);
    await expectStillServing();
  }, 60_000);

  it('a polyglot (HTML + PDF + ZIP in one file) is read as a PDF and never echoed back', async () => {
    const res = await convert(polyglotPdf(), 'polyglot.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().extractedData).toMatchObject({ equipmentName: 'Digital Multimeter' });
    // Nothing of the upload's bytes comes back: not in the response, not in what is stored.
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('onerror');
    const [stored] = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.id, res.json().conversionId));
    expect(JSON.stringify(stored)).not.toContain(POLYGLOT_HTML.slice(0, 30));
    const download = await browser.get(res.json().downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(download.rawPayload.includes(Buffer.from('%PDF-'))).toBe(false);
    await expectStillServing();
  }, 60_000);

  it('keeps the server’s own memory bounded across every attack above', () => {
    const growthMb = process.memoryUsage.rss() / 1024 / 1024 - startRssMb;
    expect(growthMb).toBeLessThan(MAX_PARENT_RSS_GROWTH_MB);
  });
});
