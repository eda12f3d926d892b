/**
 * What the landing route's JavaScript weighs, gzip-compressed (level 9, as the build's .gz
 * copies): used by `npm run bench:lighthouse` and held to its budget by e2e/landing-javascript.spec.ts.
 */
import { gzipSync } from 'node:zlib';

/** The budget for the scripts the landing page loads up front (issue 21). */
export const LANDING_JS_BUDGET_BYTES = 100 * 1024;

export interface JsWeight {
  files: number;
  raw: number;
  gzip: number;
}

/** Raw and gzip bytes of these script files (asset paths such as /assets/index-….js). */
export function jsWeight(hrefs: Iterable<string>, readAsset: (href: string) => Buffer): JsWeight {
  const unique = new Set(hrefs);
  let raw = 0;
  let gzip = 0;
  for (const href of unique) {
    const content = readAsset(href);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: unique.size, raw, gzip };
}

/**
 * The scripts a page's HTML loads up front, before any of its code runs: the entry and its
 * modulepreloads. Chunks the code imports later (lazy islands, dialogs) are not among them.
 */
export function upFrontScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
}

/** The up-front scripts of a page (see upFrontScripts), weighed. */
export function landingJsBytes(html: string, readAsset: (href: string) => Buffer): JsWeight {
  return jsWeight(upFrontScripts(html), readAsset);
}
