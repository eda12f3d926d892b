import { articleHtml } from '@/features/blog/article-html';
import { findBlogPost } from '@/features/blog/blog-posts';
import NotFoundPage from '@/pages/not-found/not-found-page';
import { ArticleView } from './article-view';

export default function BlogArticlePage({ slug }: { slug: string }) {
  const post = findBlogPost(slug);
  const html = post ? articleHtml(post.id) : null;
  if (!post || html === null) return <NotFoundPage />;
  return <ArticleView post={post} html={html} />;
}
