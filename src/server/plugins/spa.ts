/**
 * Serves the built single-page app: hashed assets with a year-long cache, pre-rendered HTML for
 * public pages where the build produced it (the landing page is index.html), the empty app shell
 * for other client routes, and a real 404 status (with the pre-rendered 'Page Not Found' page)
 * for unknown paths. Pre-rendered pages carry a placeholder where their canonical and Open Graph
 * URLs need the deployment's address; it is replaced with PUBLIC_URL here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_URL_PLACEHOLDER } from '../../shared/marketing.js';
import { isKnownClientRoute } from '../../shared/routes.js';

/** src/server/plugins and dist/server/plugins are both three levels below the project root. */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

export async function registerSpa(
  app: FastifyInstance,
  clientDir = DEFAULT_CLIENT_DIR,
  publicUrl = '',
) {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  // Written by the pre-render step; without it (a client built by `vite build` alone) index.html
  // is the empty shell.
  const shellFile = existsSync(path.join(clientDir, 'app-shell.html'))
    ? path.join(clientDir, 'app-shell.html')
    : indexFile;
  const publicUrlHtml = escapeAttribute(publicUrl.replace(/\/+$/, ''));

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // HTML goes through the handler below (placeholder, status codes), never as a raw file.
      allowedPath: (pathname) => !pathname.endsWith('.html'),
      // The build writes .br/.gz copies of the assets (scripts/compress-assets.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'public, max-age=300');
        }
      },
    });
  }

  // Each page is read, given its PUBLIC_URL and compressed once, then served from memory.
  const htmlCache = new Map<string, { raw: string; br: Buffer; gzip: Buffer }>();
  const readHtml = (file: string) => {
    let html = htmlCache.get(file);
    if (html === undefined) {
      const raw = readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrlHtml);
      html = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
      htmlCache.set(file, html);
    }
    return html;
  };
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number, file: string) => {
    const html = readHtml(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === null) return reply.send(html.raw);
    return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? html.br : html.gzip);
  };

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
      if (pathname.replace(/\/+$/, '') === '') return sendHtml(request, reply, 200, indexFile);
      const prerendered = prerenderedFile(clientDir, pathname);
      return sendHtml(request, reply, 200, prerendered ?? shellFile);
    }
    const notFoundPage = path.join(clientDir, '404.html');
    return sendHtml(request, reply, 404, existsSync(notFoundPage) ? notFoundPage : shellFile);
  });
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
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
