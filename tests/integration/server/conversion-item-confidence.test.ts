/**
 * GET /api/conversions/:id gives every instrument its own confidence, so the review marks the
 * doubtful values of a certificate's second instrument too — and never lends a later instrument
 * the first one's marks (an extraction stored before each had its own gives none).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversions } from '../../../src/server/db/schema.js';
import type { ConfidenceMap, Extraction } from '../../../src/shared/extraction.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { sampleExtraction, seedConversion } from '../../helpers/seed.js';

describe("each instrument's confidence in a conversion's detail", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  async function ownedConversion(email: string, itemConfidence?: ConfidenceMap[]) {
    const owner = new HttpSession(t.app);
    const userId = (await owner.signUp(email)).json().user.id as string;
    const row = await seedConversion(t.database.db, { userId });
    const base = sampleExtraction();
    const second = { ...base.fields, serialNumber: 'SN-1002', equipmentName: 'Druckkalihrator' };
    const extraction: Extraction = {
      ...base,
      items: [base.fields, second],
      confidence: { serialNumber: 'high', equipmentName: 'high' },
      ...(itemConfidence ? { itemConfidence } : {}),
    };
    await t.database.db.update(conversions).set({ extraction }).where(eq(conversions.id, row.id));
    return { owner, id: row.id };
  }

  it('answers one confidence map per instrument, in step with the items', async () => {
    const { owner, id } = await ownedConversion('item-confidence@example.com', [
      { serialNumber: 'high', equipmentName: 'high' },
      { serialNumber: 'high', equipmentName: 'low' },
    ]);
    const res = await owner.get(`/api/conversions/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(2);
    expect(body.itemConfidence).toEqual([
      { serialNumber: 'high', equipmentName: 'high' },
      { serialNumber: 'high', equipmentName: 'low' },
    ]);
  });

  it("gives a later instrument stored without its own confidence none, not the first one's", async () => {
    const { owner, id } = await ownedConversion('item-confidence-old@example.com');
    const body = (await owner.get(`/api/conversions/${id}`)).json();
    expect(body.itemConfidence).toEqual([{ serialNumber: 'high', equipmentName: 'high' }, {}]);
  });
});
