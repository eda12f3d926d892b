/**
 * The app's toasts (sonner). Import `toast` from here, not from 'sonner': loading this module is
 * what tells the app shell to mount its <Toaster> (see toaster-request.ts).
 *
 * sonner's <Toaster> only shows toasts raised after it subscribed, and it arrives in a chunk of
 * its own: a toast raised before (the "Authentication Required" a signed-out visit to /subscribe
 * raises on load, just before it redirects) waits here until the Toaster has mounted.
 */
import { toast as sonner } from 'sonner';
import { requestToaster } from './toaster-request';

requestToaster();

let mounted = false;
const waiting: (() => void)[] = [];

function show(raise: () => void): void {
  if (mounted) raise();
  else waiting.push(raise);
}

/**
 * Resolves once toasts raised now are on screen: a redirect that follows a toast (SPEC §9: the
 * toast, then sign-in after 500 ms) counts its delay from there, not from a toast still waiting.
 */
export function toastsShown(): Promise<void> {
  return new Promise((resolve) => show(resolve));
}

/** Called by the Toaster once sonner listens: shows the toasts raised before, in order. */
export function toasterMounted(): void {
  mounted = true;
  for (const raise of waiting.splice(0)) raise();
}

type Message = Parameters<typeof sonner.success>;

export const toast = Object.assign(
  (...args: Parameters<typeof sonner>) => show(() => sonner(...args)),
  {
    success: (...args: Message) => show(() => sonner.success(...args)),
    error: (...args: Message) => show(() => sonner.error(...args)),
  },
);
