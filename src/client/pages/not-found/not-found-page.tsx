import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { PageShell } from '@/app/layout/page-shell';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found — CertSheet');
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page Not Found</h1>
        <p className="mt-3 text-slate-600">
          The page you are looking for does not exist or has moved.
        </p>
        <Button asChild className="mt-8">
          <Link href={ROUTES.home}>Back to Home</Link>
        </Button>
      </section>
    </PageShell>
  );
}
