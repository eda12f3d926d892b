/**
 * Routes declare their contract as zod schemas (shared/api.ts): Fastify validates params, query
 * and body with them before the handler runs, the handler gets their types, and response schemas
 * shape what is sent. A request that fails its schema is a 400 `{ message, errorType:
 * 'BAD_REQUEST' }` through the one error handler; a route names its message with
 * `invalidRequest(...)` where the SPEC or the screens fix one.
 */
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../app-error.js';

export type { ZodTypeProvider };

/**
 * The schema of a route whose input is not in its query string: nothing there (whatever is
 * sent is dropped). Multipart uploads are read and checked by plugins/pdf-upload.ts, raw-body
 * webhooks by their provider's signature check.
 */
export const NO_QUERY = { querystring: z.object({}) };

export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route declares what it takes; for path parameters that is checked as routes register.
  app.addHook('onRoute', (route) => {
    if (route.url.includes('/:') && !route.schema?.params) {
      throw new Error(`${route.url} takes path parameters but declares no params schema`);
    }
    // The API's contract is complete: every /api route (and the health check) says what it
    // takes or answers, even when that is "no query" — so none is added without thinking.
    const api = route.url.startsWith('/api/') || route.url === '/healthz';
    if (api && Object.keys(route.schema ?? {}).length === 0) {
      throw new Error(`${route.method} ${route.url} declares no schema`);
    }
  });
}

/** What the request got wrong first (a zod issue's message, e.g. "Invalid option: …"). */
export function firstProblem(errors: FastifySchemaValidationError[]): string {
  return errors[0]?.message ?? '';
}

/**
 * A route's `schemaErrorFormatter`: the 400 a request failing the route's schema gets, sent as
 * every AppError is. `message` is fixed, or built from the problems (see firstProblem).
 */
export function invalidRequest(
  message: string | ((errors: FastifySchemaValidationError[]) => string),
) {
  return (errors: FastifySchemaValidationError[]): Error =>
    AppError.badRequest(typeof message === 'string' ? message : message(errors));
}
