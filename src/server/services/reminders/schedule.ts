/**
 * The server's daily reminder pass. A timer ticks every hour and runs the pass once per UTC day
 * (the first tick comes a minute after start, so a restart never skips a day); the pass itself
 * decides who is due a digest, so instances restarting or ticking together send nothing twice.
 * The timer is unref'd and stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { today, type AppContext } from '../../app-context.js';
import { runReminderPass } from './digest.js';

export const REMINDER_TICK_MS = 60 * 60 * 1000;
export const REMINDER_FIRST_TICK_MS = 60 * 1000;

export function scheduleReminderPasses(app: FastifyInstance, ctx: AppContext): void {
  let lastPassDay: string | null = null;
  let running = false;
  const tick = async () => {
    const day = today(ctx);
    if (running || lastPassDay === day) return;
    running = true;
    try {
      const report = await runReminderPass({
        db: ctx.database.db,
        config: ctx.config,
        mailer: ctx.mailer,
        today: day,
        now: ctx.clock.now(),
      });
      lastPassDay = day;
      const sent = report.outcomes.filter((outcome) => outcome.result === 'sent').length;
      const failed = report.outcomes.filter((outcome) => outcome.result === 'failed');
      if (sent > 0) app.log.info({ sent, today: day }, 'reminders: digests sent');
      if (failed.length > 0) {
        app.log.warn({ failed: failed.length, today: day }, 'reminders: digests not sent; retried');
        lastPassDay = null;
      }
    } catch (error) {
      app.log.warn({ err: error }, 'reminder pass failed; will retry');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), REMINDER_FIRST_TICK_MS);
  const timer = setInterval(() => void tick(), REMINDER_TICK_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
