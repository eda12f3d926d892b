import { Link, useSearch } from 'wouter';
import { ROUTES } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/app/layout/page-shell';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /reset-password?token=…: the page the emailed set/reset-password link opens. */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password — CertSheet');
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-md">
          <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Choose a new password
          </h1>
          <p className="mt-2 text-center text-slate-600">
            Set the password you will use to sign in to CertSheet.
          </p>
          <Card className="mt-8 p-5 sm:p-6">
            {token ? (
              <ResetPasswordForm token={token} />
            ) : (
              <div className="space-y-4 text-center">
                <p className="text-slate-700">
                  This link has no reset token. Open the link from the email again, or ask for a new
                  one.
                </p>
                <Button asChild variant="secondary">
                  <Link href={ROUTES.signIn}>Back to sign in</Link>
                </Button>
              </div>
            )}
          </Card>
        </div>
      </section>
    </PageShell>
  );
}
