import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';

describe('Pro subscription with the test-mode provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('requires sign-in', async () => {
    const res = await new HttpSession(t.app).post('/api/create-subscription');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Unauthorized');
  });

  it('gives a client secret, declines the decline card, and makes the account Pro with the test card', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('pro@example.com');
    const setup = await browser.post('/api/create-subscription');
    expect(setup.statusCode).toBe(200);
    const { clientSecret, provider } = setup.json() as { clientSecret: string; provider: string };
    expect(provider).toBe('local');
    expect(clientSecret).toMatch(/^sub_local_.+_secret_/);
    expect((await browser.get('/api/auth/user')).json().plan).toBe('free');

    const declined = await browser.post('/api/payments/local/subscription/confirm', {
      clientSecret,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect((await browser.get('/api/auth/user')).json().plan).toBe('free');

    const ok = await browser.post('/api/payments/local/subscription/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(ok.statusCode).toBe(200);
    const me = (await browser.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'active',
      isPremium: true,
      monthlyLimit: null,
    });

    const again = await browser.post('/api/create-subscription');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You already have an active plan with unlimited conversions.',
      errorType: 'CONFLICT',
    });
  });

  it('does not let one user confirm another user’s subscription', async () => {
    const alice = new HttpSession(t.app);
    await alice.signUp('alice-sub@example.com');
    const { clientSecret } = (await alice.post('/api/create-subscription')).json() as {
      clientSecret: string;
    };
    const mallory = new HttpSession(t.app);
    await mallory.signUp('mallory-sub@example.com');
    const res = await mallory.post('/api/payments/local/subscription/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
    });
    expect(res.statusCode).toBe(404);
    expect((await alice.get('/api/auth/user')).json().plan).toBe('free');
  });
});
