import { Mail } from 'lucide-react';
import { PLANS } from '@shared/constants';
import { cn } from '@/lib/utils';

/**
 * After an Annual Unlimited purchase, on the paid views: the plan is active, and — bought by a
 * visitor — which address to sign in as (its set-password link was mailed there).
 */
export function AnnualPlanNotice({
  accountEmail,
  className,
}: {
  accountEmail: string | null;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800',
        className,
      )}
    >
      <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <p>
        Your {PLANS.yearly.name} plan is active.
        {accountEmail ? (
          <>
            {' '}
            Sign in as <span className="font-semibold">{accountEmail}</span> to convert without
            limits for a year. If that address has no password yet, we emailed it a link to set one.
          </>
        ) : (
          ' Your conversions are unlimited for a year.'
        )}
      </p>
    </div>
  );
}
