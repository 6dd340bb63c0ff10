/**
 * A small read hook for the public blog pages: one GET per API path, answers kept in a page-lifetime cache
 * (seeded from a prerendered page's embedded data, so hydration renders exactly the static HTML), fresh for
 * 30 s like the signed-in app's React Query default, retried as asked, refetched on demand.
 *
 * Written by hand instead of using React Query on purpose: React Query is ~10.6 kB gzipped, and the public
 * pages (landing, blog, legal) have a 120 kB JavaScript budget of which React + React Router take 98 kB
 * (issue 13). The blog reads two public, cacheable answers and needs none of its mutations, invalidation or
 * window-focus logic. The signed-in app keeps React Query (web/lib/query-client.tsx).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { takePrerenderedAnswers } from '../../prerender-data';

const FRESH_MS = 30_000;

interface Entry {
  data?: unknown;
  error?: unknown;
  /** When the last answer (or final failure) arrived. */
  at: number;
}

const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
let seededAtLoad = false;

/** The answers main.tsx took from a prerendered page, into the cache the first time the hook reads it. */
function readCache(path: string): Entry | undefined {
  if (!seededAtLoad) {
    seededAtLoad = true;
    seedPublicResources(takePrerenderedAnswers());
  }
  return cache.get(path);
}

/** Fills the cache with the answers a prerendered page was rendered from (before the first render). */
export function seedPublicResources(data: Record<string, unknown>, now = Date.now()): void {
  for (const [path, value] of Object.entries(data)) cache.set(path, { data: value, at: now });
}

/** Empties the cache (the prerender renders one page after another). */
export function clearPublicResources(): void {
  cache.clear();
}

export interface PublicResource<T> {
  /** This path's answer; with `keepPrevious`, the last shown answer while this path's first one is awaited. */
  data: T | undefined;
  error: unknown;
  /** No answer and no failure yet (nothing to show). */
  isPending: boolean;
  /** The last try for this path failed (data may still hold an earlier answer). */
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

export interface PublicResourceOptions {
  /** Show the previous path's answer while this one loads (paging, search). */
  keepPrevious?: boolean;
  /** Whether to try again after failure number `failures` (0-based) with this error. */
  retry: (failures: number, error: unknown) => boolean;
}

const retryDelayMs = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

export function usePublicResource<T>(
  path: string,
  load: (signal: AbortSignal) => Promise<T>,
  { keepPrevious = false, retry }: PublicResourceOptions,
): PublicResource<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [requested, refetch] = useReducer((n: number) => n + 1, 0);
  const fetching = useRef<string | null>(null);
  const shown = useRef<T | undefined>(undefined);
  const loadRef = useRef(load);
  loadRef.current = load;
  const retryRef = useRef(retry);
  retryRef.current = retry;

  useEffect(() => {
    listeners.add(rerender);
    return () => {
      listeners.delete(rerender);
    };
  }, []);

  const forced = useRef(0);
  useEffect(() => {
    const entry = readCache(path);
    const force = requested !== forced.current;
    forced.current = requested;
    if (!force && entry && entry.data !== undefined && Date.now() - entry.at < FRESH_MS) return;
    const controller = new AbortController();
    fetching.current = path;
    rerender();
    void (async () => {
      for (let failures = 0; ; failures++) {
        try {
          const data = await loadRef.current(controller.signal);
          cache.set(path, { data, at: Date.now() });
          break;
        } catch (error) {
          if (controller.signal.aborted) return;
          if (!retryRef.current(failures, error)) {
            cache.set(path, { ...cache.get(path), error, at: Date.now() });
            break;
          }
          await new Promise((resolve) => window.setTimeout(resolve, retryDelayMs(failures)));
          if (controller.signal.aborted) return;
        }
      }
      if (fetching.current === path) fetching.current = null;
      for (const listener of listeners) listener();
    })();
    return () => controller.abort();
  }, [path, requested]);

  const entry = readCache(path);
  const own = entry?.data as T | undefined;
  if (own !== undefined) shown.current = own;
  const data = own ?? (keepPrevious ? shown.current : undefined);
  const isFetching = fetching.current === path;
  const isError = entry?.error !== undefined && !isFetching;
  return {
    data,
    error: isError ? entry?.error : undefined,
    isPending: data === undefined && !isError,
    isError,
    isFetching,
    refetch: useCallback(() => refetch(), []),
  };
}
