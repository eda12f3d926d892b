/**
 * The digest's one-click unsubscribe link: the user id and an HMAC of it under the session secret,
 * so the link works without signing in (RFC 8058 mail clients POST it with no cookies) and
 * cannot be forged for someone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'certsheet:reminders-unsubscribe:v1';

function signature(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest();
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId, 'utf8').toString('base64url')}.${signature(secret, userId).toString('base64url')}`;
}

/** The user id the token was made for, or null when it is not genuine. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export const UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, userId)}`;
}
