/**
 * better-auth's JSON endpoints under /api/auth (same origin, cookies set by the server). Each
 * non-OK answer throws an ApiError (status, code, message); auth-error-message.ts words it.
 */
import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@shared/routes';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email */
export async function signInWithEmail(input: SignInInput): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-in/email', { ...input, rememberMe: true });
}

/**
 * POST /api/auth/sign-up/email. Signs nobody in: a link is mailed to the address, and following
 * it (the /verify-email page) signs the user in. The answer is the same for an address that
 * already has an account.
 */
export async function signUpWithEmail(input: SignUpInput): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-up/email', input);
}

/** GET /api/auth/verify-email: confirms the address and starts a session (cookie). */
export async function verifyEmail(token: string): Promise<void> {
  await apiRequest('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
}

/** POST /api/auth/request-password-reset: the link goes by email (or to the server's outbox). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/request-password-reset', {
    email,
    redirectTo: ROUTES.resetPassword,
  });
}

/** POST /api/auth/reset-password */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', { token, newPassword });
}

/** POST /api/auth/sign-in/oauth2 → the identity provider's URL to go to. */
export async function signInWithOidc(callbackURL: string): Promise<string> {
  const res = await apiRequest('POST', '/api/auth/sign-in/oauth2', {
    providerId: 'oidc',
    callbackURL,
  });
  const body = (await res.json()) as { url?: string };
  // Worded as any failure ('Something went wrong…'): the person can do nothing about it.
  if (!body.url) throw new ApiError(500, '');
  return body.url;
}

export const useSignIn = () => useMutation({ mutationFn: signInWithEmail });
export const useSignUp = () => useMutation({ mutationFn: signUpWithEmail });
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      resetPassword(token, newPassword),
  });
export const useOidcSignIn = () => useMutation({ mutationFn: signInWithOidc });
