/**
 * Per-account back-off for password guessing. better-auth limits sign-ins per client address;
 * an attacker with many addresses is stopped here: after MAX_FAILURES wrong passwords for one
 * email within FAILURE_WINDOW_MS, that email answers 429 to every sign-in — from any address,
 * with any password — for a lock that doubles each time (15 min, 30 min, 1 h … at most a day).
 * A successful sign-in or a password reset clears it; a quiet day forgets earlier locks.
 * State lives in the database, so every app instance sees the same counts.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInGuards } from '../db/schema.js';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const FIRST_LOCK_MS = 15 * 60_000;
export const MAX_LOCK_MS = 24 * 60 * 60_000;
/** Earlier locks stop counting once the account has been quiet this long after the last one. */
const LOCKOUT_MEMORY_MS = 24 * 60 * 60_000;

const key = (email: string) => email.trim().toLowerCase();

export function lockDuration(lockouts: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, lockouts - 1), MAX_LOCK_MS);
}

/** When the email's lock ends, or null when sign-in may be tried. */
export async function signInLockedUntil(db: Db, email: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInGuards.lockedUntil })
    .from(signInGuards)
    .where(eq(signInGuards.email, key(email)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one wrong password. Returns the end of the lock when this failure started one (so the
 * owner can be told once per lock), else null.
 */
export async function recordFailedSignIn(db: Db, email: string, now: Date): Promise<Date | null> {
  const address = key(email);
  return db.transaction(async (tx) => {
    await tx
      .insert(signInGuards)
      .values({ email: address, failures: 0, windowStartedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInGuards)
      .where(eq(signInGuards.email, address))
      .for('update');
    if (!row) return null;
    const windowOpen = now.getTime() - row.windowStartedAt.getTime() < FAILURE_WINDOW_MS;
    const failures = windowOpen ? row.failures + 1 : 1;
    const windowStartedAt = windowOpen ? row.windowStartedAt : now;
    if (failures < MAX_FAILURES) {
      await tx
        .update(signInGuards)
        .set({ failures, windowStartedAt })
        .where(eq(signInGuards.email, address));
      return null;
    }
    const remembered =
      row.lockedUntil !== null && now.getTime() - row.lockedUntil.getTime() < LOCKOUT_MEMORY_MS;
    const lockouts = remembered ? row.lockouts + 1 : 1;
    const lockedUntil = new Date(now.getTime() + lockDuration(lockouts));
    await tx
      .update(signInGuards)
      .set({ failures: 0, windowStartedAt: now, lockouts, lockedUntil })
      .where(eq(signInGuards.email, address));
    return lockedUntil;
  });
}

/** The right password (or a password reset by email): start afresh. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInGuards).where(eq(signInGuards.email, key(email)));
}
