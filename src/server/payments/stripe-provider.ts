/**
 * Stripe: Checkout for 'one-time' ($7, a batch of up to 5 files) and 'yearly' ($69, a year of
 * unlimited use, paid once), and a monthly Pro subscription with a trial created in
 * `default_incomplete` so the embedded Payment Element can confirm it. Webhooks are verified
 * against the raw body; callers take only ids from an event and re-read the objects here.
 */
import Stripe from 'stripe';
import type { AppConfig } from '../config.js';
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

const PRO_PRICE_LOOKUP_KEY = 'certsheet_pro_monthly';

export function createStripeClient(config: AppConfig): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (config.STRIPE_API_URL) {
    const url = new URL(config.STRIPE_API_URL);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(config.STRIPE_SECRET_KEY ?? '', options);
}

function periodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter(Boolean);
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private proPriceId: string | null = null;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async createCheckout(input: CheckoutSessionInput): Promise<CreatedCheckout> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: input.amountCents,
            product_data: { name: input.description },
          },
        },
      ],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.orderId,
      customer_email: input.email ?? undefined,
      metadata: { orderId: input.orderId, type: input.type },
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { providerSessionId: session.id, url: session.url };
  }

  async retrieveCheckout(providerSessionId: string): Promise<CheckoutTruth> {
    const session = await this.stripe.checkout.sessions.retrieve(providerSessionId);
    return {
      paid: session.status === 'complete' && session.payment_status === 'paid',
      amountCents: session.amount_total ?? null,
      email: session.customer_details?.email ?? session.customer_email ?? null,
    };
  }

  async refundCheckout(providerSessionId: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(providerSessionId);
    const paymentIntent = idOf(session.payment_intent);
    if (!paymentIntent) throw new Error(`checkout ${providerSessionId} has no payment to refund`);
    try {
      // The idempotency key makes a retried refund (webhook redelivery, a second visit) a no-op.
      await this.stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { checkoutSessionId: providerSessionId } },
        { idempotencyKey: `refund-checkout-${providerSessionId}` },
      );
    } catch (error) {
      // Stripe forgets idempotency keys after 24 h; a later retry finds the refund already made.
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
        return;
      }
      throw error;
    }
  }

  /** The Pro monthly price, found by lookup key or created once. */
  private async proPrice(amountCents: number): Promise<string> {
    if (this.proPriceId) return this.proPriceId;
    const existing = await this.stripe.prices.list({
      lookup_keys: [PRO_PRICE_LOOKUP_KEY],
      active: true,
      limit: 1,
    });
    const found = existing.data[0];
    if (found) {
      this.proPriceId = found.id;
      return found.id;
    }
    const product = await this.stripe.products.create({ name: 'CertSheet Pro' });
    const price = await this.stripe.prices.create({
      product: product.id,
      unit_amount: amountCents,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: PRO_PRICE_LOOKUP_KEY,
    });
    this.proPriceId = price.id;
    return price.id;
  }

  async createSubscription(input: SubscriptionInput): Promise<CreatedSubscription> {
    const customers = await this.stripe.customers.list({ email: input.email, limit: 1 });
    const customer =
      customers.data[0] ??
      (await this.stripe.customers.create({
        email: input.email,
        metadata: { userId: input.userId },
      }));
    const subscription = await this.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await this.proPrice(input.amountCents) }],
      trial_period_days: input.trialDays,
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: input.userId },
      expand: ['pending_setup_intent', 'latest_invoice.confirmation_secret'],
    });
    const setupIntent = subscription.pending_setup_intent;
    const invoice = subscription.latest_invoice;
    const setupSecret =
      setupIntent && typeof setupIntent !== 'string' ? setupIntent.client_secret : null;
    const paymentSecret =
      invoice && typeof invoice !== 'string'
        ? (invoice.confirmation_secret?.client_secret ?? null)
        : null;
    const clientSecret = setupSecret ?? paymentSecret;
    if (!clientSecret) throw new Error('Stripe returned a subscription without a client secret');
    return {
      providerSubscriptionId: subscription.id,
      providerCustomerId: customer.id,
      clientSecret,
      intentType: setupSecret ? 'setup' : 'payment',
      status: subscription.status,
      currentPeriodEnd: periodEnd(subscription),
    };
  }

  async retrieveSubscription(providerSubscriptionId: string): Promise<SubscriptionTruth> {
    const subscription = await this.stripe.subscriptions.retrieve(providerSubscriptionId);
    return {
      providerSubscriptionId: subscription.id,
      providerCustomerId: idOf(subscription.customer),
      status: subscription.status,
      currentPeriodEnd: periodEnd(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      userId: subscription.metadata.userId ?? null,
    };
  }

  async cancelSubscription(providerSubscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.cancel(providerSubscriptionId);
  }

  async verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<VerifiedEvent> {
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.webhookSecret,
      );
    } catch (error) {
      throw new WebhookSignatureError(
        error instanceof Error ? error.message : 'Invalid webhook signature',
      );
    }
    const object = event.data.object as { id?: string; object?: string; subscription?: unknown };
    let checkoutSessionId: string | null = null;
    let subscriptionId: string | null = null;
    if (object.object === 'checkout.session') checkoutSessionId = object.id ?? null;
    if (object.object === 'subscription') subscriptionId = object.id ?? null;
    if (object.object === 'invoice') {
      const invoice = event.data.object as Stripe.Invoice;
      subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
    }
    return { id: event.id, type: event.type, checkoutSessionId, subscriptionId };
  }
}
