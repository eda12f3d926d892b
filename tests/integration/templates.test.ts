import { parse } from 'content-disposition';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateDownloads } from '../../src/server/db/schema.js';
import {
  MANUAL_TEMPLATE_FILE_NAME,
  TEMPLATE_FILE_NAMES,
  TEMPLATE_IDS,
} from '../../src/shared/templates.js';
import { buildTestApp, fixedClock, type TestApp } from '../helpers/build-test-app.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('template routes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(
      { RATE_LIMIT_PER_MINUTE: '3' },
      { clock: fixedClock('2026-03-10T09:00:00Z') },
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each(TEMPLATE_IDS)('downloads %s under its SPEC file name', async (templateId) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/template/download',
      payload: { templateId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const fileName = TEMPLATE_FILE_NAMES[templateId];
    expect(parse(String(response.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: fileName },
    });
    const workbook = await openWorkbook(response.rawPayload);
    expect(workbook.getWorksheet('Instructions')).toBeDefined();
    expect(workbook.worksheets.length).toBeGreaterThanOrEqual(2);
    expect(workbook.created.toISOString().slice(0, 10)).toBe('2026-03-10');
  });

  it('gives the manual template for an empty body, {} and an empty JSON body', async () => {
    const requests = [
      { method: 'POST' as const, url: '/api/template/download' },
      { method: 'POST' as const, url: '/api/template/download', payload: {} },
      {
        method: 'POST' as const,
        url: '/api/template/download',
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
    ];
    for (const request of requests) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(parse(String(response.headers['content-disposition'])).parameters.filename).toBe(
        MANUAL_TEMPLATE_FILE_NAME,
      );
      const workbook = await openWorkbook(response.rawPayload);
      const register = workbook.getWorksheet('Equipment Register');
      expect(register?.getCell('A1').value).toBe('Equipment ID');
      expect(register?.getCell('M1').value).toBe('Source File');
      expect(workbook.getWorksheet('Instructions')).toBeDefined();
    }
  });

  it('answers 404 with a message for an unknown template', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/template/download',
      payload: { templateId: 'no-such-template' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Template not found.', errorType: 'NOT_FOUND' });
  });

  it('answers 400 for a templateId that is not text', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/template/download',
      payload: { templateId: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorType).toBe('BAD_REQUEST');
  });

  it('records a template download', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/track-template-download',
      payload: { templateName: 'cost-tracking' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const rows = await testApp.database.db.select().from(templateDownloads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ templateName: 'cost-tracking', userId: null });
    expect(rows[0]?.createdAt.toISOString()).toBe('2026-03-10T09:00:00.000Z');
  });

  // Each case from its own address: refused requests count towards the rate limit too.
  it.each([
    ['an empty name', { templateName: '' }, '10.0.1.1'],
    ['a name over 100 characters', { templateName: 'x'.repeat(101) }, '10.0.1.2'],
    ['no name', {}, '10.0.1.3'],
    ['a number', { templateName: 7 }, '10.0.1.4'],
  ])('refuses to track %s with 400', async (_case, payload, remoteAddress) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/track-template-download',
      payload,
      remoteAddress,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'templateName must be text of 1 to 100 characters.',
      errorType: 'BAD_REQUEST',
    });
  });

  it('rate-limits tracking per IP address', async () => {
    const track = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/track-template-download',
        payload: { templateName: 'calibration-record' },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await track('10.0.0.1')).statusCode).toBe(200);
    }
    const limited = await track('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorType).toBe('RATE_LIMITED');
    expect((await track('10.0.0.2')).statusCode).toBe(200);
  });
});
