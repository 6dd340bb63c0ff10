import type { ReactNode } from 'react';
import { PageReadyProvider } from '../components/loading-overlay/page-ready';
import { ToastHost } from '../lib/ToastHost';

/**
 * App-wide providers that do not need the router: the page-ready state of the loading overlay and the toaster
 * (limit 1, 5000 ms; docs/product.md › Toasts). The toaster sits outside #app-shell so toasts stay announced while a dialog
 * makes the page inert. AuthProvider needs navigation, so it lives in the layout. React Query is not here: it
 * loads with the signed-in pages and the shell's signed-in layer (web/lib/query-client.tsx), so public pages
 * do without it.
 */
export function AppProviders({
  children,
  readyPath,
}: {
  children: ReactNode;
  /** The path that is ready at first render (a prerendered page): no loading overlay over it. */
  readyPath?: string;
}) {
  return (
    <PageReadyProvider initialReadyPath={readyPath}>
      {children}
      <ToastHost />
    </PageReadyProvider>
  );
}
