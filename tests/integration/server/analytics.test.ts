import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../src/server/db/schema.js';
import { buildTestApp, fixedClock, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';
import { eq } from 'drizzle-orm';
import { incrementCounter, TOTAL_CONVERSIONS } from '../../../src/server/services/counters.js';

const NOW = '2026-06-15T12:00:00.000Z';

describe('analytics computed by the database for a seeded history', () => {
  let t: TestApp;
  let browser: HttpSession;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: fixedClock(NOW) });
    browser = new HttpSession(t.app);
    await browser.signUp('stats@example.com');
    const [me] = await t.database.db.select().from(user).where(eq(user.email, 'stats@example.com'));
    const userId = me!.id;
    const db = t.database.db;
    // June 2026 (this month): 3 successes, 1 failure. 2026-06-15 is a Monday.
    await seedConversion(db, {
      userId,
      createdAt: new Date('2026-06-15T09:00:00Z'),
      processingTimeMs: 1000,
      fileSizeBytes: 50_000,
      dataPointsExtracted: 8,
      fields: { equipmentName: 'Digital Multimeter', manufacturer: 'Fluke', dueDate: '2026-06-01' },
    });
    await seedConversion(db, {
      userId,
      createdAt: new Date('2026-06-15T10:00:00Z'),
      processingTimeMs: 3000,
      fileSizeBytes: 500_000,
      dataPointsExtracted: 6,
      extractionMethod: 'ocr',
      fields: { equipmentName: 'Pressure Gauge', manufacturer: 'Wika', dueDate: '2026-07-01' },
    });
    await seedConversion(db, {
      userId,
      createdAt: new Date('2026-06-14T10:00:00Z'),
      processingTimeMs: 2000,
      fileSizeBytes: 2_000_000,
      dataPointsExtracted: 10,
      fields: { equipmentName: 'Digital Multimeter', manufacturer: 'Fluke', dueDate: '2027-06-01' },
    });
    await seedConversion(db, {
      userId,
      createdAt: new Date('2026-06-13T10:00:00Z'),
      processingTimeMs: 2000,
      fileSizeBytes: 7_000_000,
      success: false,
    });
    // April 2026: one success, outside the 30-day trend window.
    await seedConversion(db, {
      userId,
      createdAt: new Date('2026-04-02T10:00:00Z'),
      processingTimeMs: 4000,
      fileSizeBytes: 50_000,
      dataPointsExtracted: 4,
      fields: { equipmentName: 'Torque Wrench', manufacturer: 'Norbar', dueDate: null },
    });
    // Another user's conversions never count.
    await seedConversion(db, {
      visitorId: 'someone-else-0123456789',
      fields: { manufacturer: 'Other' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports totals, success rate, average time, sizes, speed trend and methods', async () => {
    const res = await browser.get('/api/user/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    // Certificates converted (the failure is not one), as the dashboard counts them.
    expect(stats.totalConversions).toBe(4);
    expect(stats.monthlyConversions).toBe(3);
    const me = (await browser.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      totalConversions: 4,
      monthlyConversions: 3,
      freeConversionsUsed: 0,
    });
    expect(stats.successRate).toBe(80);
    expect(stats.avgProcessingTime).toBe(2.4);
    expect(stats.fileSizeDistribution).toEqual([
      { name: 'Under 100 KB', value: 2 },
      { name: '100 KB - 1 MB', value: 1 },
      { name: '1 - 5 MB', value: 1 },
      { name: '5 - 10 MB', value: 1 },
    ]);
    expect(stats.processingSpeedTrend).toEqual([
      { date: '2026-06-13', avgTime: 2 },
      { date: '2026-06-14', avgTime: 2 },
      { date: '2026-06-15', avgTime: 2 },
    ]);
    expect(stats.extractionMethods).toEqual([
      { name: 'Pattern-based', value: 3 },
      { name: 'OCR', value: 1 },
    ]);
  });

  it('reports the monthly trend, activity by weekday and data points per day', async () => {
    const stats = (await browser.get('/api/user/monthly-stats')).json();
    expect(stats.monthlyTrend).toHaveLength(12);
    expect(stats.monthlyTrend.at(-1)).toEqual({ month: 'Jun 2026', conversions: 3 });
    expect(stats.monthlyTrend.at(-3)).toEqual({ month: 'Apr 2026', conversions: 1 });
    expect(stats.monthlyTrend.at(-2)).toEqual({ month: 'May 2026', conversions: 0 });
    expect(stats.dayOfWeekStats).toEqual([
      { day: 'Sun', count: 1 },
      { day: 'Mon', count: 2 },
      { day: 'Tue', count: 0 },
      { day: 'Wed', count: 0 },
      { day: 'Thu', count: 1 },
      { day: 'Fri', count: 0 },
      { day: 'Sat', count: 0 },
    ]);
    expect(stats.dataPointsTrend).toEqual([
      { date: '2026-06-14', avgDataPoints: 10 },
      { date: '2026-06-15', avgDataPoints: 7 },
    ]);
  });

  it('reports equipment types, due status as of today and the top manufacturers', async () => {
    const stats = (await browser.get('/api/user/equipment-stats')).json();
    expect(stats.equipmentTypes).toEqual([
      { type: 'Digital Multimeter', count: 2 },
      { type: 'Pressure Gauge', count: 1 },
      { type: 'Torque Wrench', count: 1 },
    ]);
    expect(stats.statusDistribution).toEqual([
      { name: 'Current', value: 1 },
      { name: 'Due Soon', value: 1 },
      { name: 'No due date', value: 1 },
      { name: 'Overdue', value: 1 },
    ]);
    expect(stats.topManufacturers).toEqual([
      { name: 'Fluke', count: 2 },
      { name: 'Norbar', count: 1 },
      { name: 'Wika', count: 1 },
    ]);
  });

  it('lists the user’s conversions newest first', async () => {
    const list = (await browser.get('/api/user/conversions')).json() as {
      createdAt: string;
      success: boolean;
    }[];
    expect(list).toHaveLength(5);
    expect(list.map((row) => row.createdAt)).toEqual(
      [...list.map((row) => row.createdAt)].sort().reverse(),
    );
  });

  it('uses the SPEC defaults for a user with no history, and 401s when signed out', async () => {
    const fresh = new HttpSession(t.app);
    await fresh.signUp('empty@example.com');
    const stats = (await fresh.get('/api/user/stats')).json();
    expect(stats).toMatchObject({ totalConversions: 0, successRate: 100, avgProcessingTime: 3.2 });
    for (const url of [
      '/api/user/stats',
      '/api/user/monthly-stats',
      '/api/user/equipment-stats',
      '/api/user/conversions',
    ]) {
      expect((await new HttpSession(t.app).get(url)).statusCode).toBe(401);
    }
  });

  it('serves the public total-conversions counter', async () => {
    await incrementCounter(t.database.db, TOTAL_CONVERSIONS, 42);
    const res = await new HttpSession(t.app).get('/api/analytics/total-conversions');
    expect(res.json()).toEqual({ total: 42 });
  });
});
