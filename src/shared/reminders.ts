/**
 * Reminders contract: the private calendar feed of due dates and the opt-in weekly e-mail digest
 * (GET /api/account/calendar, POST /api/account/calendar/rotate, GET/PATCH /api/account/settings).
 */
import { z } from 'zod';

export const REMINDER_DIGEST_SETTINGS = ['weekly', 'off'] as const;
export type ReminderDigestSetting = (typeof REMINDER_DIGEST_SETTINGS)[number];

/** A user gets at most one digest in this many days. */
export const DIGEST_MIN_DAYS_BETWEEN = 7;

export const calendarFeedResponseSchema = z.object({
  /** Absolute, private feed address (webcal clients take the https form too). */
  url: z.url(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const accountSettingsSchema = z.object({
  reminders: z.enum(REMINDER_DIGEST_SETTINGS),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const accountSettingsPatchSchema = accountSettingsSchema.strict();

/** GET /api/calendar/:file — `<token>.ics`, the feed's private address. */
export const calendarFileParamsSchema = z.object({ file: z.string() });

/** The weekly digest's unsubscribe page and its one-click POST: `?token=` (a signed user id). */
export const unsubscribeQuerySchema = z.object({
  // A repeated key (an array) counts as no token: the link is then not valid.
  token: z.string().optional().catch(undefined),
});
