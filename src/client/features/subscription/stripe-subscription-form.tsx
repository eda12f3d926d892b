/**
 * Stripe's Payment Element (tabs layout) for the Pro subscription. This module, and the Stripe
 * libraries it imports, load only when the provider is Stripe (see subscribe-payment.tsx).
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { PROCESSING_LABEL, SUBSCRIBE_LABEL, subscriptionSuccess } from './subscribe-labels';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeFormProps {
  intentType: 'setup' | 'payment';
  onSubscribed(): void;
}

function PaymentForm({ intentType, onSubscribed }: StripeFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    // SPEC §7: the provider returns to the site's origin after any extra authentication step.
    const confirmParams = { return_url: window.location.origin };
    const { error } =
      intentType === 'setup'
        ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
    setProcessing(false);
    if (error) {
      toast.error('Payment Failed', {
        description: error.message ?? 'Your payment could not be completed.',
      });
      return;
    }
    const success = subscriptionSuccess(intentType);
    toast.success(success.title, { description: success.description });
    onSubscribed();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5">
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!stripe || !elements || processing}
      >
        {processing ? PROCESSING_LABEL : SUBSCRIBE_LABEL}
      </Button>
    </form>
  );
}

export default function StripeSubscriptionForm({
  clientSecret,
  publishableKey,
  intentType,
  onSubscribed,
}: StripeFormProps & { clientSecret: string; publishableKey: string }) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#1d4ed8' } },
      }}
    >
      <PaymentForm intentType={intentType} onSubscribed={onSubscribed} />
    </Elements>
  );
}
