/**
 * `certsheet reminders [--today YYYY-MM-DD]`: one pass against the configured database (the
 * embedded one in DATA_DIR, or DATABASE_URL on CI's PostgreSQL pass), run as an operator runs it
 * — the real command in a child process — with a fake "today"; it prints what it sent.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database.js';
import { reminderSettings, user } from '../../../src/server/db/schema.js';
import { seedConversion } from '../../helpers/seed.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { digestsTo } from './reminder-helpers.js';

const BIN = fileURLToPath(new URL('../../../bin/certsheet.js', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('certsheet reminders', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'certsheet-cli-reminders-'));
  let server: TestDatabase | null = null;
  let env: Record<string, string>;

  function run(...args: string[]): Promise<Run> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [BIN, 'reminders', ...args],
        { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  async function addUser(database: Database, email: string, digest: 'weekly' | 'off', due: string) {
    const id = randomBytes(8).toString('hex');
    await database.db
      .insert(user)
      .values({ id, name: email.split('@')[0]!, email, emailVerified: true });
    await database.db.insert(reminderSettings).values({ userId: id, digest });
    await seedConversion(database.db, {
      userId: id,
      fields: { equipmentName: 'Thermometer', serialNumber: `T-${id.slice(0, 4)}`, dueDate: due },
    });
  }

  beforeAll(async () => {
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      PUBLIC_URL: 'http://localhost:5000',
    };
    let database: Database;
    if (process.env.TEST_DATABASE_URL) {
      server = await createTestDatabase();
      env.DATABASE_URL = server.url;
      database = server;
    } else {
      // The embedded database in DATA_DIR, closed before the command opens it (one process only).
      database = await openDatabase({ dataDir });
    }
    await addUser(database, 'cli-overdue@example.com', 'weekly', '2026-11-01');
    await addUser(database, 'cli-current@example.com', 'weekly', '2027-11-01');
    await addUser(database, 'cli-off@example.com', 'off', '2026-11-01');
    if (!server) await database.close();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('runs one pass for the given day and prints what it sent; the next day sends nothing', async () => {
    const first = await run('--today', '2026-11-26');
    expect(first.code).toBe(0);
    // Where each mail went is logged on stderr (the outbox here; SMTP when SMTP_URL is set).
    expect(first.stderr).toContain('mail written to the outbox');
    expect(first.stdout).toContain('sent      cli-overdue@example.com  (1 overdue, 0 due soon)');
    expect(first.stdout).toContain('no mail   cli-current@example.com  (nothing due)');
    expect(first.stdout).not.toContain('cli-off@example.com');
    expect(first.stdout).toContain('Reminders for 2026-11-26: 1 digest sent.');
    const [digest] = digestsTo(dataDir, 'cli-overdue@example.com');
    expect(digest!.text).toContain('Thermometer');
    expect(digest!.text).toContain('25 days overdue');
    expect(digestsTo(dataDir, 'cli-current@example.com')).toEqual([]);

    const next = await run('--today', '2026-11-27');
    expect(next.code).toBe(0);
    expect(next.stdout).not.toContain('sent      ');
    expect(next.stdout).toContain('Reminders for 2026-11-27: 0 digests sent.');
    expect(digestsTo(dataDir, 'cli-overdue@example.com')).toHaveLength(1);
  }, 120_000);

  it('refuses a day that is not a date', async () => {
    const bad = await run('--today', '2026-13-01');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--today must be a date in the format YYYY-MM-DD');
  }, 60_000);
});
