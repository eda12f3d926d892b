import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParseCancelledError } from '../../../src/server/parse-queue.js';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import { processTree } from '../faults/process-tree.js';

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

describe('a parse whose client went away', () => {
  let pool: ParserPool;
  beforeAll(async () => {
    pool = createParserPool({ workers: 1, timeoutMs: 10_000, maxRssMb: 1000, cancelGraceMs: 1000 });
    await pool.extractText(new Uint8Array(realPdf), options);
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  /** The pool's live parser children (a stopped one may linger a moment while it exits). */
  const children = () =>
    processTree(process.pid)
      .filter((info) => info.pid !== process.pid && /parser-worker/.test(info.command))
      .map((info) => info.pid);

  async function abandonWhileRunning(method: 'pause' | 'hang') {
    const client = new AbortController();
    const job = pool.exec(method, { requester: 'gone', signal: client.signal });
    while (pool.stats().busyWorkers === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // Well inside the parse (the pause takes 200 ms), not at its very start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.abort();
    await expect(job).rejects.toBeInstanceOf(ParseCancelledError);
  }

  it('lets a parse that ends within the grace finish, and keeps its warm child', async () => {
    const before = children();
    expect(before).toHaveLength(1);
    const cancelled = pool.stats().cancelledTasks;
    await abandonWhileRunning('pause');
    expect(pool.stats().cancelledTasks).toBe(cancelled + 1);
    // The next visitor's parse runs on the same child.
    const next = await pool.extract(new Uint8Array(realPdf), options);
    expect(next.ok).toBe(true);
    expect(children()).toEqual(before);
  });

  it('stops a parse still running after the grace; the next job gets a fresh child', async () => {
    const before = children();
    const started = performance.now();
    await abandonWhileRunning('hang');
    // Not before the grace: the parse was given its chance to end.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    const next = await pool.extract(new Uint8Array(realPdf), options);
    expect(next.ok).toBe(true);
    expect(children()).not.toContain(before[0]);
  }, 30_000);
});
