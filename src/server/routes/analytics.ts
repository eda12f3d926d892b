/** Analytics calls (SPEC §7): the public total-conversions counter and the user's statistics. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
import { equipmentStats, monthlyStats, userStats } from '../services/analytics.js';
import { readCounter, TOTAL_CONVERSIONS } from '../services/counters.js';
import { sessionUser } from '../plugins/requester.js';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const requireUser = async (request: FastifyRequest) => {
    const account = await sessionUser(ctx.auth, request);
    if (!account) throw new AppError('UNAUTHORIZED', 'Unauthorized', 401);
    return account;
  };

  app.get('/api/analytics/total-conversions', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { total: await readCounter(ctx.database.db, TOTAL_CONVERSIONS) };
  });

  app.get('/api/user/stats', async (request) => {
    const account = await requireUser(request);
    return userStats(ctx.database.db, account.id, ctx.clock.now());
  });

  app.get('/api/user/monthly-stats', async (request) => {
    const account = await requireUser(request);
    return monthlyStats(ctx.database.db, account.id, ctx.clock.now());
  });

  app.get('/api/user/equipment-stats', async (request) => {
    const account = await requireUser(request);
    return equipmentStats(ctx.database.db, account.id, today(ctx), ctx.config.DUE_SOON_DAYS);
  });
}
