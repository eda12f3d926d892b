import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** GET /api/analytics/total-conversions: every certificate ever converted (SPEC §7). */
export const totalConversionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/analytics/total-conversions'],
    queryFn: () => getJson<{ total: number }>('/api/analytics/total-conversions'),
  });

/** The total, or null while loading or when the call fails (the counter then stays put). */
export function useTotalConversions(): number | null {
  const { data } = useQuery(totalConversionsQueryOptions());
  return typeof data?.total === 'number' && Number.isFinite(data.total) ? data.total : null;
}
