/**
 * The built-in TEST MODE provider (the default): a checkout page inside the app with a card form
 * that accepts 4242 4242 4242 4242 and declines 4000 0000 0000 0002. Its ledger is the
 * local_payments table; fulfilment goes through the same services as Stripe.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROUTES } from '../../shared/routes.js';
import type { Clock } from '../app-context.js';
import type { Db } from '../db/database.js';
import { checkoutOrders, localPayments, subscriptions } from '../db/schema.js';
import {
  WebhookSignatureError,
  type CheckoutSessionInput,
  type CheckoutTruth,
  type CreatedCheckout,
  type CreatedSubscription,
  type PaymentProvider,
  type SubscriptionInput,
  type SubscriptionTruth,
  type VerifiedEvent,
} from './provider.js';

export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export type TestCardOutcome = 'succeeded' | 'declined' | 'unknown';

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARD_SUCCESS) return 'succeeded';
  if (digits === TEST_CARD_DECLINED) return 'declined';
  return 'unknown';
}

const DAY_MS = 86_400_000;
const id = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  async createCheckout(input: CheckoutSessionInput): Promise<CreatedCheckout> {
    const providerSessionId = id('cs_local');
    // The TEST MODE page is part of the app: open it on the address the visitor returns to
    // (`<base>/orders/…`), where their cookies are.
    const base = URL.canParse(input.successUrl) ? new URL(input.successUrl).origin : this.publicUrl;
    return { providerSessionId, url: `${base}${ROUTES.localCheckout}/${providerSessionId}` };
  }

  async retrieveCheckout(providerSessionId: string): Promise<CheckoutTruth> {
    const [payment] = await this.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.sessionId, providerSessionId));
    const [order] = await this.db
      .select({ amountCents: checkoutOrders.amountCents, email: checkoutOrders.email })
      .from(checkoutOrders)
      .where(eq(checkoutOrders.providerSessionId, providerSessionId));
    return {
      paid: payment?.kind === 'checkout' && payment.status === 'succeeded',
      amountCents: order?.amountCents ?? null,
      email: order?.email ?? null,
    };
  }

  /** TEST MODE moves no money: the ledger marks the payment refunded, so it no longer counts. */
  async refundCheckout(providerSessionId: string): Promise<void> {
    await this.db
      .update(localPayments)
      .set({ status: 'refunded' })
      .where(eq(localPayments.sessionId, providerSessionId));
  }

  /** Records a test-card payment in the local ledger (the provider's side of a checkout). */
  async pay(sessionId: string, kind: 'checkout' | 'subscription', cardNumber: string) {
    const outcome = testCardOutcome(cardNumber);
    if (outcome === 'unknown') return outcome;
    const digits = cardNumber.replace(/[\s-]/g, '');
    await this.db
      .insert(localPayments)
      .values({ sessionId, kind, status: outcome, cardLast4: digits.slice(-4) })
      .onConflictDoUpdate({
        target: localPayments.sessionId,
        set: { status: outcome, cardLast4: digits.slice(-4) },
        // A session that succeeded stays succeeded (no downgrade by a later declined attempt).
        setWhere: eq(localPayments.status, 'declined'),
      });
    return outcome;
  }

  async createSubscription(input: SubscriptionInput): Promise<CreatedSubscription> {
    const subscriptionId = id('sub_local');
    return {
      providerSubscriptionId: subscriptionId,
      providerCustomerId: `cus_local_${input.userId}`,
      clientSecret: `${subscriptionId}_secret_${randomBytes(12).toString('base64url')}`,
      intentType: 'setup',
      status: 'incomplete',
      currentPeriodEnd: null,
    };
  }

  async retrieveSubscription(providerSubscriptionId: string): Promise<SubscriptionTruth> {
    const [payment] = await this.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.sessionId, providerSubscriptionId));
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
    const confirmedAt = payment?.status === 'succeeded' ? payment.createdAt : null;
    let status = 'incomplete';
    if (row?.status === 'canceled') status = 'canceled';
    else if (confirmedAt) {
      const trialEnds = confirmedAt.getTime() + 7 * DAY_MS;
      status = this.clock.now().getTime() < trialEnds ? 'trialing' : 'active';
    }
    return {
      providerSubscriptionId,
      providerCustomerId: row?.providerCustomerId ?? null,
      status,
      // Test mode has no billing engine: a confirmed subscription runs until it is canceled.
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      userId: row?.userId ?? null,
    };
  }

  async cancelSubscription(): Promise<void> {
    // Nothing to tell: the local ledger has no renewals to stop.
  }

  async verifyWebhook(): Promise<VerifiedEvent> {
    throw new WebhookSignatureError('The local test-mode provider sends no webhooks.');
  }
}
