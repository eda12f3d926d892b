import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SubscriptionSetup {
  clientSecret: string;
  /** Stripe: confirm a SetupIntent (trial) or a PaymentIntent. */
  intentType?: 'setup' | 'payment';
  provider: 'local' | 'stripe' | 'off';
  publishableKey?: string | null;
}

/** POST /api/create-subscription (no body) → the client secret for the payment form. */
export async function createSubscription(): Promise<SubscriptionSetup> {
  const res = await apiRequest('POST', '/api/create-subscription');
  return (await res.json()) as SubscriptionSetup;
}

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
