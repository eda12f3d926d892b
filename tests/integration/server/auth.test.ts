import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';

describe('accounts: sign-up, sign-in, sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up, sets an httpOnly SameSite=Lax session cookie, and reports the user', async () => {
    const browser = new HttpSession(t.app);
    const res = await browser.signUp('ada@example.com', 'correct horse battery', 'Ada Lovelace');
    const cookie = res.cookies.find((c) => c.name.includes('session_token'));
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(String(cookie?.sameSite).toLowerCase()).toBe('lax');
    expect(cookie?.secure).toBeFalsy();

    const me = await browser.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      monthlyConversions: 0,
      totalConversions: 0,
      subscriptionStatus: 'free',
      plan: 'free',
      isPremium: false,
      monthlyLimit: 3,
    });
  });

  it('answers 401 to a signed-out visitor', async () => {
    const res = await new HttpSession(t.app).get('/api/auth/user');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong password and signs in with the right one', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('grace@example.com');
    const other = new HttpSession(t.app);
    const wrong = await other.signIn('grace@example.com', 'not the password');
    expect(wrong.statusCode).toBe(401);
    const right = await other.signIn('grace@example.com');
    expect(right.statusCode).toBe(200);
    expect((await other.get('/api/auth/user')).json()).toMatchObject({
      email: 'grace@example.com',
    });
  });

  it('rate-limits repeated sign-in attempts from one address', async () => {
    const attacker = new HttpSession(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await attacker.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@example.com', password: `guess-${i}-guess` },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5)).toContain(429);
  });

  it('ignores a client-sent IP header when rate limiting', async () => {
    const attacker = new HttpSession(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await attacker.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@example.com', password: `guess-${i}-guess` },
        remoteAddress: '203.0.113.10',
        headers: {
          'x-certsheet-client-ip': `198.51.100.${i}`,
          'x-forwarded-for': `198.51.100.${i}`,
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('a changed password signs out the other sessions', async () => {
    const laptop = new HttpSession(t.app);
    await laptop.signUp('linus@example.com', 'first password 1');
    const phone = new HttpSession(t.app);
    expect((await phone.signIn('linus@example.com', 'first password 1')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);

    const change = await laptop.post('/api/auth/change-password', {
      currentPassword: 'first password 1',
      newPassword: 'second password 2',
    });
    expect(change.statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('logs out through /api/logout and returns to /', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('margaret@example.com');
    const res = await browser.get('/api/logout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('sends /api/login to the sign-in page, keeping only a same-site returnTo', async () => {
    const browser = new HttpSession(t.app);
    const res = await browser.get('/api/login?returnTo=%2Fdashboard');
    expect(res.headers.location).toBe('/sign-in?returnTo=%2Fdashboard');
    const evil = await browser.get('/api/login?returnTo=https%3A%2F%2Fevil.example');
    expect(evil.headers.location).toBe('/sign-in');
  });

  it('writes the password-reset link to the outbox when no SMTP server is configured', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('barbara@example.com');
    const res = await new HttpSession(t.app).post('/api/auth/request-password-reset', {
      email: 'barbara@example.com',
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = readdirSync(outbox).filter((file) => file.includes('barbara'));
    const reset = mails
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .find((text) => text.includes('reset-password?token='));
    expect(reset).toBeDefined();
  });

  it('refuses sign-up from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'mallory@example.com', password: 'password password', name: 'M' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('session cookies behind HTTPS', () => {
  it('are Secure when the public URL is https', async () => {
    const t = await buildTestApp({ PUBLIC_URL: 'https://certsheet.example' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'sec@example.com', password: 'correct horse battery', name: 'Sec' },
        headers: { origin: 'https://certsheet.example' },
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name.includes('session_token'));
      expect(cookie?.secure).toBe(true);
      expect(cookie?.httpOnly).toBe(true);
    } finally {
      await t.close();
    }
  });
});
