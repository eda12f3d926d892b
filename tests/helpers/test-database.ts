/**
 * A fresh database per test file: in-memory PGlite by default, or a brand-new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI's second pass), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database.js';

export interface TestDatabase extends Database {
  url: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: 'memory:', dataDir: '' });
    return Object.assign(database, { url: 'memory:' });
  }
  const name = `certsheet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 20 });
  const close = database.close.bind(database);
  return Object.assign(database, {
    url: url.toString(),
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  });
}
