/**
 * What every route and service is given: configuration, the database, a clock, auth, mail, the
 * PDF parser and the payment provider. Passing one object keeps routes thin and lets tests build
 * an app with a fixed "today" or a different provider.
 */
import type { ExtractionErrorType } from '../shared/errors.js';
import type { ExtractOptions, ExtractionOutcome } from '../shared/extraction.js';
import { todayIso } from '../shared/due-status.js';
import type { Auth } from './auth/auth.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { PaymentProvider } from './payments/provider.js';
import type { Mailer } from './services/mailer.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export type TextOutcome =
  | { ok: true; text: string; pageCount: number }
  | { ok: false; errorType: ExtractionErrorType; message: string };

/** Who a parse is for, so the parser can take requesters in turn and drop abandoned jobs. */
export interface ParseJob {
  /** One key per requester: `user:<id>` when signed in, else `ip:<address>`. */
  requester: string;
  /** Aborts when the client goes away before its answer. */
  signal?: AbortSignal;
}

/**
 * Runs the extraction engine out of process (see parser-pool.ts). May throw ParserBusyError
 * (queue full) or ParseCancelledError (the job's signal aborted), from parse-queue.ts.
 */
export interface CertificateParser {
  extract(
    bytes: Uint8Array,
    options: ExtractOptions,
    job?: ParseJob,
  ): Promise<ExtractionOutcome & { ms: number }>;
  extractText(bytes: Uint8Array, options: ExtractOptions, job?: ParseJob): Promise<TextOutcome>;
  close(): Promise<void>;
}

export interface AppContext {
  config: AppConfig;
  database: Database;
  clock: Clock;
  auth: Auth;
  mailer: Mailer;
  parser: CertificateParser;
  payments: PaymentProvider;
}

export function today(ctx: Pick<AppContext, 'clock'>): string {
  return todayIso(ctx.clock.now());
}
