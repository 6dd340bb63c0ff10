import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast';
import { toastHostStore } from './toast-host-state';
import { useToastEdge } from './toast-edge';
import { TOAST_TOP } from './toast-place';

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  function MountedToaster(props: Parameters<typeof SonnerToaster>[0]) {
    // Runs after sonner's own effects: its Toaster listens by now.
    useEffect(() => toastHostStore.mounted(), []);
    return <SonnerToaster {...props} />;
  }
  return { default: MountedToaster };
});

/** sonner's Toaster (limit 1, 5000 ms; docs/product.md › Toasts), loaded with the first toast; it shows over the page, under the navigation and the DNS banner (toast-place.ts), or at the bottom on a phone while a dialog is open (toast-edge.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.requested, () => false);
  const edge = useToastEdge();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        position={edge === 'top' ? 'top-center' : 'bottom-center'}
        offset={edge === 'top' ? { top: TOAST_TOP } : { bottom: 12 }}
        mobileOffset={
          edge === 'top' ? { top: TOAST_TOP, left: 12, right: 12 } : { bottom: 12, left: 12, right: 12 }
        }
        closeButton
      />
    </Suspense>
  );
}
