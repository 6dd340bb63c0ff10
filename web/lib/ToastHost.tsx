import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast';
import { toastHostStore } from './toast-host-state';

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  function MountedToaster(props: Parameters<typeof SonnerToaster>[0]) {
    // Runs after sonner's own effects: its Toaster listens by now.
    useEffect(() => toastHostStore.mounted(), []);
    return <SonnerToaster {...props} />;
  }
  return { default: MountedToaster };
});

/** sonner's Toaster (limit 1, 5000 ms; spec 1 §9), loaded with the first toast. */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        position="top-center"
        offset={{ top: 80 }}
        mobileOffset={{ top: 76, left: 12, right: 12 }}
        closeButton
      />
    </Suspense>
  );
}
