/**
 * Process entry: load config (a bad value stops here with one line), open the database with
 * retries, start listening, and close gracefully on SIGTERM/SIGINT (in-flight requests finish,
 * then the database closes).
 */
import { aiSettingsFrom } from './ai-client.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabaseWithRetry } from './db/database.js';
import { createParserPool } from './parser-pool.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabaseWithRetry(
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir },
    (message) => process.stderr.write(`${message}\n`),
  );
  const parser = createParserPool({
    workers: config.PARSER_WORKERS,
    timeoutMs: config.PARSER_TIMEOUT_MS,
    maxRssMb: config.PARSER_MAX_RSS_MB,
    queueMax: config.PARSER_QUEUE_MAX,
    ai: aiSettingsFrom(config),
  });
  const app = await buildApp(config, { database, parser });
  // Timeouts, crashes, kills and dropped jobs of the parser go to the server's log.
  parser.useLogger(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
    } finally {
      await parser.close();
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The one address to open: PUBLIC_URL, or http://localhost:PORT (127.0.0.1 and [::1] work too).
  // Fastify logs every interface it is bound to; those lines point at this address instead of
  // reading like addresses to open.
  const openAt = config.publicUrl;
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: (address) => `bound to ${address}; open ${openAt}`,
  });
  if (!config.PUBLIC_URL && !isWildcardOrLoopback(config.HOST)) {
    app.log.warn(
      `HOST is ${config.HOST} but PUBLIC_URL is unset: browsers reaching the app at that address are refused as cross-site. Set PUBLIC_URL to the address users open.`,
    );
  }
  // A public HTTPS address with the TEST MODE checkout means anyone can "pay" with 4242…: say so
  // loudly (the default stays `local` so a newcomer's `npm start` works with no keys).
  if (config.PAYMENT_PROVIDER === 'local' && config.publicUrl.startsWith('https://')) {
    app.log.warn(
      'PAYMENT_PROVIDER is "local" (TEST MODE: the test card pays) on a public HTTPS address; set PAYMENT_PROVIDER=stripe or off',
    );
  }
  if (config.AI_BASE_URL) {
    app.log.info(
      { aiBaseUrl: config.AI_BASE_URL, aiModel: config.AI_MODEL },
      'AI-assisted extraction on: certificate text is sent to this endpoint',
    );
  }
  process.stdout.write(`CertSheet listening on ${openAt} (open this address in a browser)\n`);
}

function isWildcardOrLoopback(host: string): boolean {
  return /^(0\.0\.0\.0|::|\[::\]|localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `CertSheet failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
