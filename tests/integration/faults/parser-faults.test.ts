/**
 * A parser child that crashes (killed by a signal mid-job, as a native fault in a PDF library
 * would) or never finishes: that one conversion fails with EXTRACTION_FAILED and a message, no
 * conversion is stored (a signed-in user's failure is recorded as a failure and their free slot
 * given back), and the pool replaces the child so the next conversion works.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateParser } from '../../../src/server/app-context.js';
import { conversions, user } from '../../../src/server/db/schema.js';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import { readCounter, TOTAL_CONVERSIONS } from '../../../src/server/services/counters.js';
import { monthlyConversionCount } from '../../../src/server/services/quota.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';
import { REAL_ONE_PAGE_CERTIFICATE, TEST_POOL_LIMITS } from '../hostile/real-parser-app.js';
import { parserChildren } from './process-tree.js';

/** The hang pool's children are told apart from the main pool's by their memory flag. */
const HANG_POOL_RSS_MB = 256;
const HANG_TIMEOUT_MS = 2000;

describe('parser child crash or timeout', () => {
  let pool: ParserPool;
  let hangPool: ParserPool;
  let t: TestApp;
  /** What the next parse does: run normally, or block in a child (to be killed or timed out). */
  let next: 'parse' | 'block-in-main-pool' | 'block-until-timeout' = 'parse';

  beforeAll(async () => {
    pool = createParserPool(TEST_POOL_LIMITS);
    hangPool = createParserPool({
      workers: 1,
      timeoutMs: HANG_TIMEOUT_MS,
      maxRssMb: HANG_POOL_RSS_MB,
    });
    const parser: CertificateParser = {
      extract(bytes, options) {
        const mode = next;
        next = 'parse';
        if (mode === 'block-in-main-pool') return pool.exec('hang');
        if (mode === 'block-until-timeout') return hangPool.exec('hang');
        return pool.extract(bytes, options);
      },
      extractText: (bytes, options) => pool.extractText(bytes, options),
      close: async () => {},
    };
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000' }, { parser });
    await pool.extract(new Uint8Array(REAL_ONE_PAGE_CERTIFICATE), {
      today: '2026-01-15',
      filename: 'warm-up.pdf',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pool?.close();
    await hangPool?.close();
  });

  const convert = (browser: HttpSession, url = '/api/convert-simple') =>
    browser.request({
      method: 'POST',
      url,
      ...multipartFile(REAL_ONE_PAGE_CERTIFICATE, 'certificate.pdf'),
    });

  /** Waits until the main pool's child is running a job, then kills it with `signal`. */
  async function killBusyChild(signal: NodeJS.Signals) {
    for (let attempt = 0; attempt < 200 && pool.stats().busyWorkers === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const children = parserChildren(process.pid, `--max-rss-mb=${TEST_POOL_LIMITS.maxRssMb}`);
    expect(children).toHaveLength(1);
    process.kill(children[0]!, signal);
    return children[0]!;
  }

  async function expectPoolRecovered(browser: HttpSession) {
    const res = await convert(browser);
    expect(res.statusCode).toBe(200);
    expect(res.json().extractedData.equipmentName).toBe('Backflow Test Kit');
  }

  it('a child killed mid-job fails that conversion only, and a new child takes over', async () => {
    const browser = new HttpSession(t.app);
    const totalBefore = await readCounter(t.database.db, TOTAL_CONVERSIONS);
    const rowsBefore = await t.database.db.select({ id: conversions.id }).from(conversions);

    next = 'block-in-main-pool';
    const pending = convert(browser);
    const killed = await killBusyChild('SIGSEGV');
    const res = await pending;
    expect(res.statusCode).toBe(422);
    expect(res.json().errorType).toBe('EXTRACTION_FAILED');
    expect(res.json().message).toMatch(/unexpectedly/);
    expect(res.json().message).not.toMatch(/SIGSEGV|exitCode|Error:|\n\s+at /);
    expect(await t.database.db.select({ id: conversions.id }).from(conversions)).toHaveLength(
      rowsBefore.length,
    );
    expect(await readCounter(t.database.db, TOTAL_CONVERSIONS)).toBe(totalBefore);

    await expectPoolRecovered(browser);
    const replacement = parserChildren(process.pid, `--max-rss-mb=${TEST_POOL_LIMITS.maxRssMb}`);
    expect(replacement).toHaveLength(1);
    expect(replacement[0]).not.toBe(killed);
  }, 90_000);

  it('a signed-in user’s crashed conversion is recorded as a failure and costs no free slot', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('crash@example.com');
    const [account] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'crash@example.com'));

    next = 'block-in-main-pool';
    const pending = convert(browser, '/api/convert-pdf');
    await killBusyChild('SIGSEGV');
    const res = await pending;
    expect(res.statusCode).toBe(422);
    expect(res.json().errorType).toBe('EXTRACTION_FAILED');

    const rows = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.userId, account!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, errorType: 'EXTRACTION_FAILED' });
    expect(await monthlyConversionCount(t.database.db, account!.id, new Date())).toBe(0);
    expect((await browser.get('/api/auth/user')).json().monthlyConversions).toBe(0);

    const good = await convert(browser, '/api/convert-pdf');
    expect(good.statusCode).toBe(200);
    expect(await monthlyConversionCount(t.database.db, account!.id, new Date())).toBe(1);
  }, 90_000);

  it('a parse that never ends is stopped at the time limit with a message', async () => {
    const browser = new HttpSession(t.app);
    next = 'block-until-timeout';
    const started = performance.now();
    const res = await convert(browser);
    expect(performance.now() - started).toBeGreaterThanOrEqual(HANG_TIMEOUT_MS - 50);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorType).toBe('EXTRACTION_FAILED');
    expect(res.json().message).toMatch(/too long/);
    await expectPoolRecovered(browser);
  }, 90_000);
});
