/**
 * Who is asking (plugins/requester.ts): better-auth reads a session only from its session cookie,
 * so a request whose Cookie header does not name that cookie (an anonymous visitor's
 * conversion) is answered as "no session" without asking better-auth. Any request that names
 * it — over http, or as `__Secure-…` behind https — still goes to better-auth, which decides.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../../src/server/auth/auth.js';
import { conversions, user } from '../../../src/server/db/schema.js';
import { sessionUser } from '../../../src/server/plugins/requester.js';
import { createMailer } from '../../../src/server/services/mailer.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { multipartFile } from '../../helpers/http-session.js';
import { latestLinkToken } from '../../helpers/outbox.js';
import { sampleExtraction } from '../../helpers/seed.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { testConfig } from '../faults/test-config.js';

const requestWith = (cookie?: string) =>
  ({ headers: cookie === undefined ? {} : { cookie } }) as unknown as FastifyRequest;

describe('the session lookup', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  for (const publicUrl of ['http://localhost:5000', 'https://certsheet.example']) {
    it(`asks better-auth only when the session cookie is named (${publicUrl})`, async () => {
      const config = testConfig({ PUBLIC_URL: publicUrl });
      const auth = createAuth(config, database.db, createMailer(config, { info() {} }));
      const getSession = vi.spyOn(auth.api, 'getSession');

      for (const cookie of [undefined, '', 'certsheet_visitor=s%3Aabc.def; theme=dark']) {
        expect(await sessionUser(auth, requestWith(cookie))).toBeNull();
      }
      expect(getSession).not.toHaveBeenCalled();

      const secure = publicUrl.startsWith('https://') ? '__Secure-' : '';
      const forged = `certsheet_visitor=x; ${secure}certsheet.session_token=made-up.token`;
      expect(await sessionUser(auth, requestWith(forged))).toBeNull();
      expect(getSession).toHaveBeenCalledTimes(1);
    });
  }
});

describe('signed-in requests behind https (Secure-prefixed session cookie)', () => {
  let t: TestApp;
  const origin = 'https://certsheet.example';
  beforeAll(async () => {
    t = await buildTestApp(
      { PUBLIC_URL: origin, RATE_LIMIT_PER_MINUTE: '1000' },
      {
        parser: {
          extract: async () => ({ ok: true, extraction: sampleExtraction(), ms: 5 }),
          extractText: async () => ({ ok: true, text: 'text', pageCount: 1 }),
          close: async () => {},
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are still the user’s, and the same request without the cookie is anonymous', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'secure-lookup@example.com', password: 'correct horse battery', name: 'S' },
      headers: { origin },
    });
    expect(signUp.statusCode).toBe(200);
    const token = latestLinkToken(t.config.dataDir, 'secure-lookup@example.com', '/verify-email');
    const verified = await t.app.inject({
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    const session = verified.cookies.find((c) => c.name.endsWith('session_token'));
    expect(session?.name).toBe('__Secure-certsheet.session_token');
    const cookie = `${session!.name}=${session!.value}`;

    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'secure-lookup@example.com' });
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);

    const upload = multipartFile(Buffer.from('%PDF-1.7\n%%EOF\n'), 'certificate.pdf');
    const converted = await t.app.inject({
      method: 'POST',
      url: '/api/convert-simple',
      payload: upload.payload,
      headers: { ...upload.headers, origin, cookie },
    });
    expect(converted.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ userId: conversions.userId })
      .from(conversions)
      .where(eq(conversions.id, converted.json().conversionId));
    const [account] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'secure-lookup@example.com'));
    expect(row?.userId).toBe(account!.id);
  });
});
