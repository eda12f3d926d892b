/**
 * Who is asking, read from the HTTP request: a signed-in user (better-auth session) or an
 * anonymous visitor (a signed, httpOnly, SameSite=Lax cookie holding a random id). Ownership of
 * conversions and orders (services/ownership.ts) is checked against this, never against anything
 * the browser claims in a body.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth.js';
import type { AppConfig } from '../config.js';
import type { Requester, SessionUser } from '../services/ownership.js';

export const VISITOR_COOKIE = 'certsheet_visitor';
const VISITOR_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
const noSession = Promise.resolve(null);

/** better-auth's session cookie name without the `__Secure-` prefix it takes on https. */
const sessionCookieNames = new WeakMap<Auth, string>();
function sessionCookieName(auth: Auth): string {
  let name = sessionCookieNames.get(auth);
  if (!name) {
    name = getCookies(auth.options).sessionToken.name.replace(/^__Secure-/, '');
    sessionCookieNames.set(auth, name);
  }
  return name;
}

/**
 * Whether the request could carry a session: better-auth reads sessions only from its session
 * cookie, so a request whose Cookie header does not even contain that name (every anonymous
 * visitor's conversion) is answered without building better-auth's request context. A header
 * that merely mentions the name still goes to better-auth, which decides.
 */
function mayCarrySession(auth: Auth, request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return typeof header === 'string' && header.includes(sessionCookieName(auth));
}

export function sessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (!mayCarrySession(auth, request)) return noSession;
  let cached = sessionCache.get(request);
  if (!cached) {
    cached = auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).then((result) =>
      result
        ? {
            id: result.user.id,
            name: result.user.name,
            email: result.user.email,
            emailVerified: result.user.emailVerified,
          }
        : null,
    );
    sessionCache.set(request, cached);
  }
  return cached;
}

export function readVisitorId(request: FastifyRequest): string | null {
  const raw = request.cookies[VISITOR_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && /^[\w-]{16,64}$/.test(unsigned.value)
    ? unsigned.value
    : null;
}

export function ensureVisitorId(
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const existing = readVisitorId(request);
  if (existing) return existing;
  const id = randomBytes(18).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: VISITOR_MAX_AGE_SECONDS,
  });
  return id;
}

export async function resolveRequester(auth: Auth, request: FastifyRequest): Promise<Requester> {
  return { user: await sessionUser(auth, request), visitorId: readVisitorId(request) };
}
