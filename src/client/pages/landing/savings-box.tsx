import { Calculator } from 'lucide-react';
import { formatCents } from '@shared/constants';
import { SAVINGS_ESTIMATE } from '@shared/marketing';
import { cn } from '@/lib/utils';

const { minutesPerCertificate, hourlyRateCents, savedPerCertificateCents } = SAVINGS_ESTIMATE;

/** SPEC §1 savings box: an estimate, and worded as one. */
export function SavingsBox({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-6 rounded-2xl border border-green-200 bg-green-50 p-6 sm:flex-row sm:items-center sm:p-8',
        className,
      )}
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-green-700 text-white">
        <Calculator aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="flex-1">
        <h3 className="text-lg font-semibold text-slate-900">What manual entry costs you</h3>
        <p className="mt-1 text-slate-700">
          Our estimate: about {minutesPerCertificate} minutes to read and type one certificate by
          hand. At a technician rate of {formatCents(hourlyRateCents)}/hr, that is{' '}
          {formatCents(savedPerCertificateCents)} of time per certificate.
        </p>
      </div>
      <div className="text-left sm:text-right">
        <p className="text-3xl font-bold text-green-800">{formatCents(savedPerCertificateCents)}</p>
        <p className="text-sm text-slate-700">saved per certificate</p>
      </div>
    </div>
  );
}
