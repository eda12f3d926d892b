/**
 * The HTTP side of the parse queue (parse-queue.ts): who a conversion's parse is for, a signal
 * that aborts when its client goes away, and the answers for a refused or abandoned job.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import type { ParseJob } from '../app-context.js';
import { ParseCancelledError, ParserBusyError } from '../parse-queue.js';

export const PARSER_BUSY_MESSAGE = 'The converter is busy right now. Please try again in a minute.';
export const TOO_MANY_PARSES_MESSAGE =
  'Too many conversions at once from your connection. Please wait for the ones in progress to finish and try again.';

/**
 * The parse job for this request: a signed-in user's conversions share one line wherever they
 * come from; anyone else's are keyed by client address (the visitor cookie is the client's to
 * drop, the address is not). `request.ip` honours TRUST_PROXY.
 */
export function parseJobFor(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
): ParseJob {
  const controller = new AbortController();
  // 'close' also follows a normal answer; only a connection closed before it is a departure.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return {
    requester: userId ? `user:${userId}` : `ip:${request.ip}`,
    signal: controller.signal,
  };
}

/** Runs a parse, turning a refused job into 503/429 with Retry-After. */
export async function withParseAdmission<T>(reply: FastifyReply, parse: () => Promise<T>) {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof ParserBusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw error.reason === 'queue-full'
        ? new AppError('SERVICE_UNAVAILABLE', PARSER_BUSY_MESSAGE, 503)
        : new AppError('RATE_LIMITED', TOO_MANY_PARSES_MESSAGE, 429);
    }
    if (error instanceof ParseCancelledError) {
      // Nobody is left to read this: 499 (client closed request) keeps it out of error logs.
      throw new AppError(
        'BAD_REQUEST',
        'The connection closed before the conversion finished.',
        499,
      );
    }
    throw error;
  }
}
