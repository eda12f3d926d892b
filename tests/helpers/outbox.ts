/**
 * Reading the mails an app wrote to its outbox (DATA_DIR/outbox, used when no SMTP server is
 * configured) — as a person would read their inbox: the newest mail to an address, and the
 * verification or reset link in it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const dataDirs = new WeakMap<FastifyInstance, string>();

/** buildTestApp records where each app keeps its data, so a browser can read its mail. */
export function registerDataDir(app: FastifyInstance, dataDir: string) {
  dataDirs.set(app, dataDir);
}

export function dataDirOf(app: FastifyInstance): string {
  const dir = dataDirs.get(app);
  if (!dir) throw new Error('this app was not built by buildTestApp: pass its data directory');
  return dir;
}

/** Every mail to `to`, oldest first. */
export function mailsTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .map((file) => path.join(outbox, file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((file) => readFileSync(file, 'utf8'))
    .filter((mail) => new RegExp(`^To: ${escape(to)}$`, 'mi').test(mail));
}

/** The token of the newest link to `route` (e.g. /verify-email) mailed to `to`. */
export function latestLinkToken(dataDir: string, to: string, route: string): string {
  const mails = mailsTo(dataDir, to).reverse();
  for (const mail of mails) {
    const match = new RegExp(`${escape(route)}\\?token=([^\\s&]+)`).exec(mail);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no ${route} link mailed to ${to}`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
