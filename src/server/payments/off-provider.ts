/**
 * PAYMENT_PROVIDER=off: internal deployments where every download is free. Nothing is ever
 * charged, so every payment call is refused with a clear message.
 */
import { AppError } from '../app-error.js';
import {
  WebhookSignatureError,
  type CheckoutTruth,
  type CreatedCheckout,
  type CreatedSubscription,
  type PaymentProvider,
  type SubscriptionTruth,
  type VerifiedEvent,
} from './provider.js';

const disabled = () =>
  new AppError(
    'BAD_REQUEST',
    'Payments are turned off on this deployment: every download is free.',
    400,
  );

export class OffPaymentProvider implements PaymentProvider {
  readonly name = 'off' as const;

  async createCheckout(): Promise<CreatedCheckout> {
    throw disabled();
  }

  async retrieveCheckout(): Promise<CheckoutTruth> {
    return { paid: false, amountCents: null, email: null };
  }

  async refundCheckout(): Promise<void> {
    // Nothing was ever charged.
  }

  async createSubscription(): Promise<CreatedSubscription> {
    throw disabled();
  }

  async retrieveSubscription(providerSubscriptionId: string): Promise<SubscriptionTruth> {
    return {
      providerSubscriptionId,
      providerCustomerId: null,
      status: 'canceled',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      userId: null,
    };
  }

  async cancelSubscription(): Promise<void> {}

  async verifyWebhook(): Promise<VerifiedEvent> {
    throw new WebhookSignatureError('Payments are turned off.');
  }
}
