import { useEffect } from 'react';
import { toast, toastsShown } from '@/lib/toast/toast';
import { LOGIN_REDIRECT_MS } from '@shared/constants';
import { NAV } from '@shared/routes';

export interface LoginRedirectMessage {
  title: string;
  description: string;
  /** Open the sign-in page on its Create Account tab (e.g. someone starting a free trial). */
  signUp?: boolean;
}

/** SPEC §6/§8: signed out on a signed-in screen. */
export const LOGGED_OUT_MESSAGE: LoginRedirectMessage = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
};

/** /api/login, coming back to the current page after signing in. */
export function loginUrl(signUp = false): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `${NAV.login}?${signUp ? 'mode=sign-up&' : ''}returnTo=${encodeURIComponent(here)}`;
}

/** Shows the toast, then goes to /api/login after LOGIN_REDIRECT_MS (SPEC §9). */
export function redirectToLogin(message: LoginRedirectMessage = LOGGED_OUT_MESSAGE): () => void {
  toast.error(message.title, { description: message.description, id: 'login-redirect' });
  let cancelled = false;
  let timer: number | undefined;
  // The delay runs from when the toast is on screen (its area may still be loading).
  void toastsShown().then(() => {
    if (cancelled) return;
    timer = window.setTimeout(
      () => window.location.assign(loginUrl(message.signUp)),
      LOGIN_REDIRECT_MS,
    );
  });
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}

/** Runs redirectToLogin while `when` is true (e.g. the auth query answered "signed out"). */
export function useLoginRedirect(
  when: boolean,
  message: LoginRedirectMessage = LOGGED_OUT_MESSAGE,
) {
  const { title, description, signUp } = message;
  useEffect(() => {
    if (!when) return;
    return redirectToLogin({ title, description, signUp });
  }, [when, title, description, signUp]);
}
