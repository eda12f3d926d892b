/**
 * The payment side of /subscribe (SPEC §4): with a signed-in user, ask for a client secret once;
 * show the provider's form when it arrives. 401 → the logged-out toast and /api/login; 409 → the
 * user already has unlimited conversions; anything else → 'Subscription Setup Failed'.
 */
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { toast } from '@/lib/toast/toast';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '@shared/routes';
import { authUserQueryOptions } from '@/lib/session/auth-user';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { Button } from '@/components/ui/button';
import { ApiError, isUnauthorizedError } from '@/lib/api-error';
import { useCreateSubscription } from './api/create-subscription';
import { LocalSubscriptionForm } from './local-subscription-form';

const StripeSubscriptionForm = lazy(() => import('./stripe-subscription-form'));

function Waiting({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center py-10 text-center" role="status">
      <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
      <p className="mt-3 text-sm text-slate-600">{label}</p>
    </div>
  );
}

/** 409: the plan the user has already includes everything Pro offers. */
const isAlreadyUnlimited = (error: unknown) => error instanceof ApiError && error.status === 409;

export function SubscriptionCheckout() {
  const setup = useCreateSubscription();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const requested = useRef(false);

  const request = () =>
    setup.mutate(undefined, {
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          redirectToLogin();
        } else if (!isAlreadyUnlimited(error)) {
          toast.error('Subscription Setup Failed', {
            description: 'Please try again or contact support',
          });
        }
      },
    });

  // The set-up is requested once per visit to the page (the ref survives re-renders).
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    request();
  });

  const onSubscribed = () => {
    void queryClient
      .invalidateQueries({ queryKey: authUserQueryOptions().queryKey })
      .then(() => navigate(ROUTES.dashboard));
  };

  if (setup.isError && isAlreadyUnlimited(setup.error)) {
    return (
      <div className="py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-green-600" />
        <p className="mt-3 font-semibold text-slate-900">You already have unlimited conversions.</p>
        <p className="mt-1 text-sm text-slate-600">
          Your current plan already includes everything Pro offers.
        </p>
        <Button asChild className="mt-5">
          <Link href={ROUTES.dashboard}>Go to Dashboard</Link>
        </Button>
      </div>
    );
  }

  if (setup.isError) {
    if (isUnauthorizedError(setup.error)) return <Waiting label="Loading..." />;
    return (
      <div className="py-6 text-center">
        <p className="text-slate-700">We could not set up your subscription.</p>
        <Button className="mt-4" variant="secondary" onClick={request}>
          Try Again
        </Button>
      </div>
    );
  }

  if (!setup.data) return <Waiting label="Setting up subscription..." />;

  const { clientSecret, provider, publishableKey, intentType } = setup.data;
  if (provider === 'off') {
    return (
      <p className="py-6 text-center text-slate-700">
        Payments are turned off on this CertSheet: every conversion is already free.
      </p>
    );
  }
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<Waiting label="Loading..." />}>
        <StripeSubscriptionForm
          clientSecret={clientSecret}
          publishableKey={publishableKey}
          intentType={intentType ?? 'setup'}
          onSubscribed={onSubscribed}
        />
      </Suspense>
    );
  }
  return <LocalSubscriptionForm clientSecret={clientSecret} onSubscribed={onSubscribed} />;
}
