/**
 * The API rate limit (RATE_LIMIT_PER_MINUTE per client address and route, fixed one-minute
 * windows). On embedded PGlite — one process, so one instance — the counters live in the
 * server's memory and no database write precedes each request; on a PostgreSQL server they stay
 * in the database, where every instance sees them (tests/integration/scale/two-instances.test.ts
 * shows the sharing). Both stores count the same: the in-memory one is checked against the
 * database one, step by step, on the same clock.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateParser } from '../../../src/server/app-context.js';
import {
  databaseRateLimitStore,
  memoryRateLimitStore,
} from '../../../src/server/plugins/rate-limit-store.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';
import { sampleExtraction } from '../../helpers/seed.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

const LIMIT = 3;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const parser: CertificateParser = {
  async extract() {
    return { ok: true, extraction: sampleExtraction(), ms: 5 };
  },
  async extractText() {
    return { ok: true, text: 'Certificate of Calibration', pageCount: 1 };
  },
  async close() {},
};

const convert = (browser: HttpSession, url = '/api/convert-simple') =>
  browser.request({
    method: 'POST',
    url,
    ...multipartFile(Buffer.from('%PDF-1.7\n%%EOF\n'), 'certificate.pdf'),
  });

async function storedWindows(t: TestApp): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from api_rate_limits`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('the API rate limit over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { parser });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with its message on the request after the limit, per address', async () => {
    const visitor = new HttpSession(t.app);
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await convert(visitor)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await convert(visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      errorType: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has a limit of its own; one address's requests to every limited route
    // count together (@fastify/rate-limit gives the route stores no route to tell them apart).
    expect((await convert(new HttpSession(t.app))).statusCode).toBe(200);
    expect((await convert(visitor, '/api/extract-text')).statusCode).toBe(429);
  });

  it.runIf(!onPostgres)(
    'keeps the counters in memory on the embedded database (no write per request)',
    async () => {
      const visitor = new HttpSession(t.app);
      expect((await convert(visitor)).statusCode).toBe(200);
      expect(await storedWindows(t)).toBe(0);
    },
  );

  it.runIf(onPostgres)(
    'keeps the counters in the database on PostgreSQL, where every instance sees them',
    async () => {
      const visitor = new HttpSession(t.app);
      expect((await convert(visitor)).statusCode).toBe(200);
      expect(await storedWindows(t)).toBeGreaterThan(0);
    },
  );
});

describe('the in-memory store counts as the database store does', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const MINUTE = 60_000;
  const incr = (store: FastifyRateLimitStore, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), MINUTE, 3),
    );

  it('gives the same counts and times to reset, window after window, per key', async () => {
    let now = Date.UTC(2026, 5, 15, 12, 0, 10);
    const clock = () => now;
    const rootOf = (Store: ReturnType<typeof memoryRateLimitStore>) =>
      new Store({}) as unknown as FastifyRateLimitStore;
    const memory = rootOf(memoryRateLimitStore(clock));
    const stored = rootOf(databaseRateLimitStore(database.db, clock));
    // What @fastify/rate-limit gives a route's store: the route's merged limit parameters.
    const routes = ['/api/convert-simple', '/api/extract-text'].map((url) => ({
      max: 3,
      timeWindow: MINUTE,
      routeInfo: { method: 'POST', url },
    }));
    const steps: [number, number, string][] = [
      [0, 0, '198.18.0.1'],
      [0, 15_000, '198.18.0.1'],
      [0, 20_000, '198.18.0.1'],
      [0, 0, '198.18.0.2'],
      [1, 1_000, '198.18.0.1'],
      [0, 13_999, '198.18.0.1'], // 59.999 s into the minute: still the first window
      [0, 1, '198.18.0.1'], // the next minute: a new window
      [0, 30_000, '198.18.0.1'],
      [1, 0, '198.18.0.1'],
      [0, 5 * MINUTE, '198.18.0.1'],
    ];
    const seen: { current: number; ttl: number }[] = [];
    for (const [route, advance, key] of steps) {
      now += advance;
      const fromMemory = await incr(memory.child(routes[route] as never), key);
      const fromDatabase = await incr(stored.child(routes[route] as never), key);
      expect(fromMemory).toEqual(fromDatabase);
      seen.push(fromMemory);
    }
    expect(seen.map((result) => result.current)).toEqual([1, 2, 3, 1, 4, 5, 1, 2, 3, 1]);
    expect(seen[0]!.ttl).toBe(50_000);
    expect(seen[6]!.ttl).toBe(MINUTE);
  });
});
