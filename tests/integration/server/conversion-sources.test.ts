/**
 * GET /api/conversions/:id/sources: where the values were read, for the review's highlight —
 * to the conversion's owner only (anyone else gets 404, as for the detail route).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversions } from '../../../src/server/db/schema.js';
import { conversionSourcesResponseSchema } from '../../../src/shared/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { sampleExtraction, seedConversion } from '../../helpers/seed.js';

describe('conversion sources', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it('answers the owner with the positions kept, old ones without a box still valid', async () => {
    const owner = new HttpSession(t.app);
    const userId = (await owner.signUp('sources-owner@example.com')).json().user.id as string;
    const row = await seedConversion(t.database.db, { userId });
    const extraction = {
      ...sampleExtraction(),
      pageCount: 2,
      sources: {
        serialNumber: { page: 1, x: 220, y: 140.5, width: 48.2, height: 9, label: 'Serial No.' },
        // Stored before boxes were recorded.
        calibrationDate: { page: 2, x: 72, y: 300 },
      },
    };
    await t.database.db.update(conversions).set({ extraction }).where(eq(conversions.id, row.id));

    const res = await owner.get(`/api/conversions/${row.id}/sources`);
    expect(res.statusCode).toBe(200);
    const body = conversionSourcesResponseSchema.parse(res.json());
    expect(body).toEqual({
      pageCount: 2,
      sources: extraction.sources,
      accreditation: [{ status: 'none', label: 'No accreditation found on the certificate' }],
    });

    const stranger = new HttpSession(t.app);
    await stranger.signUp('sources-stranger@example.com');
    expect((await stranger.get(`/api/conversions/${row.id}/sources`)).statusCode).toBe(404);
    expect(
      (await new HttpSession(t.app).get(`/api/conversions/${row.id}/sources`)).statusCode,
    ).toBe(404);
  });

  it('checks the accreditation the user sees (corrections included) against the lab directory', async () => {
    const owner = new HttpSession(t.app);
    const userId = (await owner.signUp('sources-accredited@example.com')).json().user.id as string;
    const row = await seedConversion(t.database.db, {
      userId,
      fields: { accreditation: 'A2LA 0000.00' },
    });
    const corrected = await owner.request({
      method: 'PATCH',
      url: `/api/conversions/${row.id}`,
      payload: { fields: { accreditation: 'ANAB AC-1498.05' } },
    });
    expect(corrected.statusCode).toBe(200);
    const body = conversionSourcesResponseSchema.parse(
      (await owner.get(`/api/conversions/${row.id}/sources`)).json(),
    );
    expect(body.accreditation?.[0]?.status).toBe('expired');
    expect(body.accreditation?.[0]?.label).toMatch(/^ANAB AC-1498\.05: .*EXPIRED 2024-11-16$/);
  });

  it('a failed conversion has no sources', async () => {
    const owner = new HttpSession(t.app);
    const userId = (await owner.signUp('sources-failed@example.com')).json().user.id as string;
    const row = await seedConversion(t.database.db, { userId, success: false });
    expect((await owner.get(`/api/conversions/${row.id}/sources`)).statusCode).toBe(404);
  });
});
