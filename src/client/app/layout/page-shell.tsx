import { useEffect, type ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The first page of a visit keeps the browser's own scroll position (reload, #anchor links). */
let firstPageShown = false;

/** Shared layout of the public pages: top navigation, main content, footer. */
export function PageShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (firstPageShown && !window.location.hash) window.scrollTo(0, 0);
    firstPageShown = true;
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
