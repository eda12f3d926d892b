/**
 * How a parser child's death is reported (issue 17, item 3). The child's own watchdogs end it
 * with signals of their own (memory, a page holding the thread too long); a SIGKILL comes from
 * outside — an operator or the kernel's OOM killer — and must be reported as a kill, not as
 * "needed more memory". Every stop is logged through the pool's logger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import { REAL_ONE_PAGE_CERTIFICATE } from '../hostile/real-parser-app.js';
import { parserChildren } from './process-tree.js';

/** Told apart from other suites' children by this memory flag. */
const RSS_MB = 720;
const STALL_MS = 2000;

describe('parser child deaths, told apart and logged', () => {
  let pool: ParserPool;
  const logged: { level: string; entry: Record<string, unknown>; message: string }[] = [];

  beforeAll(async () => {
    pool = createParserPool({ workers: 1, timeoutMs: 30_000, maxRssMb: RSS_MB, stallMs: STALL_MS });
    // The server's logger arrives after the pool is built (main.ts): useLogger.
    pool.useLogger({
      info: (entry, message) => logged.push({ level: 'info', entry: { ...entry }, message }),
      warn: (entry, message) => logged.push({ level: 'warn', entry: { ...entry }, message }),
      error: (entry, message) => logged.push({ level: 'error', entry: { ...entry }, message }),
    });
    await pool.extract(new Uint8Array(REAL_ONE_PAGE_CERTIFICATE), {
      today: '2026-01-15',
      filename: 'warm-up.pdf',
    });
  }, 120_000);
  afterAll(async () => {
    await pool?.close();
  });

  it('a child killed with SIGKILL is reported as killed, not as out of memory, and logged', async () => {
    const pending = pool.exec('hang');
    for (let attempt = 0; attempt < 200 && pool.stats().busyWorkers === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const [child] = parserChildren(process.pid, `--max-rss-mb=${RSS_MB}`);
    process.kill(child!, 'SIGKILL');
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: false, errorType: 'EXTRACTION_FAILED' });
    const message = !outcome.ok ? outcome.message : '';
    expect(message).toMatch(/server stopped the reader/);
    expect(message).not.toMatch(/memory/);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        entry: expect.objectContaining({ reason: 'killed' }),
      }),
    );
  }, 60_000);

  it('a parse step that holds the child’s thread past the cap is stopped with its own message', async () => {
    const outcome = await pool.exec('block');
    expect(outcome).toMatchObject({ ok: false, errorType: 'EXTRACTION_FAILED' });
    expect(!outcome.ok && outcome.message).toMatch(
      /too much content to read \(more than 2 seconds/,
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        entry: expect.objectContaining({ reason: 'stalled' }),
      }),
    );
    const next = await pool.extract(new Uint8Array(REAL_ONE_PAGE_CERTIFICATE), {
      today: '2026-01-15',
      filename: 'next.pdf',
    });
    expect(next.ok).toBe(true);
  }, 60_000);
});
