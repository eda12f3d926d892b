/**
 * Annual Unlimited bought from /subscribe?plan=annual (the analytics and dashboard upgrade
 * buttons that name it): a yearly checkout for the signed-in user's address with no files; the
 * provider's page takes the payment and the landing page's post-payment view confirms the plan.
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast/toast';
import type { CheckoutRequest } from '@shared/api';
import { PLAN_PRICE_LABELS, PLANS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/api-client';

async function createAnnualCheckout(email: string): Promise<{ url: string }> {
  const request: CheckoutRequest = { type: 'yearly', conversionData: [], email };
  const res = await apiRequest('POST', '/api/create-checkout-session', request);
  return (await res.json()) as { url: string };
}

export const ANNUAL_BUY_LABEL = `Buy ${PLANS.yearly.name} - ${PLAN_PRICE_LABELS.yearly}`;

export function AnnualPlanCheckout({ email }: { email: string }) {
  const checkout = useMutation({ mutationFn: createAnnualCheckout });
  const buy = () =>
    checkout.mutate(email, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () =>
        toast.error('Payment Error', {
          description: 'Failed to initiate payment. Please try again.',
        }),
    });
  return (
    <div>
      <p className="text-sm text-slate-700">
        For <span className="break-all font-semibold">{email}</span>.
      </p>
      <Button
        size="lg"
        className="mt-4 h-auto min-h-12 w-full whitespace-normal py-2.5 text-center"
        onClick={buy}
        disabled={checkout.isPending || checkout.isSuccess}
      >
        {checkout.isPending || checkout.isSuccess ? 'Processing...' : ANNUAL_BUY_LABEL}
      </Button>
    </div>
  );
}
