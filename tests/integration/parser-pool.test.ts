/**
 * The parser pool against a hostile PDF: a content stream that inflates from ~2 MB to 2 GB.
 * The child holding it must be stopped (RSS watchdog or wall clock), the job must fail with
 * EXTRACTION_FAILED and a clear message, and the pool must go on serving.
 */
import { readFileSync } from 'node:fs';
import { constants, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from '../../src/server/parser-pool.js';

const CHUNK = 16 * 1024 * 1024;

/** A zlib stream of `megabytes` MB of spaces, made of one fully flushed block repeated. */
function spacesBomb(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(CHUNK, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  const blocks = Array.from({ length: Math.ceil((megabytes * 1024 * 1024) / CHUNK) }, () => block);
  // zlib header, the blocks, an empty final block, and a checksum pdf.js does not verify.
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...blocks,
    Buffer.from([0x03, 0x00]),
    Buffer.alloc(4),
  ]);
}

function bombPdf(): Uint8Array {
  const stream = spacesBomb(2048);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return new Uint8Array(Buffer.concat([...parts, Buffer.from(xref)]));
}

const certificate = new Uint8Array(
  readFileSync(
    new URL('../fixtures/real/en_nml-ph_axle-scale_02-2025-FORC-0042.pdf', import.meta.url),
  ),
);
const options = { today: '2025-06-01', filename: 'certificate.pdf' };

describe('parser pool', () => {
  let pool: ParserPool;
  const warnings: object[] = [];

  beforeAll(async () => {
    pool = createParserPool({
      workers: 1,
      timeoutMs: 20_000,
      // A child running the TypeScript sources under tsx needs ~400 MB for a normal PDF (the
      // compiled build ~130 MB); the bomb would need several GB.
      maxRssMb: 700,
      logger: { warn: (entry) => warnings.push(entry), error: (entry) => warnings.push(entry) },
    });
    // The first job pays for starting the child under tsx.
    await pool.extractText(certificate, options);
  }, 90_000);

  afterAll(async () => {
    await pool.close();
  });

  it('extracts a good certificate in a child process', async () => {
    const outcome = await pool.extract(certificate, options);
    expect(outcome).toMatchObject({
      ok: true,
      extraction: { fields: { serialNumber: '1122YL23001', calibrationDate: '2025-02-24' } },
    });
    expect(outcome.ms).toBeGreaterThan(0);
  });

  it('stops a decompression bomb, fails only that job, and keeps serving', async () => {
    const bomb = bombPdf();
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const outcome = await pool.extract(bomb, { ...options, filename: 'bomb.pdf' });
    expect(outcome).toMatchObject({ ok: false, errorType: 'EXTRACTION_FAILED', pageCount: 0 });
    expect(!outcome.ok && outcome.message).toMatch(/more memory than allowed|took too long/);
    expect(warnings).toContainEqual(expect.objectContaining({ file: 'bomb.pdf' }));

    const next = await pool.extract(certificate, options);
    expect(next.ok).toBe(true);
    const text = await pool.extractText(certificate, options);
    expect(text.ok && text.text).toContain('1122YL23001');
  }, 90_000);

  it('passes typed errors through unchanged', async () => {
    const outcome = await pool.extract(new TextEncoder().encode('not a pdf'), options);
    expect(outcome).toMatchObject({ ok: false, errorType: 'INVALID_PDF' });
  });
});
