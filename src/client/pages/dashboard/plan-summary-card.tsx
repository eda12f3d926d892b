import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import type { AuthUser } from '@shared/api';
import {
  FREE_MONTHLY_CONVERSIONS,
  PLAN_BILLING,
  PLAN_PRICE_LABELS,
  PLANS,
} from '@shared/constants';
import { PLAN_HREFS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const PRO_FEATURES = ['Unlimited conversions', 'Batch upload', 'Priority support'];

export function PlanSummaryCard({ user, isPro }: { user: AuthUser; isPro: boolean }) {
  const planName = user.plan === 'annual' ? PLANS.yearly.name : isPro ? 'Pro' : 'Free';
  return (
    <Card className="flex flex-col p-6">
      <div className="flex items-start gap-4">
        <div className="rounded-lg bg-amber-100 p-3">
          <Crown aria-hidden="true" className="h-6 w-6 text-amber-700" />
        </div>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Your Plan: {planName}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {isPro
              ? 'Unlimited conversions and downloads.'
              : `${FREE_MONTHLY_CONVERSIONS} free conversions per month.`}
          </p>
        </div>
      </div>
      {isPro ? (
        <ul className="mt-5 space-y-1.5 text-sm text-slate-700">
          {PRO_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
              {feature}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="mt-5 text-sm text-slate-700">
            Go Pro for unlimited conversions, batch upload and priority support:{' '}
            <span className="font-semibold">{PLAN_PRICE_LABELS.pro}</span>. {PLAN_BILLING.pro}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <Button asChild>
              <Link href={PLAN_HREFS.pro}>
                <Crown aria-hidden="true" className="h-4 w-4" />
                Upgrade to Pro
              </Link>
            </Button>
            <Link
              href={PLAN_HREFS.yearly}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Or {PLANS.yearly.name}: {PLAN_PRICE_LABELS.yearly}
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}
