/**
 * Data lifecycle (DESIGN.md): anonymous conversions are deleted 24 h after creation unless paid,
 * and 7 days after payment (their expires_at says when). Runs at start-up and on a timer;
 * deletions are counted in the log. Signed-in users' conversions have no expiry.
 */
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { conversions } from '../db/schema.js';

export const RETENTION_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export async function sweepExpiredConversions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(conversions)
    .where(and(isNotNull(conversions.expiresAt), lt(conversions.expiresAt, now)))
    .returning({ id: conversions.id });
  return deleted.length;
}
