/**
 * The TEST MODE checkout refuses a card whose expiry month has passed (issue 23), like a real
 * card processor, and a malformed expiry; a current card still pays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_EXPIRED, CARD_EXPIRY_INVALID } from '../../../src/shared/card-expiry.js';
import { buildTestApp, fixedClock, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';

describe('test-mode card expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: fixedClock('2026-11-26T12:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an expired or malformed expiry and accepts the current month', async () => {
    const visitorId = `visitor-${Math.random().toString(36).slice(2)}-abcdef`;
    const browser = new HttpSession(t.app);
    browser.actAsVisitor(visitorId);
    const row = await seedConversion(t.database.db, {
      visitorId,
      filename: 'cert.pdf',
      expiresAt: new Date('2026-11-27T12:00:00Z'),
    });
    const checkout = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId: row.id }],
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = (checkout.json() as { url: string }).url.split('/').pop() ?? '';
    const pay = (expiry: string) =>
      browser.post(`/api/payments/local/${sessionId}/pay`, {
        cardNumber: '4242 4242 4242 4242',
        expiry,
        cvc: '123',
      });

    const expired = await pay('10/26');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(CARD_EXPIRED);
    const malformed = await pay('13/30');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(CARD_EXPIRY_INVALID);
    expect((await browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(402);

    const current = await pay('11/26');
    expect(current.statusCode).toBe(200);
    expect((await browser.get(`/api/download-excel/${row.id}`)).statusCode).toBe(200);
  });
});
