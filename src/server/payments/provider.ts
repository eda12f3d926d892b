/**
 * One interface for every payment provider. Providers only talk to the payment system; what a
 * payment grants is decided by the checkout and subscription services, which always re-read the
 * provider's truth (retrieveCheckout / retrieveSubscription) instead of trusting a browser or
 * the body of an event.
 */
import type { CheckoutType } from '../../shared/api.js';

export type ProviderName = 'local' | 'stripe' | 'off';

export interface CheckoutSessionInput {
  orderId: string;
  type: CheckoutType;
  amountCents: number;
  description: string;
  email: string | null;
  /** Contains the literal `{CHECKOUT_SESSION_ID}`, replaced by the provider's session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  providerSessionId: string;
  url: string;
}

export interface CheckoutTruth {
  paid: boolean;
  amountCents: number | null;
  /** The payer's email as the provider knows it. */
  email: string | null;
}

export interface SubscriptionInput {
  userId: string;
  email: string;
  trialDays: number;
  amountCents: number;
}

export interface CreatedSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  /** For the embedded payment form: a payment or setup intent secret (or the local equivalent). */
  clientSecret: string;
  intentType: 'payment' | 'setup';
  status: string;
  currentPeriodEnd: Date | null;
}

export interface SubscriptionTruth {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id, from the subscription's metadata. */
  userId: string | null;
}

/** A verified provider event, reduced to ids: handlers re-read the objects themselves. */
export interface VerifiedEvent {
  id: string;
  type: string;
  checkoutSessionId: string | null;
  subscriptionId: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(input: CheckoutSessionInput): Promise<CreatedCheckout>;
  retrieveCheckout(providerSessionId: string): Promise<CheckoutTruth>;
  /**
   * Gives back a paid checkout's money (the order could not be fulfilled). Safe to call again for
   * the same session: a retry must never refund twice.
   */
  refundCheckout(providerSessionId: string): Promise<void>;
  createSubscription(input: SubscriptionInput): Promise<CreatedSubscription>;
  retrieveSubscription(providerSubscriptionId: string): Promise<SubscriptionTruth>;
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
  /** Throws when the signature does not match the raw body. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<VerifiedEvent>;
}

export class WebhookSignatureError extends Error {}
