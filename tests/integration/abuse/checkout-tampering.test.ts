/**
 * Tampering with checkout: prices, plan types and conversion ids come from the browser only as
 * ids; everything else is the server's. Beyond tests/integration/server/checkout.test.ts (a
 * stolen id alone, a 6th file, extra price fields on one-time): mixing one's own ids with
 * someone else's, repeating ids to stretch a batch, unknown plan types, tampering on the yearly
 * plan and on the local payment form, and a paid Stripe session whose amount does not match the
 * order (never fulfilled).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOrders, conversions } from '../../../src/server/db/schema.js';
import { PRICE_ONE_TIME_CENTS, PRICE_YEARLY_CENTS } from '../../../src/shared/constants.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { FakeStripe, stripeEvent } from '../../helpers/fake-stripe.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';
import Stripe from 'stripe';

const sessionOf = (url: string) => url.split('/').pop() ?? '';

async function visitor(t: TestApp, conversionsCount: number) {
  const visitorId = `tamper-${Math.random().toString(36).slice(2)}-visitor`;
  const browser = new HttpSession(t.app);
  browser.actAsVisitor(visitorId);
  const rows = [];
  for (let i = 0; i < conversionsCount; i++) {
    rows.push(await seedConversion(t.database.db, { visitorId }));
  }
  return { browser, rows };
}

describe('checkout tampering (local test-mode provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const orderCount = async () => (await t.database.db.select().from(checkoutOrders)).length;
  const orderFor = async (url: string) => {
    const [order] = await t.database.db
      .select()
      .from(checkoutOrders)
      .where(eq(checkoutOrders.providerSessionId, sessionOf(url)));
    return order;
  };

  it('refuses a batch mixing one’s own conversions with another visitor’s, creating no order', async () => {
    const alice = await visitor(t, 1);
    const mallory = await visitor(t, 2);
    const before = await orderCount();
    const res = await mallory.browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [...mallory.rows, alice.rows[0]!].map((row) => ({ conversionId: row.id })),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'One or more converted files were not found. Convert them again.',
    );
    expect(await orderCount()).toBe(before);
  });

  it('counts a repeated id once: six copies of one id buy one file for the one-time price', async () => {
    const { browser, rows } = await visitor(t, 1);
    const res = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: Array.from({ length: 6 }, () => ({ conversionId: rows[0]!.id })),
    });
    expect(res.statusCode).toBe(200);
    const order = await orderFor(res.json().url);
    expect(order?.amountCents).toBe(PRICE_ONE_TIME_CENTS);
    const summary = (await browser.get(`/api/payments/local/${sessionOf(res.json().url)}`)).json();
    expect(summary.files).toHaveLength(1);
  });

  it('refuses unknown plan types and malformed batches', async () => {
    const { browser, rows } = await visitor(t, 1);
    const before = await orderCount();
    for (const body of [
      { type: 'lifetime', conversionData: [{ conversionId: rows[0]!.id }] },
      { type: 'free', conversionData: [{ conversionId: rows[0]!.id }] },
      { type: 'one-time', conversionData: 'all' },
      { type: 'one-time', conversionData: [{ conversionId: { $ne: null } }] },
      { type: 'one-time', conversionData: [] },
      { type: ['one-time', 'yearly'], conversionData: [{ conversionId: rows[0]!.id }] },
    ]) {
      const res = await browser.post('/api/create-checkout-session', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorType).toBe('BAD_REQUEST');
    }
    expect(await orderCount()).toBe(before);
  });

  it('prices the yearly plan from the server whatever the request says', async () => {
    const { browser, rows } = await visitor(t, 1);
    const res = await browser.post('/api/create-checkout-session', {
      type: 'yearly',
      email: 'yearly-tamper@example.com',
      conversionData: [{ conversionId: rows[0]!.id, amount: 0.01, price: 1 }],
      amountCents: 100,
      price: 1,
      currency: 'jpy',
      interval: 'day',
    });
    expect(res.statusCode).toBe(200);
    expect((await orderFor(res.json().url))?.amountCents).toBe(PRICE_YEARLY_CENTS);
  });

  it('ignores amounts sent with the test-mode card form', async () => {
    const { browser, rows } = await visitor(t, 2);
    const res = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: rows.map((row) => ({ conversionId: row.id })),
    });
    const session = sessionOf(res.json().url);
    const paid = await browser.post(`/api/payments/local/${session}/pay`, {
      cardNumber: '4242 4242 4242 4242',
      amountCents: 1,
      status: 'paid',
    });
    expect(paid.statusCode).toBe(200);
    const order = await orderFor(res.json().url);
    expect(order).toMatchObject({ status: 'paid', amountCents: PRICE_ONE_TIME_CENTS });
  });

  it('cannot mark an order paid with a declined or unknown card, whatever the body claims', async () => {
    const { browser, rows } = await visitor(t, 1);
    const res = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId: rows[0]!.id }],
    });
    const session = sessionOf(res.json().url);
    for (const cardNumber of ['4000 0000 0000 0002', '4111 1111 1111 1111']) {
      const attempt = await browser.post(`/api/payments/local/${session}/pay`, {
        cardNumber,
        paid: true,
        status: 'succeeded',
      });
      expect([400, 402]).toContain(attempt.statusCode);
    }
    expect((await orderFor(res.json().url))?.status).toBe('pending');
    expect((await browser.get(`/api/download-excel/${rows[0]!.id}`)).statusCode).toBe(402);
  });
});

describe('checkout tampering (Stripe): the paid amount must match the order', () => {
  const secret = 'whsec_test_certsheet_tamper_0123456789';
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = new FakeStripe();
    await fake.start();
    t = await buildTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_certsheet',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: fake.url,
      RATE_LIMIT_PER_MINUTE: '100000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('does not fulfil a session paid for 1 cent instead of the order’s price', async () => {
    const { browser, rows } = await visitor(t, 1);
    const res = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId: rows[0]!.id }],
    });
    expect(res.statusCode).toBe(200);
    const session = [...fake.sessions.values()].at(-1)!;
    // As if the session had been altered to charge 1 cent: Stripe reports what was paid.
    session.amount_total = 1;
    fake.completeSession(String(session.id));
    const payload = stripeEvent('checkout.session.completed', session);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
          payload,
          secret,
        }),
      },
    });
    expect(delivered.statusCode).toBe(200);
    expect((await browser.get(`/api/session-data/${String(session.id)}`)).statusCode).toBe(402);
    expect((await browser.get(`/api/download-excel/${rows[0]!.id}`)).statusCode).toBe(402);
    const [row] = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.id, rows[0]!.id));
    expect(row?.paidAt).toBeNull();
  });
});
