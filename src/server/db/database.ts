/**
 * Opens the database: embedded PGlite in DATA_DIR/db by default, a PostgreSQL server when
 * DATABASE_URL is set, or an in-memory PGlite ("memory:") for tests. Migrations are applied on
 * open. Both drivers give the same Drizzle Postgres API, so services never know which one runs.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** src/server/db and dist/server/db are both three levels below the project root. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Connections per app instance on a PostgreSQL server. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl && options.databaseUrl !== 'memory:') {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  }
  return openPglite(
    options.databaseUrl === 'memory:' ? undefined : path.join(options.dataDir, 'db'),
  );
}

async function openPglite(directory: string | undefined): Promise<Database> {
  if (directory) mkdirSync(directory, { recursive: true });
  const client = directory ? new PGlite(directory) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    async ping() {
      if (client.closed) throw new Error('database closed');
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/** Retries opening while a PostgreSQL server is still starting (clear log line each try). */
export async function openDatabaseWithRetry(
  options: OpenDatabaseOptions,
  log: (message: string) => void,
  attempts = 10,
  delayMs = 2000,
): Promise<Database> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts) {
        throw new Error(`Cannot open the database after ${attempts} attempts: ${reason}`, {
          cause: error,
        });
      }
      log(
        `Database not reachable (${reason}); retrying in ${delayMs / 1000}s (${attempt}/${attempts})`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
