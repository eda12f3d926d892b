/**
 * Scale-out: two app instances (each with its own connection pool and its own parser children)
 * against one PostgreSQL database, with requests spread across them as a load balancer would.
 * A session made on one works on the other; the free quota holds across both under parallel
 * load; a checkout started on one is paid on the other and fulfilled on the first; the public
 * counter agrees; rate limits (API and sign-in) are shared through the database; instances
 * starting together on an empty database apply the migrations once, in turn. Runs only with
 * a PostgreSQL server (TEST_DATABASE_URL, CI's second pass): embedded PGlite is one process only.
 */
import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import {
  MIGRATIONS_FOLDER,
  openDatabase,
  openDatabaseWithRetry,
  type Database,
} from '../../../src/server/db/database.js';
import { conversions } from '../../../src/server/db/schema.js';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import { FREE_MONTHLY_CONVERSIONS } from '../../../src/shared/constants.js';
import { MONTHLY_LIMIT_MESSAGE } from '../../../src/shared/errors.js';
import { multipartFile } from '../../helpers/http-session.js';
import { latestLinkToken } from '../../helpers/outbox.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { testConfig } from '../faults/test-config.js';
import { REAL_ONE_PAGE_CERTIFICATE, TEST_POOL_LIMITS } from '../hostile/real-parser-app.js';
import { BalancedBrowser } from './balanced-browser.js';

const RATE_LIMIT = 30;
const A = 0;
const B = 1;

const certificate = (name: string) => ({
  method: 'POST' as const,
  ...multipartFile(REAL_ONE_PAGE_CERTIFICATE, name),
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two app instances on one PostgreSQL database',
  () => {
    let shared: TestDatabase;
    const databases: Database[] = [];
    const parsers: ParserPool[] = [];
    const apps: FastifyInstance[] = [];
    /** One environment for both instances, so one mail outbox. */
    let dataDir = '';
    /** Follows the confirmation link mailed at sign-up, on the given instance. */
    const confirm = (browser: BalancedBrowser, instance: number, email: string) =>
      browser.get(
        instance,
        `/api/auth/verify-email?token=${encodeURIComponent(latestLinkToken(dataDir, email, '/verify-email'))}`,
      );

    beforeAll(async () => {
      shared = await createTestDatabase();
      // Same configuration on both, as a deployment's instances share one environment.
      const config = testConfig({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
      dataDir = config.dataDir;
      for (let instance = 0; instance < 2; instance++) {
        const database = await openDatabase({ databaseUrl: shared.url, dataDir: '' });
        const parser = createParserPool(TEST_POOL_LIMITS);
        databases.push(database);
        parsers.push(parser);
        const app = await buildApp(config, { database, parser, retention: false });
        await app.ready();
        apps.push(app);
      }
      await Promise.all(
        parsers.map((parser) =>
          parser.extract(new Uint8Array(REAL_ONE_PAGE_CERTIFICATE), {
            today: '2026-01-15',
            filename: 'warm-up.pdf',
          }),
        ),
      );
    }, 180_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const parser of parsers) await parser.close();
      for (const database of databases) await database.close();
      await shared?.close();
    });

    it('starts several instances at once on an empty database: migrations run once, none fails', async () => {
      const empty = new URL(shared.url);
      empty.pathname = `/${empty.pathname.slice(1)}_fresh`;
      const admin = new pg.Client({ connectionString: shared.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${empty.pathname.slice(1)}`);
      const failedAttempts: string[] = [];
      try {
        const started = await Promise.all(
          [1, 2, 3].map(() =>
            openDatabaseWithRetry(
              { databaseUrl: empty.toString(), dataDir: '' },
              (line) => failedAttempts.push(line),
              3,
              100,
            ),
          ),
        );
        for (const database of started) await database.close();
        expect(failedAttempts).toEqual([]);
        const fresh = new pg.Client({ connectionString: empty.toString() });
        await fresh.connect();
        const applied = await fresh.query(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        await fresh.end();
        expect(applied.rows[0].n).toBe(
          readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length,
        );
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${empty.pathname.slice(1)} WITH (FORCE)`);
        await admin.end();
      }
    });

    it('a session made on one instance works on the other, and signing out ends it on both', async () => {
      const browser = new BalancedBrowser(apps);
      const signUp = await browser.post(A, '/api/auth/sign-up/email', {
        email: 'roaming@example.com',
        password: 'roaming password 1',
        name: 'Roaming User',
      });
      expect(signUp.statusCode).toBe(200);
      expect((await confirm(browser, B, 'roaming@example.com')).statusCode).toBe(200);
      expect((await browser.get(A, '/api/auth/user')).json()).toMatchObject({
        email: 'roaming@example.com',
      });
      expect((await browser.get(B, '/api/logout')).statusCode).toBe(302);
      expect((await browser.get(A, '/api/auth/user')).statusCode).toBe(401);
    });

    it('holds the free quota across both instances: 20 parallel conversions, exactly 3 succeed', async () => {
      const browser = new BalancedBrowser(apps);
      await browser.post(A, '/api/auth/sign-up/email', {
        email: 'quota-across@example.com',
        password: 'quota password 1',
        name: 'Quota',
      });
      await confirm(browser, B, 'quota-across@example.com');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          browser.request(index % 2, { url: '/api/convert-pdf', ...certificate(`q-${index}.pdf`) }),
        ),
      );
      const statuses = results.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(FREE_MONTHLY_CONVERSIONS);
      expect(statuses.filter((status) => status === 403)).toHaveLength(
        20 - FREE_MONTHLY_CONVERSIONS,
      );
      for (const res of results.filter((candidate) => candidate.statusCode === 403)) {
        expect(res.json().message).toBe(MONTHLY_LIMIT_MESSAGE);
      }
      for (const instance of [A, B]) {
        expect((await browser.get(instance, '/api/auth/user')).json().monthlyConversions).toBe(3);
      }
    }, 120_000);

    it('fulfils on one instance a checkout started on the other', async () => {
      const visitor = new BalancedBrowser(apps);
      const converted = await visitor.request(A, {
        url: '/api/convert-simple',
        ...certificate('balanced.pdf'),
      });
      expect(converted.statusCode).toBe(200);
      const { conversionId } = converted.json();
      expect((await visitor.get(B, `/api/download-excel/${conversionId}`)).statusCode).toBe(402);

      const checkout = await visitor.post(A, '/api/create-checkout-session', {
        type: 'one-time',
        conversionData: [{ conversionId }],
      });
      expect(checkout.statusCode).toBe(200);
      const sessionId = String(checkout.json().url).split('/').pop();
      expect((await visitor.get(B, `/api/payments/local/${sessionId}`)).json().amountCents).toBe(
        700,
      );
      const paid = await visitor.post(B, `/api/payments/local/${sessionId}/pay`, {
        cardNumber: '4242 4242 4242 4242',
      });
      expect(paid.statusCode).toBe(200);

      const data = await visitor.get(A, `/api/session-data/${sessionId}`);
      expect(data.statusCode).toBe(200);
      expect(data.json()).toMatchObject({
        success: true,
        files: [{ conversionId, filename: 'balanced.xlsx' }],
      });
      for (const instance of [A, B]) {
        const download = await visitor.get(instance, `/api/download-excel/${conversionId}`);
        expect(download.statusCode).toBe(200);
      }
    }, 120_000);

    it('reports the same total-conversions counter from both, matching the stored conversions', async () => {
      const visitor = new BalancedBrowser(apps);
      await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          visitor.request(index % 2, {
            url: '/api/convert-simple',
            ...certificate(`c-${index}.pdf`),
          }),
        ),
      );
      const totals = await Promise.all(
        [A, B].map(
          async (instance) =>
            (await visitor.get(instance, '/api/analytics/total-conversions')).json().total,
        ),
      );
      const stored = await databases[A]!.db.select({ id: conversions.id }).from(conversions);
      expect(totals[A]).toBe(totals[B]);
      expect(totals[A]).toBe(stored.length);
    }, 120_000);

    it('shares the API rate limit between instances', async () => {
      const flooder = new BalancedBrowser(apps);
      const png = Buffer.from('89504e470d0a1a0a', 'hex');
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT + 2; i++) {
        const res = await flooder.request(i % 2, {
          method: 'POST',
          url: '/api/convert-simple',
          ...multipartFile(png, 'not-a.pdf'),
        });
        statuses.push(res.statusCode);
      }
      // Each instance saw only 16 requests: only a shared count reaches the limit of 30.
      expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 415)).toBe(true);
      expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
    });

    it('shares the sign-in limit between instances', async () => {
      // better-auth warns "Invalid password" on each wrong guess.
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const guesser = new BalancedBrowser(apps);
      const statuses: number[] = [];
      for (let guess = 0; guess < 7; guess++) {
        const res = await guesser.post(guess % 2, '/api/auth/sign-in/email', {
          email: 'roaming@example.com',
          password: `wrong guess ${guess}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  },
);
