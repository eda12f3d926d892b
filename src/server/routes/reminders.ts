/**
 * Reminders: the signed-in user's private calendar feed address (and its rotation), the weekly
 * digest setting, the feed itself (its address is the credential: no cookies, calendar apps
 * fetch it) and the digest's one-click unsubscribe (its signed token is the credential).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
import { downloadDisposition } from '../plugins/download-headers.js';
import { signedInUser } from '../plugins/require-user.js';
import { invalidRequest, type ZodTypeProvider } from '../plugins/route-schemas.js';
import { buildCalendar, CALENDAR_CONTENT_TYPE } from '../services/reminders/calendar-feed.js';
import { accountInstruments } from '../services/reminders/instruments.js';
import {
  calendarFeedPath,
  calendarToken,
  digestSetting,
  rotateCalendarToken,
  setDigestSetting,
  turnOffDigest,
  userIdForCalendarToken,
} from '../services/reminders/settings.js';
import { UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from '../services/reminders/unsubscribe.js';
import {
  accountSettingsPatchSchema,
  accountSettingsSchema,
  calendarFeedResponseSchema,
  calendarFileParamsSchema,
  unsubscribeQuerySchema,
} from '../../shared/reminders.js';

const FEED_ROUTE = /^([A-Za-z0-9_-]{43})\.ics$/;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} — CertSheet</title></head>
<body><main><h1>${title}</h1>${body}<p><a href="/dashboard">Go to your dashboard</a></p></main></body></html>`;
}

export async function reminderRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const signedIn = { preValidation: app.requireUser };
  const feedUrl = (token: string) => `${ctx.config.publicUrl}${calendarFeedPath(token)}`;
  const rateLimit = { max: Math.max(60, ctx.config.RATE_LIMIT_PER_MINUTE), timeWindow: '1 minute' };

  const feedResponse = { schema: { response: { 200: calendarFeedResponseSchema } } };
  const settingsResponse = { 200: accountSettingsSchema };

  app.get('/api/account/calendar', { ...signedIn, ...feedResponse }, async (request, reply) => {
    const account = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return { url: feedUrl(await calendarToken(db, account.id)) };
  });

  app.post(
    '/api/account/calendar/rotate',
    { ...signedIn, ...feedResponse },
    async (request, reply) => {
      const account = signedInUser(request);
      const token = await rotateCalendarToken(db, account.id);
      request.log.info({ userId: account.id }, 'calendar feed address rotated');
      reply.header('cache-control', 'no-store');
      return { url: feedUrl(token) };
    },
  );

  app.get(
    '/api/account/settings',
    { ...signedIn, schema: { response: settingsResponse } },
    async (request) => ({ reminders: await digestSetting(db, signedInUser(request).id) }),
  );

  app.patch(
    '/api/account/settings',
    {
      ...signedIn,
      schema: { body: accountSettingsPatchSchema, response: settingsResponse },
      schemaErrorFormatter: invalidRequest(
        'Send { "reminders": "weekly" } or { "reminders": "off" }.',
      ),
    },
    async (request) => {
      const { reminders } = request.body;
      await setDigestSetting(db, signedInUser(request).id, reminders);
      return { reminders };
    },
  );

  app.get(
    '/api/calendar/:file',
    { config: { rateLimit }, schema: { params: calendarFileParamsSchema } },
    async (request, reply) => {
      const token = FEED_ROUTE.exec(request.params.file)?.[1];
      const userId = token ? await userIdForCalendarToken(db, token) : null;
      if (!userId) throw AppError.notFound('No calendar at this address.');
      const instruments = await accountInstruments(db, userId, {
        today: today(ctx),
        dueSoonDays: ctx.config.DUE_SOON_DAYS,
        defaultIntervalMonths: ctx.config.DEFAULT_CALIBRATION_INTERVAL_MONTHS,
      });
      const body = buildCalendar(instruments, {
        host: new URL(ctx.config.publicUrl).hostname,
        now: ctx.clock.now(),
        today: today(ctx),
        dueSoonDays: ctx.config.DUE_SOON_DAYS,
        dashboardUrl: `${ctx.config.publicUrl}/dashboard`,
      });
      return reply
        .header('content-type', CALENDAR_CONTENT_TYPE)
        .header('content-disposition', downloadDisposition('certsheet-due-dates.ics', 'inline'))
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );

  // The link in the mail opens a page with one button (a link scanner's GET unsubscribes
  // nobody); mail clients' one-click POST (RFC 8058) and that button turn the digest off.
  const unsubscribe = { schema: { querystring: unsubscribeQuerySchema } };
  app.get(UNSUBSCRIBE_PATH, unsubscribe, async (request, reply) => {
    const token = request.query.token ?? '';
    const userId = verifyUnsubscribeToken(ctx.config.sessionSecret, token);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('referrer-policy', 'no-referrer');
    if (!userId) {
      return reply
        .code(404)
        .send(page('Link not valid', '<p>This unsubscribe link is not valid.</p>'));
    }
    return reply.send(
      page(
        'Unsubscribe from the weekly digest',
        `<p>Stop the weekly e-mail of overdue and due-soon instruments? You can turn it on again on your dashboard.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // RFC 8058 clients post `List-Unsubscribe=One-Click` as a form; its content is not needed.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.post(UNSUBSCRIBE_PATH, unsubscribe, async (request, reply) => {
      const userId = verifyUnsubscribeToken(ctx.config.sessionSecret, request.query.token ?? '');
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('referrer-policy', 'no-referrer');
      if (!userId) {
        return reply
          .code(404)
          .send(page('Link not valid', '<p>This unsubscribe link is not valid.</p>'));
      }
      await turnOffDigest(db, userId);
      request.log.info({ userId }, 'weekly digest unsubscribed');
      return reply.send(
        page(
          'You are unsubscribed',
          '<p>You will no longer receive the weekly digest. Turn it on again on your dashboard at any time.</p>',
        ),
      );
    });
  });
}
