/**
 * Per-page title, description, canonical URL and Open Graph tags. The pre-render step collects
 * them while rendering each page on the server (PageMetaSink) and writes them into that page's
 * <head>; in the browser the same hook keeps <head> right across client-side navigations.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { SITE_NAME } from '@shared/marketing';

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path; null for pages search engines should not index (the 404 page). */
  path: string | null;
  /** Open Graph type: 'article' for blog posts, 'website' otherwise. */
  type?: 'website' | 'article';
}

const PageMetaSinkContext = createContext<((meta: PageMeta) => void) | null>(null);

export function PageMetaSink({
  onMeta,
  children,
}: {
  onMeta(meta: PageMeta): void;
  children: ReactNode;
}) {
  return <PageMetaSinkContext.Provider value={onMeta}>{children}</PageMetaSinkContext.Provider>;
}

export function usePageMeta(meta: PageMeta) {
  const sink = useContext(PageMetaSinkContext);
  // Server rendering runs no effects, so the pre-render step is told during render.
  sink?.(meta);
  const { title, description, path, type = 'website' } = meta;
  useEffect(() => {
    document.title = title;
    const url = path === null ? null : `${window.location.origin}${path}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:url', url);
    setCanonical(url);
    // Pages without their own meta (dashboard, analytics…) must not inherit this page's URL.
    return () => {
      setMeta('property', 'og:url', null);
      setCanonical(null);
    };
  }, [title, description, path, type]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(url: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (url === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = url;
}
