/** Monotonic counters (e.g. total conversions) that survive retention deletes. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { appCounters } from '../db/schema.js';

export const TOTAL_CONVERSIONS = 'total_conversions';

function incrementStatement(db: Db, name: string, by: number) {
  return db
    .insert(appCounters)
    .values({ name, value: by })
    .onConflictDoUpdate({
      target: appCounters.name,
      set: { value: sql`${appCounters.value} + ${by}` },
    });
}

export async function incrementCounter(db: Db, name: string, by = 1): Promise<void> {
  await incrementStatement(db, name, by);
}

/**
 * The increment as a common table expression, to run inside another write's statement
 * (`db.with(counterIncrement(db, name)).insert(…)`): PostgreSQL runs a data-modifying WITH
 * exactly once whether or not the main query reads it, and one statement is atomic by itself —
 * the row and the counter change together, in one round trip instead of a four-statement
 * transaction (BEGIN, insert, upsert, COMMIT).
 */
export function counterIncrement(db: Db, name: string, by = 1) {
  return db
    .$with(`increment_${name}`)
    .as(incrementStatement(db, name, by).returning({ value: appCounters.value }));
}

export async function readCounter(db: Db, name: string): Promise<number> {
  const rows = await db
    .select({ value: appCounters.value })
    .from(appCounters)
    .where(eq(appCounters.name, name));
  return Number(rows[0]?.value ?? 0);
}
