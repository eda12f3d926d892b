import type { FastifyInstance } from 'fastify';
import { loginNavigationRoute } from './session-navigation.js';

/**
 * Authentication routes. Until accounts exist every visitor is signed out: /api/auth/user
 * answers 401 and the client shows the signed-out route set.
 */
export function authRoutes(app: FastifyInstance) {
  app.get('/api/auth/user', async (_request, reply) =>
    reply.code(401).send({ message: 'Unauthorized', errorType: 'UNAUTHORIZED' }),
  );
  loginNavigationRoute(app);
  app.get('/api/logout', async (_request, reply) => reply.redirect('/', 302));
}
