/**
 * With PUBLIC_URL set, the app has one address. A page opened on any other host name (the
 * server's IP, 127.0.0.1 for a PUBLIC_URL of localhost, an old domain) would run with cookies and
 * an origin the server does not recognise as its own — state-changing calls refused as cross-site,
 * payments returning to PUBLIC_URL where the visitor's cookie is missing — so page loads there are
 * redirected (301, path and query kept) to PUBLIC_URL.
 *
 * Only page loads: GET/HEAD answered by the single-page app's fallback. API routes, assets,
 * /healthz, robots.txt and sitemap.xml answer on any host (health probes and tools use them).
 *
 * The host compared is the Host header, or X-Forwarded-Host with TRUST_PROXY: a reverse proxy
 * must pass the public host on (Caddy does; nginx needs `proxy_set_header Host $host;`), or every
 * page load would be redirected back to the proxy in a loop.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

export function registerCanonicalHost(
  app: FastifyInstance,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'publicUrl'>,
) {
  if (!config.PUBLIC_URL) return;
  const canonical = new URL(config.publicUrl);
  const sameHost = (host: string) => {
    try {
      return new URL(`${canonical.protocol}//${host}`).host === canonical.host;
    } catch {
      return false;
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // A matched route (API, asset, health, SEO file) is not a page load.
    if (request.routeOptions.url !== undefined) return;
    if (isApiPath(request.url)) return;
    if (sameHost((request.host ?? '').toLowerCase())) return;
    return reply.redirect(`${config.publicUrl}${request.url}`, 301);
  });
}

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judge the raw path.
  }
  return /^\/api(\/|$)/i.test(path) || /^\/api(\/|$)/i.test(decoded);
}
