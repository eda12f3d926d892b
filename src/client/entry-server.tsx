/**
 * Server entry used only by the build's pre-render step (scripts/prerender.ts): renders one route
 * of the app to HTML, waiting for its lazy chunk, and reports the page's meta tags. The browser
 * then hydrates that HTML (main.tsx).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { PageMetaSink, type PageMeta } from '@/features/marketing/page-meta';

export type { PageMeta };

export interface RenderedPage {
  html: string;
  meta: PageMeta | null;
}

export async function render(path: string): Promise<RenderedPage> {
  let meta: PageMeta | null = null;
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path} ssrSearch="">
        <PageMetaSink onMeta={(pageMeta) => (meta = pageMeta)}>
          <App />
        </PageMetaSink>
      </Router>
    </StrictMode>,
    // Inline every Suspense boundary: React would otherwise move large ones out of place and
    // reveal them with inline scripts, which the CSP forbids and readers without JS never run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, meta };
}
