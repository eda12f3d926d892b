/**
 * Free-plan quota: FREE_MONTHLY_CONVERSIONS per user per calendar month (UTC), for accounts whose
 * email address is verified only — otherwise every throwaway sign-up would be three more free
 * downloads; an unverified account converts like an anonymous visitor and pays to download.
 * A slot is taken with one atomic upsert, so two simultaneous requests — on any app instance —
 * can never both take the last one. A failed conversion gives its slot back.
 */
import { and, eq, sql } from 'drizzle-orm';
import { FREE_MONTHLY_CONVERSIONS } from '../../shared/constants.js';
import { MONTHLY_LIMIT_MESSAGE } from '../../shared/errors.js';
import { AppError } from '../app-error.js';
import type { Db } from '../db/database.js';
import { monthlyUsage } from '../db/schema.js';

export const VERIFY_EMAIL_FOR_FREE_MESSAGE =
  'Verify your email address to use your free conversions: open the link we emailed you when you signed up (or sign in again to get a new one).';

export type FreeConversion = 'taken' | 'used-up' | 'email-unverified';

/** A signed-in free user's conversion: one of the month's free slots, if the account has one. */
export async function reserveFreeConversion(
  db: Db,
  account: { id: string; emailVerified: boolean },
  now: Date,
): Promise<FreeConversion> {
  if (!account.emailVerified) return 'email-unverified';
  return (await reserveConversionSlot(db, account.id, now)) ? 'taken' : 'used-up';
}

/** Why a conversion that needs a free slot (the dashboard's) was refused. */
export function freeConversionRefusal(outcome: Exclude<FreeConversion, 'taken'>): AppError {
  return outcome === 'email-unverified'
    ? new AppError('FORBIDDEN', VERIFY_EMAIL_FOR_FREE_MESSAGE, 403)
    : new AppError('QUOTA_EXCEEDED', MONTHLY_LIMIT_MESSAGE, 403);
}

export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Takes one slot; false when the month's quota is used up. */
export async function reserveConversionSlot(
  db: Db,
  userId: string,
  now: Date,
  limit = FREE_MONTHLY_CONVERSIONS,
): Promise<boolean> {
  const rows = await db
    .insert(monthlyUsage)
    .values({ userId, month: usageMonth(now), count: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsage.userId, monthlyUsage.month],
      set: { count: sql`${monthlyUsage.count} + 1` },
      setWhere: sql`${monthlyUsage.count} < ${limit}`,
    })
    .returning({ count: monthlyUsage.count });
  return rows.length > 0;
}

export async function releaseConversionSlot(db: Db, userId: string, month: string): Promise<void> {
  await db
    .update(monthlyUsage)
    .set({ count: sql`greatest(${monthlyUsage.count} - 1, 0)` })
    .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, month)));
}

export async function monthlyConversionCount(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .select({ count: monthlyUsage.count })
    .from(monthlyUsage)
    .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, usageMonth(now))));
  return rows[0]?.count ?? 0;
}
