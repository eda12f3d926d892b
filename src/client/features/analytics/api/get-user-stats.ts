import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '@shared/api';
import { getJson } from '@/lib/api-client';

/** GET /api/user/stats (signed in only). */
export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/stats'],
    queryFn: () => getJson<UserStats>('/api/user/stats'),
  });

export function useUserStats(enabled: boolean) {
  return useQuery({ ...userStatsQueryOptions(), enabled });
}
