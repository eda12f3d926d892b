/**
 * A paid file is never lost: every order has an unguessable address, /orders/{accessToken},
 * that shows its files from any browser — the one that paid, after a reload, or the buyer's
 * phone opening the receipt mail — for the paid retention window. The token is the credential
 * (like a signed download link); it is never in a query string and never logged.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PLANS } from '../../shared/constants.js';
import type { AppContext } from '../app-context.js';
import { checkoutOrders, user } from '../db/schema.js';
import type { OrderRow } from './checkout.js';
import { PAID_ANONYMOUS_RETENTION_MS } from './conversions.js';

/** The link works as long as a visitor's paid files are kept: 7 days after payment. */
export const ORDER_LINK_VALID_MS = PAID_ANONYMOUS_RETENTION_MS;

export function newOrderAccessToken(): string {
  return randomBytes(24).toString('base64url');
}

export function isOrderAccessToken(token: string): boolean {
  return /^[\w-]{32}$/.test(token);
}

export function orderPagePath(token: string): string {
  return `/orders/${token}`;
}

export async function findOrderByToken(ctx: AppContext, token: string): Promise<OrderRow | null> {
  if (!isOrderAccessToken(token)) return null;
  const [order] = await ctx.database.db
    .select()
    .from(checkoutOrders)
    .where(eq(checkoutOrders.accessToken, token));
  return order ?? null;
}

/** Until when the order's link opens its files; null while it is not paid. */
export function orderLinkValidUntil(order: OrderRow): Date | null {
  return order.paidAt ? new Date(order.paidAt.getTime() + ORDER_LINK_VALID_MS) : null;
}

export function orderLinkExpired(order: OrderRow, now: Date): boolean {
  const until = orderLinkValidUntil(order);
  return until !== null && until.getTime() <= now.getTime();
}

export const ORDER_LINK_EXPIRED_MESSAGE =
  'This download link has expired: paid files are kept for 7 days after payment. Signed-in users find their conversions on the dashboard.';

interface ReceiptLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Where the receipt goes: the address given at checkout, else a signed-in buyer's verified one. */
async function receiptAddress(ctx: AppContext, order: OrderRow): Promise<string | null> {
  if (order.email) return order.email;
  if (!order.userId) return null;
  const [buyer] = await ctx.database.db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, order.userId));
  return buyer?.verified ? buyer.email : null;
}

/**
 * Mails the receipt with the order's link, once per order (the first fulfilment to claim it
 * sends; a retry after a failed send is not attempted, the page itself still works).
 */
export async function sendOrderReceipt(
  ctx: AppContext,
  order: OrderRow,
  fileCount: number,
  log: ReceiptLog,
  options: { passwordMailSent: boolean },
): Promise<void> {
  if (order.status !== 'paid' || !order.accessToken || !order.paidAt) return;
  const to = await receiptAddress(ctx, order);
  if (!to) return;
  const [claimed] = await ctx.database.db
    .update(checkoutOrders)
    .set({ receiptSentAt: ctx.clock.now() })
    .where(and(eq(checkoutOrders.id, order.id), isNull(checkoutOrders.receiptSentAt)))
    .returning({ id: checkoutOrders.id });
  if (!claimed) return;
  const link = `${ctx.config.publicUrl}${orderPagePath(order.accessToken)}`;
  const until = day(orderLinkValidUntil(order)!);
  const yearly = order.type === 'yearly';
  const what = yearly
    ? `${PLANS.yearly.name}, one year from ${day(order.paidAt)}`
    : `${PLANS.oneTime.name} (${fileCount} certificate${fileCount === 1 ? '' : 's'})`;
  const lines = [
    'Thank you for your payment.',
    '',
    `Receipt: ${what}`,
    `Amount paid: ${money(order.amountCents)} (${order.currency.toUpperCase()})`,
    `Date: ${day(order.paidAt)}`,
    `Order: ${order.id}`,
    '',
    fileCount > 0
      ? `Your Excel files — the register and each certificate's workbook — stay available at this link until ${until}:`
      : `Your order page (until ${until}):`,
    link,
    '',
    'Anyone with this link can download these files: keep it to yourself.',
  ];
  if (yearly && options.passwordMailSent) {
    lines.push('', 'A separate e-mail has a link to set your account password and sign in.');
  }
  try {
    await ctx.mailer.send({
      to,
      subject: yearly
        ? 'Your CertSheet receipt: Annual Unlimited'
        : 'Your CertSheet receipt and downloads',
      text: `${lines.join('\n')}\n`,
    });
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'could not send the receipt mail');
  }
}
