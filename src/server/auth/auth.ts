/**
 * better-auth configured for CertSheet: email + password, sessions in the database (any app
 * instance can read them), database-backed rate limits on sign-in, optional OIDC, mail through
 * our mailer. Cookies are httpOnly, SameSite=Lax and Secure when the public URL is HTTPS.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { account, rateLimit, session, user, verification } from '../db/schema.js';
import type { Mailer } from '../services/mailer.js';
import { ROUTES } from '../../shared/routes.js';

/** Set by our proxy from Fastify's request.ip, replacing any client-sent value. */
export const CLIENT_IP_HEADER = 'x-certsheet-client-ip';

const SESSION_DAYS = 30;

export function createAuth(config: AppConfig, db: Db, mailer: Mailer) {
  const secure = config.publicUrl.startsWith('https://');
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
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
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
      async sendVerificationEmail({ user: recipient, url }) {
        await mailer.send({
          to: recipient.email,
          subject: 'Confirm your CertSheet email address',
          text: `Confirm your email address for CertSheet:\n\n${url}\n`,
        });
      },
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
        '/sign-up/email': { window: 60, max: 5 },
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
