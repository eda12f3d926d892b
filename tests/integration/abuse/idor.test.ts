/**
 * Insecure direct object references, route by route: every id-bearing route is tried by every
 * other kind of requester — another visitor, another user, a signed-in user against a visitor's
 * record and the other way round, and nobody at all. Each gets 404 (existence is never
 * revealed), and afterwards the owner's records are exactly as they were: not read, changed,
 * deleted, paid for or confirmed by the attacker.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOrders, conversions, subscriptions } from '../../../src/server/db/schema.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';

interface Victim {
  label: string;
  browser: HttpSession;
  conversionId: string;
  checkoutSession: string;
  /** A local Pro subscription's client secret (users only). */
  clientSecret: string | null;
}

type Attack = (attacker: HttpSession, victim: Victim) => Promise<{ statusCode: number }>;

const TEST_CARD = '4242 4242 4242 4242';

/** Every route that takes an id from the URL or the body. */
const ATTACKS: Record<string, Attack> = {
  'GET /api/conversions/:id': (a, v) => a.get(`/api/conversions/${v.conversionId}`),
  'PATCH /api/conversions/:id': (a, v) =>
    a.request({
      method: 'PATCH',
      url: `/api/conversions/${v.conversionId}`,
      payload: { fields: { serialNumber: 'CHANGED-BY-ATTACKER' } },
    }),
  'DELETE /api/conversions/:id': (a, v) =>
    a.request({ method: 'DELETE', url: `/api/conversions/${v.conversionId}` }),
  'GET /api/download-excel/:id': (a, v) => a.get(`/api/download-excel/${v.conversionId}`),
  'POST /api/create-checkout-session (their conversion)': (a, v) =>
    a.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId: v.conversionId }],
    }),
  'GET /api/session-data/:sessionId': (a, v) => a.get(`/api/session-data/${v.checkoutSession}`),
  'GET /api/payments/local/:sessionId': (a, v) => a.get(`/api/payments/local/${v.checkoutSession}`),
  'POST /api/payments/local/:sessionId/pay': (a, v) =>
    a.post(`/api/payments/local/${v.checkoutSession}/pay`, { cardNumber: TEST_CARD }),
};

describe('IDOR: no requester reaches another’s records', () => {
  let t: TestApp;
  const victims: Record<string, Victim> = {};
  const attackers: Record<string, HttpSession> = {};

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

    async function visitor(label: string): Promise<Victim> {
      const browser = new HttpSession(t.app);
      const visitorId = `${label}-visitor-0123456789`;
      browser.actAsVisitor(visitorId);
      const row = await seedConversion(t.database.db, { visitorId, filename: `${label}.pdf` });
      return { label, browser, conversionId: row.id, ...(await checkout(browser, row.id)) };
    }
    async function member(label: string): Promise<Victim> {
      const browser = new HttpSession(t.app);
      const signUp = await browser.signUp(`${label}@example.com`);
      const userId = signUp.json().user.id as string;
      const row = await seedConversion(t.database.db, { userId, filename: `${label}.pdf` });
      const { clientSecret } = (await browser.post('/api/create-subscription')).json();
      return {
        label,
        browser,
        conversionId: row.id,
        ...(await checkout(browser, row.id)),
        clientSecret,
      };
    }
    async function checkout(browser: HttpSession, conversionId: string) {
      const res = await browser.post('/api/create-checkout-session', {
        type: 'one-time',
        conversionData: [{ conversionId }],
      });
      expect(res.statusCode).toBe(200);
      return { checkoutSession: String(res.json().url).split('/').pop() ?? '', clientSecret: null };
    }

    victims.visitorA = await visitor('visitor-a');
    victims.userC = await member('user-c');
    attackers['another visitor'] = (await visitor('visitor-b')).browser;
    attackers['another user'] = (await member('user-d')).browser;
    attackers['a visitor (against a user)'] = (await visitor('visitor-e')).browser;
    attackers['a user (against a visitor)'] = (await member('user-f')).browser;
    attackers.nobody = new HttpSession(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const pairs = () =>
    Object.entries(attackers).flatMap(([attacker, browser]) =>
      Object.values(victims)
        .filter(
          (victim) =>
            !(attacker.includes('against a user') && victim.label.startsWith('visitor')) &&
            !(attacker.includes('against a visitor') && victim.label.startsWith('user')),
        )
        .map((victim) => ({ attacker, browser, victim })),
    );

  for (const [route, attack] of Object.entries(ATTACKS)) {
    it(`${route}: 404 for every other requester`, async () => {
      for (const { attacker, browser, victim } of pairs()) {
        const res = await attack(browser, victim);
        expect(res.statusCode, `${attacker} → ${victim.label}`).toBe(404);
      }
    });
  }

  it('POST /api/payments/local/subscription/confirm: 404 for another user, 401 for others', async () => {
    const secret = victims.userC!.clientSecret!;
    const confirm = (browser: HttpSession) =>
      browser.post('/api/payments/local/subscription/confirm', {
        clientSecret: secret,
        cardNumber: TEST_CARD,
      });
    expect((await confirm(attackers['another user']!)).statusCode).toBe(404);
    expect((await confirm(attackers['a user (against a visitor)']!)).statusCode).toBe(404);
    expect((await confirm(attackers['another visitor']!)).statusCode).toBe(401);
    expect((await confirm(attackers.nobody!)).statusCode).toBe(401);
  });

  it('leaves every victim’s records untouched, and still theirs', async () => {
    for (const victim of Object.values(victims)) {
      const [row] = await t.database.db
        .select()
        .from(conversions)
        .where(eq(conversions.id, victim.conversionId));
      expect(row, victim.label).toBeDefined();
      expect(row?.corrections ?? {}).toEqual({});
      expect(row?.paidAt).toBeNull();
      const [order] = await t.database.db
        .select()
        .from(checkoutOrders)
        .where(eq(checkoutOrders.providerSessionId, victim.checkoutSession));
      expect(order?.status).toBe('pending');
      const own = await victim.browser.get(`/api/conversions/${victim.conversionId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().extractedData.serialNumber).not.toBe('CHANGED-BY-ATTACKER');
    }
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(
        eq(
          subscriptions.providerSubscriptionId,
          victims.userC!.clientSecret!.split('_secret_')[0]!,
        ),
      );
    expect(subscription?.status).toBe('incomplete');
    expect((await victims.userC!.browser.get('/api/auth/user')).json().plan).toBe('free');
  });

  it('lists and exports only the requester’s own records', async () => {
    const list = await attackers['another user']!.get('/api/user/conversions');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((row: { id: string }) => row.id)).not.toContain(
      victims.userC!.conversionId,
    );
    const exported = await attackers['another user']!.get('/api/account/export');
    expect(exported.body).not.toContain(victims.userC!.conversionId);
    expect(exported.body).not.toContain('user-c@example.com');
  });
});
