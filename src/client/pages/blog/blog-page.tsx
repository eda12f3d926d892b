import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { PageShell } from '@/app/layout/page-shell';
import { BLOG_POSTS } from '@/features/blog/blog-posts';
import { PostCard } from '@/features/blog/post-card';
import { usePageMeta } from '@/features/marketing/page-meta';

export default function BlogPage() {
  usePageMeta({
    title: 'Calibration Management Blog | CertSheet',
    description:
      'Practical guides on calibration certificates, ISO/IEC 17025 requirements, measurement uncertainty, traceability and passing calibration audits.',
    path: ROUTES.blog,
  });
  return (
    <PageShell>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            CertSheet Blog
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Calibration know-how
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            Practical guides for quality managers, calibration technicians and lab staff: reading
            certificates, keeping registers audit-ready and avoiding common findings.
          </p>
        </div>
      </section>
      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-8 md:grid-cols-2">
          {BLOG_POSTS.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <div className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-slate-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-bold">Put it into practice</h2>
            <p className="mt-1 text-slate-300">
              Start from a free register template, or let CertSheet read your certificates.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              href={ROUTES.templates}
              className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100"
            >
              Free templates
            </Link>
            <Link
              href={ROUTES.home}
              className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10"
            >
              Convert certificates
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
        </div>
      </section>
    </PageShell>
  );
}
