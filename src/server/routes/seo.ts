import type { FastifyInstance } from 'fastify';
import { INDEXABLE_ROUTES } from '../../shared/marketing.js';
import { ROUTES } from '../../shared/routes.js';
import type { AppContext } from '../app-context.js';
import { NO_QUERY } from '../plugins/route-schemas.js';

/** The API and pages that only make sense for a signed-in user or an open checkout. */
const DISALLOWED = [
  '/api/',
  ROUTES.dashboard,
  ROUTES.analytics,
  ROUTES.localCheckout,
  ROUTES.orders,
  ROUTES.resetPassword,
];

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function sitemapXml(publicUrl: string): string {
  const urls = INDEXABLE_ROUTES.map(
    (route) => `  <url><loc>${escapeXml(`${publicUrl}${route}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /sitemap.xml and /robots.txt, with absolute URLs on this deployment's PUBLIC_URL. */
export function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  const publicUrl = ctx.config.publicUrl.replace(/\/+$/, '');
  const sitemap = sitemapXml(publicUrl);
  const robots = robotsTxt(publicUrl);
  app.get('/sitemap.xml', { schema: NO_QUERY }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemap),
  );
  app.get('/robots.txt', { schema: NO_QUERY }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robots),
  );
}
