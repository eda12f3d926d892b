import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnauthorizedError, parseApiError } from '../../../src/client/lib/api-error.js';
import { EMAIL_REQUIRED_MESSAGE } from '../../../src/shared/messages.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';

/**
 * The client's ApiError reads what the real server sends: the answers the screens branch on
 * (signed out → sign in again; the annual plan's missing email; a wrong password) go through
 * the real app and then through the client's parser.
 */
describe("the client's ApiError on the server's real error answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a signed-out call to a signed-in API reads as "session gone"', async () => {
    const res = await new HttpSession(t.app).get('/api/user/stats');
    const error = parseApiError(res.statusCode, res.body);
    expect(error.status).toBe(401);
    expect(error.errorType).toBe('UNAUTHORIZED');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('the yearly checkout without an email carries the message the dialog compares', async () => {
    const res = await new HttpSession(t.app).post('/api/create-checkout-session', {
      type: 'yearly',
      conversionData: [],
    });
    const error = parseApiError(res.statusCode, res.body);
    expect(error.status).toBe(400);
    expect(error.message).toBe(EMAIL_REQUIRED_MESSAGE);
  });

  it("a wrong password keeps better-auth's code and is not a lost session", async () => {
    const res = await new HttpSession(t.app).post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    const error = parseApiError(res.statusCode, res.body);
    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(error.message).not.toBe('');
    expect(isUnauthorizedError(error)).toBe(false);
  });
});
