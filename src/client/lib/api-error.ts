/**
 * A refused API request, as the screens read it: the HTTP status, the server's message and its
 * errorType (SPEC §8). Every call in the client fails with an ApiError when the server answers
 * with an error status (a network failure rejects with fetch's own TypeError instead), so no
 * screen parses a response body or an error's text.
 *
 * Relative imports, not '@shared': the unit tests load this file outside the client's paths.
 */
// Read by hand, not with zod: the shared errorResponseSchema (zod classic) would add ~90 KB gzip
// to the landing page's JavaScript, and even zod/mini puts zod's core (which the lazy screens
// share) on it, ~15 KB. The type check below keeps this reader's result identical to the
// shared contract, so the two cannot drift apart.
import type { z } from 'zod';
import type { errorResponseSchema } from '../../shared/api.js';
import { APP_ERROR_TYPES, type AppErrorType } from '../../shared/errors.js';
import { UNAUTHORIZED_MESSAGE } from '../../shared/messages.js';

/**
 * The body of an error answer: the error handler's `{ message, errorType }`, or better-auth's
 * `{ code, message }` for /api/auth.
 */
interface ErrorBody {
  message: string;
  errorType?: AppErrorType;
  code?: string;
}

type Assert<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the shared error contract changes shape without this reader. */
export type ErrorBodyMatchesContract = Assert<
  Same<Omit<ErrorBody, 'code'>, z.output<typeof errorResponseSchema>>
>;

/**
 * The error body in `body`, or null when it is none. An errorType or code this client does not
 * know is dropped, not a reason to lose the message.
 */
function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errorType, code } = body as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  return {
    message,
    ...(isAppErrorType(errorType) ? { errorType } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

export interface ApiErrorDetails {
  /** better-auth's error code (e.g. 'INVALID_EMAIL_OR_PASSWORD'), when the answer has one. */
  code?: string | null;
  /** The Retry-After header as sent (429, 503): how long the server asks us to wait. */
  retryAfter?: string | null;
  /** The decoded JSON body, for the few answers that say more than `{ message, errorType }`. */
  body?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string | null;
  readonly retryAfter: string | null;
  readonly body: unknown;

  /**
   * `message` is the server's own message; empty when the answer carried none (a proxy's error
   * page, say), so screens write `error.message || <their fallback>`.
   */
  constructor(
    readonly status: number,
    message: string,
    readonly errorType: AppErrorType | null = null,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.code = details.code ?? null;
    this.retryAfter = details.retryAfter ?? null;
    this.body = details.body;
  }
}

export function isAppErrorType(value: unknown): value is AppErrorType {
  return (APP_ERROR_TYPES as readonly unknown[]).includes(value);
}

function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError for an error answer's status, body text and Retry-After header. */
export function parseApiError(
  status: number,
  bodyText: string,
  retryAfter: string | null = null,
): ApiError {
  const body = decodeJson(bodyText);
  const read = readErrorBody(body);
  if (!read) return new ApiError(status, '', null, { retryAfter, body });
  return new ApiError(status, read.message, read.errorType ?? null, {
    code: read.code,
    retryAfter,
    body,
  });
}

/** The one place a failed response becomes an ApiError (it reads the body). */
export async function apiErrorOf(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return parseApiError(res.status, text, res.headers.get('retry-after'));
}

/** The session is gone (SPEC §8: a 401 saying 'Unauthorized'): sign in again. */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (error.errorType === 'UNAUTHORIZED' ||
      error.message.toLowerCase().includes(UNAUTHORIZED_MESSAGE.toLowerCase()))
  );
}

/** The server's message for a screen to show, or the screen's own words when there is none. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
