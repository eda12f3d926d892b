import { useMutation } from '@tanstack/react-query';
import type { TestCard } from '@/components/ui/test-card-form';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payments/local/:sessionId/pay → where to go next (the post-payment view). */
export async function payLocalPayment(
  sessionId: string,
  card: TestCard,
): Promise<{ redirectUrl: string }> {
  const res = await apiRequest('POST', `/api/payments/local/${encodeURIComponent(sessionId)}/pay`, {
    cardNumber: card.cardNumber.replace(/\s/g, ''),
    expiry: card.expiry.replace(/\s/g, ''),
    cvc: card.cvc,
    name: card.name,
  });
  return (await res.json()) as { redirectUrl: string };
}

export function usePayLocalPayment(sessionId: string) {
  return useMutation({ mutationFn: (card: TestCard) => payLocalPayment(sessionId, card) });
}
