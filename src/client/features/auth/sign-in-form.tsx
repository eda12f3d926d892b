import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSignIn } from './api/auth-requests';
import { authErrorMessage } from './auth-error-message';

export interface SignInFormProps {
  onSignedIn(): Promise<void>;
  onForgotPassword(email: string): void;
  initialEmail?: string;
}

export function SignInForm({ onSignedIn, onForgotPassword, initialEmail = '' }: SignInFormProps) {
  const id = useId();
  const signIn = useSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: email.trim() === '' ? 'Enter your email address.' : undefined,
      password: password === '' ? 'Enter your password.' : undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    signIn.mutate({ email: email.trim(), password }, { onSuccess: () => void onSignedIn() });
  };

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id={`${id}-email`} label="Email" error={fieldErrors.email}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
        />
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={fieldErrors.password}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
        />
      </FormField>
      {signIn.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {authErrorMessage(signIn.error, 'sign-in')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={() => onForgotPassword(email)}
          className="cursor-pointer font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot your password?
        </button>
      </p>
    </form>
  );
}
