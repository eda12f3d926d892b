/**
 * Serves the built single-page app: hashed assets with a year-long cache, pre-rendered HTML for
 * public pages where the build produced it, index.html for other client routes, and a real 404
 * status (with the SPA's 'Page Not Found' screen) for unknown paths.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isKnownClientRoute } from '../../shared/routes.js';

/** src/server/plugins and dist/server/plugins are both three levels below the project root. */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

export async function registerSpa(app: FastifyInstance, clientDir = DEFAULT_CLIENT_DIR) {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'public, max-age=300');
        }
      },
    });
  }

  const htmlCache = new Map<string, string>();
  const readHtml = (file: string) => {
    let html = htmlCache.get(file);
    if (html === undefined) {
      html = readFileSync(file, 'utf8');
      htmlCache.set(file, html);
    }
    return html;
  };
  const sendHtml = (reply: FastifyReply, status: number, file: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(readHtml(file));

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodePath(request.url.split('?')[0] ?? '/');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPage || pathname === null) {
      return reply.code(404).send({ message: 'Not found', errorType: 'NOT_FOUND' });
    }
    if (!built) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(
          'The web client is not built. Run `npm run build` (or `npm run dev` for development).',
        );
    }
    const known = isKnownClientRoute(pathname);
    if (known) {
      const prerendered = prerenderedFile(clientDir, pathname);
      if (prerendered) return sendHtml(reply, 200, prerendered);
      return sendHtml(reply, 200, indexFile);
    }
    const notFoundPage = path.join(clientDir, '404.html');
    return sendHtml(reply, 404, existsSync(notFoundPage) ? notFoundPage : indexFile);
  });
}

function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** dist/client/<route>/index.html as written by the pre-render step; never outside clientDir. */
function prerenderedFile(clientDir: string, pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  const file = path.join(clientDir, clean === '' ? 'index.html' : path.join(clean, 'index.html'));
  if (!file.startsWith(clientDir + path.sep) && file !== path.join(clientDir, 'index.html'))
    return null;
  return clean === '' ? null : existsSync(file) ? file : null;
}
