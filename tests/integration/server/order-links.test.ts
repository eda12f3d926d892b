/**
 * A paid file is never lost (issue 23 item 1): the paid view has its own address,
 * /orders/{token}, which reopens the order's files from any browser — after a reload, on another
 * device, from the receipt mail — for the paid retention window, and the buyer gets a receipt
 * with that link. The token is the only credential; an unknown one is 404, an unpaid order 402,
 * an expired link 410.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/server/app-context.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { dataDirOf, mailsTo } from '../../helpers/outbox.js';
import { seedConversion } from '../../helpers/seed.js';
import { loadWorkbook, sheet } from '../../unit/excel/workbook-reader.js';

const DAY = 86_400_000;
const TEST_CARD = '4242 4242 4242 4242';

describe('the paid view’s own address', () => {
  let t: TestApp;
  let now = new Date('2026-11-26T10:00:00Z');
  const clock: Clock = { now: () => now };
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
  });
  afterAll(() => t.close());

  async function paidOrder(options: { email?: string; files?: number; pay?: boolean } = {}) {
    const visitorId = `visitor-${Math.random().toString(36).slice(2)}-abcdef`;
    const browser = new HttpSession(t.app);
    browser.actAsVisitor(visitorId);
    const rows = [];
    for (let i = 0; i < (options.files ?? 2); i++) {
      rows.push(
        await seedConversion(t.database.db, {
          visitorId,
          filename: `gauge-${i}.pdf`,
          fields: { serialNumber: `G-${i}` },
          expiresAt: new Date(now.getTime() + DAY),
        }),
      );
    }
    const checkout = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: rows.map((row) => ({ conversionId: row.id })),
      ...(options.email === undefined ? {} : { email: options.email }),
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = (checkout.json().url as string).split('/').pop()!;
    const local = (await browser.get(`/api/payments/local/${sessionId}`)).json();
    const token = (local.returnUrl as string).replace('/orders/', '');
    if (options.pay !== false) {
      const paid = await browser.post(`/api/payments/local/${sessionId}/pay`, {
        cardNumber: TEST_CARD,
      });
      expect(paid.json().redirectUrl).toBe(`/orders/${token}`);
    }
    return { browser, rows, token };
  }

  it('reopens the order and every file from a browser with no cookies at all', async () => {
    const { rows, token } = await paidOrder({ email: 'Buyer@Example.com' });
    const elsewhere = new HttpSession(t.app);
    const view = await elsewhere.get(`/api/orders/${token}`);
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body).toMatchObject({
      success: true,
      orderUrl: `http://localhost:5000/orders/${token}`,
      validUntil: new Date(now.getTime() + 7 * DAY).toISOString(),
      receiptEmail: 'buyer@example.com',
      registerUrl: `/api/orders/${token}/register.xlsx`,
    });
    expect(body.files.map((file: { filename: string }) => file.filename).sort()).toEqual([
      'gauge-0.xlsx',
      'gauge-1.xlsx',
    ]);
    for (const file of body.files as Array<{ downloadUrl: string }>) {
      const download = await elsewhere.get(file.downloadUrl);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const register = await elsewhere.get(body.registerUrl);
    expect(register.statusCode).toBe(200);
    expect(register.headers['content-disposition']).toContain('CertSheet_Register_2026-11-26.xlsx');
    const registerSheet = sheet(await loadWorkbook(register.rawPayload), 'Equipment Register');
    expect(registerSheet.actualRowCount).toBe(1 + rows.length);

    // A conversion outside the order is not reachable through its token.
    const stranger = await seedConversion(t.database.db, { visitorId: 'someone-else-0123456789' });
    expect((await elsewhere.get(`/api/orders/${token}/files/${stranger.id}`)).statusCode).toBe(404);
  });

  it('mails one receipt with the link, however often the order is opened', async () => {
    const email = `receipt-${Date.now()}@example.com`;
    const { token } = await paidOrder({ email });
    await new HttpSession(t.app).get(`/api/orders/${token}`);
    await new HttpSession(t.app).get(`/api/orders/${token}`);
    const mails = mailsTo(dataDirOf(t.app), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Your CertSheet receipt and downloads');
    expect(mails[0]).toContain(`http://localhost:5000/orders/${token}`);
    expect(mails[0]).toContain('Amount paid: $7.00 (USD)');
    expect(mails[0]).toContain('Pay per download (2 certificates)');
  });

  it('an annual purchase mails a receipt with the link beside the set-password mail', async () => {
    const email = `annual-${Date.now()}@example.com`;
    const browser = new HttpSession(t.app);
    browser.actAsVisitor('visitor-annual-0123456789');
    const checkout = await browser.post('/api/create-checkout-session', {
      type: 'yearly',
      conversionData: [],
      email,
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = (checkout.json().url as string).split('/').pop()!;
    const paid = await browser.post(`/api/payments/local/${sessionId}/pay`, {
      cardNumber: TEST_CARD,
    });
    const token = (paid.json().redirectUrl as string).replace('/orders/', '');
    const view = (await new HttpSession(t.app).get(`/api/orders/${token}`)).json();
    expect(view).toMatchObject({ plan: 'annual', accountEmail: email, registerUrl: null });
    const mails = mailsTo(dataDirOf(t.app), email);
    const receipt = mails.find((mail) => mail.includes('Subject: Your CertSheet receipt'));
    expect(receipt).toContain('Annual Unlimited, one year from 2026-11-26');
    expect(receipt).toContain('Amount paid: $69.00 (USD)');
    expect(receipt).toContain(`/orders/${token}`);
    expect(receipt).toContain('A separate e-mail has a link to set your account password');
    expect(mails).toHaveLength(2);
  });

  it('refuses a malformed receipt address, and sends none when there is no address', async () => {
    const browser = new HttpSession(t.app);
    browser.actAsVisitor('visitor-noaddress-0123456789');
    const row = await seedConversion(t.database.db, { visitorId: 'visitor-noaddress-0123456789' });
    const bad = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [{ conversionId: row.id }],
      email: 'not-an-address',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Enter a valid email address for the receipt, or leave it empty.',
    );
    const { token } = await paidOrder();
    expect(
      (await new HttpSession(t.app).get(`/api/orders/${token}`)).json().receiptEmail,
    ).toBeNull();
  });

  it('answers 404 for an unknown token, 402 before payment, 410 once the link has expired', async () => {
    const anyone = new HttpSession(t.app);
    expect((await anyone.get('/api/orders/not-a-token')).statusCode).toBe(404);
    expect((await anyone.get(`/api/orders/${'x'.repeat(32)}`)).statusCode).toBe(404);

    const unpaid = await paidOrder({ pay: false });
    const early = await anyone.get(`/api/orders/${unpaid.token}`);
    expect(early.statusCode).toBe(402);
    expect((await anyone.get(`/api/orders/${unpaid.token}/register.xlsx`)).statusCode).toBe(402);

    const { token } = await paidOrder();
    const paidAt = now;
    try {
      now = new Date(paidAt.getTime() + 7 * DAY - 60_000);
      expect((await anyone.get(`/api/orders/${token}`)).statusCode).toBe(200);
      now = new Date(paidAt.getTime() + 7 * DAY + 60_000);
      const expired = await anyone.get(`/api/orders/${token}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toMatch(/expired/);
    } finally {
      now = paidAt;
    }
  });
});
