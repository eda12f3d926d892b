import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorMessage,
  apiErrorOf,
  isUnauthorizedError,
  parseApiError,
} from '../../../src/client/lib/api-error.js';
import { MONTHLY_LIMIT_MESSAGE } from '../../../src/shared/errors.js';
import { MONTHLY_LIMIT_REACHED } from '../../../src/shared/messages.js';

describe('parseApiError', () => {
  it("reads the error handler's { message, errorType }", () => {
    const error = parseApiError(415, '{"message":"Not a PDF","errorType":"INVALID_PDF"}');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(415);
    expect(error.message).toBe('Not a PDF');
    expect(error.errorType).toBe('INVALID_PDF');
    expect(error.code).toBeNull();
  });

  it("reads better-auth's { code, message }", () => {
    const error = parseApiError(
      401,
      '{"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}',
    );
    expect(error.message).toBe('Invalid email or password');
    expect(error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(error.errorType).toBeNull();
  });

  it('keeps the message when the errorType is one this client does not know', () => {
    const error = parseApiError(409, '{"message":"Already yours","errorType":"SOMETHING_NEW"}');
    expect(error.message).toBe('Already yours');
    expect(error.errorType).toBeNull();
  });

  it('has an empty message, not the page, for an answer that is not an error body', () => {
    const html = parseApiError(502, '<html><body>Bad Gateway</body></html>');
    expect(html.status).toBe(502);
    expect(html.message).toBe('');
    expect(html.errorType).toBeNull();
    expect(parseApiError(500, '').message).toBe('');
    expect(parseApiError(400, '{"error":"x"}').message).toBe('');
    expect(parseApiError(400, '{"message":42}').message).toBe('');
  });

  it('keeps the decoded body for answers that say more (session data: reason)', () => {
    const error = parseApiError(
      410,
      '{"success":false,"message":"Deleted","reason":"files-deleted"}',
    );
    expect(error.message).toBe('Deleted');
    expect(error.body).toEqual({ success: false, message: 'Deleted', reason: 'files-deleted' });
  });
});

describe('apiErrorOf', () => {
  it('reads the status, body and Retry-After of a real Response', async () => {
    const res = new Response(
      JSON.stringify({ message: 'Too many requests.', errorType: 'RATE_LIMITED' }),
      { status: 429, headers: { 'retry-after': '12', 'content-type': 'application/json' } },
    );
    const error = await apiErrorOf(res);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many requests.');
    expect(error.errorType).toBe('RATE_LIMITED');
    expect(error.retryAfter).toBe('12');
  });

  it('survives a body that cannot be read', async () => {
    const res = new Response('{"message":"x"}', { status: 503 });
    await res.text();
    const error = await apiErrorOf(res);
    expect(error.status).toBe(503);
    expect(error.message).toBe('');
    expect(error.retryAfter).toBeNull();
  });
});

describe('isUnauthorizedError', () => {
  it('is true for the 401 the API sends when the session is gone (SPEC §8)', () => {
    expect(
      isUnauthorizedError(
        parseApiError(401, '{"message":"Unauthorized","errorType":"UNAUTHORIZED"}'),
      ),
    ).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized'))).toBe(true);
  });

  it('is false for a wrong password, another status, or an error that is not an ApiError', () => {
    expect(
      isUnauthorizedError(
        parseApiError(
          401,
          '{"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}',
        ),
      ),
    ).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, 'Unauthorized', 'FORBIDDEN'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('apiErrorMessage', () => {
  it("gives the server's message, else the screen's own words", () => {
    expect(apiErrorMessage(new ApiError(400, 'Enter a card number.'), 'Payment failed.')).toBe(
      'Enter a card number.',
    );
    expect(apiErrorMessage(new ApiError(502, ''), 'Payment failed.')).toBe('Payment failed.');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Payment failed.')).toBe(
      'Payment failed.',
    );
  });
});

describe('shared messages', () => {
  it("the quota text the dashboard looks for is how the server's quota message begins", () => {
    expect(MONTHLY_LIMIT_MESSAGE.startsWith(MONTHLY_LIMIT_REACHED)).toBe(true);
  });
});
