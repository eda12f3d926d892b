import type { Clock } from '../app-context.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { LocalPaymentProvider } from './local-provider.js';
import { OffPaymentProvider } from './off-provider.js';
import type { PaymentProvider } from './provider.js';
import { createStripeClient, StripePaymentProvider } from './stripe-provider.js';

export function createPaymentProvider(config: AppConfig, db: Db, clock: Clock): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'stripe':
      return new StripePaymentProvider(
        createStripeClient(config),
        config.STRIPE_WEBHOOK_SECRET ?? '',
      );
    case 'off':
      return new OffPaymentProvider();
    case 'local':
      return new LocalPaymentProvider(db, config.publicUrl, clock);
  }
}
