import type { ReactNode } from 'react';
import { AppToaster } from './app-toaster';

/**
 * App-wide: the toast area (at most one toast, 5 s each). The data cache is provided by each page
 * and landing-page island that fetches (lib/lazy-with-queries.tsx), so the landing page hydrates
 * without the data library.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AppToaster />
    </>
  );
}
