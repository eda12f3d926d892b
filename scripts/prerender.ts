/**
 * Build step after `vite build`: renders every public content page to static HTML so it reads
 * without JavaScript and search engines see the content, then the browser hydrates it.
 *
 * 1. Builds src/client/entry-server.tsx for Node with the same Vite config (dist/ssr).
 * 2. Renders each route of INDEXABLE_ROUTES, plus the 404 page, into the built index.html: the
 *    page's markup goes into #root and its title, description, canonical URL and Open Graph tags
 *    replace the default block in <head>. URLs carry PUBLIC_URL_PLACEHOLDER, which the server
 *    swaps for the deployment's PUBLIC_URL (src/server/plugins/spa.ts).
 * 3. Writes dist/client/<route>/index.html (the landing page to dist/client/index.html), the 404
 *    page to dist/client/404.html, and keeps the empty shell as dist/client/app-shell.html for
 *    routes that render only in the browser (dashboard, analytics…).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  INDEXABLE_ROUTES,
  OG_IMAGE,
  PUBLIC_URL_PLACEHOLDER,
  SITE_NAME,
} from '../src/shared/marketing.js';

process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(root, 'dist', 'client');
const ssrDir = path.join(root, 'dist', 'ssr');

export const HEAD_START = '<!--head-meta-->';
export const HEAD_END = '<!--/head-meta-->';
export const APP_HTML = '<!--app-html-->';
/** A path no route matches, to render the 404 page. */
const NOT_FOUND_PROBE = '/__certsheet-not-found__';

interface PageMeta {
  title: string;
  description: string;
  path: string | null;
  type?: 'website' | 'article';
}

interface RenderedPage {
  html: string;
  meta: PageMeta | null;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export function headTags(meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (meta.path === null) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  const url = `${PUBLIC_URL_PLACEHOLDER}${meta.path}`;
  const image = `${PUBLIC_URL_PLACEHOLDER}${OG_IMAGE.path}`;
  tags.push(
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  );
  return tags.join('\n    ');
}

export function fillTemplate(template: string, page: RenderedPage, meta: PageMeta): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < start || !template.includes(APP_HTML)) {
    throw new Error(`index.html lacks the ${HEAD_START}…${HEAD_END} block or ${APP_HTML}`);
  }
  return (
    template.slice(0, start) +
    headTags(meta) +
    template.slice(end + HEAD_END.length).replace(APP_HTML, () => page.html)
  );
}

function outputFile(route: string): string {
  return route === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, ...route.split('/').filter(Boolean), 'index.html');
}

async function main() {
  const started = Date.now();
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'src', 'client', 'entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  });
  const { render } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
    render(path: string): Promise<RenderedPage>;
  };

  // A second run (without a fresh `vite build`) starts again from the saved empty shell.
  const shell = path.join(clientDir, 'app-shell.html');
  if (!existsSync(shell)) await copyFile(path.join(clientDir, 'index.html'), shell);
  const template = await readFile(shell, 'utf8');

  const pages: { route: string; file: string }[] = [
    ...INDEXABLE_ROUTES.map((route) => ({ route, file: outputFile(route) })),
    { route: NOT_FOUND_PROBE, file: path.join(clientDir, '404.html') },
  ];
  for (const { route, file } of pages) {
    const page = await render(route);
    if (!page.meta) throw new Error(`${route}: the page did not call usePageMeta`);
    const isNotFound = route === NOT_FOUND_PROBE;
    if (!isNotFound && page.meta.path !== route) {
      throw new Error(`${route}: rendered the page for ${page.meta.path ?? 'Page Not Found'}`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, page, page.meta));
    process.stdout.write(
      `prerendered ${route === NOT_FOUND_PROBE ? '404' : route} → ${path.relative(root, file)}\n`,
    );
  }
  await rm(ssrDir, { recursive: true, force: true });
  process.stdout.write(`pre-render done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`pre-render failed: ${error instanceof Error ? error.stack : error}\n`);
    process.exit(1);
  });
}
