/**
 * Authentication: better-auth's endpoints under /api/auth/* (sign-up, sign-in, sign-out,
 * password reset, OIDC…) proxied from Fastify, plus the SPEC's GET /api/auth/user and the
 * /api/login and /api/logout navigations.
 */
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authUserSchema, type AuthUser } from '../../shared/api.js';
import { FREE_MONTHLY_CONVERSIONS } from '../../shared/constants.js';
import { CLIENT_IP_HEADER } from '../auth/auth.js';
import type { AppContext } from '../app-context.js';
import { isPaidPlan, userPlan } from '../services/plans.js';
import { monthlyConversionCount } from '../services/quota.js';
import { conversionCounts } from '../services/analytics.js';
import { signedInUser } from '../plugins/require-user.js';
import { NO_QUERY, type ZodTypeProvider } from '../plugins/route-schemas.js';
import { isSameSiteNavigation, loginNavigationRoute } from './session-navigation.js';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'set-cookie',
]);

function forwardedHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else headers.set(key, String(value));
  }
  // The client IP for rate limiting comes from Fastify (trustProxy-aware), never the client.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

function toWebRequest(ctx: AppContext, request: FastifyRequest, body: unknown): Request {
  const headers = forwardedHeaders(request);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, ctx.config.publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key)) reply.header(key, value);
  });
  // Each Set-Cookie must be its own header (joining them breaks the session cookie).
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  // A pass-through: better-auth validates what each of its endpoints takes; the route's own
  // contract is the endpoint path it forwards.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { params: z.object({ '*': z.string() }) },
    async handler(request, reply) {
      let body = request.body;
      // A changed password always signs out the user's other sessions.
      if (
        request.url.split('?')[0] === '/api/auth/change-password' &&
        body &&
        typeof body === 'object'
      ) {
        body = { ...(body as object), revokeOtherSessions: true };
      }
      const response = await ctx.auth.handler(toWebRequest(ctx, request, body));
      return sendWebResponse(reply, response);
    },
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/auth/user',
      { preValidation: app.requireUser, schema: { response: { 200: authUserSchema } } },
      async (request) => {
        const account = signedInUser(request);
        const { db } = ctx.database;
        const now = ctx.clock.now();
        const [plan, freeUsed, counts] = await Promise.all([
          userPlan(db, account.id, now),
          monthlyConversionCount(db, account.id, now),
          conversionCounts(db, account.id, now),
        ]);
        const paid = isPaidPlan(plan) || ctx.config.PAYMENT_PROVIDER === 'off';
        const body: AuthUser = {
          id: account.id,
          firstName: account.name.trim().split(/\s+/)[0] || null,
          email: account.email,
          emailVerified: account.emailVerified,
          monthlyConversions: counts.monthly,
          totalConversions: counts.total,
          freeConversionsUsed: freeUsed,
          subscriptionStatus: paid ? 'active' : 'free',
          plan,
          isPremium: paid,
          monthlyLimit: paid ? null : FREE_MONTHLY_CONVERSIONS,
        };
        return body;
      },
    );

  loginNavigationRoute(app);

  app.get('/api/logout', { schema: NO_QUERY }, async (request, reply) => {
    // Another site's link to /api/logout must not sign anyone out: home, still signed in.
    if (!isSameSiteNavigation(request.headers, ctx.config.publicUrl)) {
      return reply.redirect('/', 302);
    }
    // A navigation (GET) carries no Origin; this server-made sign-out request states ours.
    const headers = forwardedHeaders(request);
    headers.set('origin', ctx.config.publicUrl);
    headers.set('content-type', 'application/json');
    const response = await ctx.auth.handler(
      new Request(new URL('/api/auth/sign-out', ctx.config.publicUrl), {
        method: 'POST',
        headers,
        body: '{}',
      }),
    );
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.redirect('/', 302);
  });
}
