/**
 * Account control users of a compliance tool expect: export everything we hold about them, and
 * delete the account with all its conversions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppContext } from '../app-context.js';
import {
  checkoutOrders,
  conversions,
  reminderSettings,
  subscriptions,
  templateDownloads,
  user,
} from '../db/schema.js';
import { sessionUser } from '../plugins/requester.js';

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const requireUser = async (request: FastifyRequest) => {
    const account = await sessionUser(ctx.auth, request);
    if (!account) throw new AppError('UNAUTHORIZED', 'Unauthorized', 401);
    return account;
  };

  app.get('/api/account/export', async (request, reply) => {
    const account = await requireUser(request);
    const { db } = ctx.database;
    const [profile] = await db
      .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, account.id));
    const body = {
      exportedAt: ctx.clock.now().toISOString(),
      profile,
      conversions: await db
        .select()
        .from(conversions)
        .where(eq(conversions.userId, account.id))
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
        .where(eq(subscriptions.userId, account.id)),
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
        .where(eq(checkoutOrders.userId, account.id)),
      // The feed token itself is a credential: the export says whether one exists.
      reminders: await db
        .select({
          digest: reminderSettings.digest,
          lastDigestSentOn: reminderSettings.digestSentOn,
          calendarFeed: sql<boolean>`${reminderSettings.calendarToken} is not null`,
        })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, account.id)),
    };
    return reply
      .header('content-disposition', 'attachment; filename="certsheet-account-export.json"')
      .send(body);
  });

  app.delete('/api/account', async (request, reply) => {
    const account = await requireUser(request);
    const { db } = ctx.database;
    const live = await db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, account.id),
          eq(subscriptions.provider, ctx.payments.name),
          inArray(subscriptions.status, ['trialing', 'active', 'past_due', 'incomplete']),
        ),
      );
    // Stop future charges before the account (and its subscription rows) disappear.
    for (const subscription of live) {
      if (subscription.id && !subscription.id.startsWith('order:')) {
        await ctx.payments.cancelSubscription(subscription.id);
      }
    }
    await db.delete(templateDownloads).where(eq(templateDownloads.userId, account.id));
    // Conversions, sessions, accounts, usage and subscriptions go with the user (cascade).
    await db.delete(user).where(eq(user.id, account.id));
    request.log.info({ userId: account.id }, 'account deleted');
    return reply.code(204).send();
  });
}
