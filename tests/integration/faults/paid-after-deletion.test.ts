/**
 * Paid after deletion (issue 17, item 5): the retention sweep must not delete the files a visitor
 * is paying for, and a payment that still arrives for files that are gone is refunded (Stripe)
 * or refused (TEST MODE) with a message the post-payment view can show. Time is a fake clock
 * given to the app; the sweep is the one the app runs on its timer, called at chosen moments.
 */
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/server/app-context.js';
import { checkoutOrders, conversions, localPayments } from '../../../src/server/db/schema.js';
import {
  ORDER_CANCELLED_MESSAGE,
  ORDER_REFUNDED_MESSAGE,
} from '../../../src/server/services/checkout.js';
import { sweepExpiredConversions } from '../../../src/server/services/retention.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { FakeStripe, stripeEvent } from '../../helpers/fake-stripe.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2030-03-01T09:00:00Z');

/** A clock the test moves forward. */
class FakeClock implements Clock {
  constructor(public at: number) {}
  now() {
    return new Date(this.at);
  }
  set(offsetMs: number) {
    this.at = T0 + offsetMs;
  }
}

/** A visitor with one anonymous conversion made at T0, expiring 24 h later as the app sets it. */
async function visitorWithConversion(t: TestApp) {
  const visitorId = `visitor-${Math.random().toString(36).slice(2)}-retention`;
  const browser = new HttpSession(t.app);
  browser.actAsVisitor(visitorId);
  const row = await seedConversion(t.database.db, {
    visitorId,
    createdAt: new Date(T0),
    expiresAt: new Date(T0 + DAY),
  });
  return { browser, row };
}

async function exists(t: TestApp, id: string) {
  const rows = await t.database.db.select().from(conversions).where(eq(conversions.id, id));
  return rows.length === 1;
}

async function orderStatus(t: TestApp, sessionId: string) {
  const [order] = await t.database.db
    .select()
    .from(checkoutOrders)
    .where(eq(checkoutOrders.providerSessionId, sessionId));
  return order?.status;
}

describe('paid after deletion, TEST MODE checkout', () => {
  const clock = new FakeClock(T0);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000' }, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  const sweep = () => sweepExpiredConversions(t.database.db, clock.now());

  async function checkout(browser: HttpSession, conversionId: string) {
    const res = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId }],
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { url: string }).url.split('/').pop()!;
  }

  it('keeps the files of a checkout opened just before they expire, and delivers them', async () => {
    clock.set(0);
    const { browser, row } = await visitorWithConversion(t);
    clock.set(23 * HOUR);
    const sessionId = await checkout(browser, row.id);
    // Held for at least as long as a Stripe checkout session can stay open (24 h).
    const [held] = await t.database.db.select().from(conversions).where(eq(conversions.id, row.id));
    expect(held!.expiresAt!.getTime()).toBeGreaterThanOrEqual(T0 + 23 * HOUR + DAY);

    // 7 h later: past the conversion's own 24 h, still inside the time a checkout stays open.
    clock.set(30 * HOUR);
    await sweep();
    expect(await exists(t, row.id)).toBe(true);

    const paid = await browser.post(`/api/payments/local/${sessionId}/pay`, {
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.statusCode).toBe(200);
    const data = await browser.get(`/api/session-data/${sessionId}`);
    expect(data.statusCode).toBe(200);
    expect(data.json().files.map((file: { conversionId: string }) => file.conversionId)).toEqual([
      row.id,
    ]);
    expect((await browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(200);
  });

  it('keeps the files of a pending checkout for days (a bank payment settling), not forever', async () => {
    clock.set(0);
    const { browser, row } = await visitorWithConversion(t);
    clock.set(1 * HOUR);
    await checkout(browser, row.id);

    clock.set(5 * DAY);
    await sweep();
    expect(await exists(t, row.id)).toBe(true);

    // An abandoned checkout does not keep a visitor's data beyond the bounded hold.
    clock.set(16 * DAY);
    await sweep();
    expect(await exists(t, row.id)).toBe(false);
  });

  it('still deletes expired files nobody is paying for', async () => {
    clock.set(0);
    const { row } = await visitorWithConversion(t);
    clock.set(25 * HOUR);
    await sweep();
    expect(await exists(t, row.id)).toBe(false);
  });

  it('refuses to take a payment for files that are gone, and says so after checkout', async () => {
    clock.set(0);
    const { browser, row } = await visitorWithConversion(t);
    clock.set(1 * HOUR);
    const sessionId = await checkout(browser, row.id);
    clock.set(16 * DAY);
    await sweep();
    expect(await exists(t, row.id)).toBe(false);

    const pay = await browser.post(`/api/payments/local/${sessionId}/pay`, {
      cardNumber: '4242 4242 4242 4242',
    });
    expect(pay.statusCode).toBe(410);
    expect(pay.json()).toEqual({ message: ORDER_CANCELLED_MESSAGE, errorType: 'NOT_FOUND' });
    // Nothing charged in the TEST MODE ledger, the order cancelled.
    expect(
      await t.database.db
        .select()
        .from(localPayments)
        .where(eq(localPayments.sessionId, sessionId)),
    ).toEqual([]);
    expect(await orderStatus(t, sessionId)).toBe('cancelled');

    // The post-payment view gets the reason, not "Payment session not found".
    const data = await browser.get(`/api/session-data/${sessionId}`);
    expect(data.statusCode).toBe(410);
    expect(data.json()).toEqual({
      success: false,
      message: ORDER_CANCELLED_MESSAGE,
      reason: 'files-deleted',
    });
  });
});

describe('paid after deletion, Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_certsheet_retention_0123456789';
  const signer = new Stripe('sk_test_unused');
  const clock = new FakeClock(T0);
  let fake: FakeStripe;
  let t: TestApp;

  beforeAll(async () => {
    fake = new FakeStripe();
    await fake.start();
    t = await buildTestApp(
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_certsheet',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
        RATE_LIMIT_PER_MINUTE: '1000',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  const deliver = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
    });

  it('refunds a payment that completes after the files were deleted, once', async () => {
    clock.set(0);
    const { browser, row } = await visitorWithConversion(t);
    clock.set(2 * HOUR);
    const created = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId: row.id }],
    });
    expect(created.statusCode).toBe(200);
    const session = [...fake.sessions.values()].at(-1)!;
    const sessionId = String(session.id);

    // The bank debit settles after the hold: the files are gone by then.
    clock.set(16 * DAY);
    await sweepExpiredConversions(t.database.db, clock.now());
    expect(await exists(t, row.id)).toBe(false);
    fake.completeSession(sessionId);
    const event = stripeEvent('checkout.session.async_payment_succeeded', session);

    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({
      payment_intent: fake.sessions.get(sessionId)!.payment_intent,
      amount: 700,
    });
    expect(await orderStatus(t, sessionId)).toBe('refunded');

    const data = await browser.get(`/api/session-data/${sessionId}`);
    expect(data.statusCode).toBe(410);
    expect(data.json()).toEqual({
      success: false,
      message: ORDER_REFUNDED_MESSAGE,
      reason: 'files-deleted',
    });
    expect((await browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(404);

    // Another event for the same session and a second visit refund nothing more.
    expect((await deliver(stripeEvent('checkout.session.completed', session))).statusCode).toBe(
      200,
    );
    await browser.get(`/api/session-data/${sessionId}`);
    expect(fake.refunds).toHaveLength(1);
  });
});
