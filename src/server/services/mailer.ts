/**
 * Outgoing mail (password reset, verification, account set-up). SMTP when SMTP_URL is set;
 * otherwise each message is written to DATA_DIR/outbox/ so a newcomer can follow the links
 * without a mail server.
 *
 * Mails carry secrets (reset and verification links are as good as a password), so a message
 * body never goes to the log — only its recipient and subject — and the outbox is readable by
 * the server's own user only (directory 0700, files 0600). config.ts refuses to start a public
 * production server that would fall back to the outbox unless the operator asks for it.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the reminder digest). */
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

const OUTBOX_DIR_MODE = 0o700;
const OUTBOX_FILE_MODE = 0o600;

export function createMailer(config: AppConfig, log: MailLog): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return outboxMailer(path.join(config.dataDir, 'outbox'), config.MAIL_FROM, log);
}

function outboxMailer(outbox: string, from: string, log: MailLog): Mailer {
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true, mode: OUTBOX_DIR_MODE });
      // mkdir's mode applies only to a new directory: an outbox made before files were private
      // (0755) is tightened too, which also hides the older world-readable files in it.
      await chmod(outbox, OUTBOX_DIR_MODE);
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}-${safeTo}.txt`);
      await writeFile(
        file,
        outboxText(from, message),
        // 'wx': a new file only, never through a planted file or symlink of the same name.
        { mode: OUTBOX_FILE_MODE, flag: 'wx' },
      );
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}

/**
 * The outbox file: headers, then the text. With an HTML alternative the body is a
 * multipart/alternative MIME message (8bit, so links stay readable in the file).
 */
function outboxText(from: string, message: MailMessage): string {
  const extra = Object.entries(message.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\n`)
    .join('');
  const head = `From: ${from}\nTo: ${message.to}\nSubject: ${message.subject}\n${extra}`;
  if (message.html === undefined) return `${head}\n${message.text}\n`;
  const boundary = `certsheet-${randomBytes(8).toString('hex')}`;
  return (
    `${head}MIME-Version: 1.0\nContent-Type: multipart/alternative; boundary="${boundary}"\n\n` +
    `--${boundary}\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${message.text}\n` +
    `--${boundary}\nContent-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${message.html}\n` +
    `--${boundary}--\n`
  );
}
