import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';

/** Uploads are refused before any parsing: these tests run with a parser that must not be used. */
describe('upload validation on /api/convert-simple', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (body: { payload: Buffer; headers: Record<string, string> }) =>
    new HttpSession(t.app).request({ method: 'POST', url: '/api/convert-simple', ...body });

  it('refuses a PNG renamed .pdf by its bytes (415)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await send(multipartFile(png, 'scan.pdf'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ errorType: 'INVALID_PDF' });
    expect(res.json().message).toMatch(/not a readable PDF/);
  });

  it('refuses an empty file', async () => {
    const res = await send(multipartFile(new Uint8Array(), 'empty.pdf'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The uploaded file is empty.');
  });

  it('refuses a file in the wrong form field', async () => {
    const res = await send(multipartFile(Buffer.from('%PDF-1.7\n'), 'a.pdf', 'file'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/field 'pdf'/);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await new HttpSession(t.app).post('/api/convert-simple', { pdf: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('cuts off a 12 MB upload with FILE_TOO_LARGE (413) without reading it whole', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n');
    const res = await send(multipartFile(big, 'big.pdf'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errorType: 'FILE_TOO_LARGE' });
  });

  it('cuts off an oversized upload even when Content-Length is not declared up front', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n');
    const body = multipartFile(big, 'big.pdf');
    const res = await new HttpSession(t.app).request({
      method: 'POST',
      url: '/api/convert-simple',
      headers: { ...body.headers, 'transfer-encoding': 'chunked' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('requires sign-in for the dashboard conversion', async () => {
    const res = await new HttpSession(t.app).request({
      method: 'POST',
      url: '/api/convert-pdf',
      ...multipartFile(Buffer.from('%PDF-1.7\n'), 'a.pdf'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Unauthorized');
  });

  it('answers 429 with a message when a visitor converts too fast', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const browser = new HttpSession(limited.app);
      const png = Buffer.from('89504e470d0a1a0a', 'hex');
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await browser.request({
              method: 'POST',
              url: '/api/convert-simple',
              ...multipartFile(png, 'x.pdf'),
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([415, 415, 429]);
    } finally {
      await limited.close();
    }
  });
});
