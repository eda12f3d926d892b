/**
 * Taking over what belongs to an email address by registering it first. Plans and free
 * conversions attach only to addresses their owner has proved (a link mailed to the address):
 * an annual plan bought anonymously for victim@corp.example does not go to an account an
 * attacker registered with that address; it waits until the owner follows the mailed link, which
 * also takes the account back (new password, the attacker's sessions ended). Accounts whose
 * address is not verified convert like anonymous visitors: no free downloads, a message saying
 * how to get them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateParser } from '../../../src/server/app-context.js';
import { subscriptions, user } from '../../../src/server/db/schema.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';
import { latestLinkToken, mailsTo } from '../../helpers/outbox.js';
import { sampleExtraction, seedConversion } from '../../helpers/seed.js';

const parser: CertificateParser = {
  async extract() {
    return { ok: true, extraction: sampleExtraction(), ms: 5 };
  },
  async extractText() {
    return { ok: true, text: 'Certificate of Calibration', pageCount: 1 };
  },
  async close() {},
};

const aPdf = () => ({
  method: 'POST' as const,
  ...multipartFile(Buffer.from('%PDF-1.7\n%%EOF\n'), 'certificate.pdf'),
});

describe('registering someone else’s email address first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000' }, { parser });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  async function plansOf(email: string) {
    const [account] = await t.database.db.select().from(user).where(eq(user.email, email));
    if (!account) return [];
    return t.database.db
      .select({ plan: subscriptions.plan })
      .from(subscriptions)
      .where(eq(subscriptions.userId, account.id));
  }

  /** An anonymous visitor buys the annual plan with `email` in TEST MODE, for one of its files. */
  async function buyAnnualPlan(email: string, visitorId: string) {
    const buyer = new HttpSession(t.app);
    buyer.actAsVisitor(visitorId);
    const row = await seedConversion(t.database.db, {
      visitorId,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const checkout = await buyer.post('/api/create-checkout-session', {
      type: 'yearly',
      email,
      conversionData: [{ conversionId: row.id }],
    });
    const sessionId = String(checkout.json().url).split('/').pop();
    const paid = await buyer.post(`/api/payments/local/${sessionId}/pay`, {
      cardNumber: '4242424242424242',
    });
    return { buyer, row, checkout, paid };
  }

  it('an annual plan bought for the address goes to its owner, not to the account registered first', async () => {
    // The attacker registers the victim's address and never verifies it (they cannot).
    const attacker = new HttpSession(t.app);
    await attacker.signUpUnverified('victim@corp.example', 'attacker chosen pw 1', 'Victim');

    // The real owner, not signed in, buys the annual plan with that address.
    const { buyer, row, checkout, paid } = await buyAnnualPlan(
      'victim@corp.example',
      'victim-visitor-0123456789',
    );
    expect(checkout.statusCode).toBe(200);
    expect(paid.statusCode).toBe(200);
    // The buyer's own files are paid for whatever happens to the plan.
    expect((await buyer.get(`/api/download-excel/${row.id}`)).statusCode).toBe(200);

    // The account the attacker holds has no plan, and no session to use one with.
    expect(await plansOf('victim@corp.example')).toEqual([]);
    const attackerSignIn = await attacker.signIn('victim@corp.example', 'attacker chosen pw 1');
    expect(attackerSignIn.statusCode).toBe(403);
    expect((await attacker.get('/api/auth/user')).statusCode).toBe(401);

    // The owner follows the link mailed to the address: it sets their password and proves the
    // address; the plan is theirs and the attacker's password is gone.
    expect(
      mailsTo(t.config.dataDir, 'victim@corp.example').some((m) =>
        m.includes('/reset-password?token='),
      ),
    ).toBe(true);
    const token = latestLinkToken(t.config.dataDir, 'victim@corp.example', '/reset-password');
    const owner = new HttpSession(t.app);
    expect(
      (await owner.post('/api/auth/reset-password', { token, newPassword: 'the owners own pw 2' }))
        .statusCode,
    ).toBe(200);
    expect((await owner.signIn('victim@corp.example', 'the owners own pw 2')).statusCode).toBe(200);
    expect((await owner.get('/api/auth/user')).json()).toMatchObject({
      email: 'victim@corp.example',
      emailVerified: true,
      plan: 'annual',
      isPremium: true,
    });
    expect((await attacker.signIn('victim@corp.example', 'attacker chosen pw 1')).statusCode).toBe(
      401,
    );
  });

  it('a verified owner gets a plan bought with their address at once', async () => {
    const owner = new HttpSession(t.app);
    await owner.signUp('verified-buyer@corp.example', 'verified buyer pw 1');
    await buyAnnualPlan('verified-buyer@corp.example', 'verified-visitor-0123456789');
    expect((await owner.get('/api/auth/user')).json()).toMatchObject({ plan: 'annual' });
  });

  it('throwaway sign-ups get no session and so no free conversions', async () => {
    for (let i = 0; i < 3; i++) {
      const throwaway = new HttpSession(t.app);
      await throwaway.signUpUnverified(`throwaway-${i}@mailinator.example`, 'throwaway pw 123');
      expect(
        (await throwaway.signIn(`throwaway-${i}@mailinator.example`, 'throwaway pw 123'))
          .statusCode,
      ).toBe(403);
      expect((await throwaway.request({ url: '/api/convert-pdf', ...aPdf() })).statusCode).toBe(
        401,
      );
    }
  });

  it('a signed-in account whose address is not verified converts like a visitor and is told to verify', async () => {
    // E.g. a session from before verification was required, or one whose address changed.
    const browser = new HttpSession(t.app);
    await browser.signUp('unproved@corp.example', 'unproved pw 1234');
    await t.database.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.email, 'unproved@corp.example'));

    const dashboard = await browser.request({ url: '/api/convert-pdf', ...aPdf() });
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json().message).toMatch(
      /^Verify your email address to use your free conversions/,
    );

    const landing = await browser.request({ url: '/api/convert-simple', ...aPdf() });
    expect(landing.statusCode).toBe(200);
    const download = await browser.get(`/api/download-excel/${landing.json().conversionId}`);
    expect(download.statusCode).toBe(402);
    expect(download.json().message).toMatch(
      /verify your email address to use your free conversions/,
    );
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({
      emailVerified: false,
      freeConversionsUsed: 0,
    });
  });
});
