import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useResetPassword } from './api/auth-requests';
import { authErrorMessage, MIN_PASSWORD_LENGTH } from './auth-error-message';

/** Choose a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password:
        password.length < MIN_PASSWORD_LENGTH
          ? `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`
          : undefined,
      confirm: confirm !== password ? 'The two passwords do not match.' : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate({ token, newPassword: password });
  };

  if (reset.isSuccess) {
    return (
      <div className="space-y-4 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-green-700" />
        <p className="text-slate-700">Your password is set. Sign in with your new password.</p>
        <Button asChild>
          <Link href={ROUTES.signIn}>Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        id={`${id}-password`}
        label="New password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password}
      >
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : `${id}-password-hint`}
        />
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm new password" error={errors.confirm}>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
        />
      </FormField>
      {reset.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {authErrorMessage(reset.error, 'reset')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
