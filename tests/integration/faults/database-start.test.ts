/**
 * Starting while the database is unreachable: openDatabaseWithRetry (what main.ts calls) logs
 * one clear line per attempt naming where it looked and why it failed, waits, retries, and in the
 * end gives up with the driver's own reason — never Drizzle's multi-line "Failed query". With a
 * PostgreSQL server (TEST_DATABASE_URL, CI's second pass) it also comes up as soon as the
 * database does.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabaseWithRetry } from '../../../src/server/db/database.js';
import { createTestDatabase } from '../../helpers/test-database.js';
import { TcpProxy } from './tcp-proxy.js';

/** A port on which nothing listens (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('database unreachable at start', () => {
  it('retries with a clear line per attempt, then fails naming the cause', async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const started = performance.now();
    const opening = openDatabaseWithRetry(
      { databaseUrl: `postgres://certsheet:s3cret@127.0.0.1:${port}/certsheet`, dataDir: '' },
      (line) => lines.push(line),
      3,
      100,
    );
    await expect(opening).rejects.toThrow(
      `Cannot open the database (PostgreSQL at 127.0.0.1:${port}/certsheet) after 3 attempts: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    expect(lines).toEqual([
      `Database not reachable (PostgreSQL at 127.0.0.1:${port}/certsheet: connect ECONNREFUSED 127.0.0.1:${port}); retrying in 0.1s (1/3)`,
      `Database not reachable (PostgreSQL at 127.0.0.1:${port}/certsheet: connect ECONNREFUSED 127.0.0.1:${port}); retrying in 0.1s (2/3)`,
    ]);
    // The password in DATABASE_URL never reaches a log line.
    expect(lines.join('\n')).not.toContain('s3cret');
  });

  it('names an unknown host the same way', async () => {
    const lines: string[] = [];
    await expect(
      openDatabaseWithRetry(
        { databaseUrl: 'postgres://certsheet@db.certsheet.invalid:5432/certsheet', dataDir: '' },
        (line) => lines.push(line),
        2,
        10,
      ),
    ).rejects.toThrow(/PostgreSQL at db\.certsheet\.invalid:5432\/certsheet.*ENOTFOUND/);
    expect(lines).toHaveLength(1);
  });

  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('with a PostgreSQL server', () => {
    it('comes up as soon as the database does', async () => {
      const target = await createTestDatabase();
      const { proxy, urlThrough } = TcpProxy.forUrl(target.url);
      // Reserve the proxy's port, then take it down: the app starts before its database.
      await proxy.start();
      const url = urlThrough();
      await proxy.stop();
      const lines: string[] = [];
      try {
        const database = await openDatabaseWithRetry(
          { databaseUrl: url, dataDir: '' },
          (line) => {
            lines.push(line);
            if (lines.length === 2) void proxy.start();
          },
          10,
          200,
        );
        await database.ping();
        await database.close();
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatch(/ECONNREFUSED.*\(1\/10\)$/);
        // Migrations ran: the schema is there.
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        const tables = await client.query(
          "select 1 from information_schema.tables where table_name = 'conversions'",
        );
        await client.end();
        expect(tables.rowCount).toBe(1);
      } finally {
        await proxy.stop();
        await target.close();
      }
    });
  });
});
