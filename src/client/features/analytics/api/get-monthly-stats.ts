import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyStats } from '@shared/api';
import { getJson } from '@/lib/api-client';

/** GET /api/user/monthly-stats (signed in only). */
export const monthlyStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/monthly-stats'],
    queryFn: () => getJson<MonthlyStats>('/api/user/monthly-stats'),
  });

export function useMonthlyStats(enabled: boolean) {
  return useQuery({ ...monthlyStatsQueryOptions(), enabled });
}
