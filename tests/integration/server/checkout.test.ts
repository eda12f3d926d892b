import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversions, checkoutOrders } from '../../../src/server/db/schema.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';

const sessionFromUrl = (url: string) => url.split('/').pop() ?? '';

describe('pay per download with the built-in test-mode provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function visitorWithConversions(count: number) {
    const visitorId = `visitor-${Math.random().toString(36).slice(2)}-abcdef`;
    const browser = new HttpSession(t.app);
    browser.actAsVisitor(visitorId);
    const rows = [];
    for (let i = 0; i < count; i++) {
      rows.push(
        await seedConversion(t.database.db, {
          visitorId,
          filename: `cert-${i}.pdf`,
          expiresAt: new Date(Date.now() + 3600_000),
        }),
      );
    }
    return { browser, visitorId, rows };
  }

  it('refuses the download before payment and allows it after a test-card payment', async () => {
    const { browser, rows } = await visitorWithConversions(3);
    for (const row of rows) {
      const res = await browser.get(`/api/download-excel/${row.id}`);
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toMatch(/Payment required/);
    }

    const checkout = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: rows.map((row) => ({
        conversionId: row.id,
        filename: row.filename,
        amount: 1,
      })),
    });
    expect(checkout.statusCode).toBe(200);
    const { url } = checkout.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:5000\/checkout\/local\/cs_local_/);
    const sessionId = sessionFromUrl(url);

    const before = await browser.get(`/api/session-data/${sessionId}`);
    expect(before.statusCode).toBe(402);
    expect(before.json()).toMatchObject({ success: false });

    const summary = await browser.get(`/api/payments/local/${sessionId}`);
    expect(summary.json()).toMatchObject({ amountCents: 700, status: 'pending', testMode: true });

    const declined = await browser.post(`/api/payments/local/${sessionId}/pay`, {
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    expect((await browser.get(`/api/download-excel/${rows[0]!.id}`)).statusCode).toBe(402);

    const paid = await browser.post(`/api/payments/local/${sessionId}/pay`, {
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toMatch(/^\/orders\/[\w-]{32}$/);

    const data = await browser.get(`/api/session-data/${sessionId}`);
    expect(data.statusCode).toBe(200);
    const body = data.json() as {
      success: boolean;
      files: { conversionId: string; filename: string; downloadUrl: string }[];
    };
    expect(body.success).toBe(true);
    expect(body.files.map((file) => file.conversionId).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );
    expect(body.files.map((file) => file.filename).sort()).toEqual([
      'cert-0.xlsx',
      'cert-1.xlsx',
      'cert-2.xlsx',
    ]);

    for (const file of body.files) {
      const download = await browser.get(file.downloadUrl);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toContain('spreadsheetml');
      expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }

    // Paid anonymous results are kept 7 days after payment, not 24 h.
    const [stored] = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.id, rows[0]!.id));
    const keptMs = (stored!.expiresAt?.getTime() ?? 0) - (stored!.paidAt?.getTime() ?? 0);
    expect(Math.round(keptMs / 86_400_000)).toBe(7);
  });

  it('never shows one visitor another visitor’s files, orders or downloads (404)', async () => {
    const alice = await visitorWithConversions(1);
    const bob = await visitorWithConversions(0);
    const row = alice.rows[0]!;
    expect((await bob.browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(404);
    expect((await bob.browser.get(`/api/conversions/${row.id}`)).statusCode).toBe(404);
    expect(
      (
        await bob.browser.request({
          method: 'PATCH',
          url: `/api/conversions/${row.id}`,
          payload: { fields: { serialNumber: 'X' } },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await bob.browser.request({ method: 'DELETE', url: `/api/conversions/${row.id}` }))
        .statusCode,
    ).toBe(404);

    // Checkout with someone else's conversion id is refused without saying whose it is.
    const stolen = await bob.browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId: row.id }],
    });
    expect(stolen.statusCode).toBe(404);

    const checkout = await alice.browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId: row.id }],
    });
    const sessionId = sessionFromUrl(checkout.json().url);
    await alice.browser.post(`/api/payments/local/${sessionId}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect((await bob.browser.get(`/api/session-data/${sessionId}`)).statusCode).toBe(404);
    expect(
      (
        await bob.browser.post(`/api/payments/local/${sessionId}/pay`, {
          cardNumber: '4242424242424242',
        })
      ).statusCode,
    ).toBe(404);
    expect((await bob.browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(404);
    expect((await alice.browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(200);
  });

  it('caps a one-time checkout at 5 files and takes prices only from the server', async () => {
    const { browser, rows } = await visitorWithConversions(6);
    const six = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: rows.map((row) => ({ conversionId: row.id })),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toMatch(/up to 5 files/);

    const tampered = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: rows
        .slice(0, 2)
        .map((row) => ({ conversionId: row.id, price: 1, amount: 1 })),
      amountCents: 1,
      price: 0,
    });
    expect(tampered.statusCode).toBe(200);
    const sessionId = sessionFromUrl(tampered.json().url);
    const [order] = await t.database.db
      .select()
      .from(checkoutOrders)
      .where(eq(checkoutOrders.providerSessionId, sessionId));
    expect(order?.amountCents).toBe(700);
  });

  it('requires a valid email for the yearly plan', async () => {
    const { browser, rows } = await visitorWithConversions(1);
    for (const email of [undefined, '', 'not-an-email']) {
      const res = await browser.post('/api/create-checkout-session', {
        type: 'yearly',
        conversionData: [{ conversionId: rows[0]!.id }],
        ...(email === undefined ? {} : { email }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter your email for the annual subscription');
    }
  });

  it('a visitor’s yearly purchase creates an annual account for the email and mails a set-password link', async () => {
    const { browser, rows } = await visitorWithConversions(2);
    const checkout = await browser.post('/api/create-checkout-session', {
      type: 'yearly',
      email: 'Buyer@Example.com',
      conversionData: rows.map((row) => ({ conversionId: row.id })),
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = sessionFromUrl(checkout.json().url);
    expect((await browser.get(`/api/payments/local/${sessionId}`)).json().amountCents).toBe(6900);
    await browser.post(`/api/payments/local/${sessionId}/pay`, { cardNumber: '4242424242424242' });

    const data = await browser.get(`/api/session-data/${sessionId}`);
    expect(data.json()).toMatchObject({
      success: true,
      plan: 'annual',
      accountEmail: 'buyer@example.com',
    });
    expect((await browser.get(`/api/download-excel/${rows[1]!.id}`)).statusCode).toBe(200);

    const outbox = path.join(t.config.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .filter((file) => file.includes('buyer@example.com'))
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .find((text) => text.includes('reset-password?token='));
    expect(mail).toBeDefined();
    const token = /token=([\w-]+)/.exec(mail ?? '')?.[1] ?? '';

    // Following the link sets a password; the account then signs in with the annual plan.
    const owner = new HttpSession(t.app);
    const reset = await owner.post('/api/auth/reset-password', {
      token,
      newPassword: 'my new annual password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await owner.signIn('buyer@example.com', 'my new annual password')).statusCode).toBe(
      200,
    );
    expect((await owner.get('/api/auth/user')).json()).toMatchObject({
      plan: 'annual',
      subscriptionStatus: 'active',
      isPremium: true,
    });
  });

  it('a signed-in user’s yearly purchase upgrades that account', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('annual@example.com');
    const checkout = await browser.post('/api/create-checkout-session', {
      type: 'yearly',
      email: 'annual@example.com',
      conversionData: [],
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = sessionFromUrl(checkout.json().url);
    await browser.post(`/api/payments/local/${sessionId}/pay`, { cardNumber: '4242424242424242' });
    expect((await browser.get(`/api/session-data/${sessionId}`)).json().success).toBe(true);
    expect((await browser.get('/api/auth/user')).json().plan).toBe('annual');
  });

  it('refuses state-changing requests from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { type: 'one-time', conversionData: [] },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('payments off (internal deployments)', () => {
  it('lets the owner download without paying and refuses checkouts', async () => {
    const t = await buildTestApp({ PAYMENT_PROVIDER: 'off' });
    try {
      const browser = new HttpSession(t.app);
      browser.actAsVisitor('visitor-off-0123456789');
      const row = await seedConversion(t.database.db, { visitorId: 'visitor-off-0123456789' });
      expect((await browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(200);
      const checkout = await browser.post('/api/create-checkout-session', {
        type: 'one-time',
        conversionData: [{ conversionId: row.id }],
      });
      expect(checkout.statusCode).toBe(400);
      expect(checkout.json().message).toMatch(/turned off/);
    } finally {
      await t.close();
    }
  });
});
