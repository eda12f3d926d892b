import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@shared/api';

/** GET /api/auth/user: the signed-in user, or null when signed out (401). */
export async function getAuthUser(): Promise<AuthUser | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include' });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as AuthUser;
}

export const authUserQueryOptions = () =>
  queryOptions({ queryKey: ['/api/auth/user'], queryFn: getAuthUser });

export function useAuthUser() {
  const query = useQuery(authUserQueryOptions());
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(query.data),
  };
}
