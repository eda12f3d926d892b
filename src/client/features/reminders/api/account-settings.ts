import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '@shared/reminders';
import { apiRequest, getJson } from '@/lib/api-client';

/** GET /api/account/settings: whether the weekly digest is on. */
export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/settings'],
    queryFn: () => getJson<AccountSettings>('/api/account/settings'),
  });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}

/** PATCH /api/account/settings { reminders: 'weekly' | 'off' }. */
export async function updateAccountSettings(settings: AccountSettings): Promise<AccountSettings> {
  const res = await apiRequest('PATCH', '/api/account/settings', settings);
  return (await res.json()) as AccountSettings;
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, settings),
  });
}
