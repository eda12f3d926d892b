import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatCents, PLANS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export const INVALID_EMAIL = 'Enter a valid email address.';

/** The same rule as the sign-up form: something@something.something, no spaces. */
export function looksLikeEmail(email: string): boolean {
  return /^\S+@\S+\.\S+$/.test(email.trim());
}

export interface EmailStepProps {
  email: string;
  onEmailChange(email: string): void;
  onContinue(): void;
  onBack(): void;
  busy: boolean;
}

/** SPEC §4: the annual plan asks for an email first (Continue to Payment, Back). */
export function EmailStep({ email, onEmailChange, onContinue, onBack, busy }: EmailStepProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field is SPEC's 'Email Required' (the dialog says it); a malformed one is said here.
    if (email.trim() !== '' && !looksLikeEmail(email)) {
      setError(INVALID_EMAIL);
      return;
    }
    onContinue();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        {PLANS.yearly.name} costs {formatCents(PLANS.yearly.priceCents)}/year. Enter the email
        address for your account. If you do not have a CertSheet account yet, we email you a link to
        set your password after payment.
      </p>
      <FormField
        id={`${id}-email`}
        label="Email address"
        hint="We use it for your account and receipts only."
        error={error}
      >
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          aria-describedby={error ? `${id}-email-error` : `${id}-email-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setError(null);
            onEmailChange(event.target.value);
          }}
          placeholder="you@company.com"
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back
        </Button>
        <Button type="submit" disabled={busy || email === ''}>
          Continue to Payment
        </Button>
      </div>
    </form>
  );
}
