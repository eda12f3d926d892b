import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { latestLinkToken, mailsTo } from '../../helpers/outbox.js';

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
    await browser.signUpUnverified('ada@example.com', 'correct horse battery', 'Ada Lovelace');
    // The session starts with the emailed verification link.
    const res = await browser.verifyEmail('ada@example.com');
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

  it('opens the Create Account tab for mode=sign-up, and ignores any other mode', async () => {
    const browser = new HttpSession(t.app);
    const res = await browser.get('/api/login?mode=sign-up&returnTo=%2Fsubscribe');
    expect(res.headers.location).toBe('/sign-in?mode=sign-up&returnTo=%2Fsubscribe');
    expect((await browser.get('/api/login?mode=sign-up')).headers.location).toBe(
      '/sign-in?mode=sign-up',
    );
    expect((await browser.get('/api/login?mode=evil')).headers.location).toBe('/sign-in');
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
      // The session starts when the emailed verification link is followed.
      const token = latestLinkToken(t.config.dataDir, 'sec@example.com', '/verify-email');
      const verified = await t.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      });
      expect(verified.statusCode).toBe(200);
      const cookie = verified.cookies.find((c) => c.name.includes('session_token'));
      expect(cookie?.secure).toBe(true);
      expect(cookie?.httpOnly).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('accounts: verified addresses, password rules, no account enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const mails = (to: string) => mailsTo(t.config.dataDir, to);

  it('signs up without a session, mails a verification link, and signs in only once it is followed', async () => {
    const browser = new HttpSession(t.app);
    const signUp = await browser.signUpUnverified('vera@example.com', 'vera password 12', 'Vera');
    expect(signUp.statusCode).toBe(200);
    expect(signUp.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    expect(mails('vera@example.com')).toHaveLength(1);
    expect(mails('vera@example.com')[0]).toContain('http://localhost:5000/verify-email?token=');

    // Signing in first is refused with a reason the page can show, and mails a fresh link.
    const early = await browser.signIn('vera@example.com', 'vera password 12');
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(mails('vera@example.com')).toHaveLength(2);

    const verified = await browser.verifyEmail('vera@example.com', t.config.dataDir);
    expect(verified.statusCode).toBe(200);
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({
      email: 'vera@example.com',
      emailVerified: true,
      monthlyLimit: 3,
    });
    expect(
      (await new HttpSession(t.app).signIn('vera@example.com', 'vera password 12')).statusCode,
    ).toBe(200);
  });

  it('a made-up verification token verifies nothing', async () => {
    const res = await new HttpSession(t.app).get('/api/auth/verify-email?token=not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('answers a sign-up for a registered address exactly like a new one, and mails the owner', async () => {
    await new HttpSession(t.app).signUp('owner@example.com', 'owner password 12', 'Owner');
    const before = mails('owner@example.com').length;

    const probe = async (email: string) => {
      const res = await new HttpSession(t.app).post('/api/auth/sign-up/email', {
        email,
        password: 'intruder password 12',
        name: 'Intruder',
      });
      const body = res.json();
      return {
        status: res.statusCode,
        setsCookie: res.cookies.some((c) => c.name.includes('session_token')),
        keys: Object.keys(body).sort(),
        userKeys: Object.keys(body.user).sort(),
        user: { email: body.user.email, name: body.user.name, verified: body.user.emailVerified },
      };
    };
    const registered = await probe('owner@example.com');
    const fresh = await probe('newcomer@example.com');
    expect(registered).toEqual({ ...fresh, user: { ...fresh.user, email: 'owner@example.com' } });
    expect(registered.status).toBe(200);
    expect(registered.setsCookie).toBe(false);

    const ownerMails = mails('owner@example.com');
    expect(ownerMails).toHaveLength(before + 1);
    expect(ownerMails.at(-1)).toContain('You already have a CertSheet account');
    // The intruder's password did not replace the owner's.
    expect(
      (await new HttpSession(t.app).signIn('owner@example.com', 'owner password 12')).statusCode,
    ).toBe(200);
    expect(
      (await new HttpSession(t.app).signIn('owner@example.com', 'intruder password 12')).statusCode,
    ).toBe(401);
  });

  it('refuses the most common passwords, in any case, at sign-up', async () => {
    for (const password of [
      'password',
      'Password',
      '12345678',
      'baseball',
      'iloveyou',
      'qwertyuiop',
      'TRUSTNO1',
    ]) {
      const res = await new HttpSession(t.app).post('/api/auth/sign-up/email', {
        email: `common-${password.toLowerCase()}@example.com`,
        password,
        name: 'Common',
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: 'This password is too common. Choose one that is harder to guess.',
      });
      expect(mails(`common-${password.toLowerCase()}@example.com`), password).toHaveLength(0);
    }
  });

  it('refuses the email address, or the part before the @, as the password', async () => {
    for (const password of ['ada.lovelace@example.com', 'Ada.Lovelace', 'ada.lovelace']) {
      const res = await new HttpSession(t.app).post('/api/auth/sign-up/email', {
        email: 'Ada.Lovelace@example.com',
        password,
        name: 'Ada',
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code, password).toBe('PASSWORD_IS_EMAIL');
    }
    expect(mails('ada.lovelace@example.com')).toHaveLength(0);
  });

  it('applies the same rules to a password change and a password reset', async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('changer@example.com', 'changer password 12');
    const change = await browser.post('/api/auth/change-password', {
      currentPassword: 'changer password 12',
      newPassword: 'football',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('PASSWORD_TOO_COMMON');
    const asEmail = await browser.post('/api/auth/change-password', {
      currentPassword: 'changer password 12',
      newPassword: 'changer@example.com',
    });
    expect(asEmail.json().code).toBe('PASSWORD_IS_EMAIL');

    await browser.post('/api/auth/request-password-reset', {
      email: 'changer@example.com',
      redirectTo: '/reset-password',
    });
    const token = latestLinkToken(t.config.dataDir, 'changer@example.com', '/reset-password');
    const reset = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: 'superman',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('PASSWORD_TOO_COMMON');
    const resetAsEmail = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: 'Changer',
    });
    expect(resetAsEmail.statusCode).toBe(400);
    // The old password still works: nothing was changed.
    expect(
      (await new HttpSession(t.app).signIn('changer@example.com', 'changer password 12'))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api/logout signs out only navigations from this site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedInBrowser(email: string) {
    const browser = new HttpSession(t.app);
    await browser.signUp(email, 'logout password 12');
    return browser;
  }
  const logout = (browser: HttpSession, headers: Record<string, string>) =>
    browser.request({ method: 'GET', url: '/api/logout', headers });

  it('a link on another site (cross-site or a sibling subdomain) leaves the user signed in', async () => {
    const browser = await signedInBrowser('kept@example.com');
    const foreignNavigations: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'same-site', referer: 'https://blog.localhost:5000/' },
      // An old browser without Fetch Metadata, coming from another site.
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of foreignNavigations) {
      const res = await logout(browser, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(302);
      expect(res.headers.location).toBe('/');
      expect((await browser.get('/api/auth/user')).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('the app’s own logout button (same-origin) signs out', async () => {
    const browser = await signedInBrowser('leaving@example.com');
    const res = await logout(browser, {
      'sec-fetch-site': 'same-origin',
      referer: 'http://localhost:5000/dashboard',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('typing the address (none) signs out, and so does an old browser with no header', async () => {
    const typed = await signedInBrowser('typed@example.com');
    await logout(typed, { 'sec-fetch-site': 'none' });
    expect((await typed.get('/api/auth/user')).statusCode).toBe(401);

    const old = await signedInBrowser('old-browser@example.com');
    await logout(old, {});
    expect((await old.get('/api/auth/user')).statusCode).toBe(401);
  });
});
