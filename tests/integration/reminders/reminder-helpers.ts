/**
 * What the reminder tests share: a signed-in user with certificates in their account, one pass of
 * the digest (as the server's timer or `certsheet reminders` runs it) and the digests in the
 * outbox, parsed into headers, text and HTML.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../src/server/config.js';
import type { Db } from '../../../src/server/db/database.js';
import { user } from '../../../src/server/db/schema.js';
import { createMailer } from '../../../src/server/services/mailer.js';
import { runReminderPass } from '../../../src/server/services/reminders/digest.js';
import type { InstrumentFields } from '../../../src/shared/extraction.js';
import { HttpSession } from '../../helpers/http-session.js';
import { mailsTo } from '../../helpers/outbox.js';
import { seedConversion } from '../../helpers/seed.js';

export const silentMailLog = { info() {} };

export interface SignedInUser {
  browser: HttpSession;
  userId: string;
  email: string;
}

export async function signedInUser(
  app: FastifyInstance,
  db: Db,
  email: string,
  certificates: Partial<InstrumentFields>[] = [],
): Promise<SignedInUser & { conversionIds: string[] }> {
  const browser = new HttpSession(app);
  await browser.signUp(email);
  const [me] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!me) throw new Error(`no user ${email}`);
  const conversionIds: string[] = [];
  for (const [index, fields] of certificates.entries()) {
    const row = await seedConversion(db, {
      userId: me.id,
      fields,
      filename: `certificate-${index + 1}.pdf`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
    conversionIds.push(row.id);
  }
  return { browser, userId: me.id, email, conversionIds };
}

export async function optIn(browser: HttpSession, reminders: 'weekly' | 'off' = 'weekly') {
  const res = await browser.request({
    method: 'PATCH',
    url: '/api/account/settings',
    payload: { reminders },
  });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
}

/** One pass on `today`, mailing through the app's outbox. */
export function reminderPass(db: Db, config: AppConfig, today: string) {
  return runReminderPass({
    db,
    config,
    mailer: createMailer(config, silentMailLog),
    today,
    now: new Date(`${today}T06:00:00Z`),
  });
}

export interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** The digests (mails with an unsubscribe header) mailed to `email`, oldest first. */
export function digestsTo(dataDir: string, email: string): ParsedMail[] {
  return mailsTo(dataDir, email)
    .map(parseOutboxMail)
    .filter((mail) => mail.headers['list-unsubscribe'] !== undefined);
}

export function parseOutboxMail(raw: string): ParsedMail {
  const split = raw.indexOf('\n\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 2);
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, text: body, html: '' };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const start = part.indexOf('\n\n');
      return { head: part.slice(0, start), content: part.slice(start + 2).replace(/\n$/, '') };
    });
  return {
    headers,
    text: parts.find((part) => part.head.includes('text/plain'))?.content ?? '',
    html: parts.find((part) => part.head.includes('text/html'))?.content ?? '',
  };
}
