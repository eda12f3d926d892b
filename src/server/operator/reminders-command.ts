/**
 * certsheet reminders [--today YYYY-MM-DD]: one pass of the weekly reminder digest against the
 * configured database (DATA_DIR or DATABASE_URL) and mailer (SMTP_URL or DATA_DIR/outbox), the
 * same pass the server runs daily. Prints one line per user it considered.
 * Exit codes: 0 done (nothing to send is fine), 1 a mail failed or the database could not be
 * opened, 2 usage error.
 *
 * It lives with the server, not in src/cli, because it runs the server's own code (database,
 * mailer, the digest pass): the CLI stays free of the server, and bin/certsheet.js hands this
 * command to the CLI's main.
 */
import { parseArgs } from 'node:util';
import { isValidIsoDate } from '../../shared/due-status.js';
import {
  ConfigError,
  runOperatorReminderPass,
  type ReminderPassReport,
} from '../services/reminders/operator-pass.js';
import type { OperatorCommand } from './operator-command.js';

export const REMINDERS_USAGE =
  'reminders [--today YYYY-MM-DD]  Send the weekly due-date digests now';

const HELP = `Usage: certsheet reminders [options]

Runs one pass of the weekly reminder digest, as the server does daily: every user who turned the
digest on and has instruments overdue or due within DUE_SOON_DAYS gets one mail, at most once in
7 days (several instances or runs at once still send one). Uses the server's configuration from
the environment: DATA_DIR or DATABASE_URL, SMTP_URL (else DATA_DIR/outbox/), PUBLIC_URL,
SESSION_SECRET, DUE_SOON_DAYS, DEFAULT_CALIBRATION_INTERVAL_MONTHS. With the embedded database,
stop the server first: only one process may open DATA_DIR/db.

Options:
      --today YYYY-MM-DD   The day to run the pass for (default: today, UTC)
  -h, --help               Show this help

Exit status: 0 done, 1 a mail could not be sent or the database could not be opened, 2 usage error.`;

export function formatReport(report: ReminderPassReport): string {
  const lines = report.outcomes.map((outcome) => {
    const counts = `${outcome.overdue} overdue, ${outcome.dueSoon} due soon`;
    if (outcome.result === 'sent') return `sent      ${outcome.email}  (${counts})`;
    if (outcome.result === 'nothing-due') return `no mail   ${outcome.email}  (nothing due)`;
    return `FAILED    ${outcome.email}  (${counts}): ${outcome.error ?? 'unknown error'}`;
  });
  const sent = report.outcomes.filter((outcome) => outcome.result === 'sent').length;
  lines.push(`Reminders for ${report.today}: ${sent} digest${sent === 1 ? '' : 's'} sent.`);
  return `${lines.join('\n')}\n`;
}

export const remindersCommand: OperatorCommand = {
  operator: true,
  name: 'reminders',
  usage: REMINDERS_USAGE,
  async run(args) {
    let values;
    try {
      ({ values } = parseArgs({
        args,
        options: { today: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      process.stderr.write(`certsheet reminders: ${(error as Error).message}\n\n${HELP}\n`);
      return 2;
    }
    if (values.help) {
      process.stdout.write(`${HELP}\n`);
      return 0;
    }
    if (values.today !== undefined && !isValidIsoDate(values.today)) {
      process.stderr.write(
        'certsheet reminders: --today must be a date in the format YYYY-MM-DD\n',
      );
      return 2;
    }
    try {
      const report = await runOperatorReminderPass({
        env: process.env,
        ...(values.today ? { today: values.today } : {}),
        log: (line) => process.stderr.write(`${line}\n`),
      });
      process.stdout.write(formatReport(report));
      return report.outcomes.some((outcome) => outcome.result === 'failed') ? 1 : 0;
    } catch (error) {
      if (error instanceof ConfigError) {
        process.stderr.write(`${error.message}\n`);
        return 2;
      }
      process.stderr.write(
        `certsheet reminders: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      return 1;
    }
  },
};
