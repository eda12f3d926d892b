/**
 * Per-user reminder settings: the calendar feed token and the weekly digest opt-in. Each change
 * is one INSERT … ON CONFLICT, so concurrent requests (or instances) cannot leave two tokens or
 * lose a setting, on PGlite and PostgreSQL alike.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ReminderDigestSetting } from '../../../shared/reminders.js';
import type { Db } from '../../db/database.js';
import { reminderSettings, user } from '../../db/schema.js';

/** 32 random bytes: the feed address is its own credential. */
const newCalendarToken = () => randomBytes(32).toString('base64url');

export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed path for a token (absolute URL: PUBLIC_URL + this). */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** The user's feed token, created on first use; the same one on every later call. */
export async function calendarToken(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, calendarToken: newCalendarToken() })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: {
        calendarToken: sql`coalesce(${reminderSettings.calendarToken}, excluded.calendar_token)`,
      },
    })
    .returning({ token: reminderSettings.calendarToken });
  if (!row?.token) throw new Error('calendar token not stored');
  return row.token;
}

/** Replaces the token: the previous feed address stops working at once. */
export async function rotateCalendarToken(db: Db, userId: string): Promise<string> {
  const token = newCalendarToken();
  await db
    .insert(reminderSettings)
    .values({ userId, calendarToken: token })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { calendarToken: token, updatedAt: sql`now()` },
    });
  return token;
}

/** Whose feed a token opens, or null. */
export async function userIdForCalendarToken(db: Db, token: string): Promise<string | null> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ userId: reminderSettings.userId })
    .from(reminderSettings)
    .where(eq(reminderSettings.calendarToken, token));
  return row?.userId ?? null;
}

export async function digestSetting(db: Db, userId: string): Promise<ReminderDigestSetting> {
  const [row] = await db
    .select({ digest: reminderSettings.digest })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row?.digest === 'weekly' ? 'weekly' : 'off';
}

export async function setDigestSetting(
  db: Db,
  userId: string,
  digest: ReminderDigestSetting,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, digest })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { digest, updatedAt: sql`now()` },
    });
}

/** The digest's unsubscribe link: off for a user who still exists (a deleted one gets nothing). */
export async function turnOffDigest(db: Db, userId: string): Promise<void> {
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (exists) await setDigestSetting(db, userId, 'off');
}
