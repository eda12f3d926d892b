/**
 * What a new password must not be, beyond better-auth's length rules (8–128): one of the most
 * common passwords, or the account's own email address or the part before the @ — the first
 * things anyone guessing tries.
 */
import { isCommonPassword } from './common-passwords.js';

export interface PasswordProblem {
  code: 'PASSWORD_TOO_COMMON' | 'PASSWORD_IS_EMAIL';
  message: string;
}

export const PASSWORD_TOO_COMMON: PasswordProblem = {
  code: 'PASSWORD_TOO_COMMON',
  message: 'This password is too common. Choose one that is harder to guess.',
};

export const PASSWORD_IS_EMAIL: PasswordProblem = {
  code: 'PASSWORD_IS_EMAIL',
  message: 'Do not use your email address as your password.',
};

export function passwordProblem(password: string, email: string | null): PasswordProblem | null {
  const typed = password.trim().toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    const localPart = address.split('@')[0] ?? address;
    if (typed === address || typed === localPart) return PASSWORD_IS_EMAIL;
  }
  if (isCommonPassword(password) || isCommonPassword(password.trim())) return PASSWORD_TOO_COMMON;
  return null;
}
