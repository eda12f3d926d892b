import { ArrowLeft, BookOpen, FileSpreadsheet, MapPinned, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { PageShell } from '@/app/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { ProseHtml } from '@/components/ui/prose-html';
import type { BlogPost } from '@/features/blog/blog-posts';
import { PostByline } from '@/features/blog/post-byline';
import { usePageMeta } from '@/features/marketing/page-meta';

const related = [
  { href: ROUTES.home, icon: Upload, label: 'Convert certificates to Excel' },
  { href: ROUTES.templates, icon: FileSpreadsheet, label: 'Free calibration templates' },
  { href: ROUTES.directory, icon: MapPinned, label: 'Accredited lab directory' },
];

/** One article: header, body rendered from Markdown, table of contents and related links. */
export function ArticleView({ post, html }: { post: BlogPost; html: string }) {
  usePageMeta({
    title: `${post.title} | CertSheet Blog`,
    description: post.description,
    path: `${ROUTES.blog}/${post.id}`,
    type: 'article',
  });
  return (
    <PageShell>
      <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <Link
          href={ROUTES.blog}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          All articles
        </Link>
        <header className="mt-6 max-w-3xl">
          <div className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <Badge key={tag} variant="neutral">
                {tag}
              </Badge>
            ))}
          </div>
          <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-slate-600">{post.excerpt}</p>
          <PostByline post={post} className="mt-5" />
        </header>
        {/* grid-cols-1 (minmax(0, 1fr)) on phones: a wide table scrolls in its box, not the page. */}
        <div className="mt-10 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <ProseHtml html={html} className="min-w-0 max-w-3xl" />
          <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
            {post.headings.length > 0 && (
              <nav aria-labelledby="toc-heading" className="hidden lg:block">
                <h2
                  id="toc-heading"
                  className="flex items-center gap-2 text-sm font-semibold text-slate-900"
                >
                  <BookOpen aria-hidden="true" className="h-4 w-4" />
                  In this article
                </h2>
                <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
                  {post.headings.map((heading) => (
                    <li key={heading.id}>
                      <a
                        href={`#${heading.id}`}
                        className="-ml-px block border-l border-transparent pl-3 text-slate-600 hover:border-brand-600 hover:text-slate-900"
                      >
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
              <h2 className="text-sm font-semibold text-slate-900">Put it into practice</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {related.map(({ href, icon: Icon, label }) => (
                  <li key={href}>
                    <Link
                      href={href}
                      className="flex items-center gap-2 font-medium text-brand-700 hover:underline"
                    >
                      <Icon aria-hidden="true" className="h-4 w-4" />
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </article>
    </PageShell>
  );
}
