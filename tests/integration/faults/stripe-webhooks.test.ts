/**
 * Stripe webhook faults beyond tests/integration/server/stripe.test.ts (which covers a plain
 * replay, a wrong secret, an unsigned and a tampered body): the same event delivered twice at
 * the same moment, a second event type for an already fulfilled session, the success page and
 * the webhook racing, a late "active" snapshot after a cancellation, signatures that are stale
 * or malformed, and Stripe being unreachable when the event arrives (the event is not marked as
 * seen, so Stripe's retry fulfils it). Never a double fulfilment, never access without payment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, subscriptions, user } from '../../../src/server/db/schema.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { FakeStripe, stripeEvent } from '../../helpers/fake-stripe.js';
import { HttpSession } from '../../helpers/http-session.js';
import { latestLinkToken } from '../../helpers/outbox.js';
import { seedConversion } from '../../helpers/seed.js';
import { TcpProxy } from './tcp-proxy.js';

const WEBHOOK_SECRET = 'whsec_test_certsheet_faults_0123456789';
const signer = new Stripe('sk_test_unused');

describe('Stripe webhook faults', () => {
  let fake: FakeStripe;
  let stripeLink: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    fake = new FakeStripe();
    await fake.start();
    // The app reaches "Stripe" through a proxy the tests can cut.
    const fakeUrl = new URL(fake.url);
    stripeLink = new TcpProxy(fakeUrl.hostname, Number(fakeUrl.port));
    await stripeLink.start();
    t = await buildTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_certsheet',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${stripeLink.port}`,
      RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripeLink?.stop();
    await fake?.stop();
  });

  const sign = (payload: string, timestamp?: number) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  const deliver = (payload: string, signature = sign(payload)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  /** A visitor's yearly checkout, completed on Stripe's side, and its completion event. */
  async function paidYearlyCheckout(email: string) {
    const visitorId = `visitor-${Math.random().toString(36).slice(2)}-webhook`;
    const browser = new HttpSession(t.app);
    browser.actAsVisitor(visitorId);
    const row = await seedConversion(t.database.db, { visitorId });
    const res = await browser.post('/api/create-checkout-session', {
      type: 'yearly',
      email,
      conversionData: [{ conversionId: row.id }],
    });
    expect(res.statusCode).toBe(200);
    const session = [...fake.sessions.values()].at(-1)!;
    const sessionId = String(session.id);
    return {
      browser,
      row,
      sessionId,
      complete: () => fake.completeSession(sessionId),
      event: (type = 'checkout.session.completed') =>
        stripeEvent(type, { ...session, status: 'complete', payment_status: 'paid' }),
    };
  }

  async function annualPlansOf(email: string) {
    const [account] = await t.database.db.select().from(user).where(eq(user.email, email));
    if (!account) return [];
    return t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, account.id));
  }

  /** The buyer follows the set-password link mailed to the address; the plan follows it. */
  async function annualPlansOnceClaimed(email: string) {
    const token = latestLinkToken(t.config.dataDir, email, '/reset-password');
    const owner = new HttpSession(t.app);
    const reset = await owner.post('/api/auth/reset-password', {
      token,
      newPassword: 'the buyers password 1',
    });
    expect(reset.statusCode).toBe(200);
    return annualPlansOf(email);
  }

  const mailsTo = (email: string) =>
    readdirSync(path.join(t.config.dataDir, 'outbox'))
      .filter((file) => file.endsWith(email + '.txt'))
      .map((file) => readFileSync(path.join(t.config.dataDir, 'outbox', file), 'utf8'));
  const isReceipt = (mail: string) => mail.includes('Subject: Your CertSheet receipt');
  /** The set-password mails (the receipt is counted apart: exactly one as well). */
  const setupMailsTo = (email: string) => {
    const mails = mailsTo(email);
    expect(mails.filter(isReceipt)).toHaveLength(1);
    return mails.filter((mail) => !isReceipt(mail));
  };

  it('fulfils once when the same event arrives twice at the same moment', async () => {
    const checkout = await paidYearlyCheckout('twice@example.com');
    checkout.complete();
    const event = checkout.event();
    const [first, second] = await Promise.all([deliver(event), deliver(event)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json(), second.json()]).toEqual(
      expect.arrayContaining([{ received: true }, { received: true, duplicate: true }]),
    );
    expect(await annualPlansOnceClaimed('twice@example.com')).toHaveLength(1);
    expect(setupMailsTo('twice@example.com')).toHaveLength(1);
  });

  it('fulfils once across different events, and the success page, for one session', async () => {
    const checkout = await paidYearlyCheckout('many-events@example.com');
    checkout.complete();
    const results = await Promise.all([
      deliver(checkout.event('checkout.session.completed')),
      deliver(checkout.event('checkout.session.async_payment_succeeded')),
      checkout.browser.get(`/api/session-data/${checkout.sessionId}`),
    ]);
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(results[2]!.json()).toMatchObject({ success: true, plan: 'annual' });
    expect(await annualPlansOnceClaimed('many-events@example.com')).toHaveLength(1);
    expect(setupMailsTo('many-events@example.com')).toHaveLength(1);
    expect((await checkout.browser.get(`/api/download-excel/${checkout.row.id}`)).statusCode).toBe(
      200,
    );
  });

  it('ignores a late "active" snapshot after the subscription was canceled', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('late-snapshot@example.com');
    expect((await browser.post('/api/create-subscription')).statusCode).toBe(200);
    const subscription = [...fake.subscriptions.values()].at(-1)!;
    fake.setSubscriptionStatus(String(subscription.id), 'active');
    await deliver(stripeEvent('customer.subscription.updated', subscription));
    expect((await browser.get('/api/auth/user')).json().plan).toBe('pro');

    fake.setSubscriptionStatus(String(subscription.id), 'canceled');
    await deliver(stripeEvent('customer.subscription.deleted', subscription));
    // Delivered after the cancellation, carrying the old state: Stripe's truth wins.
    const late = await deliver(
      stripeEvent('customer.subscription.updated', { ...subscription, status: 'active' }),
    );
    expect(late.statusCode).toBe(200);
    expect((await browser.get('/api/auth/user')).json().plan).toBe('free');
  });

  it('rejects stale, malformed and foreign signatures without recording the event', async () => {
    const checkout = await paidYearlyCheckout('bad-signature@example.com');
    checkout.complete();
    const event = checkout.event();
    const eventId = JSON.parse(event).id as string;
    const now = Math.floor(Date.now() / 1000);
    const genuine = sign(event);
    const signatures = [
      // A correct signature made 10 minutes ago: a replay outside Stripe's 5-minute tolerance.
      sign(event, now - 600),
      'garbage',
      `t=${now}`,
      `t=${now},v0=${genuine.split('v1=')[1]}`,
      `t=${now},v1=${'0'.repeat(64)},v1=${'f'.repeat(64)}`,
      '',
    ];
    for (const signature of signatures) {
      const res = await deliver(event, signature);
      expect(res.statusCode, signature).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid webhook signature.',
        errorType: 'BAD_REQUEST',
      });
    }
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)),
    ).toEqual([]);
    expect(await annualPlansOf('bad-signature@example.com')).toEqual([]);
  });

  it('lets Stripe retry an event that arrived while Stripe itself was unreachable', async () => {
    const checkout = await paidYearlyCheckout('stripe-down@example.com');
    checkout.complete();
    const event = checkout.event();

    await stripeLink.stop();
    let failed;
    try {
      failed = await deliver(event);
    } finally {
      await stripeLink.start();
    }
    // Any non-2xx makes Stripe deliver again later; the event must not count as handled.
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(failed.json().message).not.toMatch(/ECONNREFUSED|stripe/i);
    expect(await annualPlansOf('stripe-down@example.com')).toEqual([]);

    const retried = await deliver(event);
    expect(retried.json()).toEqual({ received: true });
    expect(await annualPlansOnceClaimed('stripe-down@example.com')).toHaveLength(1);
  });
});
