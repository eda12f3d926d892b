/**
 * CSRF through another spelling of the path. The router decodes the URL, so `/%61pi/account` is
 * `/api/account`; a same-origin check that looked at the raw URL for an `/api/` prefix let
 * `PATCH /%61pi/conversions/:id` (200, correction stored) and `DELETE /%61pi/account` (204,
 * account gone) through from `Origin: https://evil.example`. Every spelling — percent-encoded,
 * double-encoded, mixed case, trailing slash, doubled slashes — is refused from another site, and
 * the webhook's exemption follows its route, not a URL prefix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversions, user } from '../../../src/server/db/schema.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, TEST_ORIGIN } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';

const EVIL = { origin: 'https://evil.example' };
const REFUSED = { message: 'Cross-site request refused.', errorType: 'FORBIDDEN' };

/** Spellings of one path that the router (or a later decoding step) could take for it. */
function spellings(path: string): Record<string, string> {
  const rest = path.slice('/api'.length); // '/conversions/…' or '/account'
  return {
    'a letter encoded': `/%61pi${rest}`,
    'every letter encoded': `/%61%70%69${rest}`,
    'lower-case hex in the second segment': `/api${rest.replace('o', '%6f')}`,
    'upper-case hex in the second segment': `/api${rest.replace('o', '%6F')}`,
    'double-encoded': `/%2561pi${rest}`,
    'double-encoded in the second segment': `/api${rest.replace('o', '%256F')}`,
    'mixed case': `/Api${rest}`,
    'upper case': `/API${rest}`,
    'mixed case, encoded': `/%41pi${rest}`,
    'trailing slash': `${path}/`,
    'encoded, trailing slash': `/%61pi${rest}/`,
    'doubled slash': `/${path}`,
    'encoded slash': `/api%2F${rest.slice(1)}`,
    'as written (control)': path,
  };
}

describe('CSRF: no spelling of a path gets a state-changing request past the origin check', () => {
  let t: TestApp;
  let victim: HttpSession;
  let userId: string;
  let conversionId: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    victim = new HttpSession(t.app);
    userId = (await victim.signUp('encoded-csrf@example.com', 'Victim-Lantern-Harbour-9')).json()
      .user.id;
    conversionId = (await seedConversion(t.database.db, { userId })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectUntouched() {
    const [row] = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.id, conversionId));
    expect(row, 'the conversion still exists').toBeDefined();
    expect(row?.corrections ?? {}).toEqual({});
    expect(await t.database.db.select().from(user).where(eq(user.id, userId))).toHaveLength(1);
  }

  it('the encoded spelling really reaches the route (from the app itself it works)', async () => {
    const own = await victim.request({
      method: 'PATCH',
      url: `/%61pi/conversions/${conversionId}`,
      payload: { fields: { model: 'own-origin edit' } },
      headers: { origin: TEST_ORIGIN },
    });
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json().corrections)).toContain('own-origin edit');
    // Back to uncorrected, so the forgeries below are judged against a clean conversion.
    await t.database.db
      .update(conversions)
      .set({ corrections: {} })
      .where(eq(conversions.id, conversionId));
  });

  it('refuses PATCH /api/conversions/:id from another site, however the path is spelled', async () => {
    for (const [how, url] of Object.entries(spellings(`/api/conversions/${conversionId}`))) {
      const res = await victim.request({
        method: 'PATCH',
        url,
        payload: { fields: { serialNumber: 'CSRF' } },
        headers: EVIL,
      });
      expect(res.statusCode, `${how}: ${url}`).toBe(403);
      expect(res.json(), how).toEqual(REFUSED);
    }
    await expectUntouched();
  });

  it('refuses DELETE of a conversion and of the account from another site, however spelled', async () => {
    const targets = [`/api/conversions/${conversionId}`, '/api/account'];
    for (const target of targets) {
      for (const [how, url] of Object.entries(spellings(target))) {
        for (const headers of [EVIL, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
          const res = await victim.request({ method: 'DELETE', url, headers });
          expect(res.statusCode, `${how}: DELETE ${url} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
    }
    await expectUntouched();
    expect((await victim.get('/api/auth/user')).statusCode, 'still signed in').toBe(200);
  });

  it('refuses other methods and paths outside /api too: the check is on every non-GET request', async () => {
    for (const [method, url] of [
      ['POST', '/%61pi/create-checkout-session'],
      ['PUT', '/%61pi/account'],
      ['POST', '/%61pi/auth/sign-out'],
      ['POST', '/no-such-page'],
    ] as const) {
      const res = await victim.request({ method, url, payload: {}, headers: EVIL });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await victim.get('/api/auth/user')).statusCode, 'still signed in').toBe(200);
  });

  it('exempts the webhook by its route: any spelling of it, and nothing that merely starts like it', async () => {
    for (const url of [
      '/api/payments/webhook',
      '/%61pi/payments/webhook',
      '/api/payments/webhook?x=1',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: '{}',
        headers: { 'content-type': 'application/json', ...EVIL },
      });
      // Not refused as cross-site; refused because the local provider accepts no webhooks.
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('Invalid webhook signature.');
    }
    for (const url of ['/api/payments/webhook/../../account', '/api/payments/webhook-x']) {
      const res = await victim.request({ method: 'DELETE', url, headers: EVIL });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
