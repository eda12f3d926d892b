import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

/** POST /api/create-checkout-session → the provider's checkout URL. */
export async function createCheckoutSession(request: CheckoutRequest): Promise<{ url: string }> {
  const res = await apiRequest('POST', '/api/create-checkout-session', request);
  return (await res.json()) as { url: string };
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
