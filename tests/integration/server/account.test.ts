import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversions, user } from '../../../src/server/db/schema.js';
import { sweepExpiredConversions } from '../../../src/server/services/retention.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';

describe('account export and deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedInWithConversions(email: string, count: number) {
    const browser = new HttpSession(t.app);
    await browser.signUp(email);
    const [me] = await t.database.db.select().from(user).where(eq(user.email, email));
    const rows = [];
    for (let i = 0; i < count; i++)
      rows.push(await seedConversion(t.database.db, { userId: me!.id }));
    return { browser, userId: me!.id, rows };
  }

  it('exports the user’s own data as JSON', async () => {
    const { browser, rows } = await signedInWithConversions('export@example.com', 2);
    await signedInWithConversions('other-export@example.com', 1);
    const res = await browser.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile.email).toBe('export@example.com');
    expect(body.conversions.map((c: { id: string }) => c.id).sort()).toEqual(
      rows.map((r) => r.id).sort(),
    );
    expect(res.headers['content-disposition']).toContain('attachment');
  });

  it('deletes the account with all its conversions and signs it out', async () => {
    const { browser, userId, rows } = await signedInWithConversions('delete@example.com', 3);
    const other = await signedInWithConversions('keep@example.com', 1);
    const res = await browser.request({ method: 'DELETE', url: '/api/account' });
    expect(res.statusCode).toBe(204);
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.userId, userId));
    expect(left).toHaveLength(0);
    expect(rows).toHaveLength(3);
    const kept = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.userId, other.userId));
    expect(kept).toHaveLength(1);
    expect((await browser.signIn('delete@example.com')).statusCode).toBe(401);
  });

  it('a user cannot read, download or delete another user’s conversions', async () => {
    const a = await signedInWithConversions('user-a@example.com', 1);
    const b = await signedInWithConversions('user-b@example.com', 0);
    const id = a.rows[0]!.id;
    expect((await b.browser.get(`/api/conversions/${id}`)).statusCode).toBe(404);
    expect((await b.browser.get(`/api/download-excel/${id}`)).statusCode).toBe(404);
    expect(
      (await b.browser.request({ method: 'DELETE', url: `/api/conversions/${id}` })).statusCode,
    ).toBe(404);
    expect((await a.browser.get(`/api/conversions/${id}`)).statusCode).toBe(200);
    // A signed-in free user's seeded conversion used no quota slot: it needs payment.
    expect((await a.browser.get(`/api/download-excel/${id}`)).statusCode).toBe(402);
    expect(
      (await a.browser.request({ method: 'DELETE', url: `/api/conversions/${id}` })).statusCode,
    ).toBe(204);
  });
});

describe('retention', () => {
  it('deletes expired anonymous conversions and keeps the rest', async () => {
    const t = await buildTestApp();
    try {
      const now = new Date('2026-03-01T00:00:00Z');
      const db = t.database.db;
      const expired = await seedConversion(db, {
        visitorId: 'v-expired-0123456789',
        expiresAt: new Date('2026-02-28T23:00:00Z'),
      });
      const fresh = await seedConversion(db, {
        visitorId: 'v-fresh-0123456789',
        expiresAt: new Date('2026-03-01T23:00:00Z'),
      });
      const kept = await seedConversion(db, { visitorId: 'v-user-0123456789', expiresAt: null });
      expect(await sweepExpiredConversions(db, now)).toBe(1);
      const ids = (await db.select({ id: conversions.id }).from(conversions)).map((row) => row.id);
      expect(ids).not.toContain(expired.id);
      expect(ids).toEqual(expect.arrayContaining([fresh.id, kept.id]));
    } finally {
      await t.close();
    }
  });
});
