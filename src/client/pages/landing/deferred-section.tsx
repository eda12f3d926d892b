import { Suspense, type ReactNode } from 'react';

/**
 * A landing section below the hero, in its own Suspense boundary: React then hydrates it later
 * and in small, interruptible pieces instead of in the page's first long task, which keeps the
 * page responsive while it starts.
 */
export function DeferredSection({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
