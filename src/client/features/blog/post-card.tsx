import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import type { BlogPost } from './blog-posts';
import { PostByline } from './post-byline';

/** A blog list entry (SPEC §2 Blog): tags, title, excerpt, author, date, read time. */
export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-wrap gap-2">
        {post.featured && <Badge variant="dark">Featured</Badge>}
        {post.tags.map((tag) => (
          <Badge key={tag} variant="neutral">
            {tag}
          </Badge>
        ))}
      </div>
      <h2 className="mt-4 text-xl font-bold leading-snug text-slate-900">
        <Link href={`/blog/${post.id}`} className="hover:text-brand-700">
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 text-slate-600">{post.excerpt}</p>
      <PostByline post={post} className="mt-5" />
      <div className="mt-auto pt-5">
        <Link
          href={`/blog/${post.id}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          Read article<span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
