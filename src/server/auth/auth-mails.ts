/**
 * The texts of the account mails better-auth asks us to send. Plain text; each says what
 * happened, the one link to follow, and what to do if it was not you.
 */
import type { MailMessage } from '../services/mailer.js';
import { ROUTES } from '../../shared/routes.js';

export function verificationMail(publicUrl: string, to: string, token: string): MailMessage {
  const link = `${publicUrl}${ROUTES.verifyEmail}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your CertSheet email address',
    text:
      `Open this link to confirm your email address and start using your CertSheet account` +
      ` (your 3 free conversions a month start then):\n\n${link}\n\n` +
      `If you did not create a CertSheet account, ignore this message: nothing happens without it.`,
  };
}

/** Sign-up with an address that already has an account: the answer on screen is the same. */
export function existingAccountMail(publicUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'You already have a CertSheet account',
    text:
      `Someone (probably you) tried to create a CertSheet account with this email address, ` +
      `but it already has one.\n\nSign in: ${publicUrl}${ROUTES.signIn}\n` +
      `Forgot your password? Choose "Forgot your password?" on that page.\n\n` +
      `If it was not you, ignore this message: your account has not changed.`,
  };
}

export function lockoutMail(publicUrl: string, to: string, lockedUntil: Date): MailMessage {
  return {
    to,
    subject: 'Sign-in to your CertSheet account paused',
    text:
      `There were several failed attempts to sign in to your CertSheet account, so sign-in is ` +
      `paused until ${lockedUntil.toISOString().replace('T', ' ').slice(0, 16)} UTC.\n\n` +
      `If it was you, wait, or reset your password now to sign in straight away:\n` +
      `${publicUrl}${ROUTES.signIn}\n\n` +
      `If it was not you, someone may be guessing your password: choose a strong one that you ` +
      `use nowhere else.`,
  };
}
