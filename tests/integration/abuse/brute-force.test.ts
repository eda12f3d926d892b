/**
 * Brute force and floods, per client address (the database-backed limits hold across instances;
 * see tests/integration/scale). Password guessing is cut off after 5 tries a minute — and while
 * cut off even the right password is refused, so the limit is no oracle; sign-up and password
 * reset floods are cut off too; checkouts are limited by RATE_LIMIT_PER_MINUTE. Each refusal is
 * a 429 with a message and a retry hint.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';

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
    // The owner, elsewhere, is not locked out by the attacker.
    const owner = new HttpSession(t.app, '203.0.113.20');
    expect((await owner.signIn('target@example.com', 'the right password')).statusCode).toBe(200);
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
