import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/api';
import { getJson } from '@/lib/api-client';

/**
 * GET /api/config: the payment provider ('off' means downloads are free and no prices show) and
 * whether OIDC sign-in is offered. Same query key as the marketing pages, so one fetch serves all.
 */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/config'],
    queryFn: () => getJson<PublicConfig>('/api/config'),
  });

export function usePublicConfig() {
  const query = useQuery(publicConfigQueryOptions());
  return { config: query.data ?? null, isLoading: query.isLoading };
}
