/**
 * buildApp(config, deps): the whole HTTP application, built on a given database so tests can run
 * it on a fresh one. Plugins first, then routes, then the SPA fallback (fastify/demo's order).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { systemClock, type AppContext, type Clock } from './app-context.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';
import { authRoutes } from './routes/auth.js';
import { healthRoutes } from './routes/health.js';
import { publicConfigRoutes } from './routes/public-config.js';

export interface AppDependencies {
  database: Database;
  clock?: Clock;
  /** Where the built client lives (tests point it at a fixture or leave the default). */
  clientDir?: string;
}

export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Close idle keep-alive sockets on shutdown so SIGTERM does not wait for clients.
    forceCloseConnections: 'idle',
  });
  const ctx: AppContext = { config, database: deps.database, clock: deps.clock ?? systemClock };

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // Off by default; routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(fastifyRateLimit, { global: false });

  healthRoutes(app, ctx);
  publicConfigRoutes(app, ctx);
  authRoutes(app);

  await registerSpa(app, deps.clientDir);
  return app;
}
