import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';

const realPdf = readFileSync(
  new URL('../../fixtures/real/en_nml-ph_axle-scale_02-2025-FORC-0042.pdf', import.meta.url),
);
const options = { today: '2026-01-15', filename: 'cert.pdf' };

describe('parser pool of child processes', () => {
  let pool: ParserPool;
  // Limits sized for TypeScript sources under tsx (a compiled child starts faster and smaller).
  beforeAll(async () => {
    pool = createParserPool({ workers: 1, timeoutMs: 10_000, maxRssMb: 1000 });
    await pool.extractText(new Uint8Array(realPdf), options);
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  it('extracts a real certificate in a child process', async () => {
    const outcome = await pool.extract(new Uint8Array(realPdf), options);
    expect(outcome.ok).toBe(true);
    expect(outcome.ms).toBeGreaterThan(0);
  });

  it('stops a job that runs too long, and the next job still works', async () => {
    const stuck = await pool.exec('hang');
    expect(stuck).toMatchObject({ ok: false, errorType: 'EXTRACTION_FAILED' });
    expect(!stuck.ok && stuck.message).toMatch(/took too long/);
    const next = await pool.extract(new Uint8Array(realPdf), options);
    expect(next.ok).toBe(true);
  });

  it('stops a job that uses too much memory, and the next job still works', async () => {
    const greedy = await pool.exec('exhaustMemory');
    expect(greedy).toMatchObject({ ok: false, errorType: 'EXTRACTION_FAILED' });
    expect(!greedy.ok && greedy.message).toMatch(/more memory than allowed/);
    const next = await pool.extract(new Uint8Array(realPdf), options);
    expect(next.ok).toBe(true);
  });

  it('reports a broken file with its error type without losing the worker', async () => {
    const outcome = await pool.extract(new TextEncoder().encode('%PDF-1.7\nnot really'), options);
    expect(outcome.ok).toBe(false);
    const text = await pool.extractText(new Uint8Array(realPdf), options);
    expect(text.ok).toBe(true);
    expect(text.ok ? text.text.length : 0).toBeGreaterThan(100);
  });
});
