/**
 * Quota race: a free account fires 20 real conversions at once at /api/convert-pdf (the
 * dashboard flow, where the quota is required). Exactly 3 succeed — the free monthly quota —
 * and the other 17 are refused with the SPEC's message before any parsing; the counters agree.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversions, user } from '../../../src/server/db/schema.js';
import { FREE_MONTHLY_CONVERSIONS } from '../../../src/shared/constants.js';
import { MONTHLY_LIMIT_MESSAGE } from '../../../src/shared/errors.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';
import {
  buildAppWithRealParser,
  REAL_ONE_PAGE_CERTIFICATE,
  type RealParserApp,
} from '../hostile/real-parser-app.js';

const PARALLEL = 20;

describe('quota race on a free account', () => {
  let t: RealParserApp;
  beforeAll(async () => {
    t = await buildAppWithRealParser({ RATE_LIMIT_PER_MINUTE: '100000' }, { workers: 2 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it(`${PARALLEL} parallel real conversions: exactly ${FREE_MONTHLY_CONVERSIONS} succeed`, async () => {
    const browser = new HttpSession(t.app);
    await browser.signUp('racer@example.com');
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        browser.request({
          method: 'POST',
          url: '/api/convert-pdf',
          ...multipartFile(REAL_ONE_PAGE_CERTIFICATE, `race-${index}.pdf`),
        }),
      ),
    );
    const succeeded = results.filter((res) => res.statusCode === 200);
    const refused = results.filter((res) => res.statusCode === 403);
    expect(succeeded).toHaveLength(FREE_MONTHLY_CONVERSIONS);
    expect(refused).toHaveLength(PARALLEL - FREE_MONTHLY_CONVERSIONS);
    for (const res of refused) {
      expect(res.json()).toEqual({ message: MONTHLY_LIMIT_MESSAGE, errorType: 'QUOTA_EXCEEDED' });
    }

    const me = (await browser.get('/api/auth/user')).json();
    expect(me).toMatchObject({ monthlyConversions: 3, totalConversions: 3, plan: 'free' });
    const [account] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'racer@example.com'));
    const rows = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.userId, account!.id));
    expect(rows).toHaveLength(FREE_MONTHLY_CONVERSIONS);
    expect(rows.every((row) => row.success && row.quotaCovered)).toBe(true);
    // Each of the three downloads is covered by the free quota.
    for (const res of succeeded) {
      const download = await browser.get(`/api/download-excel/${res.json().conversionId}`);
      expect(download.statusCode).toBe(200);
    }
  }, 120_000);
});
