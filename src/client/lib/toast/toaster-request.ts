/**
 * Whether the app should mount its <Toaster> yet. The toast library (sonner) stays out of the
 * first load of the landing page, which shows toasts only after a click: the Toaster mounts once
 * some code has loaded `@/lib/toast/toast`, i.e. once a toast may be shown. sonner replays toasts
 * raised before its Toaster subscribed, so none is lost.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function isToasterRequested() {
  return requested;
}

export function subscribeToasterRequest(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
