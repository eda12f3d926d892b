/**
 * Session fixation and forged cookies. A session cookie planted in a victim's browser before
 * sign-in is replaced at sign-in and never becomes the victim's session; a made-up token
 * authenticates nobody; signing out ends the session on the server. The anonymous visitor
 * cookie is signed: an unsigned, re-signed or tampered one is ignored (a new visitor id is
 * issued) and reaches no one's conversions. Both cookies are httpOnly and SameSite=Lax, and
 * Secure behind HTTPS.
 */
import { sign } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE } from '../../../src/server/plugins/requester.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { latestLinkToken } from '../../helpers/outbox.js';
import { seedConversion } from '../../helpers/seed.js';

const SESSION_COOKIE = 'certsheet.session_token';

function sessionCookieOf(browser: HttpSession): string | undefined {
  return /(?:^|; )certsheet\.session_token=([^;]+)/.exec(browser.cookieHeader)?.[1];
}

describe('session fixation and forged cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    await new HttpSession(t.app).signUp('victim@example.com', 'victim password 1');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('replaces a session cookie planted before sign-in; the planted one stays the attacker’s', async () => {
    const attacker = new HttpSession(t.app);
    await attacker.signUp('fixer@example.com', 'attacker password 1');
    const planted = sessionCookieOf(attacker);
    expect(planted).toBeDefined();

    // The attacker gets their own valid session token into the victim's browser.
    const victim = new HttpSession(t.app);
    victim.setCookie(SESSION_COOKIE, planted!);
    const signIn = await victim.signIn('victim@example.com', 'victim password 1');
    expect(signIn.statusCode).toBe(200);
    expect(sessionCookieOf(victim)).toBeDefined();
    expect(sessionCookieOf(victim)).not.toBe(planted);
    expect((await victim.get('/api/auth/user')).json().email).toBe('victim@example.com');
    // The token the attacker kept does not give them the victim's session.
    expect((await attacker.get('/api/auth/user')).json().email).toBe('fixer@example.com');
  });

  it('a made-up or altered session token authenticates nobody', async () => {
    const owner = new HttpSession(t.app);
    await owner.signIn('victim@example.com', 'victim password 1');
    const genuine = sessionCookieOf(owner)!;
    const [token] = decodeURIComponent(genuine).split('.');
    // Alter the token's last character to another one (a token that already ends in the
    // replacement would be the genuine token again — the test flaked once in 62).
    const altered = token!.endsWith('X') ? 'Y' : 'X';
    for (const forged of [
      'attacker-chosen-session-id',
      encodeURIComponent(`${token}.${'A'.repeat(43)}=`),
      encodeURIComponent(`${token}`),
      encodeURIComponent(
        `${token!.slice(0, -1)}${altered}.${decodeURIComponent(genuine).split('.')[1]}`,
      ),
    ]) {
      const browser = new HttpSession(t.app);
      browser.setCookie(SESSION_COOKIE, forged);
      expect((await browser.get('/api/auth/user')).statusCode, forged).toBe(401);
    }
  });

  it('signing out ends the session on the server: a copied cookie is worthless afterwards', async () => {
    const browser = new HttpSession(t.app);
    await browser.signIn('victim@example.com', 'victim password 1');
    const copied = sessionCookieOf(browser)!;
    const logout = await browser.get('/api/logout');
    expect(logout.statusCode).toBe(302);
    const thief = new HttpSession(t.app);
    thief.setCookie(SESSION_COOKIE, copied);
    expect((await thief.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('ignores an unsigned, re-signed or tampered visitor cookie and issues a fresh id', async () => {
    const victimId = 'victim-visitor-0123456789';
    const row = await seedConversion(t.database.db, { visitorId: victimId });
    const owner = new HttpSession(t.app);
    owner.actAsVisitor(victimId);
    expect((await owner.get(`/api/conversions/${row.id}`)).statusCode).toBe(200);

    const genuine = t.app.signCookie(victimId);
    for (const forged of [
      victimId,
      sign(victimId, 'another-secret-another-secret-another-secret'),
      genuine.replace(victimId, 'victim-visitor-0123456780'),
      `${victimId}.`,
    ]) {
      const attacker = new HttpSession(t.app);
      attacker.setCookie(VISITOR_COOKIE, encodeURIComponent(forged));
      expect((await attacker.get(`/api/conversions/${row.id}`)).statusCode, forged).toBe(404);
      expect((await attacker.get(`/api/download-excel/${row.id}`)).statusCode, forged).toBe(404);
      // The next state-changing call gets the attacker a brand-new visitor id instead.
      const checkout = await attacker.post('/api/create-checkout-session', {
        type: 'one-time',
        conversionData: [{ conversionId: row.id }],
      });
      expect(checkout.statusCode).toBe(404);
      const issued = checkout.cookies.find((cookie) => cookie.name === VISITOR_COOKIE);
      expect(issued, forged).toBeDefined();
      const unsigned = t.app.unsignCookie(decodeURIComponent(issued!.value));
      expect(unsigned.valid).toBe(true);
      expect(unsigned.value).not.toBe(victimId);
    }
  });

  it('sets the visitor cookie httpOnly, SameSite=Lax, signed, for the whole site', async () => {
    const browser = new HttpSession(t.app);
    const res = await browser.post('/api/create-checkout-session', {
      type: 'one-time',
      conversionData: [],
    });
    const cookie = res.cookies.find((candidate) => candidate.name === VISITOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect(String(cookie?.sameSite).toLowerCase()).toBe('lax');
    expect(cookie?.secure).toBeFalsy();
    expect(t.app.unsignCookie(decodeURIComponent(cookie!.value)).valid).toBe(true);
  });
});

describe('cookies behind HTTPS', () => {
  it('marks the visitor and session cookies Secure', async () => {
    const t = await buildTestApp({ PUBLIC_URL: 'https://certsheet.example' });
    try {
      const origin = { origin: 'https://certsheet.example' };
      const visitor = await t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        payload: { type: 'one-time', conversionData: [] },
        headers: origin,
      });
      expect(visitor.cookies.find((c) => c.name === VISITOR_COOKIE)?.secure).toBe(true);
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'secure@example.com', password: 'correct horse battery', name: 'S' },
        headers: origin,
      });
      expect(signUp.statusCode).toBe(200);
      // The session starts when the emailed verification link is followed.
      const token = latestLinkToken(t.config.dataDir, 'secure@example.com', '/verify-email');
      const verified = await t.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      });
      const session = verified.cookies.find((c) => c.name.includes('session_token'));
      expect(session).toMatchObject({ secure: true, httpOnly: true });
      expect(String(session?.sameSite).toLowerCase()).toBe('lax');
    } finally {
      await t.close();
    }
  });
});
