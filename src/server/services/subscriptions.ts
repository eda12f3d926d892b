/**
 * Plans held as subscription rows. Pro ($7/month, 7-day trial): creation returns the client
 * secret for the embedded payment form; its state is only ever taken from the provider (sync on
 * webhook, or on the local test-mode confirmation). Annual Unlimited: a paid yearly order, given
 * to the signed-in buyer, or — when bought anonymously with an email address — to the account
 * with that address only once the address is verified (see attachAnnualPlansForEmail).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  ANNUAL_PLAN_DAYS,
  PRICE_PRO_MONTHLY_CENTS,
  PRO_TRIAL_DAYS,
} from '../../shared/constants.js';
import { AppError } from '../app-error.js';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { checkoutOrders, subscriptions, user } from '../db/schema.js';
import { isPaidPlan, userPlan } from './plans.js';
import type { SessionUser } from './ownership.js';

export async function startProSubscription(ctx: AppContext, account: SessionUser) {
  const { db } = ctx.database;
  const plan = await userPlan(db, account.id, ctx.clock.now());
  if (isPaidPlan(plan)) {
    throw new AppError('CONFLICT', 'You already have an active plan with unlimited conversions.');
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

const DAY_MS = 86_400_000;

interface PaidYearlyOrder {
  id: string;
  provider: string;
  paidAt: Date | null;
}

/**
 * The annual plan of one paid order on this account. Keyed by the order, so granting twice (a
 * webhook and the success page racing, a verification after a fulfilment) gives one plan. The
 * year runs from the payment, so re-attaching it later never extends it.
 */
async function attachAnnualPlan(db: Db, userId: string, order: PaidYearlyOrder, now: Date) {
  const start = order.paidAt ?? now;
  await db
    .insert(subscriptions)
    .values({
      id: `subr_${randomBytes(12).toString('base64url')}`,
      userId,
      plan: 'annual',
      status: 'active',
      provider: order.provider,
      providerSubscriptionId: `order:${order.id}`,
      currentPeriodEnd: new Date(start.getTime() + ANNUAL_PLAN_DAYS * DAY_MS),
    })
    .onConflictDoNothing();
}

/** A yearly order bought while signed in: the plan is the buyer's. */
export async function grantAnnualPlanToBuyer(
  db: Db,
  buyerId: string,
  order: PaidYearlyOrder,
  now: Date,
) {
  await attachAnnualPlan(db, buyerId, order, now);
}

/**
 * Annual plans bought anonymously with this address, attached to the account that owns it —
 * only when that account's address is verified. Anyone can register an address they do not
 * own; only its owner can follow the link we mail to it. Called when a yearly order is paid,
 * when an address is verified, when a password is reset by email, and at sign-in.
 * Returns how many orders were looked at.
 */
export async function attachAnnualPlansForEmail(db: Db, email: string, now: Date) {
  const address = email.trim().toLowerCase();
  const [owner] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, address));
  if (!owner?.emailVerified) return 0;
  const orders = await db
    .select({
      id: checkoutOrders.id,
      provider: checkoutOrders.provider,
      paidAt: checkoutOrders.paidAt,
    })
    .from(checkoutOrders)
    .where(
      and(
        eq(checkoutOrders.type, 'yearly'),
        eq(checkoutOrders.status, 'paid'),
        eq(checkoutOrders.email, address),
        isNull(checkoutOrders.userId),
      ),
    );
  for (const order of orders) await attachAnnualPlan(db, owner.id, order, now);
  return orders.length;
}
