/** Analytics calls (SPEC §7): the public total-conversions counter and the user's statistics. */
import type { FastifyInstance } from 'fastify';
import {
  equipmentStatsSchema,
  monthlyStatsSchema,
  totalConversionsSchema,
  userStatsSchema,
} from '../../shared/api.js';
import { today, type AppContext } from '../app-context.js';
import { signedInUser } from '../plugins/require-user.js';
import type { ZodTypeProvider } from '../plugins/route-schemas.js';
import { equipmentStats, monthlyStats, userStats } from '../services/analytics.js';
import { readCounter, TOTAL_CONVERSIONS } from '../services/counters.js';

export function analyticsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.requireUser };

  app.get(
    '/api/analytics/total-conversions',
    { schema: { response: { 200: totalConversionsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { total: await readCounter(ctx.database.db, TOTAL_CONVERSIONS) };
    },
  );

  app.get(
    '/api/user/stats',
    { ...signedIn, schema: { response: { 200: userStatsSchema } } },
    async (request) => userStats(ctx.database.db, signedInUser(request).id, ctx.clock.now()),
  );

  app.get(
    '/api/user/monthly-stats',
    { ...signedIn, schema: { response: { 200: monthlyStatsSchema } } },
    async (request) => monthlyStats(ctx.database.db, signedInUser(request).id, ctx.clock.now()),
  );

  app.get(
    '/api/user/equipment-stats',
    { ...signedIn, schema: { response: { 200: equipmentStatsSchema } } },
    async (request) =>
      equipmentStats(
        ctx.database.db,
        signedInUser(request).id,
        today(ctx),
        ctx.config.DUE_SOON_DAYS,
      ),
  );
}
