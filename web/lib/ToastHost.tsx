import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast';
import { toastHostStore } from './toast-host-state';
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

/** sonner's Toaster (limit 1, 5000 ms; docs/product.md › Toasts), loaded with the first toast; it shows over the page, under the navigation and the DNS banner (toast-place.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        position="top-center"
        offset={{ top: TOAST_TOP }}
        mobileOffset={{ top: TOAST_TOP, left: 12, right: 12 }}
        closeButton
      />
    </Suspense>
  );
}
