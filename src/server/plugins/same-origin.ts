/**
 * CSRF defence in depth (cookies are already SameSite=Lax): a state-changing API request that a
 * browser marks as coming from another site is refused. Requests without browser headers (CLI,
 * curl) pass; the payment webhook is exempt (it is verified by signature).
 */
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT = ['/api/payments/webhook'];

export function registerSameOriginCheck(app: FastifyInstance, origins: string[]) {
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (EXEMPT.some((path) => request.url.startsWith(path))) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const crossSite =
      (typeof origin === 'string' && origin !== 'null' && !allowed.has(origin)) ||
      origin === 'null' ||
      fetchSite === 'cross-site';
    if (crossSite) {
      return reply
        .code(403)
        .send({ message: 'Cross-site request refused.', errorType: 'FORBIDDEN' });
    }
  });
}
