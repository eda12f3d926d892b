import type { FastifyInstance } from 'fastify';
import { publicConfigSchema } from '../../shared/api.js';
import type { AppContext } from '../app-context.js';
import type { ZodTypeProvider } from '../plugins/route-schemas.js';

/** GET /api/config: what the SPA needs to know about this deployment. */
export function publicConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () => {
      const { config } = ctx;
      return {
        paymentProvider: config.PAYMENT_PROVIDER,
        stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
        supportEmail: config.SUPPORT_EMAIL,
        oidcEnabled: Boolean(config.OIDC_ISSUER),
      };
    });
}
