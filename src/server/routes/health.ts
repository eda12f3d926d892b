import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';

const healthSchema = {
  response: {
    200: z.object({ status: z.literal('ok'), database: z.string() }),
    503: z.object({ status: z.literal('unavailable'), message: z.string() }),
  },
};

/** GET /healthz: 200 when the database answers, 503 otherwise (load balancers use it). */
export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { schema: healthSchema }, async (request, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ok', database: ctx.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
