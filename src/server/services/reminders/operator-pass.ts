/**
 * One reminder pass for an operator (`certsheet reminders`): the configuration from the
 * environment, the configured database (DATA_DIR or DATABASE_URL, migrated like the server does)
 * and mailer, closed again afterwards. The one server module the CLI may import (eslint.config.js).
 */
import { todayIso } from '../../../shared/due-status.js';
import { loadConfig } from '../../config.js';
import { openDatabaseWithRetry } from '../../db/database.js';
import { createMailer } from '../mailer.js';
import { runReminderPass, type ReminderPassReport } from './digest.js';

export { ConfigError } from '../../config.js';
export type { ReminderPassReport } from './digest.js';

export interface OperatorPassOptions {
  env: Record<string, string | undefined>;
  /** The day to run the pass for (default: today, UTC). */
  today?: string;
  /** Progress and mail log lines (stderr). */
  log(line: string): void;
}

export async function runOperatorReminderPass(
  options: OperatorPassOptions,
): Promise<ReminderPassReport> {
  const config = loadConfig(options.env);
  const database = await openDatabaseWithRetry(
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2 },
    options.log,
    3,
    1000,
  );
  try {
    const now = new Date();
    const mailer = createMailer(config, {
      info: (obj, msg) => options.log(`${msg}: ${JSON.stringify(obj)}`),
    });
    return await runReminderPass({
      db: database.db,
      config,
      mailer,
      today: options.today ?? todayIso(now),
      now,
    });
  } finally {
    await database.close();
  }
}
