/**
 * Business constants from SPEC.md §9. One definition, used by server validation, the client and
 * tests. Money is in integer cents.
 */
export const MAX_FILES_PER_BATCH = 5;
export const MAX_FILES_PRO_BATCH = 50;
export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_SIZE_LABEL = '10MB';
export const MAX_PDF_PAGES = 50;
/**
 * Scanned pages read past the OCR page limit to finish the certificate the limit falls in
 * ("Page 1 of 2" on the last page read), at most: the engine reads them, the server's time
 * limit allows for them.
 */
export const OCR_FINISHING_PAGES = 3;

export const FREE_MONTHLY_CONVERSIONS = 3;
export const DUE_SOON_WINDOW_DAYS = 30;
export const DEFAULT_CALIBRATION_INTERVAL_MONTHS = 12;

export const MINUTES_SAVED_PER_CONVERSION = 20;
export const TECHNICIAN_HOURLY_RATE_CENTS = 2500;
export const SAVED_PER_CERTIFICATE_CENTS = 833;

export const PRICE_ONE_TIME_CENTS = 700;
export const PRICE_YEARLY_CENTS = 6900;
export const PRICE_PRO_MONTHLY_CENTS = 700;
export const PRO_TRIAL_DAYS = 7;
export const MONEY_BACK_DAYS = 30;
export const ANNUAL_PLAN_DAYS = 365;

export const PROCESSING_STEP_MS = 500;
export const DASHBOARD_PROGRESS_STEP_MS = 1000;
/** The conversions counter counts up from 0, and is shown only from this many conversions. */
export const COUNTER_START = 0;
export const COUNTER_MIN_TOTAL = 100;
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TICK_MS = 16;
export const DOWNLOAD_ALL_REDIRECT_MS = 2000;
export const LOGIN_REDIRECT_MS = 500;
export const RECENT_CONVERSIONS_DASHBOARD = 5;
export const RECENT_CONVERSIONS_ANALYTICS = 10;
export const TOP_MANUFACTURERS = 5;
export const RESULT_PREVIEW_FIELDS = 6;
export const SPEED_TREND_DAYS = 30;
export const DEFAULT_SUCCESS_RATE = 100;
export const DEFAULT_AVG_PROCESSING_SECONDS = 3.2;
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 1;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Pro and annual users convert up to this many PDFs in one dashboard run (free users: one). */
export const MAX_FILES_PER_PAID_RUN = 50;

export const PLANS = {
  oneTime: {
    checkoutType: 'one-time',
    name: 'Pay per download',
    priceCents: PRICE_ONE_TIME_CENTS,
    maxFiles: MAX_FILES_PER_BATCH,
  },
  yearly: {
    checkoutType: 'yearly',
    name: 'Annual Unlimited',
    priceCents: PRICE_YEARLY_CENTS,
    badge: 'BEST VALUE',
  },
  pro: {
    name: 'Pro',
    priceCents: PRICE_PRO_MONTHLY_CENTS,
    trialDays: PRO_TRIAL_DAYS,
    maxFiles: MAX_FILES_PRO_BATCH,
  },
} as const;

/**
 * How each plan is priced and billed, in the same words on every page (landing pricing, convert
 * dialog, dashboard, analytics, subscribe, checkout). Pro's trial is real: the card is saved
 * today and the first monthly payment is taken when the trial ends.
 */
export const PLAN_PRICE_LABELS = {
  oneTime: `${formatCents(PRICE_ONE_TIME_CENTS)} per batch`,
  yearly: `${formatCents(PRICE_YEARLY_CENTS)}/year`,
  pro: `${formatCents(PRICE_PRO_MONTHLY_CENTS)}/month`,
} as const;

export const PLAN_BILLING = {
  oneTime: `Paid once for the Excel files of one batch of up to ${MAX_FILES_PER_BATCH} PDFs.`,
  yearly: `Paid once today for ${ANNUAL_PLAN_DAYS} days of unlimited conversions. It does not renew.`,
  pro: `${PRO_TRIAL_DAYS}-day free trial: nothing is charged today, then ${formatCents(PRICE_PRO_MONTHLY_CENTS)}/month from day ${PRO_TRIAL_DAYS + 1}. Cancel before then and you pay nothing.`,
} as const;

/** Twelve months of Pro cost this much more than Annual Unlimited. */
export const ANNUAL_SAVING_VS_PRO_CENTS = 12 * PRICE_PRO_MONTHLY_CENTS - PRICE_YEARLY_CENTS;

export function formatCents(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}
