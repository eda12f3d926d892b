import { Toaster as SonnerToaster } from 'sonner';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@shared/constants';

/** The toast area: at most one toast, 5 s each (SPEC §9). Loaded on demand by AppToaster. */
export default function Toaster() {
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
