import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversionRecord } from '@shared/api';
import { getJson } from '@/lib/api-client';

/** GET /api/user/conversions: the signed-in user's conversions, newest first. */
export const userConversionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/conversions'],
    queryFn: () => getJson<ConversionRecord[]>('/api/user/conversions'),
  });

export function useUserConversions(enabled = true) {
  return useQuery({ ...userConversionsQueryOptions(), enabled });
}
