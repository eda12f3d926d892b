/**
 * Outgoing mail (password reset, verification, account set-up). SMTP when SMTP_URL is set;
 * otherwise each message is written to the log and to DATA_DIR/outbox/ so a newcomer can follow
 * the links without a mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

export function createMailer(config: AppConfig, log: MailLog): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.txt`,
      );
      await writeFile(
        file,
        `From: ${config.MAIL_FROM}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`,
      );
      log.info(
        { to: message.to, subject: message.subject, file },
        `mail (outbox): ${message.text}`,
      );
    },
  };
}
