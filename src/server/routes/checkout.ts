/**
 * Payment routes: create a checkout (pay per download or yearly), the post-payment session data,
 * the built-in TEST MODE checkout and subscription confirmation, the Pro subscription set-up, and
 * the provider webhook (raw body, verified signature, idempotent per event id).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionDataResponse } from '../../shared/api.js';
import { cardExpiryProblem } from '../../shared/card-expiry.js';
import { PLANS } from '../../shared/constants.js';
import { reportFileNameForPdf } from '../../shared/file-names.js';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
import { paymentEvents } from '../db/schema.js';
import { LocalPaymentProvider } from '../payments/local-provider.js';
import { WebhookSignatureError } from '../payments/provider.js';
import { visitorBaseUrl } from '../plugins/same-origin.js';
import {
  cancelIfFilesGone,
  closedOrderMessage,
  createCheckoutOrder,
  findOwnedOrder,
  orderFiles,
  syncCheckout,
} from '../services/checkout.js';
import { orderPagePath } from '../services/order-links.js';
import { ensureVisitorId, resolveRequester, sessionUser } from '../plugins/requester.js';
import {
  findOwnedSubscription,
  startProSubscription,
  syncSubscription,
} from '../services/subscriptions.js';
import { downloadUrlFor } from './conversions.js';

const cardSchema = z.object({
  cardNumber: z.string().min(12).max(23),
  expiry: z.string().max(7).optional(),
  cvc: z.string().max(4).optional(),
  name: z.string().max(100).optional(),
});

const SESSION_NOT_FOUND = 'Payment session not found.';

export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const rateLimit = { max: ctx.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  const localProvider = () => {
    if (!(ctx.payments instanceof LocalPaymentProvider)) {
      throw AppError.notFound('The test-mode checkout is not enabled on this deployment.');
    }
    return ctx.payments;
  };
  // The TEST MODE form always sends an expiry; a card past it is refused like a real one.
  const rejectExpiredCard = (expiry: string | undefined) => {
    const problem = expiry === undefined ? null : cardExpiryProblem(expiry, today(ctx));
    if (problem) throw AppError.badRequest(problem);
  };
  const requireUser = async (request: FastifyRequest) => {
    const account = await sessionUser(ctx.auth, request);
    if (!account) throw new AppError('UNAUTHORIZED', 'Unauthorized', 401);
    return account;
  };

  app.post('/api/create-checkout-session', { config: { rateLimit } }, async (request, reply) => {
    const requester = await resolveRequester(ctx.auth, request);
    const visitorId = requester.user ? null : ensureVisitorId(ctx.config, request, reply);
    const { url } = await createCheckoutOrder(
      ctx,
      requester,
      { userId: requester.user?.id ?? null, visitorId },
      request.body,
      visitorBaseUrl(ctx.config, request),
    );
    return { url };
  });

  app.get<{ Params: { sessionId: string } }>(
    '/api/session-data/:sessionId',
    async (request, reply): Promise<SessionDataResponse> => {
      const requester = await resolveRequester(ctx.auth, request);
      const owned = await findOwnedOrder(ctx, requester, request.params.sessionId);
      if (!owned) return reply.code(404).send({ success: false, message: SESSION_NOT_FOUND });
      const order = await syncCheckout(ctx, owned.providerSessionId, request.log);
      const closed = order && closedOrderMessage(order);
      if (closed) {
        // 410: this order will never deliver files; the view says why instead of "not found".
        return reply.code(410).send({ success: false, message: closed, reason: 'files-deleted' });
      }
      if (!order || order.status !== 'paid') {
        return reply.code(402).send({
          success: false,
          message: 'Payment has not been completed for this session.',
        });
      }
      const files = await orderFiles(ctx, order.id);
      return {
        success: true,
        files: files.map((file) => ({
          conversionId: file.id,
          filename: reportFileNameForPdf(file.filename),
          status: 'Ready',
          downloadUrl: downloadUrlFor(file.id),
        })),
        plan: order.type === 'yearly' ? 'annual' : null,
        accountEmail: order.type === 'yearly' && !requester.user ? order.email : null,
      };
    },
  );

  // ---- built-in TEST MODE provider ------------------------------------------------------------

  app.get<{ Params: { sessionId: string } }>('/api/payments/local/:sessionId', async (request) => {
    localProvider();
    const requester = await resolveRequester(ctx.auth, request);
    const order = await findOwnedOrder(ctx, requester, request.params.sessionId);
    if (!order) throw AppError.notFound(SESSION_NOT_FOUND);
    const files = await orderFiles(ctx, order.id);
    return {
      sessionId: order.providerSessionId,
      type: order.type,
      status: order.status,
      amountCents: order.amountCents,
      description:
        order.type === 'yearly'
          ? PLANS.yearly.name
          : `${PLANS.oneTime.name} (${files.length} file${files.length === 1 ? '' : 's'})`,
      email: order.email,
      files: files.map((file) => file.filename),
      testMode: true,
      // Where "Go to your downloads" leads once paid: the order's own page.
      returnUrl: order.accessToken
        ? orderPagePath(order.accessToken)
        : `/?payment=success&session=${encodeURIComponent(order.providerSessionId)}`,
    };
  });

  app.post<{ Params: { sessionId: string } }>(
    '/api/payments/local/:sessionId/pay',
    { config: { rateLimit } },
    async (request, reply) => {
      const provider = localProvider();
      const requester = await resolveRequester(ctx.auth, request);
      const order = await findOwnedOrder(ctx, requester, request.params.sessionId);
      if (!order) throw AppError.notFound(SESSION_NOT_FOUND);
      const card = cardSchema.safeParse(request.body);
      if (!card.success) throw AppError.badRequest('Enter a card number.');
      rejectExpiredCard(card.data.expiry);
      if (await cancelIfFilesGone(ctx, order)) order.status = 'cancelled';
      const closed = closedOrderMessage(order);
      if (closed) throw new AppError('NOT_FOUND', closed, 410);
      const outcome = await provider.pay(order.providerSessionId, 'checkout', card.data.cardNumber);
      if (outcome === 'unknown') {
        throw AppError.badRequest(
          'TEST MODE: use the card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
        );
      }
      if (outcome === 'declined') {
        return reply
          .code(402)
          .send({ message: 'Your card was declined.', errorType: 'PAYMENT_REQUIRED' });
      }
      await syncCheckout(ctx, order.providerSessionId, request.log);
      return {
        redirectUrl: order.accessToken
          ? orderPagePath(order.accessToken)
          : `/?payment=success&session=${encodeURIComponent(order.providerSessionId)}`,
      };
    },
  );

  // ---- Pro subscription ---------------------------------------------------------------------

  app.post('/api/create-subscription', { config: { rateLimit } }, async (request) => {
    const account = await requireUser(request);
    const created = await startProSubscription(ctx, account);
    return {
      clientSecret: created.clientSecret,
      intentType: created.intentType,
      provider: ctx.payments.name,
      publishableKey: ctx.config.STRIPE_PUBLISHABLE_KEY ?? null,
    };
  });

  app.post(
    '/api/payments/local/subscription/confirm',
    { config: { rateLimit } },
    async (request, reply) => {
      const provider = localProvider();
      const account = await requireUser(request);
      const body = z
        .object({ clientSecret: z.string().max(200) })
        .and(cardSchema)
        .safeParse(request.body);
      if (!body.success) throw AppError.badRequest('Enter a card number.');
      rejectExpiredCard(body.data.expiry);
      const subscriptionId = body.data.clientSecret.split('_secret_')[0] ?? '';
      const subscription = await findOwnedSubscription(ctx, account.id, subscriptionId);
      const outcome = await provider.pay(
        subscription.providerSubscriptionId ?? '',
        'subscription',
        body.data.cardNumber,
      );
      if (outcome === 'unknown') {
        throw AppError.badRequest(
          'TEST MODE: use the card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
        );
      }
      if (outcome === 'declined') {
        return reply
          .code(402)
          .send({ message: 'Your card was declined.', errorType: 'PAYMENT_REQUIRED' });
      }
      await syncSubscription(ctx, subscriptionId);
      return { success: true };
    },
  );

  // ---- provider webhook (Stripe) ------------------------------------------------------------

  await app.register(async (scope) => {
    // Signatures are computed over the exact bytes: keep the body raw in this scope only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post('/api/payments/webhook', async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw AppError.badRequest('Expected a raw request body.');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = await ctx.payments.verifyWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'webhook rejected');
          return reply
            .code(400)
            .send({ message: 'Invalid webhook signature.', errorType: 'BAD_REQUEST' });
        }
        throw error;
      }
      const { db } = ctx.database;
      const [fresh] = await db
        .insert(paymentEvents)
        .values({ id: event.id, provider: ctx.payments.name, type: event.type })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return { received: true, duplicate: true };
      try {
        if (event.checkoutSessionId) await syncCheckout(ctx, event.checkoutSessionId, request.log);
        if (event.subscriptionId) await syncSubscription(ctx, event.subscriptionId);
      } catch (error) {
        // Let the provider retry: forget that we saw this event.
        await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
        throw error;
      }
      return { received: true };
    });
  });
}
