import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@shared/routes';
import { safeReturnTo } from './auth-error-message';

/**
 * After signing in or up: forget every cached answer that belonged to the signed-out visitor
 * (the user, their conversions…), then go where the visitor was headed (default: dashboard).
 */
export function useCompleteSignIn(returnTo: string | null) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await queryClient.resetQueries();
    const target = safeReturnTo(returnTo) ?? ROUTES.dashboard;
    if (target.startsWith('/api/')) window.location.assign(target);
    else navigate(target);
  }, [queryClient, returnTo, navigate]);
}
