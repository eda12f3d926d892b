import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../../../src/server/plugins/error-handler.js';
import { registerRouteSchemas, NO_QUERY } from '../../../src/server/plugins/route-schemas.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';

/**
 * Routes take their input through zod schemas (plugins/route-schemas.ts): a request that fails
 * one gets the route's 400 message in the usual `{ message, errorType }` body, and a route that
 * takes path parameters cannot be registered without declaring them.
 */
describe('schema-first routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to register a route whose path parameters have no schema', async () => {
    const app = Fastify();
    registerRouteSchemas(app);
    expect(() => app.get('/api/things/:id', async () => ({}))).toThrow(
      '/api/things/:id takes path parameters but declares no params schema',
    );
    app.get(
      '/api/things/:id',
      { schema: { params: z.object({ id: z.string() }) } },
      async () => ({}),
    );
    await app.close();
  });

  it('refuses to register an API route that declares no schema at all', async () => {
    const app = Fastify();
    registerRouteSchemas(app);
    expect(() => app.post('/api/things', async () => ({}))).toThrow(
      'POST /api/things declares no schema',
    );
    app.post('/api/things', { schema: NO_QUERY }, async () => ({}));
    await app.close();
  });

  it('answers the health check as its schema says', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz?probe=1' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: expect.any(String) });
  });

  it('answers a request that fails its schema with the route message, as an error body', async () => {
    const visitor = new HttpSession(t.app);
    const track = await visitor.post('/api/track-template-download', { templateName: '' });
    expect(track.statusCode).toBe(400);
    expect(track.json()).toEqual({
      message: 'templateName must be text of 1 to 100 characters.',
      errorType: 'BAD_REQUEST',
    });
    const register = await visitor.get('/api/register.xlsx?ids=a&ids=b');
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({
      message: 'List the conversions to include: ?ids=ID,ID,…',
      errorType: 'BAD_REQUEST',
    });
    const checkout = await visitor.post('/api/create-checkout-session', {
      type: 'monthly',
      conversionData: [],
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({ errorType: 'BAD_REQUEST' });
    expect(checkout.json().message).toMatch(/^Invalid checkout request: Invalid option/);
  });

  it('asks a signed-out caller to sign in before looking at what it sent', async () => {
    const res = await new HttpSession(t.app).request({
      method: 'PATCH',
      url: '/api/account/settings',
      payload: { reminders: 'daily' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized', errorType: 'UNAUTHORIZED' });
  });

  it('answers 404 on a deployment without TEST MODE before checking the card', async () => {
    const off = await buildTestApp({ PAYMENT_PROVIDER: 'off' });
    try {
      const res = await new HttpSession(off.app).post('/api/payments/local/cs_x/pay', {
        cardNumber: 1,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'The test-mode checkout is not enabled on this deployment.',
        errorType: 'NOT_FOUND',
      });
    } finally {
      await off.close();
    }
  });

  it('keeps a validation failure outside any route schema in the same body shape', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerRouteSchemas(app);
    app.post('/echo', { schema: { body: z.object({ n: z.number() }) } }, async () => ({}));
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { n: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorType: 'BAD_REQUEST' });
    expect(res.json().message).toMatch(/^Invalid request: /);
    await app.close();
  });
});
