/**
 * Scanned PDFs in the parser pool: OCR runs in the children with its own budget, and while
 * scans are being read a child stays free, so text PDFs from other users are not held up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import { planCorpus, renderPlanned } from '../../fixtures/generator/corpus.js';
import { generateScannedVariant } from '../../fixtures/generator/scanned/scanned-variant.js';

const options = { today: '2026-03-02' };

async function documents(ids: string[]) {
  const plan = planCorpus();
  return Promise.all(
    ids.map(async (id) => {
      const doc = await renderPlanned(plan.find((planned) => planned.spec.id === id)!);
      return { text: doc.bytes, scanned: (await generateScannedVariant(doc)).bytes };
    }),
  );
}

describe('parser pool with scanned PDFs', () => {
  let pool: ParserPool;
  let docs: Awaited<ReturnType<typeof documents>>;
  beforeAll(async () => {
    docs = await documents(['kv-classic-en-01', 'boxed-two-column-en-01']);
    pool = createParserPool({ workers: 2, timeoutMs: 20_000, maxRssMb: 1536 });
  }, 120_000);
  afterAll(() => pool.close());

  it('keeps a child free for text PDFs while scans are read', async () => {
    const finished: string[] = [];
    const track = <T>(name: string, promise: Promise<T>) =>
      promise.then((value) => {
        finished.push(name);
        return value;
      });
    const scans = [
      track('scan 1', pool.extract(docs[0]!.scanned, options)),
      track('scan 2', pool.extract(docs[1]!.scanned, options)),
    ];
    // Let both scans reach their OCR job, then a text PDF arrives.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const text = await track('text', pool.extract(docs[0]!.text, options));
    const [first, second] = await Promise.all(scans);
    expect(finished[0]).toBe('text');
    expect(text).toMatchObject({ ok: true, extraction: { method: 'pattern' } });
    expect(first).toMatchObject({ ok: true, extraction: { method: 'ocr' } });
    expect(second).toMatchObject({ ok: true, extraction: { method: 'ocr' } });
  }, 240_000);

  it('reports the scanned pages it did not read when OCR is off', async () => {
    const noOcr = createParserPool({
      workers: 1,
      timeoutMs: 20_000,
      maxRssMb: 1024,
      ocr: { enabled: false },
    });
    try {
      expect(await noOcr.extract(docs[0]!.scanned, options)).toMatchObject({
        ok: false,
        errorType: 'EXTRACTION_FAILED',
        ocrPending: [1],
      });
    } finally {
      await noOcr.close();
    }
  }, 60_000);
});
