import { useMutation } from '@tanstack/react-query';
import type { TestCard } from '@/components/ui/test-card-form';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payments/local/subscription/confirm: the TEST MODE provider's card step. */
export async function confirmLocalSubscription(clientSecret: string, card: TestCard) {
  await apiRequest('POST', '/api/payments/local/subscription/confirm', {
    clientSecret,
    cardNumber: card.cardNumber.replace(/\s/g, ''),
    expiry: card.expiry.replace(/\s/g, ''),
    cvc: card.cvc,
  });
}

export const useConfirmLocalSubscription = (clientSecret: string) =>
  useMutation({ mutationFn: (card: TestCard) => confirmLocalSubscription(clientSecret, card) });
