/**
 * The address the app is opened at. With PUBLIC_URL unset, the server answers on every loopback
 * spelling of its port, and the start-up log used to print http://127.0.0.1:PORT: a user who
 * opened that got 403 "Cross-site request refused" on the first POST (only http://localhost:PORT
 * was "our origin"), and a checkout sent them to localhost, where their visitor cookie did not
 * exist: "Payment session not found".
 *
 * Now: without PUBLIC_URL, localhost, 127.0.0.1 and [::1] on the bound port are all same-origin,
 * and payment return URLs use the one the visitor is on; with PUBLIC_URL, page loads on any other
 * host are redirected to it; the start-up output names the one address to open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';
import { startServerProcess, type ServerProcess } from '../faults/server-process.js';
import { REAL_ONE_PAGE_CERTIFICATE } from '../hostile/real-parser-app.js';

const REFUSED = { message: 'Cross-site request refused.', errorType: 'FORBIDDEN' };
const TEST_CARD = '4242 4242 4242 4242';

describe('PUBLIC_URL unset: every loopback spelling of the bound port is this app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // PORT 5000; the server is not listening (inject), so the bound port is PORT.
    t = await buildTestApp({ PUBLIC_URL: '', PORT: '5000', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A visitor's browser on `origin`: its Host header and Origin are that address. */
  function visitorAt(origin: string) {
    const browser = new HttpSession(t.app);
    const host = new URL(origin).host;
    const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      browser.request({
        method,
        url,
        payload: payload as string,
        headers: { host, ...(method === 'POST' ? { origin } : {}) },
      });
    return { browser, send };
  }

  for (const origin of ['http://localhost:5000', 'http://127.0.0.1:5000', 'http://[::1]:5000']) {
    it(`${origin}: posts, checks out and pays, staying on ${origin}`, async () => {
      const visitorId = `visitor-${Math.random().toString(36).slice(2)}`;
      const { browser, send } = visitorAt(origin);
      browser.actAsVisitor(visitorId);
      const row = await seedConversion(t.database.db, { visitorId });

      const checkout = await send('POST', '/api/create-checkout-session', {
        type: 'one-time',
        conversionData: [{ conversionId: row.id }],
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      // The TEST MODE checkout opens on the address the visitor used, where their cookie is.
      const { url } = checkout.json() as { url: string };
      expect(url.startsWith(`${origin}/`), url).toBe(true);
      const sessionId = url.split('/').pop()!;

      const page = await send('GET', `/api/payments/local/${sessionId}`);
      expect(page.statusCode, page.body).toBe(200);
      const paid = await send('POST', `/api/payments/local/${sessionId}/pay`, {
        cardNumber: TEST_CARD,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const data = await send('GET', `/api/session-data/${sessionId}`);
      expect(data.statusCode).toBe(200);
      expect(data.json()).toMatchObject({ success: true, files: [{ conversionId: row.id }] });
    });
  }

  it('still refuses every other origin', async () => {
    const { browser } = visitorAt('http://127.0.0.1:5000');
    for (const origin of [
      'http://127.0.0.1:5001', // another port: another app
      'http://localhost:8080',
      'http://127.0.0.2:5000', // not one of the aliases
      'https://127.0.0.1:5000', // this server speaks plain HTTP
      'http://localhost.evil.example:5000',
      'http://127.0.0.1.evil.example:5000',
      'http://[::2]:5000',
      'http://0.0.0.0:5000',
      'http://evil.example',
      'null',
    ]) {
      const res = await browser.request({
        method: 'POST',
        url: '/api/create-checkout-session',
        payload: { type: 'yearly', email: 'x@example.com', conversionData: [] },
        headers: { host: '127.0.0.1:5000', origin },
      });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json(), origin).toEqual(REFUSED);
    }
  });

  it('returns to PUBLIC_URL’s default, not to whatever Host a request names', async () => {
    const browser = new HttpSession(t.app);
    browser.actAsVisitor('visitor-host-spoof');
    const row = await seedConversion(t.database.db, { visitorId: 'visitor-host-spoof' });
    for (const host of ['evil.example', '127.0.0.1:5001', 'localhost:5000@evil.example']) {
      const res = await browser.request({
        method: 'POST',
        url: '/api/create-checkout-session',
        payload: { type: 'one-time', conversionData: [{ conversionId: row.id }] },
        headers: { host, origin: 'http://localhost:5000' },
      });
      expect(res.statusCode, host).toBe(200);
      expect(res.json().url, host).toMatch(/^http:\/\/localhost:5000\/checkout\/local\//);
    }
  });
});

describe('PUBLIC_URL set: one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      PUBLIC_URL: 'http://localhost:5000',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('redirects page loads on any other host to PUBLIC_URL, keeping path and query', async () => {
    for (const host of ['127.0.0.1:5000', '[::1]:5000', 'localhost:8080', '10.0.0.7:5000']) {
      for (const method of ['GET', 'HEAD'] as const) {
        for (const url of ['/', '/dashboard?tab=equipment&x=%20y', '/no/such/page']) {
          const res = await t.app.inject({ method, url, headers: { host } });
          expect(res.statusCode, `${method} ${host}${url}`).toBe(301);
          expect(res.headers.location, `${method} ${host}${url}`).toBe(
            `http://localhost:5000${url}`,
          );
        }
      }
    }
  });

  it('serves pages on PUBLIC_URL’s own host without redirecting', async () => {
    for (const host of ['localhost:5000', 'LOCALHOST:5000']) {
      const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { host } });
      expect(res.statusCode, host).not.toBe(301);
    }
  });

  it('answers the API, health checks and SEO files on any host (probes and tools use them)', async () => {
    const host = { host: '127.0.0.1:5000' };
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: host })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: host })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: host })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/robots.txt', headers: host })).statusCode,
    ).toBe(200);
  });

  it('accepts only PUBLIC_URL as the origin of a state-changing request', async () => {
    const browser = new HttpSession(t.app);
    for (const origin of ['http://127.0.0.1:5000', 'http://[::1]:5000']) {
      const res = await browser.request({
        method: 'POST',
        url: '/api/create-checkout-session',
        payload: { type: 'yearly', email: 'x@example.com', conversionData: [] },
        headers: { origin },
      });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it('behind a proxy (TRUST_PROXY), judges the forwarded host', async () => {
    const proxied = await buildTestApp({
      PUBLIC_URL: 'https://certs.example.com',
      TRUST_PROXY: 'true',
    });
    try {
      const own = await proxied.app.inject({
        method: 'GET',
        url: '/templates',
        headers: { host: 'app1:5000', 'x-forwarded-host': 'certs.example.com' },
      });
      expect(own.statusCode).not.toBe(301);
      const other = await proxied.app.inject({
        method: 'GET',
        url: '/templates',
        headers: { host: 'app1:5000', 'x-forwarded-host': 'old.example.com' },
      });
      expect(other.statusCode).toBe(301);
      expect(other.headers.location).toBe('https://certs.example.com/templates');
    } finally {
      await proxied.close();
    }
  });
});

describe('the real server with PUBLIC_URL unset, opened at http://127.0.0.1', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // HOST=localhost as a newcomer's machine resolves it; PUBLIC_URL unset (the README's start).
    // TEST='' so better-auth runs its production origin checks (vitest sets TEST=true).
    server = await startServerProcess({ PUBLIC_URL: '', HOST: 'localhost', TEST: '' });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  it('prints the one address to open; the bound interfaces do not read like addresses to open', () => {
    const open = `http://localhost:${server.port}`;
    expect(server.output()).toContain(`CertSheet listening on ${open}`);
    expect(server.output()).not.toContain('Server listening at');
    for (const line of server
      .output()
      .split('\n')
      .filter((l) => l.includes('bound to'))) {
      expect(line).toContain(`open ${open}`);
    }
  });

  it('converts, checks out and pays as a visitor at 127.0.0.1, and signs up there', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const cookies = new Map<string, string>();
    const send = async (method: string, path: string, body?: unknown, type?: string) => {
      const headers: Record<string, string> = { origin: base };
      if (cookies.size > 0) {
        headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      if (type) headers['content-type'] = type;
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
        redirect: 'manual',
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      return res;
    };
    const json = (path: string, body: unknown) =>
      send('POST', path, body, 'application/json').then(async (res) => ({
        status: res.status,
        body: await res.text(),
      }));

    const upload = multipartFile(REAL_ONE_PAGE_CERTIFICATE, 'certificate.pdf');
    const converted = await send(
      'POST',
      '/api/convert-simple',
      upload.payload,
      upload.headers['content-type'],
    );
    const conversion = await converted.text();
    expect(converted.status, conversion).toBe(200);
    const { conversionId } = JSON.parse(conversion) as { conversionId: string };

    const checkout = await json('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId }],
    });
    expect(checkout.status, checkout.body).toBe(200);
    const { url } = JSON.parse(checkout.body) as { url: string };
    expect(url.startsWith(`${base}/`), url).toBe(true);
    const sessionId = url.split('/').pop()!;

    const page = await send('GET', `/api/payments/local/${sessionId}`);
    expect(page.status, 'not "Payment session not found"').toBe(200);
    const paid = await json(`/api/payments/local/${sessionId}/pay`, { cardNumber: TEST_CARD });
    expect(paid.status, paid.body).toBe(200);
    const data = await send('GET', `/api/session-data/${sessionId}`);
    expect(data.status).toBe(200);
    expect(await data.json()).toMatchObject({ success: true });

    // better-auth checks origins too (in production, with a cookie present): it must agree.
    const signUp = await json('/api/auth/sign-up/email', {
      email: 'loopback-user@example.com',
      password: 'Quiet-Harbour-Lantern-42',
      name: 'Loopback User',
    });
    expect(signUp.status, signUp.body).toBe(200);
  }, 60_000);
});
