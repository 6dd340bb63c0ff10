/**
 * Loading sonner on demand: the first toast asks for the <Toaster> (ToastHost renders it once asked) and
 * waits until it is mounted, so no toast is published before the Toaster listens.
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let requested = false;
const listeners = new Set<() => void>();
let markMounted: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let ready: Promise<Sonner> | undefined;

export const toastHostStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
  /** Called by ToastHost once sonner's Toaster has mounted (and subscribed to toasts). */
  mounted: () => markMounted?.(),
};

/** sonner, once its Toaster is on the page. */
export function toasterReady(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of [...listeners]) listener();
  }
  ready ??= Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner);
  return ready;
}
