import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../src/server/db/schema.js';
import {
  monthlyConversionCount,
  releaseConversionSlot,
  reserveConversionSlot,
} from '../../../src/server/services/quota.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';

describe('free-plan monthly quota in the database', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await new HttpSession(t.app).signUp('quota@example.com');
    const [me] = await t.database.db.select().from(user).where(eq(user.email, 'quota@example.com'));
    userId = me!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives exactly 3 slots under 10 simultaneous requests', async () => {
    const now = new Date('2026-05-10T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => reserveConversionSlot(t.database.db, userId, now)),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await monthlyConversionCount(t.database.db, userId, now)).toBe(3);
  });

  it('starts again in the next calendar month (UTC) without any reset job', async () => {
    const june = new Date('2026-06-01T00:00:01Z');
    expect(await monthlyConversionCount(t.database.db, userId, june)).toBe(0);
    expect(await reserveConversionSlot(t.database.db, userId, june)).toBe(true);
  });

  it('gives a slot back when a conversion fails', async () => {
    const now = new Date('2026-07-03T10:00:00Z');
    for (let i = 0; i < 3; i++)
      expect(await reserveConversionSlot(t.database.db, userId, now)).toBe(true);
    expect(await reserveConversionSlot(t.database.db, userId, now)).toBe(false);
    await releaseConversionSlot(t.database.db, userId, '2026-07');
    expect(await reserveConversionSlot(t.database.db, userId, now)).toBe(true);
  });
});
