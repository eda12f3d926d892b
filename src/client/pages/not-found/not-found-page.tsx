import { BookOpen, FileSpreadsheet, Home, MapPinned } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { PageShell } from '@/app/layout/page-shell';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/features/marketing/page-meta';

const suggestions = [
  { href: ROUTES.templates, icon: FileSpreadsheet, label: 'Free templates' },
  { href: ROUTES.directory, icon: MapPinned, label: 'Lab directory' },
  { href: ROUTES.blog, icon: BookOpen, label: 'Blog' },
];

export default function NotFoundPage() {
  usePageMeta({
    title: 'Page Not Found | CertSheet',
    description: 'The page you are looking for does not exist or has moved.',
    path: null,
  });
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-bold tracking-tight text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page Not Found</h1>
        <p className="mt-3 text-slate-600">
          The page you are looking for does not exist or has moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href={ROUTES.home}>
            <Home aria-hidden="true" className="h-5 w-5" />
            Back to Home
          </Link>
        </Button>
        <nav aria-label="Popular pages" className="mt-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {suggestions.map(({ href, icon: Icon, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="inline-flex items-center gap-2 rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </PageShell>
  );
}
