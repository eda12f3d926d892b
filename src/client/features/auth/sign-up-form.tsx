import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckYourEmail } from './check-your-email';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSignUp } from './api/auth-requests';
import { authErrorMessage, MIN_PASSWORD_LENGTH } from './auth-error-message';

interface Errors {
  name?: string;
  email?: string;
  password?: string;
}

/** Create an account; on success, the "check your email" step (no session until verified). */
export function SignUpForm({ onBackToSignIn }: { onBackToSignIn(): void }) {
  const id = useId();
  const signUp = useSignUp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      name: name.trim() === '' ? 'Enter your name.' : undefined,
      email: /^\S+@\S+\.\S+$/.test(email.trim()) ? undefined : 'Enter a valid email address.',
      password:
        password.length < MIN_PASSWORD_LENGTH
          ? `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`
          : undefined,
    };
    setErrors(next);
    if (next.name || next.email || next.password) return;
    signUp.mutate({ name: name.trim(), email: email.trim(), password });
  };

  const describedBy = (key: keyof Errors, hint = false) =>
    errors[key] ? `${id}-${key}-error` : hint ? `${id}-${key}-hint` : undefined;
  const busy = signUp.isPending;

  if (signUp.isSuccess) {
    return <CheckYourEmail email={email.trim()} onBackToSignIn={onBackToSignIn} />;
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id={`${id}-name`} label="Name" error={errors.name}>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
      </FormField>
      <FormField id={`${id}-email`} label="Email" error={errors.email}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
      </FormField>
      <FormField
        id={`${id}-password`}
        label="Password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password}
      >
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', true)}
        />
      </FormField>
      {signUp.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {authErrorMessage(signUp.error, 'sign-up')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-xs text-slate-600">
        Free accounts include 3 conversions per month. By creating an account you accept the{' '}
        <a href="/terms-privacy" className="font-medium text-brand-700 underline">
          terms and privacy policy
        </a>
        .
      </p>
    </form>
  );
}
