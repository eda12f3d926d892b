import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { FakeStripe, stripeEvent } from '../../helpers/fake-stripe.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';

const WEBHOOK_SECRET = 'whsec_test_certsheet_0123456789';
const signer = new Stripe('sk_test_unused');

describe('Stripe: checkout, webhooks and subscriptions (real SDK against a local Stripe)', () => {
  let fake: FakeStripe;
  let t: TestApp;

  beforeAll(async () => {
    fake = new FakeStripe();
    await fake.start();
    t = await buildTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_certsheet',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_certsheet',
      STRIPE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });

  async function visitorCheckout(files: number) {
    const visitorId = `visitor-stripe-${Math.random().toString(36).slice(2)}`;
    const browser = new HttpSession(t.app);
    browser.actAsVisitor(visitorId);
    const rows = [];
    for (let i = 0; i < files; i++) rows.push(await seedConversion(t.database.db, { visitorId }));
    const res = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: rows.map((row) => ({ conversionId: row.id })),
    });
    expect(res.statusCode).toBe(200);
    const session = [...fake.sessions.values()].at(-1)!;
    return { browser, rows, url: res.json().url as string, sessionId: String(session.id), session };
  }

  it('creates a Stripe Checkout session priced by the server and returning to the success URL', async () => {
    const { url, session } = await visitorCheckout(2);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(session.amount_total).toBe(700);
    expect(session.mode).toBe('payment');
    // The paid view's own address (an unguessable order token), not a session id in a query.
    expect(session.success_url).toMatch(/^http:\/\/localhost:5000\/orders\/[\w-]{32}$/);
  });

  it('fulfils only after Stripe says paid, once, whatever the browser or a replay says', async () => {
    const { browser, rows, sessionId, session } = await visitorCheckout(3);
    expect((await browser.get(`/api/session-data/${sessionId}`)).statusCode).toBe(402);

    // A correctly signed event for a session Stripe still reports unpaid changes nothing.
    const early = await deliver(stripeEvent('checkout.session.completed', session));
    expect(early.statusCode).toBe(200);
    expect((await browser.get(`/api/download-excel/${rows[0]!.id}`)).statusCode).toBe(402);

    fake.completeSession(sessionId);
    const event = stripeEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await deliver(event)).json()).toEqual({ received: true });
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });

    const data = await browser.get(`/api/session-data/${sessionId}`);
    expect(data.json().success).toBe(true);
    expect(data.json().files).toHaveLength(3);
    for (const row of rows)
      expect((await browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(200);
  });

  it('rejects a forged or re-signed webhook and grants nothing', async () => {
    const { browser, rows, sessionId, session } = await visitorCheckout(1);
    const forged = stripeEvent('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
    });
    const bad = await deliver(forged, 'whsec_wrong_secret');
    expect(bad.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: forged,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const altered = forged.replace('"status":"open"', '"status":"complete"');
    expect(altered).not.toBe(forged);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: altered,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload: forged,
          secret: WEBHOOK_SECRET,
        }),
      },
    });
    expect(tampered.statusCode).toBe(400);
    expect((await browser.get(`/api/session-data/${sessionId}`)).statusCode).toBe(402);
    expect((await browser.get(`/api/download-excel/${rows[0]!.id}`)).statusCode).toBe(402);
  });

  it('fulfils on the success page when the webhook is late (re-reading Stripe)', async () => {
    const { browser, sessionId } = await visitorCheckout(1);
    fake.completeSession(sessionId);
    const data = await browser.get(`/api/session-data/${sessionId}`);
    expect(data.statusCode).toBe(200);
    expect(data.json().success).toBe(true);
  });

  it('sets up a Pro subscription with a trial and follows its lifecycle from verified events', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('stripe-pro@example.com');
    const setup = await browser.post('/api/create-subscription');
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toMatchObject({
      provider: 'stripe',
      intentType: 'setup',
      publishableKey: 'pk_test_certsheet',
    });
    expect(setup.json().clientSecret).toMatch(/^seti_.+_secret_/);
    const subscription = [...fake.subscriptions.values()].at(-1)!;
    expect(subscription.metadata).toMatchObject({ userId: expect.any(String) });

    fake.setSubscriptionStatus(String(subscription.id), 'trialing');
    await deliver(stripeEvent('customer.subscription.updated', subscription));
    expect((await browser.get('/api/auth/user')).json().plan).toBe('pro');

    // Out of order: an old 'incomplete' snapshot arriving late cannot undo the current truth.
    await deliver(
      stripeEvent('customer.subscription.created', { ...subscription, status: 'incomplete' }),
    );
    expect((await browser.get('/api/auth/user')).json().plan).toBe('pro');

    fake.setSubscriptionStatus(String(subscription.id), 'canceled');
    await deliver(stripeEvent('customer.subscription.deleted', subscription));
    expect((await browser.get('/api/auth/user')).json().plan).toBe('free');
  });
});
