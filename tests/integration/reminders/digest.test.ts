/**
 * The weekly digest: opt-in (default off), one mail naming the overdue and due-soon instruments
 * in plain text and HTML with a one-click unsubscribe link and header, none the next day, again
 * after 7 days; nothing for a user with nothing due or who did not opt in; passes running at the
 * same time send one mail; the unsubscribe link works without signing in and cannot be forged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSettings } from '../../../src/server/db/schema.js';
import { unsubscribeToken } from '../../../src/server/services/reminders/unsubscribe.js';
import { buildTestApp, fixedClock, type TestApp } from '../../helpers/build-test-app.js';
import { dataDirOf } from '../../helpers/outbox.js';
import { HttpSession } from '../../helpers/http-session.js';
import { digestsTo, optIn, reminderPass, signedInUser } from './reminder-helpers.js';

const TODAY = '2026-11-26';

const OVERDUE = {
  equipmentName: 'Digital Multimeter',
  serialNumber: 'SN-1001',
  certificateNumber: 'C-1',
  calibrationLab: 'Acme <Calibration> & Sons',
  calibrationDate: '2025-11-01',
  dueDate: '2026-11-01',
};
/** No due date printed: calibration date + 12 months (assumed) = 2026-12-10, due in 14 days. */
const DUE_SOON_ASSUMED = {
  equipmentName: 'Pressure Gauge',
  serialNumber: 'PG-7',
  certificateNumber: 'C-2',
  calibrationLab: 'Metrology Lab',
  calibrationDate: '2025-12-10',
  dueDate: null,
  calibrationInterval: null,
};
const CURRENT = {
  equipmentName: 'Caliper',
  serialNumber: 'CAL-9',
  certificateNumber: 'C-3',
  calibrationDate: '2026-06-01',
  dueDate: '2027-06-01',
};

describe('weekly reminder digest', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: fixedClock(`${TODAY}T10:00:00Z`) });
    dataDir = dataDirOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const pass = (today: string) => reminderPass(t.database.db, t.config, today);

  it('is off by default and switched with PATCH /api/account/settings', async () => {
    const owner = await signedInUser(t.app, t.database.db, 'settings@example.com');
    expect((await owner.browser.get('/api/account/settings')).json()).toEqual({ reminders: 'off' });
    await optIn(owner.browser, 'weekly');
    expect((await owner.browser.get('/api/account/settings')).json()).toEqual({
      reminders: 'weekly',
    });
    await optIn(owner.browser, 'off');
    expect((await owner.browser.get('/api/account/settings')).json()).toEqual({ reminders: 'off' });
    // The account export includes the setting (and whether a feed address exists, not the address).
    await owner.browser.get('/api/account/calendar');
    expect((await owner.browser.get('/api/account/export')).json().reminders).toEqual([
      { digest: 'off', lastDigestSentOn: null, calendarFeed: true },
    ]);
    const bad = await owner.browser.request({
      method: 'PATCH',
      url: '/api/account/settings',
      payload: { reminders: 'daily' },
    });
    expect(bad.statusCode).toBe(400);
    const visitor = new HttpSession(t.app);
    const anonymous = await visitor.request({
      method: 'PATCH',
      url: '/api/account/settings',
      payload: { reminders: 'weekly' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('mails an opted-in user one digest naming the overdue instrument, none the next day, again after 7 days', async () => {
    const owner = await signedInUser(t.app, t.database.db, 'digest@example.com', [
      OVERDUE,
      DUE_SOON_ASSUMED,
      CURRENT,
    ]);
    await optIn(owner.browser);

    const report = await pass(TODAY);
    expect(report.outcomes).toContainEqual({
      email: 'digest@example.com',
      result: 'sent',
      overdue: 1,
      dueSoon: 1,
    });
    const [digest, ...more] = digestsTo(dataDir, 'digest@example.com');
    expect(more).toEqual([]);
    expect(digest!.headers.subject).toBe('Calibration reminder: 1 overdue, 1 due soon');

    // Plain text: both instruments with their facts, the current one left out.
    expect(digest!.text).toContain(
      '- Digital Multimeter (SN-1001): due 2026-11-01, 25 days overdue; certificate C-1; lab Acme <Calibration> & Sons',
    );
    expect(digest!.text).toContain(
      '- Pressure Gauge (PG-7): due 2026-12-10 (assumed: calculated, not printed), due in 14 days; certificate C-2; lab Metrology Lab',
    );
    expect(digest!.text.indexOf('Overdue:')).toBeLessThan(digest!.text.indexOf('Due soon:'));
    expect(digest!.text).not.toContain('Caliper');
    // HTML: the same list, with PDF-sourced text escaped.
    expect(digest!.html).toContain('<strong>Digital Multimeter (SN-1001)</strong>');
    expect(digest!.html).toContain('Acme &lt;Calibration&gt; &amp; Sons');
    expect(digest!.html).not.toContain('<Calibration>');
    expect(digest!.html).not.toContain('Caliper');
    // One-click unsubscribe: header (RFC 2369 + 8058) and the same link in both bodies.
    const link = /^<(http:\/\/localhost:5000\/api\/reminders\/unsubscribe\?token=[^>]+)>$/.exec(
      digest!.headers['list-unsubscribe']!,
    )?.[1];
    expect(link).toBeTruthy();
    expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.text).toContain(`Unsubscribe: ${link}`);
    expect(digest!.html).toContain(`href="${link}"`);

    // The next day, and the sixth: nothing. The seventh: the next digest.
    for (const day of ['2026-11-27', '2026-12-02']) {
      const later = await pass(day);
      expect(later.outcomes.map((outcome) => outcome.email)).not.toContain('digest@example.com');
      expect(digestsTo(dataDir, 'digest@example.com')).toHaveLength(1);
    }
    await pass('2026-12-03');
    expect(digestsTo(dataDir, 'digest@example.com')).toHaveLength(2);
  });

  it('sends nothing to a user with nothing due, nor to one who did not opt in', async () => {
    const calm = await signedInUser(t.app, t.database.db, 'calm@example.com', [CURRENT]);
    await optIn(calm.browser);
    await signedInUser(t.app, t.database.db, 'quiet@example.com', [OVERDUE]);

    const report = await pass(TODAY);
    expect(report.outcomes).toContainEqual({
      email: 'calm@example.com',
      result: 'nothing-due',
      overdue: 0,
      dueSoon: 0,
    });
    expect(report.outcomes.map((outcome) => outcome.email)).not.toContain('quiet@example.com');
    expect(digestsTo(dataDir, 'calm@example.com')).toEqual([]);
    expect(digestsTo(dataDir, 'quiet@example.com')).toEqual([]);

    // Once something falls due, the next pass mails it (nothing was "spent" on the empty week).
    const [settings] = await t.database.db
      .select()
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, calm.userId));
    expect(settings!.digestSentOn).toBeNull();
    expect(settings!.digestClaimId).toBeNull();
    await pass('2027-05-15');
    expect(digestsTo(dataDir, 'calm@example.com')).toHaveLength(1);
  });

  it('passes running at the same time send one mail per user', async () => {
    const owners = [];
    for (let i = 0; i < 3; i++) {
      const owner = await signedInUser(t.app, t.database.db, `race-${i}@example.com`, [OVERDUE]);
      await optIn(owner.browser);
      owners.push(owner);
    }
    const reports = await Promise.all([pass(TODAY), pass(TODAY), pass(TODAY)]);
    for (const owner of owners) {
      expect(digestsTo(dataDir, owner.email)).toHaveLength(1);
      const sent = reports
        .flatMap((report) => report.outcomes)
        .filter((outcome) => outcome.email === owner.email && outcome.result === 'sent');
      expect(sent).toHaveLength(1);
    }
  });

  it('unsubscribes with the mailed link, without signing in; a forged link does nothing', async () => {
    const owner = await signedInUser(t.app, t.database.db, 'leave@example.com', [OVERDUE]);
    await optIn(owner.browser);
    await pass(TODAY);
    const [digest] = digestsTo(dataDir, 'leave@example.com');
    const link = new URL(/^<(.+)>$/.exec(digest!.headers['list-unsubscribe']!)![1]!);
    const path = `${link.pathname}${link.search}`;

    // Opening the link (or a mail scanner fetching it) only shows the one-button page.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect((await owner.browser.get('/api/account/settings')).json().reminders).toBe('weekly');

    // A forged token (someone else's id, wrong signature) is refused and changes nothing.
    const forged = `${unsubscribeToken('another-secret-another-secret-0123456', owner.userId)}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(404);
    expect((await owner.browser.get('/api/account/settings')).json().reminders).toBe('weekly');

    // A mail client's one-click POST (RFC 8058): no cookies, no Origin.
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect((await owner.browser.get('/api/account/settings')).json().reminders).toBe('off');

    // A week later, still overdue: no digest.
    await pass('2026-12-03');
    expect(digestsTo(dataDir, 'leave@example.com')).toHaveLength(1);

    // The page's own button posts from our origin, and works too (after opting in again).
    await optIn(owner.browser);
    const viaButton = await owner.browser.request({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(viaButton.statusCode).toBe(200);
    expect((await owner.browser.get('/api/account/settings')).json().reminders).toBe('off');
  });
});
