import { Check } from 'lucide-react';
import { useId } from 'react';
import { formatCents, MAX_FILES_PER_BATCH, PLAN_BILLING, PLANS } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const ANNUAL_FEATURES = [
  'Unlimited conversions and batch files',
  'Priority AI processing',
  'Advanced Excel formatting',
  'Conversion history dashboard',
  'Priority email support',
];

export interface PlanChoiceProps {
  /** Optional address for the $7 receipt and its download link (issue 23). */
  receiptEmail: string;
  onReceiptEmailChange(email: string): void;
  receiptEmailError: string | null;
  onPayPerDownload(): void;
  onAnnual(): void;
  busy: boolean;
}

/** SPEC §1 plans: pay per download ($7 for the batch) or Annual Unlimited ($69/year). */
export function PlanChoice({
  receiptEmail,
  onReceiptEmailChange,
  receiptEmailError,
  onPayPerDownload,
  onAnnual,
  busy,
}: PlanChoiceProps) {
  const receiptId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section
        aria-labelledby="plan-one-time"
        className="flex flex-col rounded-xl border border-slate-200 p-4 sm:p-5"
      >
        <h3 id="plan-one-time" className="font-semibold text-slate-900">
          {PLANS.oneTime.name}
        </h3>
        <p className="mt-2">
          <span className="text-3xl font-bold text-slate-900">
            {formatCents(PLANS.oneTime.priceCents)}
          </span>{' '}
          <span className="text-sm text-slate-600">one time</span>
        </p>
        <p className="mt-2 flex-1 text-sm text-slate-600">
          Download the Excel files of this batch (up to {MAX_FILES_PER_BATCH} PDFs).
        </p>
        <FormField
          id={receiptId}
          className="mt-3"
          label="Email for the receipt (optional)"
          hint="We email the receipt and a link to these files, valid for 7 days."
          error={receiptEmailError}
        >
          <Input
            id={receiptId}
            type="email"
            autoComplete="email"
            value={receiptEmail}
            onChange={(event) => onReceiptEmailChange(event.target.value)}
            aria-invalid={receiptEmailError ? true : undefined}
            aria-describedby={receiptEmailError ? `${receiptId}-error` : `${receiptId}-hint`}
          />
        </FormField>
        <Button
          className="mt-4 w-full"
          variant="secondary"
          onClick={onPayPerDownload}
          disabled={busy}
        >
          Pay {formatCents(PLANS.oneTime.priceCents)} &amp; Download
        </Button>
      </section>
      <section
        aria-labelledby="plan-annual"
        className="relative flex flex-col rounded-xl border-2 border-brand-600 bg-brand-50/40 p-4 sm:p-5"
      >
        <Badge variant="dark" className="absolute -top-3 right-4">
          {PLANS.yearly.badge}
        </Badge>
        <h3 id="plan-annual" className="font-semibold text-slate-900">
          {PLANS.yearly.name}
        </h3>
        <p className="mt-2">
          <span className="text-3xl font-bold text-slate-900">
            {formatCents(PLANS.yearly.priceCents)}
          </span>
          <span className="text-sm text-slate-600">/year</span>
        </p>
        <p className="mt-1 text-xs text-slate-600">{PLAN_BILLING.yearly}</p>
        <ul className="mt-2 flex-1 space-y-1 text-sm text-slate-700">
          {ANNUAL_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              {feature}
            </li>
          ))}
        </ul>
        <Button className="mt-4 w-full" onClick={onAnnual} disabled={busy}>
          Choose Annual Unlimited
        </Button>
      </section>
    </div>
  );
}
