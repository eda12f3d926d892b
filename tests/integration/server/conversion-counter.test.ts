/**
 * A conversion's record and the public total-conversions counter are written together, in one
 * statement: if the counter cannot be written, no conversion is stored (and a signed-in user's
 * free slot is given back); when it can, both change. The counter is refused by a trigger, the
 * way a real failure between the two writes would look to the app.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CertificateParser } from '../../../src/server/app-context.js';
import { conversions, user } from '../../../src/server/db/schema.js';
import { readCounter, TOTAL_CONVERSIONS } from '../../../src/server/services/counters.js';
import { monthlyConversionCount } from '../../../src/server/services/quota.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';
import { sampleExtraction } from '../../helpers/seed.js';

const parser: CertificateParser = {
  async extract() {
    return { ok: true, extraction: sampleExtraction(), ms: 5 };
  },
  async extractText() {
    return { ok: true, text: 'Certificate of Calibration', pageCount: 1 };
  },
  async close() {},
};

const aPdf = () => multipartFile(Buffer.from('%PDF-1.7\n%%EOF\n'), 'certificate.pdf');

describe('the conversion record and the public counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000' }, { parser });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function refuseCounterWrites(refuse: boolean) {
    const { db } = t.database;
    if (refuse) {
      await db.execute(sql`
        create or replace function refuse_counter_write() returns trigger language plpgsql as $$
        begin raise exception 'counter write refused by the test'; end $$`);
      await db.execute(sql`
        create trigger refuse_counter_write before insert or update on app_counters
        for each row execute function refuse_counter_write()`);
    } else {
      await db.execute(sql`drop trigger refuse_counter_write on app_counters`);
    }
  }

  const storedConversions = async () =>
    (await t.database.db.select({ id: conversions.id }).from(conversions)).length;

  it('stores neither when the counter cannot be written, and both when it can', async () => {
    const visitor = new HttpSession(t.app);
    const member = new HttpSession(t.app);
    await member.signUp('counter@example.com');
    const [account] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'counter@example.com'));
    const total = await readCounter(t.database.db, TOTAL_CONVERSIONS);
    const rows = await storedConversions();

    // The app logs the unexpected error; the test expects it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await refuseCounterWrites(true);
    try {
      for (const browser of [visitor, member]) {
        const res = await browser.request({
          method: 'POST',
          url: '/api/convert-simple',
          ...aPdf(),
        });
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain('counter write refused');
      }
    } finally {
      await refuseCounterWrites(false);
      consoleError.mockRestore();
    }
    expect(await storedConversions()).toBe(rows);
    expect(await readCounter(t.database.db, TOTAL_CONVERSIONS)).toBe(total);
    expect(await monthlyConversionCount(t.database.db, account!.id, new Date())).toBe(0);

    for (const browser of [visitor, member]) {
      const res = await browser.request({ method: 'POST', url: '/api/convert-simple', ...aPdf() });
      expect(res.statusCode).toBe(200);
    }
    expect(await storedConversions()).toBe(rows + 2);
    expect(await readCounter(t.database.db, TOTAL_CONVERSIONS)).toBe(total + 2);
    expect((await t.app.inject({ url: '/api/analytics/total-conversions' })).json()).toEqual({
      total: total + 2,
    });
  });
});
