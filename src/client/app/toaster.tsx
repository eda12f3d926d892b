import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@shared/constants';
import { toasterMounted } from '@/lib/toast/toast';

/** The toast area: at most one toast, 5 s each (SPEC §9). Loaded on demand by AppToaster. */
export default function Toaster() {
  // sonner subscribes in its own effect, which runs before this one (children first).
  useEffect(() => toasterMounted(), []);
  return (
    <SonnerToaster
      visibleToasts={MAX_TOASTS}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
    />
  );
}
