/**
 * Security headers on every kind of response — API JSON, HTML pages, static assets, errors:
 * a Content-Security-Policy whose script-src allows no inline or eval'd script, framing refused
 * (frame-ancestors 'none'), nosniff, no X-Powered-By, and HSTS only when the public URL is HTTPS
 * (HSTS on plain HTTP would lock localhost users out). With Stripe the CSP admits Stripe's own
 * origins and still no inline script.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

function clientFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'certsheet-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><script src="/assets/app.js"></script></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'export {}');
  return dir;
}

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The responses every check runs on: JSON, a page, an asset, a 404 and an error. */
async function sampleResponses(t: TestApp) {
  return {
    'API JSON': await t.app.inject({ method: 'GET', url: '/api/analytics/total-conversions' }),
    // On the deployment's own host: on any other, a page load is redirected to PUBLIC_URL.
    'HTML page': await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: new URL(t.config.publicUrl).host },
    }),
    'static asset': await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' }),
    'API 404': await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    'API 401': await t.app.inject({ method: 'GET', url: '/api/auth/user' }),
  };
}

function expectStrictPolicy(res: LightMyRequestResponse, label: string) {
  const csp = directives(res);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts, label).toContain("'self'");
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(scripts, label).not.toContain('*');
  expect(
    scripts.some((source) => source.startsWith('data:') || source === 'http:'),
    label,
  ).toBe(false);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-powered-by'], label).toBeUndefined();
  expect(res.headers['referrer-policy'], label).toBeDefined();
}

describe('security headers on plain HTTP (local use)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { clientDir: clientFixture() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a strict CSP, nosniff and no framing on every kind of response, and no HSTS', async () => {
    for (const [label, res] of Object.entries(await sampleResponses(t))) {
      expectStrictPolicy(res, label);
      expect(res.headers['strict-transport-security'], label).toBeUndefined();
    }
  });
});

describe('security headers behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      { PUBLIC_URL: 'https://certsheet.example', TRUST_PROXY: 'true' },
      { clientDir: clientFixture() },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds HSTS for a year, subdomains included, everywhere', async () => {
    for (const [label, res] of Object.entries(await sampleResponses(t))) {
      expectStrictPolicy(res, label);
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), label).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, label).toContain('includeSubDomains');
    }
  });
});

describe('security headers with Stripe', () => {
  it('admits Stripe’s script and frames, and still no inline script', async () => {
    const t = await buildTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_certsheet',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_certsheet',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/analytics/total-conversions' });
      expectStrictPolicy(res, 'stripe');
      const csp = directives(res);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
      expect(csp.get('frame-src')).toContain('https://js.stripe.com');
    } finally {
      await t.close();
    }
  });
});
