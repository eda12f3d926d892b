/**
 * Cross-site request forgery: a signed-in victim's browser, driven by another site, sends every
 * state-changing API request with the victim's cookies. Each is refused (403) when the browser
 * marks it as coming from elsewhere (a foreign or null Origin, or Sec-Fetch-Site: cross-site),
 * and nothing changes; the same requests from the app's own origin work. Cookies are SameSite=Lax
 * besides (see session-fixation.test.ts), so most cross-site sub-requests carry none at all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOrders, conversions, user } from '../../../src/server/db/schema.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile, TEST_ORIGIN } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';
import { certificatePdf } from '../../fixtures/hostile/hostile-pdfs.js';

interface Forgery {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

const CROSS_SITE: Record<string, Record<string, string>> = {
  'a foreign Origin': { origin: 'https://evil.example' },
  'a look-alike Origin': { origin: 'http://localhost:5000.evil.example' },
  'the null Origin (sandboxed frame, data: URL)': { origin: 'null' },
  'Sec-Fetch-Site: cross-site without Origin': { 'sec-fetch-site': 'cross-site' },
};

describe('CSRF: state-changing requests from another site are refused', () => {
  let t: TestApp;
  let victim: HttpSession;
  let conversionId: string;
  let userId: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    victim = new HttpSession(t.app);
    const signUp = await victim.signUp('csrf-victim@example.com', 'victim password 1');
    userId = signUp.json().user.id;
    conversionId = (await seedConversion(t.database.db, { userId })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const forgeries = (): Record<string, Forgery> => ({
    'convert a PDF': {
      method: 'POST',
      url: '/api/convert-simple',
      ...multipartFile(certificatePdf(), 'csrf.pdf'),
    },
    'correct a conversion': {
      method: 'PATCH',
      url: `/api/conversions/${conversionId}`,
      payload: { fields: { serialNumber: 'CSRF' } },
    },
    'delete a conversion': { method: 'DELETE', url: `/api/conversions/${conversionId}` },
    'start a checkout': {
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { type: 'yearly', email: 'csrf-victim@example.com', conversionData: [] },
    },
    'start a subscription': { method: 'POST', url: '/api/create-subscription' },
    'delete the account': { method: 'DELETE', url: '/api/account' },
    'change the password': {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'victim password 1', newPassword: 'attacker chose this' },
    },
    'change the email': {
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: 'attacker@example.com' },
    },
    'sign out': { method: 'POST', url: '/api/auth/sign-out', payload: {} },
    'sign in as the attacker (login CSRF)': {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'attacker@example.com', password: 'attacker password' },
    },
  });

  for (const [how, headers] of Object.entries(CROSS_SITE)) {
    it(`refuses every state-changing call with ${how}`, async () => {
      for (const [name, forgery] of Object.entries(forgeries())) {
        const res = await victim.request({
          ...forgery,
          payload: forgery.payload as string,
          headers: { ...forgery.headers, ...headers },
        });
        expect(res.statusCode, name).toBe(403);
        expect(res.json(), name).toEqual({
          message: 'Cross-site request refused.',
          errorType: 'FORBIDDEN',
        });
      }
      // Nothing happened: the account, its session and its conversion are as they were.
      const me = await victim.get('/api/auth/user');
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('csrf-victim@example.com');
      const [row] = await t.database.db
        .select()
        .from(conversions)
        .where(eq(conversions.id, conversionId));
      expect(row?.corrections ?? {}).toEqual({});
      expect(await t.database.db.select().from(user).where(eq(user.id, userId))).toHaveLength(1);
    });
  }

  it('accepts the same requests from the app’s own origin', async () => {
    const own = forgeries();
    const patch = await victim.request({
      ...own['correct a conversion']!,
      payload: own['correct a conversion']!.payload as string,
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(patch.statusCode).toBe(200);
    const checkout = await victim.request({
      ...own['start a checkout']!,
      payload: own['start a checkout']!.payload as string,
      headers: { origin: TEST_ORIGIN },
    });
    expect(checkout.statusCode).toBe(200);
  });

  it('does not let a text/plain or form-encoded body (an HTML form) reach a JSON route', async () => {
    // Even without browser headers, a simple-request body is not parsed as the JSON it mimics.
    const before = await t.database.db.select().from(checkoutOrders);
    for (const [contentType, status] of [
      ['text/plain', 400],
      ['application/x-www-form-urlencoded', 415],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        payload: '{"type":"yearly","email":"x@example.com","conversionData":[]}',
        headers: { 'content-type': contentType, cookie: victim.cookieHeader },
      });
      expect(res.statusCode, contentType).toBe(status);
    }
    expect(await t.database.db.select().from(checkoutOrders)).toHaveLength(before.length);
  });

  it('leaves the signed webhook exempt: it is authenticated by its signature, not cookies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    // Not refused as cross-site; refused because the local provider accepts no webhooks.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature.');
  });
});
