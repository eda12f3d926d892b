/**
 * @fastify/rate-limit stores with fixed windows (a window starts on a multiple of its length):
 *
 * - on a PostgreSQL server, in the database, so limits hold across every app instance behind a
 *   load balancer (DESIGN: no local state outside the database): one atomic upsert per request,
 *   old windows pruned now and then;
 * - on embedded PGlite, in memory: PGlite is one process's database (two servers cannot open one
 *   data directory), so there is exactly one instance and its memory sees every request. Same
 *   windows and counts, without a database write before every rate-limited request. A restart
 *   starts the current window afresh.
 */
import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database, Db } from '../db/database.js';
import { apiRateLimits } from '../db/schema.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const PRUNE_EVERY = 500;

/** The store for this database: shared in PostgreSQL, in memory on single-instance PGlite. */
export function rateLimitStoreFor(
  database: Pick<Database, 'db' | 'kind'>,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  return database.kind === 'pglite'
    ? memoryRateLimitStore(now)
    : databaseRateLimitStore(database.db, now);
}

/** Fixed windows in this process's memory (one instance only; see above). */
export function memoryRateLimitStore(now: () => number = Date.now): FastifyRateLimitStoreCtor {
  /** Key → its current window; entries of past windows are dropped by prune(). */
  const windows = new Map<string, { windowStart: number; count: number; timeWindow: number }>();
  let calls = 0;

  function prune(at: number) {
    for (const [key, entry] of windows) {
      if (entry.windowStart + entry.timeWindow <= at) windows.delete(key);
    }
  }

  class MemoryRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin builds the root store with its options; route stores get a key prefix. */
    constructor(prefix: unknown = '') {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const windowStart = Math.floor(at / timeWindow) * timeWindow;
      const fullKey = `${this.prefix}${key}`;
      const entry = windows.get(fullKey);
      let count = 1;
      if (entry && entry.windowStart === windowStart) count = entry.count += 1;
      else windows.set(fullKey, { windowStart, count, timeWindow });
      if (++calls % PRUNE_EVERY === 0) prune(at);
      callback(null, { current: count, ttl: windowStart + timeWindow - at });
    }

    child(routeOptions: { method?: string | string[]; url?: string }): FastifyRateLimitStore {
      return new MemoryRateLimitStore(routeStorePrefix(this.prefix, routeOptions));
    }
  }

  return MemoryRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Each route counts apart: its method and URL prefix the key. */
function routeStorePrefix(
  prefix: string,
  routeOptions: { method?: string | string[]; url?: string },
): string {
  const method = Array.isArray(routeOptions.method)
    ? routeOptions.method.join(',')
    : routeOptions.method;
  return `${prefix}${method ?? ''}${routeOptions.url ?? ''}:`;
}

export function databaseRateLimitStore(
  db: Db,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let calls = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const windowStart = Math.floor(at / timeWindow) * timeWindow;
      const fullKey = `${this.prefix}${key}`;
      db.insert(apiRateLimits)
        .values({ key: fullKey, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [apiRateLimits.key, apiRateLimits.windowStart],
          set: { count: sql`${apiRateLimits.count} + 1` },
        })
        .returning({ count: apiRateLimits.count })
        .then(
          (rows) => {
            callback(null, { current: rows[0]?.count ?? 1, ttl: windowStart + timeWindow - at });
            if (++calls % PRUNE_EVERY === 0) {
              db.delete(apiRateLimits)
                .where(lt(apiRateLimits.windowStart, at - 24 * 60 * 60 * 1000))
                .catch(() => {});
            }
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: { method?: string | string[]; url?: string }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeStorePrefix(this.prefix, routeOptions));
    }
  }

  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
