import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversionRecord } from '@shared/api';
import { getJson } from '@/lib/api-client';

/** GET /api/user/conversions, newest first (the dashboard shares this query key). */
export const recentConversionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/conversions'],
    queryFn: () => getJson<ConversionRecord[]>('/api/user/conversions'),
  });

export function useRecentConversions(enabled: boolean) {
  return useQuery({ ...recentConversionsQueryOptions(), enabled });
}
