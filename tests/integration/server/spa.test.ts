import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

/** Pages are served on PUBLIC_URL's host (http://localhost:5000 here); elsewhere they redirect. */
const page = (url: string) => ({
  method: 'GET' as const,
  url,
  headers: { host: 'localhost:5000' },
});

describe('serving the built single-page app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'certsheet-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    mkdirSync(path.join(clientDir, 'templates'));
    writeFileSync(path.join(clientDir, 'index.html'), '<html>shell</html>');
    writeFileSync(path.join(clientDir, 'templates', 'index.html'), '<html>templates</html>');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp({}, { clientDir });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves pre-rendered HTML for a public page and the shell for other client routes', async () => {
    const templates = await t.app.inject(page('/templates'));
    expect(templates.statusCode).toBe(200);
    expect(templates.body).toContain('templates');
    const dashboard = await t.app.inject(page('/dashboard'));
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('shell');
  });

  it('answers unknown pages with status 404 and the app shell', async () => {
    const res = await t.app.inject(page('/no/such/page'));
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('does not serve files outside the client folder', async () => {
    const res = await t.app.inject(page('/..%2f..%2fetc%2fpasswd'));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });
});
