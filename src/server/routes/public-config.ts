import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../shared/api.js';
import type { AppContext } from '../app-context.js';

/** GET /api/config: what the SPA needs to know about this deployment. */
export function publicConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/config', async (): Promise<PublicConfig> => {
    const { config } = ctx;
    return {
      paymentProvider: config.PAYMENT_PROVIDER,
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      supportEmail: config.SUPPORT_EMAIL,
      oidcEnabled: Boolean(config.OIDC_ISSUER),
    };
  });
}
