/**
 * Pro subscription ($7/month, 7-day trial). Creation returns the client secret for the embedded
 * payment form; the subscription's state is only ever taken from the provider (sync on webhook,
 * or on the local test-mode confirmation).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PRICE_PRO_MONTHLY_CENTS, PRO_TRIAL_DAYS } from '../../shared/constants.js';
import { AppError } from '../app-error.js';
import type { AppContext } from '../app-context.js';
import { subscriptions } from '../db/schema.js';
import { isPaidPlan, userPlan } from './plans.js';
import type { SessionUser } from './requester.js';

export async function startProSubscription(ctx: AppContext, account: SessionUser) {
  const { db } = ctx.database;
  const plan = await userPlan(db, account.id, ctx.clock.now());
  if (isPaidPlan(plan)) {
    throw new AppError(
      'BAD_REQUEST',
      'You already have an active plan with unlimited conversions.',
      409,
    );
  }
  const created = await ctx.payments.createSubscription({
    userId: account.id,
    email: account.email,
    trialDays: PRO_TRIAL_DAYS,
    amountCents: PRICE_PRO_MONTHLY_CENTS,
  });
  // Abandoned set-ups would otherwise pile up: keep only the newest incomplete one.
  await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, account.id), eq(subscriptions.status, 'incomplete')));
  await db.insert(subscriptions).values({
    id: `subr_${randomBytes(12).toString('base64url')}`,
    userId: account.id,
    plan: 'pro',
    status: created.status,
    provider: ctx.payments.name,
    providerSubscriptionId: created.providerSubscriptionId,
    providerCustomerId: created.providerCustomerId,
    currentPeriodEnd: created.currentPeriodEnd,
  });
  return created;
}

/** Copies the provider's view of a subscription into ours (idempotent, order-independent). */
export async function syncSubscription(ctx: AppContext, providerSubscriptionId: string) {
  const truth = await ctx.payments.retrieveSubscription(providerSubscriptionId);
  const { db } = ctx.database;
  const [existing] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, ctx.payments.name),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  const values = {
    status: truth.status,
    currentPeriodEnd: truth.currentPeriodEnd,
    cancelAtPeriodEnd: truth.cancelAtPeriodEnd,
    providerCustomerId: truth.providerCustomerId,
    updatedAt: ctx.clock.now(),
  };
  if (existing) {
    await db.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
    return;
  }
  if (!truth.userId) return;
  await db
    .insert(subscriptions)
    .values({
      id: `subr_${randomBytes(12).toString('base64url')}`,
      userId: truth.userId,
      plan: 'pro',
      provider: ctx.payments.name,
      providerSubscriptionId,
      ...values,
    })
    .onConflictDoNothing();
}

/** The user's own subscription with this provider id, or 404. */
export async function findOwnedSubscription(
  ctx: AppContext,
  userId: string,
  providerSubscriptionId: string,
) {
  const [row] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, ctx.payments.name),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  if (!row) throw AppError.notFound('Subscription not found');
  return row;
}
