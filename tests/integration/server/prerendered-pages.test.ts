import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER } from '../../../src/shared/marketing.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

/** A client folder as `npm run build` leaves it: pre-rendered pages, the shell, compressed assets. */
function builtClient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'certsheet-prerendered-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'blog'));
  const page = (name: string) =>
    `<html><head><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/${name}" /></head><body>${name}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('landing'));
  writeFileSync(path.join(dir, 'app-shell.html'), '<html>shell</html>');
  writeFileSync(path.join(dir, '404.html'), '<html>Page Not Found</html>');
  writeFileSync(path.join(dir, 'blog', 'index.html'), page('blog'));
  writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'console.log("plain")');
  writeFileSync(path.join(dir, 'assets', 'app-abc.js.br'), 'brotli bytes');
  return dir;
}

/** Pages are served on PUBLIC_URL's host; on any other a page load is redirected there. */
const HOST = { host: 'certs.example.com' };

describe('pre-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      { PUBLIC_URL: 'https://certs.example.com/' },
      { clientDir: builtClient() },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the pre-rendered landing page at / with the deployment address filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('landing');
    expect(res.body).toContain('href="https://certs.example.com/landing"');
    expect(res.body).not.toContain(PUBLIC_URL_PLACEHOLDER);
  });

  it('serves the empty app shell, not the landing page, to routes rendered in the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<html>shell</html>');
  });

  it('answers unknown paths with 404 and the pre-rendered Page Not Found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: HOST });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page Not Found');
  });

  it('never serves raw HTML files, whose placeholders are not filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/index.html', headers: HOST });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page Not Found');
  });

  it('compresses pages for browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/blog',
      headers: { ...HOST, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      'href="https://certs.example.com/blog"',
    );
  });

  it('sends the pre-compressed copy of an asset when accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli bytes');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(plain.body).toBe('console.log("plain")');
  });

  it('publishes sitemap.xml and robots.txt on the deployment address', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://certs.example.com/templates</loc>');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://certs.example.com/sitemap.xml');
  });
});
