import { MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from './api/auth-requests';
import { authErrorMessage } from './auth-error-message';

export function ForgotPasswordForm({
  initialEmail = '',
  onBack,
}: {
  initialEmail?: string;
  onBack(): void;
}) {
  const id = useId();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Enter a valid email address.');
      return;
    }
    setError(null);
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <div className="space-y-4 text-center" role="status">
        <MailCheck aria-hidden="true" className="mx-auto h-10 w-10 text-green-700" />
        <p className="text-slate-700">
          If an account exists for <span className="font-semibold">{email.trim()}</span>, we have
          sent it a link to choose a new password. The link is valid for 1 hour.
        </p>
        <Button variant="secondary" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <FormField id={`${id}-email`} label="Email" error={error}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
        />
      </FormField>
      {request.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {authErrorMessage(request.error, 'reset-request')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onBack}
          className="cursor-pointer font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Back to sign in
        </button>
      </p>
    </form>
  );
}
