/**
 * Brute force and floods, per client address (the database-backed limits hold across instances;
 * see tests/integration/scale). Password guessing is cut off after 5 tries a minute — and while
 * cut off even the right password is refused, so the limit is no oracle; sign-up and password
 * reset floods are cut off too; checkouts are limited by RATE_LIMIT_PER_MINUTE. Each refusal is
 * a 429 with a message and a retry hint. Guessing one account's password from many addresses
 * locks that account (5 failures in 15 minutes → 15 min, then 30 min…), and mails its owner.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { latestLinkToken, mailsTo } from '../../helpers/outbox.js';

describe('brute force and floods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '4' });
    await new HttpSession(t.app).signUp('target@example.com', 'the right password');
  });
  afterAll(async () => {
    await t?.close();
  });
  // better-auth warns "Invalid password" on each failed guess: expected here by the dozen.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('locks out password guessing from one address, even for the right password', async () => {
    const attacker = new HttpSession(t.app, '198.51.100.20');
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess++) {
      const res = await attacker.signIn('target@example.com', `wrong guess ${guess}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const right = await attacker.signIn('target@example.com', 'the right password');
    expect(right.statusCode).toBe(429);
    expect(right.headers['x-retry-after']).toMatch(/^\d+$/);
    expect((await attacker.get('/api/auth/user')).statusCode).toBe(401);
    // Five wrong passwords also paused the account itself (see the next suite): the owner,
    // elsewhere, is told why and mailed; a password reset gets them in at once.
    const owner = new HttpSession(t.app, '203.0.113.20');
    const paused = await owner.signIn('target@example.com', 'the right password');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('cuts off a sign-up flood from one address', async () => {
    const flooder = new HttpSession(t.app, '198.51.100.21');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await flooder.post('/api/auth/sign-up/email', {
        email: `flood-${i}@example.com`,
        password: 'flood password 1',
        name: 'Flood',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('cuts off a password-reset flood (mail bombing) from one address', async () => {
    const flooder = new HttpSession(t.app, '198.51.100.22');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await flooder.post('/api/auth/request-password-reset', {
        email: 'target@example.com',
        redirectTo: '/reset-password',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('limits checkouts per address with a 429 and a message', async () => {
    const flooder = new HttpSession(t.app, '198.51.100.23');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await flooder.post('/api/create-checkout-session', {
        type: 'one-time',
        conversionData: [],
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect(last!.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      errorType: 'RATE_LIMITED',
    });
    expect(last!.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('password guessing against one account from many addresses', () => {
  let t: TestApp;
  let now = new Date('2026-03-02T09:00:00Z');
  const minutes = (count: number) => {
    now = new Date(now.getTime() + count * 60_000);
  };
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: { now: () => now } });
    await new HttpSession(t.app).signUp('ceo@example.com', 'the ceo password 1');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  let botnetAddress = 0;
  /** Each guess from a fresh address, so the per-address limit never applies. */
  const guessFromNewAddress = (email: string, password: string) =>
    new HttpSession(
      t.app,
      `198.18.${Math.floor(++botnetAddress / 250)}.${botnetAddress % 250}`,
    ).signIn(email, password);
  const lockMails = () =>
    mailsTo(t.config.dataDir, 'ceo@example.com').filter((mail) =>
      mail.includes('Sign-in to your CertSheet account paused'),
    );

  it('locks the account after 5 wrong passwords in 15 minutes, for a growing time, whatever the address', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 5; guess++) {
      statuses.push(
        (await guessFromNewAddress('ceo@example.com', `botnet guess ${guess}`)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    // Now even the right password, from an address never seen, is refused: no oracle.
    const locked = await guessFromNewAddress('ceo@example.com', 'the ceo password 1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(locked.json().message).toMatch(
      /^Too many failed sign-ins for this account\. Try again in 15 minutes/,
    );
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect(locked.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
    // The owner is told, once per lock.
    expect(lockMails()).toHaveLength(1);

    minutes(16);
    for (let guess = 0; guess < 5; guess++) {
      expect(
        (await guessFromNewAddress('ceo@example.com', `second round ${guess}`)).statusCode,
      ).toBe(401);
    }
    // The second lock is longer: still locked after 16 minutes, open after 31.
    minutes(16);
    expect((await guessFromNewAddress('ceo@example.com', 'the ceo password 1')).statusCode).toBe(
      429,
    );
    expect(lockMails()).toHaveLength(2);
    minutes(15);
    expect((await guessFromNewAddress('ceo@example.com', 'the ceo password 1')).statusCode).toBe(
      200,
    );
  });

  it('spaced-out guesses (fewer than 5 in 15 minutes) never lock', async () => {
    await new HttpSession(t.app).signUp('patient@example.com', 'patient password 1');
    for (let guess = 0; guess < 8; guess++) {
      expect(
        (await guessFromNewAddress('patient@example.com', `slow guess ${guess}`)).statusCode,
      ).toBe(401);
      minutes(4);
    }
    expect(
      (await guessFromNewAddress('patient@example.com', 'patient password 1')).statusCode,
    ).toBe(200);
  });

  it('answers an address with no account the same way (existence is not revealed)', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess++) {
      statuses.push(
        (await guessFromNewAddress('nobody-here@example.com', `guess ${guess}`)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a password reset by email lifts the lock at once', async () => {
    await new HttpSession(t.app).signUp('forgetful@example.com', 'forgetful password 1');
    for (let guess = 0; guess < 5; guess++)
      await guessFromNewAddress('forgetful@example.com', `nope ${guess}`);
    expect(
      (await guessFromNewAddress('forgetful@example.com', 'forgetful password 1')).statusCode,
    ).toBe(429);

    const owner = new HttpSession(t.app);
    await owner.post('/api/auth/request-password-reset', {
      email: 'forgetful@example.com',
      redirectTo: '/reset-password',
    });
    const token = latestLinkToken(t.config.dataDir, 'forgetful@example.com', '/reset-password');
    expect(
      (await owner.post('/api/auth/reset-password', { token, newPassword: 'a fresh password 2' }))
        .statusCode,
    ).toBe(200);
    expect((await owner.signIn('forgetful@example.com', 'a fresh password 2')).statusCode).toBe(
      200,
    );
  });
});
