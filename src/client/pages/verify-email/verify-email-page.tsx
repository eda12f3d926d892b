import { useSearch } from 'wouter';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/app/layout/page-shell';
import { VerifyEmailProblem, VerifyEmailStatus } from '@/features/auth/verify-email-status';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /verify-email?token=…: the page the emailed confirmation link opens. */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirm your email — CertSheet');
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-md">
          <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Confirm your email
          </h1>
          <Card className="mt-8 p-5 sm:p-6">
            {token ? (
              <VerifyEmailStatus token={token} />
            ) : (
              <VerifyEmailProblem message="This link has no confirmation token. Open the link from the email again." />
            )}
          </Card>
        </div>
      </section>
    </PageShell>
  );
}
