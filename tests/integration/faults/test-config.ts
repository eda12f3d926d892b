/**
 * The configuration buildTestApp uses, for suites that call buildApp themselves (an app on a
 * proxied database, two instances on one database).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../../src/server/config.js';

export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'certsheet-test-')),
    SESSION_SECRET: TEST_SESSION_SECRET,
    PUBLIC_URL: 'http://localhost:5000',
    ...env,
  });
}
