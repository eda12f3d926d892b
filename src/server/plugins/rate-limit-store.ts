/**
 * A @fastify/rate-limit store in the database, so limits hold across every app instance behind
 * a load balancer (DESIGN: no local state outside the database). Fixed windows: one atomic
 * upsert per request; old windows are pruned now and then.
 */
import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';
import { apiRateLimits } from '../db/schema.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const PRUNE_EVERY = 500;

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
      const method = Array.isArray(routeOptions.method)
        ? routeOptions.method.join(',')
        : routeOptions.method;
      return new DatabaseRateLimitStore(`${this.prefix}${method ?? ''}${routeOptions.url ?? ''}:`);
    }
  }

  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
