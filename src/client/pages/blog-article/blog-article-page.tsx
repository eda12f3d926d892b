import { PageShell } from '@/app/layout/page-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function BlogArticlePage({ slug }: { slug: string }) {
  useDocumentTitle(`${slug} — CertSheet Blog`);
  return (
    <PageShell>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{slug}</h1>
      </article>
    </PageShell>
  );
}
