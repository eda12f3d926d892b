/**
 * Data lifecycle (DESIGN.md): anonymous conversions are deleted 24 h after creation unless paid,
 * and 7 days after payment (their expires_at says when). Runs at start-up and on a timer;
 * deletions are counted in the log. Signed-in users' conversions have no expiry.
 *
 * A checkout in progress holds its conversions: deleting them while the visitor is paying would
 * take $7 for files that no longer exist. Creating a checkout pushes their expiry past the
 * longest a checkout session stays open, and the sweep leaves alone whatever a pending order
 * covers. If a payment still arrives for files that are gone, checkout.ts refunds it.
 */
import { and, eq, gt, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { checkoutOrderConversions, checkoutOrders, conversions } from '../db/schema.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const RETENTION_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * How far creating a checkout pushes its conversions' expiry. A Stripe Checkout Session stays
 * open for at most 24 h (its default and maximum `expires_at`); one hour more covers a payer who
 * finishes in the last minute plus the sweep's 15-minute period. The TEST MODE checkout has no
 * expiry of its own and gets the same hold.
 */
export const CHECKOUT_HOLD_MS = 25 * HOUR_MS;

/**
 * How long a pending order keeps its conversions from the sweep, counted from the order's
 * creation. Past the session's 24 h a checkout can still be paid by a delayed-notification
 * method (a bank debit completes the session unpaid and settles days later: ACH ~4 business
 * days, SEPA up to 14). Bounded, so an abandoned checkout does not keep a visitor's data
 * forever; a payment that settles even later is refunded (see syncCheckout).
 */
export const PENDING_ORDER_HOLD_MS = 14 * DAY_MS;

/** Anonymous conversions an order is being created for stay at least CHECKOUT_HOLD_MS longer. */
export async function holdConversionsForCheckout(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return;
  const holdUntil = new Date(now.getTime() + CHECKOUT_HOLD_MS).toISOString();
  await db
    .update(conversions)
    .set({ expiresAt: sql`greatest(${conversions.expiresAt}, ${holdUntil}::timestamptz)` })
    // Signed-in users' conversions (no expiry) stay without one.
    .where(and(inArray(conversions.id, ids), isNotNull(conversions.expiresAt)));
}

export async function sweepExpiredConversions(db: Db, now: Date): Promise<number> {
  const heldByPendingOrder = db
    .select({ id: checkoutOrderConversions.conversionId })
    .from(checkoutOrderConversions)
    .innerJoin(checkoutOrders, eq(checkoutOrders.id, checkoutOrderConversions.orderId))
    .where(
      and(
        eq(checkoutOrders.status, 'pending'),
        gt(checkoutOrders.createdAt, new Date(now.getTime() - PENDING_ORDER_HOLD_MS)),
      ),
    );
  const deleted = await db
    .delete(conversions)
    .where(
      and(
        isNotNull(conversions.expiresAt),
        lt(conversions.expiresAt, now),
        notInArray(conversions.id, heldByPendingOrder),
      ),
    )
    .returning({ id: conversions.id });
  return deleted.length;
}
