/**
 * CSRF defence in depth (cookies are already SameSite=Lax): a state-changing request that a
 * browser marks as coming from another site is refused. Requests without browser headers (CLI,
 * curl) pass.
 *
 * Every request but GET/HEAD/OPTIONS is checked, whatever its path: the router decodes the URL
 * (`/%61pi/account` is `/api/account`), so a check on the raw URL can be stepped round. The
 * exemptions (the payment webhook, the digest's unsubscribe: not authenticated by cookies) are recognised by
 * the route the router matched, never by how the URL is spelled.
 *
 * "Our origin" is PUBLIC_URL. Without PUBLIC_URL the server answers on every loopback spelling
 * of the port it is bound to (http://localhost:P, http://127.0.0.1:P, http://[::1]:P), so all
 * of them are ours; a request from an alias is handed on with the canonical origin, so what
 * checks origins after us (better-auth) sees one spelling.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes (as registered, not as requested) authenticated by something other than cookies: the
 * payment webhook (its signature) and the digest's one-click unsubscribe (its signed token; mail
 * clients POST it, RFC 8058).
 */
const EXEMPT_ROUTES = new Set(['/api/payments/webhook', '/api/reminders/unsubscribe']);
/** The Vite dev server proxies the API from its own origin during `npm run dev`. */
const DEV_SERVER_PORT = 5173;

export const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused.';

type OriginConfig = Pick<AppConfig, 'PUBLIC_URL' | 'publicUrl' | 'PORT' | 'NODE_ENV'>;

/** The port the request arrived on, i.e. the one bound (config.PORT when injected in tests). */
function arrivalPort(config: OriginConfig, request: FastifyRequest): number {
  return request.raw.socket?.localPort ?? config.PORT;
}

function isLoopbackAlias(url: URL, port: number): boolean {
  return (
    url.protocol === 'http:' &&
    LOOPBACK_HOSTNAMES.has(url.hostname) &&
    Number(url.port || 80) === port
  );
}

/** A browser's Origin header, parsed; null for `null`, garbage, or a non-serialised origin. */
function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/** 'canonical' (PUBLIC_URL), 'alias' (another spelling of this server), or null (someone else). */
function classifyOrigin(
  config: OriginConfig,
  request: FastifyRequest,
  origin: string,
): 'canonical' | 'alias' | null {
  const url = parseOrigin(origin);
  if (!url) return null;
  if (url.origin === new URL(config.publicUrl).origin) return 'canonical';
  if (config.NODE_ENV === 'development' && isLoopbackAlias(url, DEV_SERVER_PORT)) return 'alias';
  if (!config.PUBLIC_URL && isLoopbackAlias(url, arrivalPort(config, request))) return 'alias';
  return null;
}

/**
 * Where to send the visitor back to (payment return URLs, the test-mode checkout page): the
 * address they used when it is a loopback alias of this server and PUBLIC_URL is unset — their
 * cookies live on that host — and PUBLIC_URL otherwise.
 */
export function visitorBaseUrl(config: OriginConfig, request: FastifyRequest): string {
  const host = request.headers.host?.toLowerCase();
  if (config.PUBLIC_URL || !host) return config.publicUrl;
  const url = parseHost(host);
  return url && isLoopbackAlias(url, arrivalPort(config, request)) ? url.origin : config.publicUrl;
}

/** A Host header as a URL, or null when it is more (or other) than host[:port]. */
function parseHost(host: string): URL | null {
  try {
    const url = new URL(`http://${host}`);
    return url.host === host || `${url.host}:80` === host ? url : null;
  } catch {
    return null;
  }
}

export function registerSameOriginCheck(app: FastifyInstance, config: OriginConfig) {
  const canonical = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && EXEMPT_ROUTES.has(route)) return;
    const origin = request.headers.origin;
    const kind = typeof origin === 'string' ? classifyOrigin(config, request, origin) : undefined;
    if (kind === null || request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.code(403).send({ message: CROSS_SITE_MESSAGE, errorType: 'FORBIDDEN' });
    }
    if (kind === 'alias') request.headers.origin = canonical;
  });
}
