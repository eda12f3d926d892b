import { toast } from 'sonner';
import { TestCardForm } from '@/components/ui/test-card-form';
import { serverMessage } from '@/lib/api-client';
import { useConfirmLocalSubscription } from './api/confirm-local-subscription';
import { PAYMENT_SUCCESS, PROCESSING_LABEL, SUBSCRIBE_LABEL } from './subscribe-labels';

/** The TEST MODE card form for the Pro subscription (payment provider `local`). */
export function LocalSubscriptionForm({
  clientSecret,
  onSubscribed,
}: {
  clientSecret: string;
  onSubscribed(): void;
}) {
  const confirm = useConfirmLocalSubscription(clientSecret);
  return (
    <TestCardForm
      submitting={confirm.isPending || confirm.isSuccess}
      submitLabel={SUBSCRIBE_LABEL}
      submittingLabel={PROCESSING_LABEL}
      onSubmit={(card) =>
        confirm.mutate(card, {
          onSuccess: () => {
            toast.success(PAYMENT_SUCCESS.title, { description: PAYMENT_SUCCESS.description });
            onSubscribed();
          },
          onError: (error) =>
            toast.error('Payment Failed', {
              description: serverMessage(error) ?? 'Your payment could not be completed.',
            }),
        })
      }
    />
  );
}
