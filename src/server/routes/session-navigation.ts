import type { FastifyInstance } from 'fastify';
import { loginQuerySchema } from '../../shared/api.js';
import { ROUTES } from '../../shared/routes.js';
import type { ZodTypeProvider } from '../plugins/route-schemas.js';

/** Only same-site paths may be used as a post-login destination (no open redirects). */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.length <= 512 ? value : null;
}

/**
 * May this GET /api/logout navigation sign the user out? It is a link (SPEC §7), so any site could
 * link to it; only navigations the user started on our own pages, or typed, count:
 * `Sec-Fetch-Site: same-origin` or `none`. `same-site` (a sibling subdomain) and `cross-site`
 * do not. Browsers too old to send Fetch Metadata (Safari before 16.4) send no header: they are
 * signed out unless a Referer names another origin — refusing them would leave a shared
 * computer signed in, and a forced sign-out is the only harm of the rare cross-site case.
 */
export function isSameSiteNavigation(
  headers: Record<string, string | string[] | undefined>,
  publicUrl: string,
): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const referer = headers.referer;
  if (typeof referer !== 'string' || referer === '') return true;
  try {
    return new URL(referer).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * SPEC navigations: /api/login opens the sign-in page (keeping returnTo), on the Create Account
 * tab when asked with `mode=sign-up` ("Create a free account", "Start free trial").
 */
export function loginNavigationRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/login', { schema: { querystring: loginQuerySchema } }, async (request, reply) => {
      const { query } = request;
      const returnTo = safeReturnTo(query.returnTo);
      const params = new URLSearchParams();
      if (query.mode === 'sign-up') params.set('mode', 'sign-up');
      if (returnTo) params.set('returnTo', returnTo);
      const search = params.toString();
      return reply.redirect(search ? `${ROUTES.signIn}?${search}` : ROUTES.signIn, 302);
    });
}
