/**
 * The /test page converts one PDF and downloads its workbook with no payment (SPEC §2 Test page:
 * "Excel file generated and downloaded successfully!"). Its conversion's download URL carries a
 * grant: an HMAC of the conversion id and an expiry, so the grant needs no stored flag, works only
 * for that conversion (whose owner is still checked), and only for a short while.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'test-page-download';
export const TEST_PAGE_GRANT_TTL_MS = 15 * 60 * 1000;

function mac(secret: string, conversionId: string, expiresAtMs: number): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}\n${conversionId}\n${expiresAtMs}`)
    .digest('base64url');
}

export function testPageGrant(secret: string, conversionId: string, nowMs: number): string {
  const expiresAtMs = nowMs + TEST_PAGE_GRANT_TTL_MS;
  return `${expiresAtMs}.${mac(secret, conversionId, expiresAtMs)}`;
}

export function isValidTestPageGrant(
  secret: string,
  conversionId: string,
  grant: unknown,
  nowMs: number,
): boolean {
  if (typeof grant !== 'string') return false;
  const match = /^(\d{1,16})\.([\w-]{43})$/.exec(grant);
  if (!match) return false;
  const expiresAtMs = Number(match[1]);
  if (expiresAtMs < nowMs || expiresAtMs > nowMs + TEST_PAGE_GRANT_TTL_MS) return false;
  const given = Buffer.from(match[2] ?? '');
  const expected = Buffer.from(mac(secret, conversionId, expiresAtMs));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
