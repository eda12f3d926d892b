import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 with a message when the database is down', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', message: 'Database unreachable' });
    await broken.app.close();
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', errorType: 'NOT_FOUND' });
  });

  it('reports signed-out visitors as 401 on /api/auth/user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
  });
});
