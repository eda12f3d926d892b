import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@shared/constants';
import { createQueryClient } from '@/lib/query-client';

/** App-wide providers: data cache and the toast area (at most one toast, 5 s each). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        visibleToasts={MAX_TOASTS}
        duration={TOAST_DURATION_MS}
        position="top-center"
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
