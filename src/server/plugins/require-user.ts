/**
 * Signed-in routes: `{ preValidation: app.requireUser }` answers 401 `Unauthorized` to anyone
 * without a session, and the handler reads the user with `signedInUser(request)`.
 *
 * A preValidation hook rather than a preHandler: it runs after the body is parsed and before
 * the route's schema is checked, so a signed-out request is told to sign in (401) whatever it
 * sent, as when each handler checked the session first.
 */
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../app-error.js';
import type { Auth } from '../auth/auth.js';
import type { SessionUser } from '../services/ownership.js';
import { sessionUser } from './requester.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preValidation hook: 401 unless the request has a session (see signedInUser). */
    requireUser: preValidationAsyncHookHandler;
  }
}

const signedIn = new WeakMap<FastifyRequest, SessionUser>();

/** The session's user, or a 401 with `message` (SPEC: 'Unauthorized' unless a route says more). */
export async function requireSignedIn(
  auth: Auth,
  request: FastifyRequest,
  message = 'Unauthorized',
): Promise<SessionUser> {
  const account = await sessionUser(auth, request);
  if (!account) throw new AppError('UNAUTHORIZED', message, 401);
  signedIn.set(request, account);
  return account;
}

export function registerRequireUser(app: FastifyInstance, auth: Auth): void {
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await requireSignedIn(auth, request);
  });
}

/** The user app.requireUser let through; calling it on a route without the hook is a bug. */
export function signedInUser(request: FastifyRequest): SessionUser {
  const account = signedIn.get(request);
  if (!account) throw new Error(`${request.routeOptions.url} reads the user without requireUser`);
  return account;
}
