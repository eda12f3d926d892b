/**
 * The data cache (@tanstack/react-query) for the parts of the app that fetch. It is not a root
 * provider: the landing page must hydrate without loading the library, so each lazily loaded page
 * and each island of the landing page that fetches provides it itself (lazy-with-queries.tsx).
 * They all share this one client, so a query answered in one part is cached for every other.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * One cache per page load. The build's pre-render also imports it, but queries never fetch while
 * rendering on the server, so nothing is cached across the pre-rendered pages.
 */
const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
