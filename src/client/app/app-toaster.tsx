import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequest } from '@/lib/toast/toaster-request';

const Toaster = lazy(() => import('./toaster'));

/** The toast area, mounted only once a toast may be shown (its library is then loaded anyway). */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
