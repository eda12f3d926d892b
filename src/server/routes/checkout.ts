/**
 * Payment routes: create a checkout (pay per download or yearly), the post-payment session data,
 * the built-in TEST MODE checkout and subscription confirmation, the Pro subscription set-up, and
 * the provider webhook (raw body, verified signature, idempotent per event id).
 */
import type { FastifyInstance } from 'fastify';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionParamsSchema,
  sessionDataResponseSchema,
  subscriptionSetupResponseSchema,
  testCardSchema,
  testSubscriptionConfirmSchema,
  type SessionDataResponse,
} from '../../shared/api.js';
import { cardExpiryProblem } from '../../shared/card-expiry.js';
import { PLANS } from '../../shared/constants.js';
import { reportFileNameForPdf } from '../../shared/file-names.js';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
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
import { ensureVisitorId, resolveRequester } from '../plugins/requester.js';
import { signedInUser } from '../plugins/require-user.js';
import {
  firstProblem,
  invalidRequest,
  NO_QUERY,
  type ZodTypeProvider,
} from '../plugins/route-schemas.js';
import { handleWebhookEventOnce } from '../services/payment-events.js';
import {
  findOwnedSubscription,
  startProSubscription,
  syncSubscription,
} from '../services/subscriptions.js';
import { downloadUrlFor } from './conversions.js';

const SESSION_NOT_FOUND = 'Payment session not found.';
const UNKNOWN_TEST_CARD =
  'TEST MODE: use the card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).';
/** What a TEST MODE payment with a card the form could not have sent is told. */
const invalidCard = invalidRequest('Enter a card number.');

export async function checkoutRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: ctx.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  const localProvider = (): LocalPaymentProvider => {
    if (!(ctx.payments instanceof LocalPaymentProvider)) {
      throw AppError.notFound('The test-mode checkout is not enabled on this deployment.');
    }
    return ctx.payments;
  };
  // The TEST MODE routes answer 404 before looking at what they were sent.
  const requireTestMode = async () => {
    localProvider();
  };
  // The TEST MODE form always sends an expiry; a card past it is refused like a real one.
  const rejectExpiredCard = (expiry: string | undefined) => {
    const problem = expiry === undefined ? null : cardExpiryProblem(expiry, today(ctx));
    if (problem) throw AppError.badRequest(problem);
  };
  const declined = () => new AppError('PAYMENT_REQUIRED', 'Your card was declined.');

  app.post(
    '/api/create-checkout-session',
    {
      config: { rateLimit },
      schema: { body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
      schemaErrorFormatter: invalidRequest(
        (errors) => `Invalid checkout request: ${firstProblem(errors)}`,
      ),
    },
    async (request, reply) => {
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
    },
  );

  // The post-payment view reads `success: false` answers too, so they keep the response shape.
  const sessionData = sessionDataResponseSchema;
  app.get(
    '/api/session-data/:sessionId',
    {
      schema: {
        params: checkoutSessionParamsSchema,
        response: { 200: sessionData, 402: sessionData, 404: sessionData, 410: sessionData },
      },
    },
    async (request, reply) => {
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
      const body: SessionDataResponse = {
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
      return body;
    },
  );

  // ---- built-in TEST MODE provider ------------------------------------------------------------

  app.get(
    '/api/payments/local/:sessionId',
    { preValidation: requireTestMode, schema: { params: checkoutSessionParamsSchema } },
    async (request) => {
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
    },
  );

  app.post(
    '/api/payments/local/:sessionId/pay',
    {
      config: { rateLimit },
      preValidation: requireTestMode,
      schema: { params: checkoutSessionParamsSchema, body: testCardSchema },
      schemaErrorFormatter: invalidCard,
    },
    async (request) => {
      const provider = localProvider();
      const requester = await resolveRequester(ctx.auth, request);
      const order = await findOwnedOrder(ctx, requester, request.params.sessionId);
      if (!order) throw AppError.notFound(SESSION_NOT_FOUND);
      const card = request.body;
      rejectExpiredCard(card.expiry);
      if (await cancelIfFilesGone(ctx, order)) order.status = 'cancelled';
      const closed = closedOrderMessage(order);
      if (closed) throw new AppError('NOT_FOUND', closed, 410);
      const outcome = await provider.pay(order.providerSessionId, 'checkout', card.cardNumber);
      if (outcome === 'unknown') throw AppError.badRequest(UNKNOWN_TEST_CARD);
      if (outcome === 'declined') throw declined();
      await syncCheckout(ctx, order.providerSessionId, request.log);
      return {
        redirectUrl: order.accessToken
          ? orderPagePath(order.accessToken)
          : `/?payment=success&session=${encodeURIComponent(order.providerSessionId)}`,
      };
    },
  );

  // ---- Pro subscription ---------------------------------------------------------------------

  app.post(
    '/api/create-subscription',
    {
      config: { rateLimit },
      preValidation: app.requireUser,
      schema: { response: { 200: subscriptionSetupResponseSchema } },
    },
    async (request) => {
      const account = signedInUser(request);
      const created = await startProSubscription(ctx, account);
      return {
        clientSecret: created.clientSecret,
        intentType: created.intentType,
        provider: ctx.payments.name,
        publishableKey: ctx.config.STRIPE_PUBLISHABLE_KEY ?? null,
      };
    },
  );

  app.post(
    '/api/payments/local/subscription/confirm',
    {
      config: { rateLimit },
      preValidation: [requireTestMode, app.requireUser],
      schema: { body: testSubscriptionConfirmSchema },
      schemaErrorFormatter: invalidCard,
    },
    async (request) => {
      const provider = localProvider();
      const account = signedInUser(request);
      const body = request.body;
      rejectExpiredCard(body.expiry);
      const subscriptionId = body.clientSecret.split('_secret_')[0] ?? '';
      const subscription = await findOwnedSubscription(ctx, account.id, subscriptionId);
      const outcome = await provider.pay(
        subscription.providerSubscriptionId ?? '',
        'subscription',
        body.cardNumber,
      );
      if (outcome === 'unknown') throw AppError.badRequest(UNKNOWN_TEST_CARD);
      if (outcome === 'declined') throw declined();
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
    // The body is the provider's signed bytes, checked by verifyWebhook rather than a schema.
    scope.post('/api/payments/webhook', { schema: NO_QUERY }, async (request) => {
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
          throw AppError.badRequest('Invalid webhook signature.');
        }
        throw error;
      }
      const outcome = await handleWebhookEventOnce(ctx, event, async () => {
        if (event.checkoutSessionId) await syncCheckout(ctx, event.checkoutSessionId, request.log);
        if (event.subscriptionId) await syncSubscription(ctx, event.subscriptionId);
      });
      return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
    });
  });
}
