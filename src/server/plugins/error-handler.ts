/**
 * One error handler: AppError → its status and `{ message, errorType }`; client errors from
 * Fastify keep their status with a plain message; anything else is a 500 whose details stay in
 * the log, never in the response — unless the database does not answer, which makes it a 503
 * (with Retry-After) so clients and load balancers know to try again rather than report a bug.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { EXTRACTION_ERROR_MESSAGES } from '../../shared/errors.js';
import { AppError } from '../app-error.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';
/** How long an unexpected error waits to learn whether the database is the cause. */
const PING_TIMEOUT_MS = 2000;

export interface ErrorHandlerOptions {
  /** Resolves when the database answers (AppContext's database.ping). */
  pingDatabase?: () => Promise<void>;
}

async function databaseAnswers(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}) {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .code(error.statusCode)
        .send({ message: error.message, errorType: error.errorType });
    }
    const code = (error as FastifyError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ message: EXTRACTION_ERROR_MESSAGES.FILE_TOO_LARGE, errorType: 'FILE_TOO_LARGE' });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        message: 'Too many requests. Please wait a minute and try again.',
        errorType: 'RATE_LIMITED',
      });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error), errorType: 'BAD_REQUEST' });
    }
    if (options.pingDatabase && !(await databaseAnswers(options.pingDatabase))) {
      request.log.error({ err: error }, 'database unreachable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: UNAVAILABLE_MESSAGE, errorType: 'SERVICE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({
      message: status === 503 ? UNAVAILABLE_MESSAGE : INTERNAL_MESSAGE,
      errorType: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
    });
  });
}

function clientMessage(error: FastifyError): string {
  if (error.validation) return `Invalid request: ${error.message}`;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  if (error.code?.startsWith('FST_ERR_CTP')) return 'The request body could not be read.';
  return error.message || 'Bad request';
}
