/** Monotonic counters (e.g. total conversions) that survive retention deletes. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { appCounters } from '../db/schema.js';

export const TOTAL_CONVERSIONS = 'total_conversions';

export async function incrementCounter(db: Db, name: string, by = 1): Promise<void> {
  await db
    .insert(appCounters)
    .values({ name, value: by })
    .onConflictDoUpdate({
      target: appCounters.name,
      set: { value: sql`${appCounters.value} + ${by}` },
    });
}

export async function readCounter(db: Db, name: string): Promise<number> {
  const rows = await db
    .select({ value: appCounters.value })
    .from(appCounters)
    .where(eq(appCounters.name, name));
  return Number(rows[0]?.value ?? 0);
}
