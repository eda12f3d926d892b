import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentStats } from '@shared/api';
import { getJson } from '@/lib/api-client';

/** GET /api/user/equipment-stats (signed in only). */
export const equipmentStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/equipment-stats'],
    queryFn: () => getJson<EquipmentStats>('/api/user/equipment-stats'),
  });

export function useEquipmentStats(enabled: boolean) {
  return useQuery({ ...equipmentStatsQueryOptions(), enabled });
}
