/**
 * build(): an app on a fresh database with test configuration (fastify/demo's helper). Callers
 * close it in afterAll/afterEach; `app.inject` needs no port.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../src/server/app.js';
import type { CertificateParser, Clock } from '../../src/server/app-context.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
import { registerDataDir } from './outbox.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

export function fixedClock(iso: string): Clock {
  return { now: () => new Date(iso) };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDependencies, 'database'>> = {},
): Promise<TestApp> {
  const parser = deps.parser ?? parserNotUsed;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'certsheet-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:5000',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, retention: false, ...deps, parser });
  await app.ready();
  registerDataDir(app, dataDir);
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** For tests that never convert a PDF: any call is a test bug and fails loudly. */
export const parserNotUsed: CertificateParser = {
  async extract() {
    throw new Error('this test does not expect a PDF to be parsed');
  },
  async extractText() {
    throw new Error('this test does not expect a PDF to be parsed');
  },
  async close() {},
};
