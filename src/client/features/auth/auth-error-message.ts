/** Words a failed auth request for the person at the keyboard. */
import { ApiError } from '@/lib/api-error';

export type AuthAction = 'sign-in' | 'sign-up' | 'reset-request' | 'reset' | 'verify';

export const MIN_PASSWORD_LENGTH = 8;

/** better-auth answers `{ code, message }`; a network failure has neither, nor a status. */
function parse(error: unknown): {
  status: number | null;
  code: string | null;
  message: string | null;
} {
  if (!(error instanceof ApiError)) return { status: null, code: null, message: null };
  return { status: error.status, code: error.code, message: error.message || null };
}

export function authErrorMessage(error: unknown, action: AuthAction): string {
  const { status, code, message } = parse(error);
  // The account itself is paused after repeated wrong passwords: the server says for how long.
  if (code === 'ACCOUNT_LOCKED' && message) return message;
  if (status === 429) return 'Too many attempts. Please wait a minute, then try again.';
  if (code === 'EMAIL_NOT_VERIFIED')
    return 'Confirm your email address first: we have emailed you a new link.';
  // Common passwords and the email address as password: the server's words are plain.
  if ((code === 'PASSWORD_TOO_COMMON' || code === 'PASSWORD_IS_EMAIL') && message) return message;
  if (code === 'PASSWORD_TOO_SHORT')
    return `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (code === 'PASSWORD_TOO_LONG') return 'Choose a shorter password (at most 128 characters).';
  if (code === 'INVALID_EMAIL') return 'Enter a valid email address.';
  if (action === 'sign-in' && (status === 401 || code === 'INVALID_EMAIL_OR_PASSWORD'))
    return 'Incorrect email or password. Check them, or reset your password.';
  if (action === 'reset' && (code === 'INVALID_TOKEN' || status === 400))
    return 'This reset link is invalid or has expired. Ask for a new one.';
  if (action === 'verify' && (status === 401 || status === 400))
    return 'This confirmation link is invalid or has expired. Sign in to get a new one.';
  if (status === null) return 'Could not reach CertSheet. Check your connection and try again.';
  return message ?? 'Something went wrong. Please try again.';
}

/** A same-site path to return to after signing in (never another site). */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}
