/**
 * The blog's articles: Markdown with front matter in content/blog/, rendered to HTML at build
 * time (scripts/vite-plugin-content.ts). This module carries only the metadata, so the blog
 * list does not ship the articles' text.
 */
/** What an `.md` import's `meta` holds: the front matter plus computed fields. */
interface MarkdownMeta {
  slug: string;
  readingMinutes: number;
  headings: { id: string; text: string }[];
  [key: string]: unknown;
}

export interface BlogPost {
  /** SPEC §3 blog post id: the URL segment under /blog/. */
  id: string;
  title: string;
  description: string;
  excerpt: string;
  author: string;
  date: string;
  readTime: string;
  tags: string[];
  featured: boolean;
  headings: { id: string; text: string }[];
}

const metas = import.meta.glob<MarkdownMeta>('../../../../content/blog/*.md', {
  eager: true,
  query: '?meta',
  import: 'meta',
});

function text(meta: MarkdownMeta, key: string): string {
  const value = meta[key];
  if (typeof value !== 'string' || !value) {
    throw new Error(`content/blog/${meta.slug}.md: front matter "${key}" is missing`);
  }
  return value;
}

function toPost(meta: MarkdownMeta): BlogPost {
  return {
    id: meta.slug,
    title: text(meta, 'title'),
    description: text(meta, 'description'),
    excerpt: text(meta, 'excerpt'),
    author: text(meta, 'author'),
    date: text(meta, 'date'),
    readTime: `${meta.readingMinutes} min read`,
    tags: Array.isArray(meta.tags) ? (meta.tags as string[]) : [],
    featured: meta.featured === true,
    headings: meta.headings,
  };
}

export const BLOG_POSTS: BlogPost[] = Object.values(metas)
  .sort((a, b) => Number(a.order ?? 99) - Number(b.order ?? 99))
  .map(toPost);

export function findBlogPost(id: string): BlogPost | null {
  return BLOG_POSTS.find((post) => post.id === id) ?? null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}
