import { toast } from '@/lib/toast/toast';
import { TestCardForm } from '@/components/ui/test-card-form';
import { apiErrorMessage } from '@/lib/api-error';
import { useConfirmLocalSubscription } from './api/confirm-local-subscription';
import { PROCESSING_LABEL, SUBSCRIBE_LABEL, subscriptionSuccess } from './subscribe-labels';

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
            // The TEST MODE subscription always starts with the trial (a saved card, no charge).
            const success = subscriptionSuccess('setup');
            toast.success(success.title, { description: success.description });
            onSubscribed();
          },
          onError: (error) =>
            toast.error('Payment Failed', {
              description: apiErrorMessage(error, 'Your payment could not be completed.'),
            }),
        })
      }
    />
  );
}
