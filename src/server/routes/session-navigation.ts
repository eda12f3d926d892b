import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../shared/routes.js';

/** Only same-site paths may be used as a post-login destination (no open redirects). */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.length <= 512 ? value : null;
}

/** SPEC navigations: /api/login opens the sign-in page (keeping returnTo). */
export function loginNavigationRoute(app: FastifyInstance) {
  app.get('/api/login', async (request, reply) => {
    const returnTo = safeReturnTo((request.query as Record<string, unknown>).returnTo);
    const target = returnTo
      ? `${ROUTES.signIn}?returnTo=${encodeURIComponent(returnTo)}`
      : ROUTES.signIn;
    return reply.redirect(target, 302);
  });
}
