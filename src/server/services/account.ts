/**
 * Account control users of a compliance tool expect: everything we hold about a user in one
 * export, and deleting the account with all its conversions.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import {
  checkoutOrders,
  conversions,
  reminderSettings,
  subscriptions,
  templateDownloads,
  user,
} from '../db/schema.js';

/** Subscription states that may still charge the user. */
const LIVE_SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'incomplete'];

export async function accountExport(ctx: AppContext, userId: string) {
  const { db } = ctx.database;
  const [profile] = await db
    .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile,
    conversions: await db
      .select()
      .from(conversions)
      .where(eq(conversions.userId, userId))
      .orderBy(desc(conversions.createdAt)),
    subscriptions: await db
      .select({
        plan: subscriptions.plan,
        status: subscriptions.status,
        provider: subscriptions.provider,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    orders: await db
      .select({
        id: checkoutOrders.id,
        type: checkoutOrders.type,
        status: checkoutOrders.status,
        amountCents: checkoutOrders.amountCents,
        createdAt: checkoutOrders.createdAt,
        paidAt: checkoutOrders.paidAt,
      })
      .from(checkoutOrders)
      .where(eq(checkoutOrders.userId, userId)),
    // The feed token itself is a credential: the export says whether one exists.
    reminders: await db
      .select({
        digest: reminderSettings.digest,
        lastDigestSentOn: reminderSettings.digestSentOn,
        calendarFeed: sql<boolean>`${reminderSettings.calendarToken} is not null`,
      })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId)),
  };
}

export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const { db } = ctx.database;
  const live = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, ctx.payments.name),
        inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
      ),
    );
  // Stop future charges before the account (and its subscription rows) disappear.
  for (const subscription of live) {
    if (subscription.id && !subscription.id.startsWith('order:')) {
      await ctx.payments.cancelSubscription(subscription.id);
    }
  }
  await db.delete(templateDownloads).where(eq(templateDownloads.userId, userId));
  // Conversions, sessions, accounts, usage and subscriptions go with the user (cascade).
  await db.delete(user).where(eq(user.id, userId));
}
