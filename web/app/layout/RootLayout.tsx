import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../../components/loading-overlay/LoadingOverlay';
import { PageReadyBoundary, useOverlayControl } from '../../components/loading-overlay/page-ready';
import { APP_SHELL_ID } from '../../components/ui/app-shell';
import { documentTitleFor } from '../../config/paths';
import { DnsStateProvider } from '../../features/dns/dns-state';
import { AuthProvider, useAuth } from '../../lib/auth';
import { toastsOnPage } from '../../lib/toast';
import { BareShellContext } from './bare-shell';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { RedirectGate, RouteGate } from './RedirectGate';
import styles from './RootLayout.module.css';

/** Longest the overlay may hold a page; past this the page is shown anyway (and a warning logged). */
export const OVERLAY_MAX_HOLD_MS = 15_000;

/** The DNS banner and dialog exist only for a signed-in user's setup: public pages do not load them. */
const DnsLayer = lazy(() => import('../../features/dns/DnsLayer').then((m) => ({ default: m.DnsLayer })));
/** Issue 18: an unverified address gets the code banner (it needs Amplify, so it loads only then). */
const VerifyEmailBanner = lazy(() =>
  import('../../features/account/VerifyEmailBanner').then((m) => ({ default: m.VerifyEmailBanner })),
);

export function RootLayout() {
  return (
    <AuthProvider>
      <RedirectGate>
        <DnsStateProvider>
          <Shell />
        </DnsStateProvider>
      </RedirectGate>
    </AuthProvider>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const { status, user } = useAuth();
  const { readyPath, markReady } = useOverlayControl();
  const loading = readyPath !== pathname;
  const main = useRef<HTMLElement>(null);
  const firstReady = useRef(true);
  // Issue 33: a Premium shop's subscriber page asks for no product navigation (bare-shell.tsx).
  const [bare, setBare] = useState(false);

  useEffect(() => {
    document.title = documentTitleFor(pathname);
    toastsOnPage(pathname);
  }, [pathname]);

  // After a navigation (not the first load), move focus to the new page so screen readers start there.
  useEffect(() => {
    if (loading) return;
    if (firstReady.current) {
      firstReady.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [loading, pathname]);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => {
      console.warn(
        `Page ${pathname} did not report ready within ${OVERLAY_MAX_HOLD_MS} ms; showing it anyway.`,
      );
      markReady(pathname);
    }, OVERLAY_MAX_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [loading, pathname, markReady]);

  return (
    <BareShellContext.Provider value={setBare}>
      <div id={APP_SHELL_ID} className={styles.shell}>
        <a
          href="#main"
          className="skip-link"
          onClick={(event) => {
            event.preventDefault();
            main.current?.focus();
            main.current?.scrollIntoView();
          }}
        >
          Skip to content
        </a>
        {!bare && <NavBar />}
        {status === 'signedIn' && (
          <Suspense fallback={null}>
            <DnsLayer />
          </Suspense>
        )}
        <main id="main" ref={main} tabIndex={-1} className={styles.main} aria-busy={loading}>
          {/* Not in the editor: there every line of height belongs to the email and the chat (a phone shows
              too little of either with it), and verifying gates only sending, where /send-email shows it. */}
          {status === 'signedIn' && user && !user.emailVerified && !pathname.startsWith('/editor') && (
            <Suspense fallback={null}>
              <VerifyEmailBanner />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <PageReadyBoundary key={pathname} path={pathname}>
              <RouteGate>
                <Outlet />
              </RouteGate>
            </PageReadyBoundary>
          </Suspense>
        </main>
        {!bare && <Footer />}
      </div>
      {loading && <LoadingOverlay />}
      <ScrollRestoration />
    </BareShellContext.Provider>
  );
}
