import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderViewResponse } from '@shared/api';

export type OrderAnswer =
  | { kind: 'paid'; order: OrderViewResponse }
  /** 402: the provider has not confirmed the payment yet (its webhook may lag). */
  | { kind: 'pending'; message: string }
  /** 404 unknown, 410 refunded / cancelled / expired: nothing to download. */
  | { kind: 'closed'; message: string };

/** GET /api/orders/:token, answered without throwing so the page can say what happened. */
export async function getOrder(token: string): Promise<OrderAnswer> {
  const res = await fetch(`/api/orders/${encodeURIComponent(token)}`, { credentials: 'include' });
  const body = (await res.json().catch(() => null)) as
    (OrderViewResponse & { message?: string }) | { message?: string } | null;
  if (res.ok && body && 'success' in body) return { kind: 'paid', order: body };
  const message = body?.message ?? `The order could not be loaded (${res.status}).`;
  return res.status === 402 ? { kind: 'pending', message } : { kind: 'closed', message };
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
