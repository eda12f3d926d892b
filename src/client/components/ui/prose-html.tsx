import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { cn } from '@/lib/utils';

/**
 * Trusted HTML rendered at build time from our own Markdown (content/). Links to pages of this
 * site navigate inside the app instead of reloading it.
 */
export function ProseHtml({ html, className }: { html: string; className?: string }) {
  const [, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//')) return;
    // API navigations (sign in) and links to a section of a page load normally.
    if (href.startsWith('/api/') || href.includes('#')) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The click handler only upgrades ordinary links; keyboard activation of a link fires click.
    <div
      className={cn('prose-content', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
