import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertPdfResponse } from '@shared/api';
import { authUserQueryOptions } from '@/lib/session/auth-user';
import { apiRequest } from '@/lib/api-client';

/** POST /api/convert-pdf (signed in; counts against the free monthly quota). */
export async function convertPdf(file: File): Promise<ConvertPdfResponse> {
  const form = new FormData();
  form.append('pdf', file, file.name);
  const res = await apiRequest('POST', '/api/convert-pdf', form);
  return (await res.json()) as ConvertPdfResponse;
}

/**
 * On success the user (usage counters) and every per-user list and statistic (/api/user/…) are
 * fetched again (SPEC §7).
 */
export function useConvertPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPdf,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authUserQueryOptions().queryKey }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/user/'),
        }),
      ]),
  });
}
