/**
 * A user's plan, derived on the server from subscriptions: 'annual' (a yearly purchase, 365 days),
 * 'pro' (monthly subscription: trialing or active; past_due keeps access for a grace period), or
 * 'free'. Derived from dates at read time, so nothing needs a cron.
 */
import { and, eq } from 'drizzle-orm';
import type { PlanId } from '../../shared/api.js';
import type { Db } from '../db/database.js';
import { subscriptions } from '../db/schema.js';

export const PAST_DUE_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

export interface SubscriptionState {
  plan: string;
  status: string;
  currentPeriodEnd: Date | null;
}

export function planFromSubscriptions(rows: SubscriptionState[], now: Date): PlanId {
  const live = (row: SubscriptionState) => {
    const end = row.currentPeriodEnd?.getTime() ?? Infinity;
    if (row.status === 'trialing' || row.status === 'active') return end > now.getTime();
    if (row.status === 'past_due') return end + PAST_DUE_GRACE_DAYS * DAY_MS > now.getTime();
    return false;
  };
  if (rows.some((row) => row.plan === 'annual' && live(row))) return 'annual';
  if (rows.some((row) => row.plan === 'pro' && live(row))) return 'pro';
  return 'free';
}

export async function userPlan(db: Db, userId: string, now: Date): Promise<PlanId> {
  const rows = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId)));
  return planFromSubscriptions(rows, now);
}

export function isPaidPlan(plan: PlanId): boolean {
  return plan === 'pro' || plan === 'annual';
}
