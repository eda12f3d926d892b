/**
 * Configuration from environment variables only, validated with zod at start-up. A bad value
 * stops the process with one line naming the variable (see formatConfigError).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CALIBRATION_INTERVAL_MONTHS, DUE_SOON_WINDOW_DAYS } from '../shared/constants.js';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const int = (min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: `must be an integer between ${min} and ${max}` })
      .int(`must be an integer between ${min} and ${max}`)
      .min(min, `must be an integer between ${min} and ${max}`)
      .max(max, `must be an integer between ${min} and ${max}`)
      .default(fallback),
  );
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1'),
  );

export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: int(1, 65535, 5000),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|memory:$)/, 'must be a postgres:// URL (or "memory:" for tests)')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  PAYMENT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z
      .enum(['local', 'stripe', 'off'], { message: 'must be local, stripe or off' })
      .default('local'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@certsheet.example')),
  TRUST_PROXY: bool(false),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Where the Stripe SDK sends requests; only for tests against a local Stripe-speaking server. */
  STRIPE_API_URL: optionalUrl,
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000, 30),
  /** Account sign-ups per client address per minute (better-auth's limit; the e2e suite raises it). */
  SIGN_UP_RATE_LIMIT_PER_MINUTE: int(1, 10_000, 5),
  DEFAULT_CALIBRATION_INTERVAL_MONTHS: int(1, 120, DEFAULT_CALIBRATION_INTERVAL_MONTHS),
  DUE_SOON_DAYS: int(0, 365, DUE_SOON_WINDOW_DAYS),
  PARSER_WORKERS: int(1, 64, 2),
  PARSER_TIMEOUT_MS: int(1000, 600_000, 30_000),
  PARSER_MAX_RSS_MB: int(128, 16_384, 1280),
  PARSER_QUEUE_MAX: int(1, 10_000, 50),
  /** Longest a client may take to send one whole request, upload included (then 408). */
  REQUEST_TIMEOUT_MS: int(10_000, 3_600_000, 120_000),
  AI_BASE_URL: optionalUrl,
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: int(500, 300_000, 20_000),
  /** assist: the rules lead and the model fills and corrects on evidence; primary: the model leads. */
  AI_MODE: z.preprocess(
    emptyToUndefined,
    z.enum(['assist', 'primary'], { message: 'must be assist or primary' }).default('assist'),
  ),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  /** Without SMTP_URL, write mails to DATA_DIR/outbox/ even on a public production server. */
  MAIL_OUTBOX: bool(false),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default('CertSheet <no-reply@certsheet.example>'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  /** Absolute data directory. */
  dataDir: string;
  publicUrl: string;
  sessionSecret: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** One line per problem, naming the variable: `Invalid configuration: PORT must be …`. */
export function formatConfigError(error: z.ZodError, env: Record<string, string | undefined>) {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const got = env[name];
  const shown =
    got === undefined ? '' : ` (got "${got.length > 40 ? `${got.slice(0, 40)}…` : got}")`;
  return `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`;
}

export function parseEnv(env: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) throw new ConfigError(formatConfigError(result.error, env));
  const parsed = result.data;
  if (
    parsed.PAYMENT_PROVIDER === 'stripe' &&
    (!parsed.STRIPE_SECRET_KEY || !parsed.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when PAYMENT_PROVIDER=stripe',
    );
  }
  const oidc = [parsed.OIDC_ISSUER, parsed.OIDC_CLIENT_ID, parsed.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (Boolean(parsed.AI_BASE_URL) !== Boolean(parsed.AI_MODEL)) {
    throw new ConfigError('Invalid configuration: AI_BASE_URL and AI_MODEL must be set together');
  }
  if (mailWouldBeStrandedInOutbox(parsed)) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required in production on a public PUBLIC_URL (or set MAIL_OUTBOX=1 to keep mails, with their reset links, in DATA_DIR/outbox/)',
    );
  }
  return parsed;
}

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A production server that users reach at a public address, with no SMTP server: password-reset
 * and verification links would sit in files on the server instead of reaching anyone. The
 * operator must choose SMTP or say MAIL_OUTBOX=1. A server only reachable as localhost (PUBLIC_URL
 * unset or loopback: README's `npm start` quick start, the e2e and benchmark servers) keeps the
 * outbox, where the person at that machine reads the links.
 */
function mailWouldBeStrandedInOutbox(env: Env): boolean {
  if (env.NODE_ENV !== 'production' || env.SMTP_URL || env.MAIL_OUTBOX) return false;
  if (!env.PUBLIC_URL) return false;
  return !LOOPBACK_HOST.test(new URL(env.PUBLIC_URL).hostname);
}

/** Reads the session secret from DATA_DIR, creating it on first start so newcomers need none. */
function persistedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    dataDir,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    sessionSecret: parsed.SESSION_SECRET ?? persistedSessionSecret(dataDir),
    isProduction: parsed.NODE_ENV === 'production',
  };
}
