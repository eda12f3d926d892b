/**
 * One error type for everything a service wants the user to see. The Fastify error handler maps
 * it to `{ message, errorType }` with its HTTP status; anything else becomes a generic 500.
 */
import {
  EXTRACTION_ERROR_MESSAGES,
  EXTRACTION_ERROR_STATUS,
  type AppErrorType,
  type ExtractionErrorType,
} from '../shared/errors.js';

const DEFAULT_STATUS: Record<AppErrorType, number> = {
  ...EXTRACTION_ERROR_STATUS,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_REQUIRED: 402,
  QUOTA_EXCEEDED: 403,
  RATE_LIMITED: 429,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  REGISTER_UNUSABLE: 422,
  NOTHING_TO_MERGE: 422,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly errorType: AppErrorType;
  readonly statusCode: number;

  constructor(errorType: AppErrorType, userMessage: string, statusCode?: number) {
    super(userMessage);
    this.name = 'AppError';
    this.errorType = errorType;
    this.statusCode = statusCode ?? DEFAULT_STATUS[errorType];
  }

  static extraction(errorType: ExtractionErrorType, message?: string): AppError {
    return new AppError(errorType, message ?? EXTRACTION_ERROR_MESSAGES[errorType]);
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static badRequest(message: string): AppError {
    return new AppError('BAD_REQUEST', message);
  }
}
