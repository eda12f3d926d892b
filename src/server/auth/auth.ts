/**
 * better-auth configured for CertSheet: email + password, sessions in the database (any app
 * instance can read them), database-backed rate limits on sign-in, optional OIDC, mail through
 * our mailer. Cookies are httpOnly, SameSite=Lax and Secure when the public URL is HTTPS.
 *
 * An address must be verified (a link mailed to it) before its account can sign in: plans and
 * free conversions attach only to addresses their owner has proved. Sign-up answers the same
 * whether or not the address has an account (the owner is mailed instead). Common passwords and
 * the address itself are refused; repeated wrong passwords lock the account for a while
 * (sign-in-backoff.ts), whatever address they come from.
 */
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { systemClock, type Clock } from '../app-context.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { account, rateLimit, session, user, verification } from '../db/schema.js';
import type { Mailer } from '../services/mailer.js';
import { attachAnnualPlansForEmail } from '../services/subscriptions.js';
import { ROUTES } from '../../shared/routes.js';
import { existingAccountMail, lockoutMail, verificationMail } from './auth-mails.js';
import { passwordProblem } from './password-policy.js';
import { clearSignInFailures, recordFailedSignIn, signInLockedUntil } from './sign-in-backoff.js';

/** Set by our proxy from Fastify's request.ip, replacing any client-sent value. */
export const CLIENT_IP_HEADER = 'x-certsheet-client-ip';

const SESSION_DAYS = 30;
const VERIFICATION_LINK_HOURS = 24;

export const ACCOUNT_LOCKED_CODE = 'ACCOUNT_LOCKED';

function lockedError(lockedUntil: Date, now: Date): APIError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: ACCOUNT_LOCKED_CODE,
      message: `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
    },
    { 'Retry-After': String(seconds) },
  );
}

export function createAuth(config: AppConfig, db: Db, mailer: Mailer, clock: Clock = systemClock) {
  const secure = config.publicUrl.startsWith('https://');

  /** The address was proved (verification link, or a password reset mailed to it). */
  const addressProved = async (email: string) => {
    await attachAnnualPlansForEmail(db, email, clock.now());
  };

  /** A new password's problems, as better-auth's 400 (checked before any hashing). */
  const refuseWeakPassword = (password: unknown, email: string | null) => {
    if (typeof password !== 'string') return;
    const problem = passwordProblem(password, email);
    if (problem) throw new APIError('BAD_REQUEST', { ...problem });
  };

  return betterAuth({
    appName: 'CertSheet',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // No session until the address is verified; the verification link signs the user in.
      autoSignIn: false,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      async onExistingUserSignUp({ user: owner }) {
        await mailer.send(existingAccountMail(config.publicUrl, owner.email));
      },
      async onPasswordReset({ user: owner }) {
        // The reset link went to the address, so following it proves the address (and is how
        // the owner takes back an account someone else registered with it).
        await db
          .update(user)
          .set({ emailVerified: true, updatedAt: clock.now() })
          .where(eq(user.id, owner.id));
        await clearSignInFailures(db, owner.email);
        await addressProved(owner.email);
      },
      async sendResetPassword({ user: recipient, token }) {
        const link = `${config.publicUrl}${ROUTES.resetPassword}?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: recipient.email,
          subject: 'Set or reset your CertSheet password',
          text: `Open this link to choose a new CertSheet password (valid for 1 hour):\n\n${link}\n\nIf you did not ask for this, ignore this message.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in to an unverified account mails a fresh link (the first may have expired).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_HOURS * 60 * 60,
      async sendVerificationEmail({ user: recipient, token }) {
        // Our page, not better-auth's endpoint: a mail scanner fetching the link runs no script,
        // so it does not verify the address or receive a session.
        await mailer.send(verificationMail(config.publicUrl, recipient.email, token));
      },
      async afterEmailVerification(verified) {
        await addressProved(verified.email);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const email = typeof body.email === 'string' ? body.email : null;
        if (ctx.path === '/sign-up/email') refuseWeakPassword(body.password, email);
        if (ctx.path === '/sign-in/email' && email) {
          const now = clock.now();
          const lockedUntil = await signInLockedUntil(db, email, now);
          if (lockedUntil) throw lockedError(lockedUntil, now);
        }
        if (ctx.path === '/change-password') {
          const current = await getSessionFromCtx(ctx);
          refuseWeakPassword(body.newPassword, current?.user.email ?? null);
        }
        if (ctx.path === '/reset-password' && typeof body.token === 'string') {
          const pending = await ctx.context.internalAdapter.findVerificationValue(
            `reset-password:${body.token}`,
          );
          const owner = pending
            ? await ctx.context.internalAdapter.findUserById(pending.value)
            : null;
          refuseWeakPassword(body.newPassword, owner?.email ?? null);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (typeof body.email !== 'string') return;
        const returned = ctx.context.returned;
        const now = clock.now();
        if (isAPIError(returned) && returned.statusCode === 401) {
          const lockedUntil = await recordFailedSignIn(db, body.email, now);
          if (!lockedUntil) return;
          const owner = await ctx.context.internalAdapter.findUserByEmail(body.email);
          if (owner)
            await mailer.send(lockoutMail(config.publicUrl, owner.user.email, lockedUntil));
          return;
        }
        // 200, or 403 "verify your address first": the password was right.
        if (!isAPIError(returned) || returned.statusCode === 403) {
          await clearSignInFailures(db, body.email);
          if (!isAPIError(returned)) await addressProved(body.email);
        }
      }),
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: config.SIGN_UP_RATE_LIMIT_PER_MINUTE },
        '/request-password-reset': { window: 60, max: 3 },
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'certsheet',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: config.OIDC_ISSUER
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'oidc',
                discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: config.OIDC_CLIENT_ID ?? '',
                clientSecret: config.OIDC_CLIENT_SECRET ?? '',
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
