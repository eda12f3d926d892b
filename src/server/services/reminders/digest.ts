/**
 * The weekly e-mail digest. A pass mails each opted-in user whose instruments are overdue or due
 * within DUE_SOON_DAYS one list of them — at most once in 7 days, and exactly once however many
 * instances run the pass at the same time: before mailing, an instance claims the user with one
 * conditional UPDATE on their settings row (a claim id and a deadline); the row lock makes a
 * second instance's UPDATE see the claim (or the day it was sent) and match nothing. A claim
 * whose instance died runs out after CLAIM_MS and the user is tried again.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { DIGEST_MIN_DAYS_BETWEEN } from '../../../shared/reminders.js';
import { isoToUtcDay } from '../../../shared/due-status.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { reminderSettings, user } from '../../db/schema.js';
import type { MailMessage, Mailer } from '../mailer.js';
import {
  accountInstruments,
  instrumentLabel,
  isAssumedDueDate,
  type ReminderInstrument,
} from './instruments.js';
import { unsubscribeUrl } from './unsubscribe.js';

/** How long a claim holds before another instance may take the user over. */
export const CLAIM_MS = 15 * 60 * 1000;

export type DigestConfig = Pick<
  AppConfig,
  'publicUrl' | 'sessionSecret' | 'DUE_SOON_DAYS' | 'DEFAULT_CALIBRATION_INTERVAL_MONTHS'
>;

export interface ReminderPassDeps {
  db: Db;
  config: DigestConfig;
  mailer: Mailer;
  /** The day the pass is for (YYYY-MM-DD): statuses and the 7-day rule use it. */
  today: string;
  /** Wall-clock time, for claim deadlines. */
  now: Date;
}

export interface DigestOutcome {
  email: string;
  /** sent: mailed; nothing-due: no mail; failed: the mail could not be sent (retried next pass). */
  result: 'sent' | 'nothing-due' | 'failed';
  overdue: number;
  dueSoon: number;
  error?: string;
}

export interface ReminderPassReport {
  today: string;
  outcomes: DigestOutcome[];
}

function shiftDays(iso: string, days: number): string {
  const day = isoToUtcDay(iso);
  if (day === null) throw new Error(`not a date: ${iso}`);
  return new Date((day + days) * 86_400_000).toISOString().slice(0, 10);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function whenText(instrument: ReminderInstrument): string {
  const days = instrument.daysUntilDue;
  if (days < 0) return `${plural(-days, 'day')} overdue`;
  if (days === 0) return 'due today';
  return `due in ${plural(days, 'day')}`;
}

function detailText(instrument: ReminderInstrument): string {
  const assumed = isAssumedDueDate(instrument) ? ' (assumed: calculated, not printed)' : '';
  const facts = [
    `due ${instrument.dueDate}${assumed}, ${whenText(instrument)}`,
    `certificate ${instrument.certificateNumber ?? 'not stated'}`,
    `lab ${instrument.calibrationLab ?? 'not stated'}`,
  ];
  return facts.join('; ');
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface DigestMailInput {
  to: string;
  name: string;
  today: string;
  dueSoonDays: number;
  overdue: ReminderInstrument[];
  dueSoon: ReminderInstrument[];
  dashboardUrl: string;
  unsubscribeUrl: string;
}

/** The digest as plain text and HTML, with one-click unsubscribe headers (RFC 2369, RFC 8058). */
export function digestMail(input: DigestMailInput): MailMessage {
  const counts = [
    input.overdue.length > 0 ? `${input.overdue.length} overdue` : null,
    input.dueSoon.length > 0 ? `${input.dueSoon.length} due soon` : null,
  ].filter(Boolean);
  const subject = `Calibration reminder: ${counts.join(', ')}`;
  const intro = `These instruments in your CertSheet account are overdue or due for calibration within ${input.dueSoonDays} days (as of ${input.today}):`;
  const sections = [
    { title: 'Overdue', items: input.overdue },
    { title: 'Due soon', items: input.dueSoon },
  ].filter((section) => section.items.length > 0);

  const text = [
    `Hello ${input.name},`,
    '',
    intro,
    ...sections.flatMap((section) => [
      '',
      `${section.title}:`,
      ...section.items.map((item) => `- ${instrumentLabel(item)}: ${detailText(item)}`),
    ]),
    '',
    `Your register: ${input.dashboardUrl}`,
    '',
    'You receive this weekly digest because you turned it on in your CertSheet dashboard.',
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ].join('\n');

  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.flatMap((section) => [
      `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2>`,
      '<ul>',
      ...section.items.map(
        (item) =>
          `<li><strong>${escapeHtml(instrumentLabel(item))}</strong>: ${escapeHtml(detailText(item))}</li>`,
      ),
      '</ul>',
    ]),
    `<p><a href="${escapeHtml(input.dashboardUrl)}">Open your register</a></p>`,
    '<p style="font-size:12px;color:#475569">You receive this weekly digest because you turned it on in your CertSheet dashboard. ',
    `<a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** One pass over every opted-in user (the server's daily timer and `certsheet reminders`). */
export async function runReminderPass(deps: ReminderPassDeps): Promise<ReminderPassReport> {
  const { db, config, today, now } = deps;
  const sentBefore = shiftDays(today, -DIGEST_MIN_DAYS_BETWEEN);
  const eligible = and(
    eq(reminderSettings.digest, 'weekly'),
    or(isNull(reminderSettings.digestSentOn), lte(reminderSettings.digestSentOn, sentBefore)),
    or(isNull(reminderSettings.digestClaimedUntil), lt(reminderSettings.digestClaimedUntil, now)),
  );
  const candidates = await db
    .select({ userId: user.id, email: user.email, name: user.name })
    .from(reminderSettings)
    .innerJoin(user, eq(user.id, reminderSettings.userId))
    .where(and(eligible, eq(user.emailVerified, true)))
    .orderBy(user.id);

  const outcomes: DigestOutcome[] = [];
  for (const candidate of candidates) {
    const claimId = randomUUID();
    const claimed = await db
      .update(reminderSettings)
      .set({ digestClaimId: claimId, digestClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(reminderSettings.userId, candidate.userId), eligible))
      .returning({ userId: reminderSettings.userId });
    if (claimed.length === 0) continue; // another instance has it, or just sent it
    const release = (sentOn?: string) =>
      db
        .update(reminderSettings)
        .set({
          digestClaimId: null,
          digestClaimedUntil: null,
          ...(sentOn ? { digestSentOn: sentOn } : {}),
        })
        .where(
          and(
            eq(reminderSettings.userId, candidate.userId),
            eq(reminderSettings.digestClaimId, claimId),
          ),
        );

    let overdue: ReminderInstrument[] = [];
    let dueSoon: ReminderInstrument[] = [];
    try {
      const instruments = await accountInstruments(db, candidate.userId, {
        today,
        dueSoonDays: config.DUE_SOON_DAYS,
        defaultIntervalMonths: config.DEFAULT_CALIBRATION_INTERVAL_MONTHS,
      });
      overdue = instruments.filter((item) => item.status === 'Overdue');
      dueSoon = instruments.filter((item) => item.status === 'Due Soon');
      if (overdue.length + dueSoon.length === 0) {
        await release();
        outcomes.push({ email: candidate.email, result: 'nothing-due', overdue: 0, dueSoon: 0 });
        continue;
      }
      await deps.mailer.send(
        digestMail({
          to: candidate.email,
          name: candidate.name || candidate.email,
          today,
          dueSoonDays: config.DUE_SOON_DAYS,
          overdue,
          dueSoon,
          dashboardUrl: `${config.publicUrl}/dashboard`,
          unsubscribeUrl: unsubscribeUrl(config.publicUrl, config.sessionSecret, candidate.userId),
        }),
      );
    } catch (error) {
      await release().catch(() => {});
      outcomes.push({
        email: candidate.email,
        result: 'failed',
        overdue: overdue.length,
        dueSoon: dueSoon.length,
        error: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    await release(today);
    outcomes.push({
      email: candidate.email,
      result: 'sent',
      overdue: overdue.length,
      dueSoon: dueSoon.length,
    });
  }
  return { today, outcomes };
}
