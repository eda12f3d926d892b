/**
 * Issue 23 item 3: the due date the screens are given is the register's — printed, or calculated
 * from the stated or default interval, and said which — for the dashboard list, a conversion's
 * detail and after a correction; a correction of the calibration date moves an assumed due date
 * and the status analytics counts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../src/server/db/schema.js';
import { buildTestApp, fixedClock, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';

describe('due dates on the screens agree with the register', () => {
  let t: TestApp;
  let browser: HttpSession;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: fixedClock('2026-11-26T12:00:00Z') });
    browser = new HttpSession(t.app);
    await browser.signUp('due@example.com');
    const [me] = await t.database.db.select().from(user).where(eq(user.email, 'due@example.com'));
    userId = me!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists an assumed, a calculated and a printed due date, each said for what it is', async () => {
    const assumed = await seedConversion(t.database.db, {
      userId,
      filename: 'assumed.pdf',
      fields: { calibrationDate: '2017-09-20', dueDate: null },
    });
    await seedConversion(t.database.db, {
      userId,
      filename: 'stated.pdf',
      fields: { calibrationDate: '2026-06-01', dueDate: null, calibrationInterval: 6 },
    });
    await seedConversion(t.database.db, {
      userId,
      filename: 'printed.pdf',
      fields: { calibrationDate: '2026-01-10', dueDate: '2027-01-10' },
    });
    const list = (await browser.get('/api/user/conversions')).json() as Array<
      Record<string, unknown>
    >;
    const byName = (name: string) => list.find((row) => row.filename === name);
    expect(byName('assumed.pdf')).toMatchObject({
      dueDate: '2018-09-20',
      dueDateOrigin: 'default-interval',
      dueDateIntervalMonths: 12,
      status: 'Overdue',
    });
    expect(byName('stated.pdf')).toMatchObject({
      dueDate: '2026-12-01',
      dueDateOrigin: 'stated-interval',
      dueDateIntervalMonths: 6,
      status: 'Due Soon',
    });
    expect(byName('printed.pdf')).toMatchObject({
      dueDate: '2027-01-10',
      dueDateOrigin: 'certificate',
      dueDateIntervalMonths: null,
      status: 'Current',
    });

    const detail = (await browser.get(`/api/conversions/${assumed.id}`)).json();
    expect(detail.extractedData).toMatchObject({
      dueDate: '2018-09-20',
      dueDateOrigin: 'default-interval',
      dueDateCalculated: true,
      status: 'Overdue',
    });

    // Correcting the calibration date moves the assumed due date everywhere, analytics included.
    const corrected = await browser.request({
      method: 'PATCH',
      url: `/api/conversions/${assumed.id}`,
      payload: { fields: { calibrationDate: '2026-01-01' } },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().extractedData).toMatchObject({
      dueDate: '2027-01-01',
      dueDateOrigin: 'default-interval',
      status: 'Current',
    });
    const stats = (await browser.get('/api/user/equipment-stats')).json();
    const overdue = stats.statusDistribution.find(
      (slice: { name: string }) => slice.name === 'Overdue',
    );
    expect(overdue).toBeUndefined();
  });
});
