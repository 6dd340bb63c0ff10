/**
 * When is a page ready? The loading overlay shows on every path change and hides when the page says so
 * (docs/product.md › Loading overlay). A page opts in by calling, at its top level:
 *
 *   usePageReady(!query.isPending);                  // data
 *   const images = useAwaitImages(2);                // images: spread images.imgProps on each <img>
 *   usePageReady(images.done);
 *
 * Every call is one "hold"; the page is ready when its lazy chunk has mounted and every hold is ready.
 * A page that calls neither is ready as soon as it mounts. A failed image counts as done.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface OverlayControl {
  /** Path the most recent ready report was for; the overlay is up while it differs from the current path. */
  readyPath: string | null;
  markReady: (path: string) => void;
}

const OverlayContext = createContext<OverlayControl | null>(null);

export function PageReadyProvider({
  children,
  initialReadyPath,
}: {
  children: ReactNode;
  /** A prerendered page is ready from its first render. */
  initialReadyPath?: string;
}) {
  const [readyPath, setReadyPath] = useState<string | null>(initialReadyPath ?? null);
  const markReady = useCallback((path: string) => setReadyPath(path), []);
  const value = useMemo(() => ({ readyPath, markReady }), [readyPath, markReady]);
  return <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>;
}

export function useOverlayControl(): OverlayControl {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('useOverlayControl must be used within a PageReadyProvider');
  return value;
}

interface Holds {
  set: (id: string, ready: boolean) => void;
  remove: (id: string) => void;
}

const HoldsContext = createContext<Holds | null>(null);

/**
 * Wraps one page (keyed by pathname, inside the route's Suspense). Child effects run before this one's,
 * so every hold a page registers at its top level is known before the boundary declares "mounted".
 */
export function PageReadyBoundary({ path, children }: { path: string; children: ReactNode }) {
  const { markReady } = useOverlayControl();
  const holds = useRef(new Map<string, boolean>());
  const mounted = useRef(false);
  const reported = useRef(false);

  const check = useCallback(() => {
    if (reported.current || !mounted.current) return;
    for (const ready of holds.current.values()) if (!ready) return;
    reported.current = true;
    markReady(path);
  }, [markReady, path]);

  const api = useMemo<Holds>(
    () => ({
      set(id, ready) {
        holds.current.set(id, ready);
        check();
      },
      remove(id) {
        holds.current.delete(id);
        // Deferred: under StrictMode's simulated unmount/remount the hold is registered again before this runs.
        queueMicrotask(check);
      },
    }),
    [check],
  );

  useEffect(() => {
    mounted.current = true;
    check();
    return () => {
      mounted.current = false;
    };
  }, [check]);

  return <HoldsContext.Provider value={api}>{children}</HoldsContext.Provider>;
}

/** Holds the loading overlay until `ready` is true. Call at the page's top level. */
export function usePageReady(ready: boolean): void {
  const holds = useContext(HoldsContext);
  const id = useId();
  useEffect(() => {
    holds?.set(id, ready);
  }, [holds, id, ready]);
  useEffect(() => () => holds?.remove(id), [holds, id]);
}

export interface AwaitedImages {
  /** True once `count` images have loaded or failed. */
  done: boolean;
  /** Spread on each awaited <img>: counts load and error alike. */
  imgProps: { onLoad: () => void; onError: () => void };
}

/**
 * Counts settled images toward `count`. Also holds the overlay itself, so `useAwaitImages(2)` alone is
 * enough for a page whose only wait is its images. For an image that may already be cached, React still
 * fires onLoad after hydration-free mounts, so no `complete` check is needed.
 */
export function useAwaitImages(count: number): AwaitedImages {
  const [settled, setSettled] = useState(0);
  const onSettle = useCallback(() => setSettled((n) => n + 1), []);
  const done = settled >= count;
  usePageReady(done);
  const imgProps = useMemo(() => ({ onLoad: onSettle, onError: onSettle }), [onSettle]);
  return { done, imgProps };
}
