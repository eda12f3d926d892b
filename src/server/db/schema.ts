/**
 * Database schema (Drizzle, Postgres dialect): the same tables on embedded PGlite and on a
 * PostgreSQL server. Auth tables have the shape better-auth's Drizzle adapter expects (it maps by
 * property name, so the SQL columns stay snake_case). Uploaded PDF bytes are never stored: a
 * conversion keeps the extraction JSON and metadata only.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Corrections } from '../../shared/corrections.js';
import type { Extraction } from '../../shared/extraction.js';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---- better-auth ---------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: tz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tz('access_token_expires_at'),
    refreshTokenExpiresAt: tz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** better-auth's rate limiter in the database, so limits hold across app instances. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Our own API rate limits (fixed windows), shared by every app instance. */
export const apiRateLimits = pgTable(
  'api_rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Per-account sign-in back-off (besides better-auth's per-address limit): failed passwords for an
 * email address, counted in a window, and the lock they led to. Keyed by the address as typed
 * (lower-cased), whether or not an account exists, so the answer reveals nothing.
 */
export const signInGuards = pgTable('sign_in_guards', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: tz('window_started_at').notNull(),
  /** How many locks in a row (each one longer); forgotten after a quiet day or a sign-in. */
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: tz('locked_until'),
});

// ---- conversions -----------------------------------------------------------------------------

export const conversions = pgTable(
  'conversions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Anonymous visitor id from the signed visitor cookie, when not signed in. */
    visitorId: text('visitor_id'),
    filename: text('filename').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    success: boolean('success').notNull(),
    errorType: text('error_type'),
    errorMessage: text('error_message'),
    extraction: jsonb('extraction').$type<Extraction>(),
    /** User corrections by instrument index then field key; workbooks prefer these. */
    corrections: jsonb('corrections').$type<Corrections>().notNull().default({}),
    dataPointsExtracted: integer('data_points_extracted').notNull().default(0),
    processingTimeMs: integer('processing_time_ms').notNull().default(0),
    extractionMethod: text('extraction_method').notNull().default('pattern'),
    fileSizeBytes: integer('file_size_bytes').notNull().default(0),
    /** Denormalised for SQL aggregations in analytics. */
    equipmentName: text('equipment_name'),
    manufacturer: text('manufacturer'),
    dueDate: text('due_date'),
    /** When retention deletes it; null = kept until the user deletes it. */
    expiresAt: tz('expires_at'),
    /** Set when a paid order covers it. */
    paidAt: tz('paid_at'),
    /** A signed-in free user's conversion that used a monthly quota slot: downloadable free. */
    quotaCovered: boolean('quota_covered').notNull().default(false),
  },
  (table) => [
    index('conversions_user_created_idx').on(table.userId, table.createdAt),
    index('conversions_visitor_idx').on(table.visitorId),
    index('conversions_expires_idx').on(table.expiresAt),
  ],
);

/** Free-plan quota per user and calendar month (UTC), incremented atomically. */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' */
    month: text('month').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);

// ---- reminders ------------------------------------------------------------------------------

/**
 * A user's reminder settings: the private calendar feed's token (null until first asked for; a
 * rotation replaces it, so the old address answers 404) and the opt-in weekly digest. The digest
 * columns are also its lease: an instance claims a user with one conditional UPDATE (claim id and
 * a deadline) before mailing, so several instances running the pass send one mail.
 */
export const reminderSettings = pgTable('reminder_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  calendarToken: text('calendar_token').unique(),
  /** 'weekly' | 'off' */
  digest: text('digest').notNull().default('off'),
  /** The day (YYYY-MM-DD, the pass's "today") the last digest was sent. */
  digestSentOn: text('digest_sent_on'),
  digestClaimId: text('digest_claim_id'),
  digestClaimedUntil: tz('digest_claimed_until'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

// ---- payments --------------------------------------------------------------------------------

export const checkoutOrders = pgTable(
  'checkout_orders',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's checkout session id (local: our own id). */
    providerSessionId: text('provider_session_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    email: text('email'),
    createdAt: tz('created_at').notNull().defaultNow(),
    paidAt: tz('paid_at'),
    /**
     * The paid view's address, /orders/{accessToken}: an unguessable capability that reopens
     * the order's files from any browser (the receipt mail links it) for the paid retention
     * window. Null on orders made before it existed.
     */
    accessToken: text('access_token'),
    /** When the receipt mail went out (at most once per order). */
    receiptSentAt: tz('receipt_sent_at'),
  },
  (table) => [
    uniqueIndex('checkout_orders_provider_session_idx').on(table.provider, table.providerSessionId),
    uniqueIndex('checkout_orders_access_token_idx').on(table.accessToken),
  ],
);

export const checkoutOrderConversions = pgTable(
  'checkout_order_conversions',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => checkoutOrders.id, { onDelete: 'cascade' }),
    conversionId: text('conversion_id')
      .notNull()
      .references(() => conversions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.conversionId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'pro' (monthly) or 'annual' (yearly purchase). */
    plan: text('plan').notNull(),
    /** incomplete | trialing | active | past_due | canceled */
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    currentPeriodEnd: tz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    uniqueIndex('subscriptions_provider_sub_idx').on(table.provider, table.providerSubscriptionId),
  ],
);

/**
 * The built-in test-mode provider's own ledger: a checkout session or subscription confirmed with
 * the test card. Fulfilment reads this (the provider's truth), never the browser's word.
 */
export const localPayments = pgTable('local_payments', {
  sessionId: text('session_id').primaryKey(),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  cardLast4: text('card_last4'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Provider events already handled, so a webhook delivered twice is fulfilled once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: tz('received_at').notNull().defaultNow(),
});

// ---- counters and tracking -----------------------------------------------------------------

/** Monotonic counters that survive retention deletes (e.g. total conversions). */
export const appCounters = pgTable('app_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export const templateDownloads = pgTable(
  'template_downloads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    templateName: text('template_name').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('template_downloads_created_idx').on(table.createdAt)],
);

export const schema = {
  user,
  session,
  account,
  verification,
  rateLimit,
  apiRateLimits,
  signInGuards,
  conversions,
  monthlyUsage,
  reminderSettings,
  checkoutOrders,
  checkoutOrderConversions,
  subscriptions,
  paymentEvents,
  localPayments,
  appCounters,
  templateDownloads,
};
