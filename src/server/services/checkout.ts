/**
 * Pay-per-download and the yearly plan. Prices come only from server constants; conversion ids
 * are the only thing taken from the browser, and each must belong to the requester. Fulfilment
 * is driven by the provider's truth (re-read every time), is idempotent, and runs in one
 * transaction so a crash never leaves an order half-fulfilled.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CheckoutRequest, CheckoutType } from '../../shared/api.js';
import { EMAIL_REQUIRED_MESSAGE } from '../../shared/messages.js';
import {
  MAX_FILES_PER_BATCH,
  PRICE_ONE_TIME_CENTS,
  PRICE_YEARLY_CENTS,
} from '../../shared/constants.js';
import { AppError } from '../app-error.js';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { checkoutOrderConversions, checkoutOrders, conversions, user } from '../db/schema.js';
import { PAID_ANONYMOUS_RETENTION_MS } from './conversions.js';
import { newOrderAccessToken, orderPagePath, sendOrderReceipt } from './order-links.js';
import { holdConversionsForCheckout } from './retention.js';
import { owns, type Owner, type Requester } from './ownership.js';
import { attachAnnualPlansForEmail, grantAnnualPlanToBuyer } from './subscriptions.js';

export const RECEIPT_EMAIL_INVALID_MESSAGE =
  'Enter a valid email address for the receipt, or leave it empty.';

export type OrderRow = typeof checkoutOrders.$inferSelect;

/**
 * Order status: pending → paid, or — when the files a pay-per-download order was for were
 * deleted before its payment completed — pending → refunding → refunded (a payment arrived: it is
 * given back) or pending → cancelled (TEST MODE refused to charge).
 */
export type OrderStatus = 'pending' | 'paid' | 'refunding' | 'refunded' | 'cancelled';

export const ORDER_REFUNDED_MESSAGE =
  'Your payment has been refunded: the files it was for had been deleted before the payment completed (unpaid results are kept for 24 hours). Please convert your certificates again.';
export const ORDER_REFUNDING_MESSAGE =
  'Your payment will be refunded: the files it was for had been deleted before the payment completed (unpaid results are kept for 24 hours). Please convert your certificates again.';
export const ORDER_CANCELLED_MESSAGE =
  'This checkout was cancelled and nothing was charged: the files it was for have been deleted (unpaid results are kept for 24 hours). Please convert your certificates again.';

/** What to tell the buyer of an order that will never deliver files, or null. */
export function closedOrderMessage(order: OrderRow): string | null {
  switch (order.status as OrderStatus) {
    case 'refunded':
      return ORDER_REFUNDED_MESSAGE;
    case 'refunding':
      return ORDER_REFUNDING_MESSAGE;
    case 'cancelled':
      return ORDER_CANCELLED_MESSAGE;
    default:
      return null;
  }
}

const PRICES: Record<CheckoutType, { amountCents: number; description: string }> = {
  'one-time': {
    amountCents: PRICE_ONE_TIME_CENTS,
    description: `CertSheet pay per download (up to ${MAX_FILES_PER_BATCH} certificates)`,
  },
  yearly: { amountCents: PRICE_YEARLY_CENTS, description: 'CertSheet Annual Unlimited (1 year)' },
};

const emailSchema = z.email();

export async function createCheckoutOrder(
  ctx: AppContext,
  requester: Requester,
  owner: Owner,
  /** Validated against checkoutRequestSchema by the route. */
  request: CheckoutRequest,
  /** Where the visitor returns after paying: the address they use (routes pass visitorBaseUrl). */
  returnBaseUrl = ctx.config.publicUrl,
): Promise<{ url: string; order: OrderRow }> {
  const { type, conversionData } = request;
  const email = request.email?.trim().toLowerCase() || null;
  if (type === 'yearly' && (!email || !emailSchema.safeParse(email).success)) {
    throw AppError.badRequest(EMAIL_REQUIRED_MESSAGE);
  }
  // Pay per download takes an optional address for the receipt and its link.
  if (type === 'one-time' && email && !emailSchema.safeParse(email).success) {
    throw AppError.badRequest(RECEIPT_EMAIL_INVALID_MESSAGE);
  }
  const ids = [...new Set(conversionData.map((entry) => entry.conversionId))];
  if (type === 'one-time' && ids.length === 0) {
    throw AppError.badRequest('Choose at least one converted file to pay for.');
  }
  if (type === 'one-time' && ids.length > MAX_FILES_PER_BATCH) {
    throw AppError.badRequest(
      `A pay-per-download checkout covers up to ${MAX_FILES_PER_BATCH} files. Split the batch or choose the annual plan.`,
    );
  }

  const { db } = ctx.database;
  const rows =
    ids.length > 0 ? await db.select().from(conversions).where(inArray(conversions.id, ids)) : [];
  const owned = rows.filter((row) => owns(requester, row) && row.success);
  if (owned.length !== ids.length) {
    // Someone else's (or a failed, or an unknown) conversion: say nothing about which.
    throw AppError.notFound('One or more converted files were not found. Convert them again.');
  }
  // Held before the visitor is sent to pay, so the retention sweep cannot delete them meanwhile.
  const now = ctx.clock.now();
  await holdConversionsForCheckout(db, ids, now);
  if (ids.length > 0) {
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversions)
      .where(inArray(conversions.id, ids));
    // The sweep deleted one between the check above and the hold.
    if (count !== ids.length) {
      throw AppError.notFound('One or more converted files were not found. Convert them again.');
    }
  }

  const orderId = `ord_${randomBytes(16).toString('base64url')}`;
  const accessToken = newOrderAccessToken();
  const price = PRICES[type];
  const created = await ctx.payments.createCheckout({
    orderId,
    type,
    amountCents: price.amountCents,
    description: price.description,
    email,
    // The paid view's own address: it survives a reload and is the receipt's link.
    successUrl: `${returnBaseUrl}${orderPagePath(accessToken)}`,
    cancelUrl: `${returnBaseUrl}/?payment=cancelled`,
  });
  const order = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(checkoutOrders)
      .values({
        id: orderId,
        provider: ctx.payments.name,
        providerSessionId: created.providerSessionId,
        type,
        status: 'pending',
        amountCents: price.amountCents,
        userId: owner.userId,
        visitorId: owner.userId ? null : owner.visitorId,
        email,
        accessToken,
        // The app's clock, not the database's: the sweep compares it with the app's clock.
        createdAt: now,
      })
      .returning();
    if (ids.length > 0) {
      await tx
        .insert(checkoutOrderConversions)
        .values(ids.map((conversionId) => ({ orderId, conversionId })));
    }
    return inserted;
  });
  if (!order) throw new Error('order insert returned no row');
  return { url: created.url.replace('{CHECKOUT_SESSION_ID}', created.providerSessionId), order };
}

export async function findOrderBySession(ctx: AppContext, providerSessionId: string) {
  if (!/^[\w-]{1,255}$/.test(providerSessionId)) return null;
  const [order] = await ctx.database.db
    .select()
    .from(checkoutOrders)
    .where(
      and(
        eq(checkoutOrders.provider, ctx.payments.name),
        eq(checkoutOrders.providerSessionId, providerSessionId),
      ),
    );
  return order ?? null;
}

/** The requester's order for this provider session, or null (never someone else's). */
export async function findOwnedOrder(ctx: AppContext, requester: Requester, sessionId: string) {
  const order = await findOrderBySession(ctx, sessionId);
  return order && owns(requester, order) ? order : null;
}

export interface FulfilmentLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Re-reads the checkout from the provider and, if paid, fulfils the order exactly once.
 * Returns the order as it stands afterwards.
 */
export async function syncCheckout(
  ctx: AppContext,
  providerSessionId: string,
  log: FulfilmentLog,
): Promise<OrderRow | null> {
  const order = await findOrderBySession(ctx, providerSessionId);
  if (!order || order.status !== 'pending') {
    return order?.status === 'refunding' ? refundOrder(ctx, order, log) : order;
  }
  const truth = await ctx.payments.retrieveCheckout(providerSessionId);
  if (!truth.paid) return order;
  if (truth.amountCents !== null && truth.amountCents !== order.amountCents) {
    log.error(
      { orderId: order.id, expected: order.amountCents, paid: truth.amountCents },
      'checkout amount does not match the order: not fulfilled',
    );
    return order;
  }
  const now = ctx.clock.now();
  let setupMailTo: { id: string; email: string } | null = null;
  const fulfilled = await ctx.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(checkoutOrders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(checkoutOrders.id, order.id), eq(checkoutOrders.status, 'pending')))
      .returning();
    if (!claimed) return null;
    const covered = tx
      .select({ id: checkoutOrderConversions.conversionId })
      .from(checkoutOrderConversions)
      .where(eq(checkoutOrderConversions.orderId, order.id));
    const kept = await tx
      .update(conversions)
      .set({
        paidAt: now,
        expiresAt: sql`case when ${conversions.userId} is null then ${new Date(now.getTime() + PAID_ANONYMOUS_RETENTION_MS).toISOString()}::timestamptz else null end`,
      })
      .where(inArray(conversions.id, covered))
      .returning({ id: conversions.id });
    // Deleting a conversion deletes its order link: a pay-per-download order left with none
    // has nothing to deliver. (A yearly order bought the plan; its files are a bonus.)
    if (claimed.type === 'one-time' && kept.length === 0) {
      const [refunding] = await tx
        .update(checkoutOrders)
        .set({ status: 'refunding' satisfies OrderStatus, paidAt: null })
        .where(eq(checkoutOrders.id, order.id))
        .returning();
      return refunding ?? null;
    }
    if (claimed.type === 'yearly') {
      const result = await grantAnnualPlan(tx as unknown as Db, claimed, truth.email, now);
      setupMailTo = result.setupMailTo;
    }
    return claimed;
  });
  if (!fulfilled) return findOrderBySession(ctx, providerSessionId);
  if (fulfilled.status === 'refunding') return refundOrder(ctx, fulfilled, log);
  log.info({ orderId: order.id, type: order.type }, 'checkout fulfilled');
  if (fulfilled.type === 'yearly' && !fulfilled.userId && fulfilled.email) {
    // The address may have been verified while this payment was being recorded.
    await attachAnnualPlansForEmail(ctx.database.db, fulfilled.email, now);
  }
  if (setupMailTo) await sendAccountSetupMail(ctx, setupMailTo, log);
  const [withEmail] = await ctx.database.db
    .select()
    .from(checkoutOrders)
    .where(eq(checkoutOrders.id, fulfilled.id));
  await sendOrderReceipt(
    ctx,
    withEmail ?? fulfilled,
    (await orderFiles(ctx, fulfilled.id)).length,
    log,
    { passwordMailSent: setupMailTo !== null },
  );
  return fulfilled;
}

/**
 * Gives the money of an order that cannot be fulfilled back through the provider, then marks it
 * refunded. If the provider fails, the order stays 'refunding' and the error propagates: the
 * webhook answers 5xx so Stripe redelivers, and the next sync tries again (the provider's refund
 * is idempotent).
 */
async function refundOrder(ctx: AppContext, order: OrderRow, log: FulfilmentLog) {
  log.error(
    { orderId: order.id, type: order.type },
    'checkout paid after its files were deleted: not fulfilled, refunding',
  );
  await ctx.payments.refundCheckout(order.providerSessionId);
  const [refunded] = await ctx.database.db
    .update(checkoutOrders)
    .set({ status: 'refunded' satisfies OrderStatus })
    .where(and(eq(checkoutOrders.id, order.id), eq(checkoutOrders.status, 'refunding')))
    .returning();
  log.info({ orderId: order.id }, 'checkout refunded');
  return refunded ?? (await findOrderBySession(ctx, order.providerSessionId));
}

/**
 * Before TEST MODE takes a payment: a pay-per-download order whose files are all gone is
 * cancelled instead (nothing charged). Returns true when the order was cancelled.
 */
export async function cancelIfFilesGone(ctx: AppContext, order: OrderRow): Promise<boolean> {
  if (order.type !== 'one-time' || order.status !== 'pending') return false;
  if ((await orderFiles(ctx, order.id)).length > 0) return false;
  await ctx.database.db
    .update(checkoutOrders)
    .set({ status: 'cancelled' satisfies OrderStatus })
    .where(and(eq(checkoutOrders.id, order.id), eq(checkoutOrders.status, 'pending')));
  return true;
}

/**
 * The yearly plan goes to the signed-in buyer. Bought anonymously, it goes to the account with
 * the order's email address only once that address is verified: at once when it already is;
 * otherwise (no account yet — one is created — or an unverified one, which anyone could have
 * registered) the address is mailed a link to set a password, which verifies it, and the plan
 * follows then (auth/auth.ts).
 */
async function grantAnnualPlan(tx: Db, order: OrderRow, paidEmail: string | null, now: Date) {
  if (order.userId) {
    await grantAnnualPlanToBuyer(tx, order.userId, order, now);
    return { setupMailTo: null };
  }
  const email = order.email ?? paidEmail?.trim().toLowerCase() ?? null;
  if (!email) throw new Error(`yearly order ${order.id} has no email`);
  if (!order.email) {
    await tx.update(checkoutOrders).set({ email }).where(eq(checkoutOrders.id, order.id));
  }
  const [existing] = await tx.select().from(user).where(eq(user.email, email));
  if (!existing) {
    const id = randomBytes(16).toString('base64url');
    await tx
      .insert(user)
      .values({ id, name: email.split('@')[0] ?? email, email, emailVerified: false });
    return { setupMailTo: { id, email } };
  }
  if (!existing.emailVerified) return { setupMailTo: { id: existing.id, email } };
  await attachAnnualPlansForEmail(tx, email, now);
  return { setupMailTo: null };
}

/**
 * The address a yearly plan was bought for gets a link to set (or reset) its account's
 * password, by email only: following it proves the address, and the plan follows.
 */
async function sendAccountSetupMail(
  ctx: AppContext,
  account: { id: string; email: string },
  log: FulfilmentLog,
) {
  try {
    await ctx.auth.api.requestPasswordReset({
      body: { email: account.email, redirectTo: `${ctx.config.publicUrl}/reset-password` },
    });
  } catch (error) {
    log.error({ err: error, userId: account.id }, 'could not send the account set-up email');
  }
}

export async function orderFiles(ctx: AppContext, orderId: string) {
  return ctx.database.db
    .select({ id: conversions.id, filename: conversions.filename })
    .from(checkoutOrderConversions)
    .innerJoin(conversions, eq(conversions.id, checkoutOrderConversions.conversionId))
    .where(eq(checkoutOrderConversions.orderId, orderId));
}
