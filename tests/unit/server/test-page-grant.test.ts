import { describe, expect, it } from 'vitest';
import {
  isValidTestPageGrant,
  TEST_PAGE_GRANT_TTL_MS,
  testPageGrant,
} from '../../../src/server/services/test-page-grant.js';

const SECRET = 'a-session-secret-of-some-length-0123456789';
const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('the test page download grant', () => {
  it('opens only its own conversion, only until it expires, only with our secret', () => {
    const grant = testPageGrant(SECRET, 'conv-1', NOW);
    expect(isValidTestPageGrant(SECRET, 'conv-1', grant, NOW)).toBe(true);
    expect(isValidTestPageGrant(SECRET, 'conv-1', grant, NOW + TEST_PAGE_GRANT_TTL_MS)).toBe(true);
    expect(isValidTestPageGrant(SECRET, 'conv-1', grant, NOW + TEST_PAGE_GRANT_TTL_MS + 1)).toBe(
      false,
    );
    expect(isValidTestPageGrant(SECRET, 'conv-2', grant, NOW)).toBe(false);
    expect(isValidTestPageGrant('another-secret', 'conv-1', grant, NOW)).toBe(false);
  });

  it('refuses a forged expiry, a mangled grant and anything not a string', () => {
    const grant = testPageGrant(SECRET, 'conv-1', NOW);
    const [, mac] = grant.split('.');
    const later = NOW + 10 * TEST_PAGE_GRANT_TTL_MS;
    expect(isValidTestPageGrant(SECRET, 'conv-1', `${later}.${mac}`, NOW)).toBe(false);
    expect(isValidTestPageGrant(SECRET, 'conv-1', `${grant}x`, NOW)).toBe(false);
    expect(isValidTestPageGrant(SECRET, 'conv-1', undefined, NOW)).toBe(false);
    expect(isValidTestPageGrant(SECRET, 'conv-1', ['a'], NOW)).toBe(false);
  });
});
