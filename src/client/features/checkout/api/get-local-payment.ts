import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** The built-in TEST MODE provider's view of a checkout order. */
export interface LocalPayment {
  sessionId: string;
  type: 'one-time' | 'yearly';
  status: string;
  amountCents: number;
  description: string;
  email: string | null;
  files: string[];
  testMode: boolean;
  /** Where the buyer goes once paid: the order's own page. */
  returnUrl: string;
}

/** GET /api/payments/local/:sessionId */
export const localPaymentQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['/api/payments/local', sessionId],
    queryFn: () => getJson<LocalPayment>(`/api/payments/local/${encodeURIComponent(sessionId)}`),
  });

export function useLocalPayment(sessionId: string) {
  return useQuery(localPaymentQueryOptions(sessionId));
}
