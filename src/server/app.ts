/**
 * buildApp(config, deps): the whole HTTP application, built on a given database so tests can run
 * it on a fresh one. Plugins first, then routes, then the SPA fallback (fastify/demo's order).
 * Closing the app stops the retention and reminder timers; the parser belongs to whoever created it.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { createAuth } from './auth/auth.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { systemClock, type AppContext, type CertificateParser, type Clock } from './app-context.js';
import { createPaymentProvider } from './payments/create-provider.js';
import type { PaymentProvider } from './payments/provider.js';
import { registerCanonicalHost } from './plugins/canonical-host.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { rateLimitStoreFor } from './plugins/rate-limit-store.js';
import { registerRequireUser } from './plugins/require-user.js';
import { registerRouteSchemas } from './plugins/route-schemas.js';
import { registerSameOriginCheck } from './plugins/same-origin.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';
import { registerCloseOnUnreadBody } from './plugins/unread-body.js';
import { accountRoutes } from './routes/account.js';
import { analyticsRoutes } from './routes/analytics.js';
import { authRoutes } from './routes/auth.js';
import { checkoutRoutes } from './routes/checkout.js';
import { conversionSourceRoutes } from './routes/conversion-sources.js';
import { conversionRoutes } from './routes/conversions.js';
import { healthRoutes } from './routes/health.js';
import { orderRoutes } from './routes/orders.js';
import { publicConfigRoutes } from './routes/public-config.js';
import { registerRoutes } from './routes/register.js';
import { reminderRoutes } from './routes/reminders.js';
import { seoRoutes } from './routes/seo.js';
import { templateRoutes } from './routes/templates.js';
import { createMailer } from './services/mailer.js';
import { scheduleReminderPasses } from './services/reminders/schedule.js';
import { RETENTION_SWEEP_INTERVAL_MS, sweepExpiredConversions } from './services/retention.js';

export interface AppDependencies {
  database: Database;
  clock?: Clock;
  /** Where the built client lives (tests point it at a fixture or leave the default). */
  clientDir?: string;
  /** The PDF parser (main.ts gives it a pool of child processes; its owner closes it). */
  parser: CertificateParser;
  /** Payment provider; by default the one PAYMENT_PROVIDER names. */
  payments?: PaymentProvider;
  /** Run the retention sweep at start and on a timer (default true). */
  retention?: boolean;
  /** Run the reminder pass (weekly digests) daily on a timer (default true). */
  reminders?: boolean;
  /** Where the log goes (default stdout); tests read it to check what is logged. */
  logStream?: { write(line: string): void };
}

/** Idle limit per connection: longer than any request may legitimately stay silent. */
export function connectionIdleTimeoutMs(config: AppConfig): number {
  return config.REQUEST_TIMEOUT_MS + 2 * config.PARSER_TIMEOUT_MS;
}

export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Close idle keep-alive sockets on shutdown so SIGTERM does not wait for clients.
    forceCloseConnections: 'idle',
    // A client gets REQUEST_TIMEOUT_MS to send a whole request (Node answers 408 and closes):
    // a slow drip cannot hold a connection for ever. Fastify's default is no limit at all.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // A connection with no byte in either direction for longer than the slowest request can be
    // silent (sent, queued for a parser, parsed) is dead, or a client that stopped reading.
    connectionTimeout: connectionIdleTimeoutMs(config),
  });
  const clock = deps.clock ?? systemClock;
  const { db } = deps.database;
  const mailer = createMailer(config, app.log);
  const ctx: AppContext = {
    config,
    database: deps.database,
    clock,
    auth: createAuth(config, db, mailer, clock),
    mailer,
    parser: deps.parser,
    payments: deps.payments ?? createPaymentProvider(config, db, clock),
  };

  registerErrorHandler(app, { pingDatabase: () => deps.database.ping() });
  registerRouteSchemas(app);
  registerRequireUser(app, ctx.auth);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // Off by default; routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(fastifyRateLimit, {
    global: false,
    // In PostgreSQL (shared by every instance); in memory on embedded PGlite (one instance).
    store: rateLimitStoreFor(deps.database),
    // A database hiccup must not turn into refused requests.
    skipOnError: true,
  });
  registerCloseOnUnreadBody(app);
  registerCanonicalHost(app, config);
  registerSameOriginCheck(app, config);

  healthRoutes(app, ctx);
  publicConfigRoutes(app, ctx);
  authRoutes(app, ctx);
  await conversionRoutes(app, ctx);
  conversionSourceRoutes(app, ctx);
  registerRoutes(app, ctx);
  await checkoutRoutes(app, ctx);
  orderRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  accountRoutes(app, ctx);
  await reminderRoutes(app, ctx);
  await templateRoutes(app, ctx);

  seoRoutes(app, ctx);

  await registerSpa(app, deps.clientDir, config.publicUrl);

  if (deps.retention !== false) {
    const sweep = async () => {
      try {
        const deleted = await sweepExpiredConversions(db, clock.now());
        if (deleted > 0) app.log.info({ deleted }, 'retention: expired conversions deleted');
      } catch (error) {
        app.log.warn({ err: error }, 'retention sweep failed; will retry');
      }
    };
    const timer = setInterval(() => void sweep(), RETENTION_SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', sweep);
    app.addHook('onClose', async () => clearInterval(timer));
  }

  if (deps.reminders !== false) scheduleReminderPasses(app, ctx);

  return app;
}
