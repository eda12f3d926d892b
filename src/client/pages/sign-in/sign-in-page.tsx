/**
 * /sign-in (where /api/login leads): sign in, create an account, or ask for a password reset.
 * Honours `returnTo` (a same-site path) and `mode=sign-up`.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageShell } from '@/app/layout/page-shell';
import { usePublicConfig } from '@/lib/session/public-config';
import { safeReturnTo } from '@/features/auth/auth-error-message';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { OidcSignInButton } from '@/features/auth/oidc-sign-in-button';
import { SignInForm } from '@/features/auth/sign-in-form';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { useCompleteSignIn } from '@/features/auth/use-complete-sign-in';
import { useDocumentTitle } from '@/lib/use-document-title';

type Mode = 'sign-in' | 'sign-up' | 'forgot';

export default function SignInPage() {
  const params = new URLSearchParams(useSearch());
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [email, setEmail] = useState('');
  const completeSignIn = useCompleteSignIn(returnTo);
  const { config } = usePublicConfig();
  useDocumentTitle(
    mode === 'sign-up'
      ? 'Create your account — CertSheet'
      : mode === 'forgot'
        ? 'Reset your password — CertSheet'
        : 'Sign in — CertSheet',
  );

  const heading =
    mode === 'forgot'
      ? 'Reset your password'
      : mode === 'sign-up'
        ? 'Create your CertSheet account'
        : 'Sign in to CertSheet';

  return (
    <PageShell>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-md">
          <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">
            {heading}
          </h1>
          <p className="mt-2 text-center text-slate-600">
            {mode === 'forgot'
              ? 'We will email you a link to choose a new password.'
              : 'Your conversion history, 3 free conversions a month, and your plan in one place.'}
          </p>
          <Card className="mt-8 p-5 sm:p-6">
            {mode === 'forgot' ? (
              <ForgotPasswordForm initialEmail={email} onBack={() => setMode('sign-in')} />
            ) : (
              <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
                <TabsList aria-label="Sign in or create an account" className="w-full sm:w-full">
                  <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                  <TabsTrigger value="sign-up">Create Account</TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in">
                  <SignInForm
                    initialEmail={email}
                    onSignedIn={completeSignIn}
                    onForgotPassword={(typed) => {
                      setEmail(typed);
                      setMode('forgot');
                    }}
                  />
                </TabsContent>
                <TabsContent value="sign-up">
                  <SignUpForm onBackToSignIn={() => setMode('sign-in')} />
                </TabsContent>
              </Tabs>
            )}
            {mode !== 'forgot' && config?.oidcEnabled && (
              <div className="mt-6 border-t border-slate-200 pt-6">
                <OidcSignInButton callbackURL={returnTo ?? '/dashboard'} />
              </div>
            )}
          </Card>
        </div>
      </section>
    </PageShell>
  );
}
