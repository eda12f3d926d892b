/**
 * /subscribe (SPEC §2, §4, §8): Pro at $7/month. Signed out → 'Authentication Required' toast and
 * /api/login after 500 ms. The payment form is the TEST MODE card form (provider `local`) or
 * Stripe's Payment Element, whose code loads only here.
 */
import { ArrowLeft, ShieldCheck, UserRound } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  ANNUAL_SAVING_VS_PRO_CENTS,
  formatCents,
  MONEY_BACK_DAYS,
  PLAN_BILLING,
  PLAN_PRICE_LABELS,
  PLANS,
} from '@shared/constants';
import { PLAN_HREFS } from '@shared/routes';
import { AppBar, AppFooter } from '@/components/ui/app-bar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuthUser } from '@/lib/session/auth-user';
import { useLoginRedirect } from '@/lib/session/login-redirect';
import { ProFeatures } from '@/features/subscription/pro-features';
import { SubscribeFaq } from '@/features/subscription/subscribe-faq';
import { AnnualPlanCheckout } from '@/features/subscription/annual-plan-checkout';
import { SubscriptionCheckout } from '@/features/subscription/subscription-checkout';
import { useDocumentTitle } from '@/lib/use-document-title';

// Most people arriving signed out come from "Start free trial": they need an account first.
const AUTH_REQUIRED = {
  title: 'Authentication Required',
  description: 'Please sign in to subscribe to Pro',
  signUp: true,
};

export default function SubscribePage() {
  // ?plan=annual: opened from a button that names Annual Unlimited; otherwise Pro.
  const annual = new URLSearchParams(useSearch()).get('plan') === 'annual';
  useDocumentTitle(annual ? `${PLANS.yearly.name} — CertSheet` : 'Subscribe to Pro — CertSheet');
  const { user, isLoading } = useAuthUser();
  const [, navigate] = useLocation();
  useLoginRedirect(!isLoading && !user, AUTH_REQUIRED);

  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };

  if (!user) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-3">
        <Spinner className="h-8 w-8" label="Loading..." />
        <p className="text-sm text-slate-600">Loading...</p>
      </div>
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <AppBar>
        <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-slate-700">
          <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="max-w-40 truncate sm:max-w-60">{user.firstName ?? user.email}</span>
        </span>
      </AppBar>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
          <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back
          </Button>
          <div className="mt-4 grid grid-cols-1 gap-10 lg:grid-cols-[1.2fr_1fr]">
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {annual ? `Upgrade to ${PLANS.yearly.name}` : 'Upgrade to CertSheet Pro'}
              </h1>
              <p className="mt-3 text-lg text-slate-600">
                Unlimited calibration certificate conversions for your whole equipment register.
              </p>
              <div className="mt-8">
                <ProFeatures />
              </div>
              {/* The questions are about the monthly subscription and its trial. */}
              {!annual && (
                <>
                  <h2 className="mt-12 text-xl font-semibold text-slate-900">
                    Frequently asked questions
                  </h2>
                  <div className="mt-4">
                    <SubscribeFaq />
                  </div>
                </>
              )}
            </div>
            <div className="lg:sticky lg:top-24 lg:self-start">
              {annual ? (
                <Card className="p-6">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <h2 className="text-lg font-semibold text-slate-900">{PLANS.yearly.name}</h2>
                    <p className="text-2xl font-bold text-slate-900 sm:text-3xl">
                      {PLAN_PRICE_LABELS.yearly}
                    </p>
                  </div>
                  <p className="mt-3 text-sm text-slate-700">{PLAN_BILLING.yearly}</p>
                  <div className="mt-6 border-t border-slate-200 pt-6">
                    <AnnualPlanCheckout email={user.email} />
                  </div>
                  <p className="mt-5 text-sm text-slate-600">
                    Prefer to pay monthly?{' '}
                    <Link
                      href={PLAN_HREFS.pro}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {PLANS.pro.name}: {PLAN_PRICE_LABELS.pro}
                    </Link>{' '}
                    with a {PLANS.pro.trialDays}-day free trial.
                  </p>
                </Card>
              ) : (
                <Card className="p-6">
                  <div className="flex items-baseline justify-between gap-3">
                    <h2 className="text-lg font-semibold text-slate-900">{PLANS.pro.name}</h2>
                    <p>
                      <span className="text-3xl font-bold text-slate-900">
                        {formatCents(PLANS.pro.priceCents)}
                      </span>
                      <span className="text-slate-600">/month</span>
                    </p>
                  </div>
                  <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
                    <li className="rounded-full bg-green-100 px-2.5 py-1 text-green-800">
                      {PLANS.pro.trialDays}-day free trial
                    </li>
                    <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
                      Cancel anytime
                    </li>
                  </ul>
                  <p className="mt-3 text-sm text-slate-700" data-testid="pro-billing">
                    {PLAN_BILLING.pro}
                  </p>
                  <div className="mt-6 border-t border-slate-200 pt-6">
                    <SubscriptionCheckout />
                  </div>
                  <p className="mt-5 flex items-start gap-2 text-sm text-slate-600">
                    <ShieldCheck
                      aria-hidden="true"
                      className="mt-0.5 h-4 w-4 shrink-0 text-green-700"
                    />
                    {MONEY_BACK_DAYS}-day money-back guarantee. Not happy? Get a full refund, no
                    questions asked.
                  </p>
                  <p className="mt-3 text-sm text-slate-600">
                    Paying for a whole year?{' '}
                    <Link
                      href={PLAN_HREFS.yearly}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {PLANS.yearly.name}: {PLAN_PRICE_LABELS.yearly}
                    </Link>
                    , {formatCents(ANNUAL_SAVING_VS_PRO_CENTS)} less than 12 months of Pro.
                  </p>
                </Card>
              )}
            </div>
          </div>
        </div>
      </main>
      <AppFooter />
    </div>
  );
}
