/**
 * The register over HTTP: a batch of listed conversions, the whole account (one row per
 * instrument, history), and a merge into the user's own workbook — with the single download's
 * entitlement: someone else's conversion is 404, an unpaid one 402 (batch) or left out (account).
 */
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversions } from '../../../src/server/db/schema.js';
import { buildTestApp, fixedClock, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';
import { seedConversion } from '../../helpers/seed.js';
import { loadWorkbook, sheet, utcDate } from '../../unit/excel/workbook-reader.js';

describe('register downloads', () => {
  let t: TestApp;
  const visitor = () => {
    const browser = new HttpSession(t.app);
    browser.actAsVisitor(`visitor-${Math.random().toString(36).slice(2)}-0123456789`);
    return browser;
  };
  const visitorIdOf = (browser: HttpSession) =>
    decodeURIComponent(/certsheet_visitor=([^;]+)/.exec(browser.cookieHeader)![1]!);
  const markPaid = (ids: string[]) =>
    t.database.db
      .update(conversions)
      .set({ paidAt: new Date() })
      .where(inArray(conversions.id, ids));

  beforeAll(async () => {
    t = await buildTestApp(
      { RATE_LIMIT_PER_MINUTE: '100000' },
      { clock: fixedClock('2026-03-10T12:00:00Z') },
    );
  });
  afterAll(() => t.close());

  async function seedFor(browser: HttpSession, fields: Parameters<typeof seedConversion>[1]) {
    const visitorId = t.app.unsignCookie(visitorIdOf(browser)).value;
    return seedConversion(t.database.db, { visitorId, ...fields });
  }

  it('a batch of paid conversions downloads as one register, one row per instrument', async () => {
    const browser = visitor();
    const a = await seedFor(browser, { filename: 'a.pdf', fields: { serialNumber: 'A-1' } });
    const b = await seedFor(browser, { filename: 'b.pdf', fields: { serialNumber: 'B-2' } });
    await markPaid([a.id, b.id]);
    const res = await browser.get(`/api/register.xlsx?ids=${a.id},${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('CertSheet_Register_2026-03-10.xlsx');
    const register = sheet(await loadWorkbook(res.rawPayload), 'Equipment Register');
    expect(register.actualRowCount).toBe(3);
    expect([register.getCell('E2').value, register.getCell('E3').value]).toEqual(['A-1', 'B-2']);
  });

  it('checks each certificate’s accreditation against the published lab directory', async () => {
    const browser = visitor();
    const row = await seedFor(browser, {
      filename: 'keysight.pdf',
      fields: { accreditation: 'ANAB AC-1498.05' },
    });
    await markPaid([row.id]);
    const res = await browser.get(`/api/register.xlsx?ids=${row.id}`);
    const details = sheet(await loadWorkbook(res.rawPayload), 'Certificate Details');
    const column = (details.getRow(1).values as unknown[]).indexOf('Accreditation Check');
    // content/directory/labs.json lists this ANAB scope as valid to 2024-11-16.
    expect(details.getRow(2).getCell(column).value).toMatch(
      /^ANAB AC-1498\.05: in the lab directory \(Keysight Technologies.*\), EXPIRED 2024-11-16$/,
    );
  });

  it('refuses a batch with an unpaid conversion (402) or someone else’s (404)', async () => {
    const owner = visitor();
    const paid = await seedFor(owner, { filename: 'paid.pdf' });
    const unpaid = await seedFor(owner, { filename: 'unpaid.pdf' });
    await markPaid([paid.id]);
    const unpaidAnswer = await owner.get(`/api/register.xlsx?ids=${paid.id},${unpaid.id}`);
    expect(unpaidAnswer.statusCode).toBe(402);
    expect(unpaidAnswer.json()).toMatchObject({ errorType: 'PAYMENT_REQUIRED' });

    const stranger = visitor();
    const theirs = await stranger.get(`/api/register.xlsx?ids=${paid.id}`);
    expect(theirs.statusCode).toBe(404);
    expect((await new HttpSession(t.app).get(`/api/register.xlsx?ids=${paid.id}`)).statusCode).toBe(
      404,
    );

    expect((await owner.get('/api/register.xlsx?ids=')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    const many = await owner.get(`/api/register.xlsx?ids=${tooMany}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/at most 100/);
  });

  it('the account register: one row per instrument with its newest calibration, history, corrections', async () => {
    const browser = new HttpSession(t.app);
    const userId = (await browser.signUp('register-owner@example.com')).json().user.id as string;
    const old = await seedConversion(t.database.db, {
      userId,
      filename: 'meter-2025.pdf',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      fields: {
        serialNumber: 'SN-1001',
        certificateNumber: 'C-2025',
        calibrationDate: '2025-01-10',
        dueDate: '2026-01-10',
      },
    });
    const renewed = await seedConversion(t.database.db, {
      userId,
      filename: 'meter-2026.pdf',
      createdAt: new Date('2026-02-01T00:00:00Z'),
      // Read with a typo the user corrects below.
      fields: {
        serialNumber: 'SN-1OO1',
        certificateNumber: 'C-2026',
        calibrationDate: '2026-01-12',
        dueDate: '2027-01-12',
      },
    });
    const other = await seedConversion(t.database.db, {
      userId,
      filename: 'caliper.pdf',
      createdAt: new Date('2026-02-02T00:00:00Z'),
      fields: { manufacturer: 'Mitutoyo', serialNumber: 'M-77', equipmentName: 'Caliper' },
    });
    // A fourth conversion is not paid for: left out of the register, and the answer says so.
    await seedConversion(t.database.db, {
      userId,
      filename: 'unpaid.pdf',
      fields: { serialNumber: 'U-1' },
    });
    await markPaid([old.id, renewed.id, other.id]);
    const corrected = await browser.request({
      method: 'PATCH',
      url: `/api/conversions/${renewed.id}`,
      payload: { fields: { serialNumber: 'SN-1001' } },
    });
    expect(corrected.statusCode).toBe(200);

    const res = await browser.get('/api/register.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-certsheet-unpaid-left-out']).toBe('1');
    const workbook = await loadWorkbook(res.rawPayload);
    const register = sheet(workbook, 'Equipment Register');
    expect(register.actualRowCount).toBe(3);
    expect(register.getCell('E2').value).toBe('SN-1001');
    expect(register.getCell('J2').value).toBe('C-2026');
    expect(register.getCell('E3').value).toBe('M-77');
    const history = sheet(workbook, 'Calibration History');
    expect(history.actualRowCount).toBe(2);
    expect(history.getCell('H2').value).toBe('C-2025');

    expect((await new HttpSession(t.app).get('/api/register.xlsx')).statusCode).toBe(401);
  });

  it('merges the account into the register the user uploads, and refuses a file it cannot use', async () => {
    const browser = new HttpSession(t.app);
    const userId = (await browser.signUp('merge-owner@example.com')).json().user.id as string;
    const row = await seedConversion(t.database.db, {
      userId,
      fields: {
        serialNumber: 'SN-5',
        manufacturer: 'Fluke',
        calibrationDate: '2026-02-01',
        dueDate: '2027-02-01',
      },
    });
    await t.database.db
      .update(conversions)
      .set({ paidAt: new Date() })
      .where(eq(conversions.id, row.id));

    const own = new ExcelJS.Workbook();
    const ws = own.addWorksheet('Instruments');
    ws.getRow(1).values = ['Asset #', 'S/N', 'Make', 'Cal Date', 'Next Due', 'Location'];
    ws.getRow(2).values = [
      'A-9',
      'sn-5',
      'Fluke',
      utcDate('2025-02-01'),
      utcDate('2026-02-01'),
      'Lab 3',
    ];
    const upload = multipartFile(
      new Uint8Array(await own.xlsx.writeBuffer()),
      'My Register.xlsx',
      'register',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const res = await browser.request({ method: 'POST', url: '/api/register/merge', ...upload });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('My Register (merged 2026-03-10).xlsx');
    expect(res.headers['x-certsheet-merge']).toContain('updated=1');
    const merged = sheet(await loadWorkbook(res.rawPayload), 'Instruments');
    expect(merged.getCell('E2').value).toEqual(utcDate('2027-02-01'));
    expect(merged.getCell('F2').value).toBe('Lab 3');

    const csv = multipartFile(
      new TextEncoder().encode('S/N,Due\n1,2\n'),
      'register.csv',
      'register',
      'text/csv',
    );
    const refused = await browser.request({ method: 'POST', url: '/api/register/merge', ...csv });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorType: 'REGISTER_UNUSABLE' });
    expect(refused.json().message).toMatch(/not an Excel workbook/);

    const signedOut = await new HttpSession(t.app).request({
      method: 'POST',
      url: '/api/register/merge',
      ...upload,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
