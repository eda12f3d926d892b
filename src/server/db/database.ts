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

/**
 * A client checked out with `pool.connect()` (Drizzle's transactions) has nobody listening for
 * its 'error': if the server goes away meanwhile, the unhandled event ends the process. And when
 * BEGIN itself fails, Drizzle (0.45) never releases the client, so every outage would leak pool
 * slots until the app hangs. Such a client is released (and discarded) when its connection dies;
 * the caller's own release afterwards does nothing.
 */
function releaseWhenConnectionDies(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onError = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(error);
  };
  client.on('error', onError);
  return client;
}

class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: Error | boolean) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: Error | boolean) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // pool.query() checks out with a callback and listens for errors itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenConnectionDies);
  }
}

/** Any constant shared by every instance: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 0x63657274; // "cert"

/**
 * Instances started together (a deploy, a scale-up) would otherwise apply the same migration at
 * once and all but one fail on duplicate catalog entries. A session-level advisory lock makes
 * them take turns; the later ones find nothing left to apply.
 */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new GuardedPool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    await migrateExclusively(pool);
  } catch (error) {
    // Each retry opens a new pool: do not leave this one's connections behind.
    await pool.end().catch(() => {});
    throw error;
  }
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

/**
 * The driver's own one-line reason (ECONNREFUSED, unknown host, bad password): Drizzle wraps it
 * in a multi-line "Failed query: …" that says nothing to an operator.
 */
export function rootCauseMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else if (current instanceof Error && current.cause !== undefined) current = current.cause;
    else break;
  }
  const text =
    current instanceof Error
      ? current.message || String((current as { code?: unknown }).code ?? current.name)
      : String(current);
  return text.split('\n')[0]?.trim() || 'unknown error';
}

/** Where the database is, for log lines: host, port and name, never the password. */
export function databaseLocation(options: OpenDatabaseOptions): string {
  if (!options.databaseUrl || options.databaseUrl === 'memory:') {
    return `embedded database in ${path.join(options.dataDir, 'db')}`;
  }
  try {
    const url = new URL(options.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL could not be parsed)';
  }
}

/** Retries opening while a PostgreSQL server is still starting (clear log line each try). */
export async function openDatabaseWithRetry(
  options: OpenDatabaseOptions,
  log: (message: string) => void,
  attempts = 10,
  delayMs = 2000,
): Promise<Database> {
  const where = databaseLocation(options);
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(options);
    } catch (error) {
      const reason = rootCauseMessage(error);
      if (attempt >= attempts) {
        throw new Error(
          `Cannot open the database (${where}) after ${attempts} attempts: ${reason}`,
          {
            cause: error,
          },
        );
      }
      log(
        `Database not reachable (${where}: ${reason}); retrying in ${delayMs / 1000}s (${attempt}/${attempts})`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
