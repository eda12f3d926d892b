/**
 * Figures the public pages state about the product. Each must be true, so each names where it
 * comes from; anything not yet measured is null and the pages then make no claim about it.
 */
import {
  MINUTES_SAVED_PER_CONVERSION,
  SAVED_PER_CERTIFICATE_CENTS,
  TECHNICIAN_HOURLY_RATE_CENTS,
} from './constants.js';
import { ROUTES } from './routes.js';
import { TEMPLATE_IDS } from './templates.js';

/**
 * Share of certificate fields extracted correctly on text PDFs, from `npm run bench:accuracy`
 * (379 certificates with ground truth: 99.6 %, rounded down). Scans score lower (bench:ocr),
 * so the landing page says "text PDFs".
 */
export const MEASURED_FIELD_ACCURACY_PERCENT: number | null = 99;

/**
 * Seconds to process one text-layer certificate, rounded up: `npm run bench:extract` measures a
 * median of 13 ms in process, `bench:load` a median of 41 ms per conversion through the server
 * at one client. Scans take seconds per page (bench:ocr) and are not included.
 */
export const MEASURED_AVG_PROCESSING_SECONDS: number | null = 0.1;

/**
 * The savings box (SPEC §1): an estimate, not a measurement. 20 minutes of manual typing per
 * certificate at a $25/hr technician rate is $8.33 (tests/unit/client/marketing.test.ts checks
 * the arithmetic).
 */
export const SAVINGS_ESTIMATE = {
  minutesPerCertificate: MINUTES_SAVED_PER_CONVERSION,
  hourlyRateCents: TECHNICIAN_HOURLY_RATE_CENTS,
  savedPerCertificateCents: SAVED_PER_CERTIFICATE_CENTS,
} as const;

/**
 * DESIGN.md §Data lifecycle, which the retention service enforces: PDFs are never stored;
 * anonymous extraction results are deleted 24 h after creation unless paid, 7 days after payment.
 */
export const ANONYMOUS_RESULT_RETENTION_HOURS = 24;
export const PAID_RESULT_RETENTION_DAYS = 7;

/** Certificate languages the extraction engine reads (README, extraction engine issue). */
export const SUPPORTED_CERTIFICATE_LANGUAGES = [
  'English',
  'German',
  'French',
  'Spanish',
  'Italian',
  'Portuguese',
] as const;

/**
 * The conversion counter (SPEC §2): the value shown after `step` of `steps` ticks on the way from
 * the start value to the fetched total. Linear, whole numbers, exactly the total at the end.
 */
export function counterValue(start: number, target: number, step: number, steps: number): number {
  if (step >= steps) return target;
  return Math.round(start + ((target - start) * step) / steps);
}

export const TEMPLATE_COUNT = TEMPLATE_IDS.length;

/** SPEC §2 Terms and privacy. */
export const LEGAL_LAST_UPDATED = 'January 2025';

/** The public content pages: pre-rendered at build time and listed in sitemap.xml. */
export const INDEXABLE_ROUTES = [
  ROUTES.home,
  ROUTES.templates,
  ROUTES.directory,
  ROUTES.blog,
  ROUTES.blogGuide,
  ROUTES.blogMistakes,
  ROUTES.termsPrivacy,
] as const;

export const SITE_NAME = 'CertSheet';

/**
 * Pre-rendered HTML is built once but served by deployments with different addresses: canonical
 * and Open Graph URLs carry this placeholder, which the server replaces with PUBLIC_URL.
 */
export const PUBLIC_URL_PLACEHOLDER = '__CERTSHEET_PUBLIC_URL__';

/** The Open Graph image in src/client/public (1200 × 630). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
