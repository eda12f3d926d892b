/**
 * The private calendar feed: a signed-in user with two certificates subscribes and sees two
 * all-day events, parsed by a real iCalendar parser (ical.js); the feed follows corrections and
 * new conversions, keeps each event's UID, marks assumed due dates; rotation retires the old
 * address; nobody else's instruments appear.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fixedClock, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';
import { signedInUser } from './reminder-helpers.js';

const TODAY = '2026-11-26';
const LONG_NAME =
  'Präzisions-Drehmomentschlüssel für Schraubverbindungen, Messbereich 20–100 N·m ✓';

const MULTIMETER = {
  equipmentName: 'Digital Multimeter',
  serialNumber: 'SN-1001',
  certificateNumber: 'C-1',
  calibrationLab: 'Acme Calibration, Inc.; Lab 2',
  calibrationDate: '2026-01-10',
  dueDate: '2027-01-10',
};
/** Prints no due date and no interval: the due date is assumed (calibration + 12 months). */
const GAUGE = {
  equipmentName: 'Pressure Gauge',
  serialNumber: 'PG-7',
  certificateNumber: 'C-2',
  calibrationLab: 'Metrology Lab',
  calibrationDate: '2025-12-01',
  dueDate: null,
  dueDateCalculated: false,
  calibrationInterval: null,
};

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  isDate: boolean;
  trigger: string | null;
}

function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const alarm = vevent.getFirstSubcomponent('valarm');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      trigger: alarm ? String(alarm.getFirstPropertyValue('trigger')) : null,
    };
  });
}

/** RFC 5545 §3.1: CRLF line ends, no line longer than 75 octets. */
function expectWellFormedLines(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
}

describe('calendar feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: fixedClock(`${TODAY}T10:00:00Z`) });
  });
  afterAll(async () => {
    await t.close();
  });

  const feedPath = (url: string) => new URL(url).pathname;

  it('subscribes a user with two certificates to two valid all-day events', async () => {
    const owner = await signedInUser(t.app, t.database.db, 'feed@example.com', [MULTIMETER, GAUGE]);
    // Someone else's certificate never shows in this feed.
    await signedInUser(t.app, t.database.db, 'feed-other@example.com', [
      { equipmentName: 'Other Scale', serialNumber: 'X-1' },
    ]);

    const res = await owner.browser.get('/api/account/calendar');
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:5000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Asking again gives the same address.
    expect((await owner.browser.get('/api/account/calendar')).json().url).toBe(url);

    // A calendar app fetches it without cookies.
    const feed = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expectWellFormedLines(feed.body);
    const events = parseFeed(feed.body);
    expect(events).toHaveLength(2);

    const gauge = events.find((event) => event.summary.includes('Pressure Gauge'))!;
    const meter = events.find((event) => event.summary.includes('Digital Multimeter'))!;
    expect(meter.summary).toBe('Calibration due: Digital Multimeter (SN-1001)');
    expect(meter.isDate).toBe(true);
    expect(meter.start).toBe('2027-01-10');
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20270110');
    expect(meter.description).toContain('Calibration lab: Acme Calibration, Inc.; Lab 2');
    expect(meter.description).toContain('Certificate number: C-1');
    expect(meter.description).toContain('Status: Current (due in 45 days as of 2026-11-26)');
    expect(meter.description).not.toMatch(/assumed/i);
    expect(meter.trigger).toBe('-P30D');

    expect(gauge.summary).toBe('Calibration due: Pressure Gauge (PG-7)');
    expect(gauge.start).toBe('2026-12-01');
    expect(gauge.description).toMatch(/^Assumed due date: .*calibration date \+ 12 months/);
    expect(gauge.description).toContain('Status: Due Soon (due in 5 days as of 2026-11-26)');
    expect(feed.body).toContain('CATEGORIES:Calibration,Assumed due date');
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
  });

  it('follows corrections and new conversions, keeping each instrument’s UID', async () => {
    const owner = await signedInUser(t.app, t.database.db, 'follow@example.com', [MULTIMETER]);
    const { url } = (await owner.browser.get('/api/account/calendar')).json() as { url: string };
    const before = parseFeed((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
    expect(before).toHaveLength(1);

    const corrected = await owner.browser.request({
      method: 'PATCH',
      url: `/api/conversions/${owner.conversionIds[0]}`,
      payload: { fields: { dueDate: '2026-11-20', equipmentName: LONG_NAME } },
    });
    expect(corrected.statusCode).toBe(200);
    await seedConversion(t.database.db, {
      userId: owner.userId,
      fields: { equipmentName: 'Caliper', serialNumber: 'CAL-9', dueDate: '2027-06-30' },
    });

    const feed = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expectWellFormedLines(feed.body);
    const after = parseFeed(feed.body);
    expect(after).toHaveLength(2);
    const meter = after.find((event) => event.uid === before[0]!.uid)!;
    expect(meter.start).toBe('2026-11-20');
    // A long UTF-8 name is folded on the wire and whole again once parsed.
    expect(meter.summary).toBe(`Calibration due: ${LONG_NAME} (SN-1001)`);
    expect(meter.description).toContain('Status: Overdue (6 days overdue as of 2026-11-26)');
    expect(after.find((event) => event.uid !== meter.uid)!.summary).toBe(
      'Calibration due: Caliper (CAL-9)',
    );
  });

  it('a renewed certificate of the same instrument moves its event, it does not add one', async () => {
    const owner = await signedInUser(t.app, t.database.db, 'renewal@example.com', [MULTIMETER]);
    const { url } = (await owner.browser.get('/api/account/calendar')).json() as { url: string };
    const [before] = parseFeed((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
    // Next year's certificate: the same serial and maker (spelt differently), a new number.
    await seedConversion(t.database.db, {
      userId: owner.userId,
      fields: {
        ...MULTIMETER,
        serialNumber: 'sn 1001',
        certificateNumber: 'C-1-2027',
        calibrationDate: '2027-01-08',
        dueDate: '2028-01-08',
      },
    });
    const after = parseFeed((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
    expect(after).toHaveLength(1);
    expect(after[0]!.uid).toBe(before!.uid);
    expect(after[0]!.start).toBe('2028-01-08');
    expect(after[0]!.description).toContain('C-1-2027');
  });

  it('rotating gives a new address and the old one answers 404', async () => {
    const owner = await signedInUser(t.app, t.database.db, 'rotate@example.com', [MULTIMETER]);
    const { url: oldUrl } = (await owner.browser.get('/api/account/calendar')).json() as {
      url: string;
    };
    const rotated = await owner.browser.post('/api/account/calendar/rotate');
    expect(rotated.statusCode).toBe(200);
    const { url: newUrl } = rotated.json() as { url: string };
    expect(newUrl).not.toBe(oldUrl);
    expect((await owner.browser.get('/api/account/calendar')).json().url).toBe(newUrl);
    expect((await t.app.inject({ method: 'GET', url: feedPath(oldUrl) })).statusCode).toBe(404);
    const fresh = await t.app.inject({ method: 'GET', url: feedPath(newUrl) });
    expect(fresh.statusCode).toBe(200);
    expect(parseFeed(fresh.body)).toHaveLength(1);
  });

  it('answers 404 to made-up addresses and 401 to signed-out visitors', async () => {
    const madeUp = `/api/calendar/${'A'.repeat(43)}.ics`;
    expect((await t.app.inject({ method: 'GET', url: madeUp })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(
      404,
    );
    const visitor = new HttpSession(t.app);
    expect((await visitor.get('/api/account/calendar')).statusCode).toBe(401);
    expect((await visitor.post('/api/account/calendar/rotate')).statusCode).toBe(401);
  });

  it('serves an empty but valid calendar to a user with no certificates', async () => {
    const owner = await signedInUser(t.app, t.database.db, 'empty-feed@example.com');
    const { url } = (await owner.browser.get('/api/account/calendar')).json() as { url: string };
    const feed = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expectWellFormedLines(feed.body);
    expect(parseFeed(feed.body)).toEqual([]);
  });
});
