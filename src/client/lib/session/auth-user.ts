import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@shared/api';
import { getJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** GET /api/auth/user: the signed-in user, or null when signed out (401). */
export async function getAuthUser(): Promise<AuthUser | null> {
  try {
    return await getJson<AuthUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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
