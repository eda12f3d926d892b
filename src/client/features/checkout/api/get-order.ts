import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderViewResponse } from '@shared/api';
import { getJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export type OrderAnswer =
  | { kind: 'paid'; order: OrderViewResponse }
  /** 402: the provider has not confirmed the payment yet (its webhook may lag). */
  | { kind: 'pending'; message: string }
  /** 404 unknown, 410 refunded / cancelled / expired: nothing to download. */
  | { kind: 'closed'; message: string };

/**
 * GET /api/orders/:token, answered without throwing for a refusal so the page can say what
 * happened (a network failure still throws).
 */
export async function getOrder(token: string): Promise<OrderAnswer> {
  try {
    const order = await getJson<OrderViewResponse>(`/api/orders/${encodeURIComponent(token)}`);
    return { kind: 'paid', order };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.message || `The order could not be loaded (${error.status}).`;
    return error.status === 402 ? { kind: 'pending', message } : { kind: 'closed', message };
  }
}

export const orderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/orders', token],
    queryFn: () => getOrder(token),
    // A payment the provider has not confirmed yet is asked about again, for a minute.
    refetchInterval: (query) =>
      query.state.data?.kind === 'pending' && query.state.dataUpdateCount < 30 ? 2_000 : false,
  });

export function useOrder(token: string) {
  return useQuery(orderQueryOptions(token));
}
