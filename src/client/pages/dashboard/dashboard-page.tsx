import { PageShell } from '@/app/layout/page-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DashboardPage() {
  useDocumentTitle('Dashboard — CertSheet');
  return (
    <PageShell>
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Dashboard</h1>
      </section>
    </PageShell>
  );
}
