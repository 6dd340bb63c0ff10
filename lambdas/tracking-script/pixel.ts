/**
 * The tracking script customers embed (served minified from SCRIPT_PATH; build.ts bundles it).
 * Browser-only, no imports at run time beyond the constants esbuild inlines.
 *
 * - Tracking id from its own tag: data-id="jm_..." or ?id=jm_... in its src.
 * - Posts to the origin it was loaded from + INGEST_PATH: never a third party.
 * - navigator.sendBeacon with a text/plain Blob (a CORS-simple request: no preflight), else fetch with
 *   keepalive and credentials 'omit' (also text/plain). Sets no cookies, reads no storage.
 * - Sends pixel-loaded {status:'loaded', version} once (with document.referrer, for the analytics'
 *   sources), then replays calls the snippet queued in window.jungleMail.q and window.jm.q, and exposes
 *   window.jungleMail.track(eventName, eventData) and window.jm('track', eventName, eventData).
 * - Every path is inside try/catch and fetch rejections are swallowed: nothing reaches the host page.
 */
import {
  INGEST_PATH,
  MAX_PAGE_URL_LENGTH,
  PIXEL_LOADED_EVENT,
  SCRIPT_PATH,
  SCRIPT_VERSION,
  TRACKING_GLOBAL,
} from '../../shared/tracking/constants';

/** `jm('track', 'Purchase', { value: 24.5, currency: 'EUR' })`; calls made before load wait in `q`. */
interface JmFunction {
  (command?: unknown, a?: unknown, b?: unknown): void;
  q?: ArrayLike<unknown>[];
}

interface JungleMailGlobal {
  /** Calls queued by the snippet's stub before this script arrived: `arguments` objects. */
  q?: ArrayLike<unknown>[];
  track?: (eventName?: unknown, eventData?: unknown) => void;
  /** Set once loaded: a second copy of the script on the page does nothing. */
  v?: string;
}

try {
  const w = window as unknown as Record<string, JungleMailGlobal | undefined> & { jm?: JmFunction };
  const g: JungleMailGlobal = w[TRACKING_GLOBAL] || (w[TRACKING_GLOBAL] = {});
  if (!g.v) {
    g.v = SCRIPT_VERSION;

    const tag = (document.currentScript ||
      document.querySelector(`script[src*="${SCRIPT_PATH}"]`)) as HTMLScriptElement | null;
    const src = new URL(tag!.src);
    const id = tag!.getAttribute('data-id') || src.searchParams.get('id');
    const endpoint = src.origin + INGEST_PATH;

    const send = (eventName: unknown, eventData: unknown) => {
      try {
        const body = JSON.stringify({
          tracking_id: id,
          event_name: eventName,
          event_data: eventData || {},
          page_url: location.href.slice(0, MAX_PAGE_URL_LENGTH),
          referrer: document.referrer.slice(0, MAX_PAGE_URL_LENGTH),
          client_timestamp: new Date().toISOString(),
        });
        let queued = false;
        try {
          queued = navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
        } catch {
          // sendBeacon missing or throwing: fall back to fetch below.
        }
        if (!queued)
          fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
      } catch {
        // Unserializable data or no fetch: drop the event, never the page.
      }
    };

    const track = (eventName?: unknown, eventData?: unknown) => {
      try {
        if (eventName) send(eventName, eventData);
        else console.warn('jungleMail.track: eventName is required');
      } catch {
        // Never throw into the caller.
      }
    };

    const jm: JmFunction = (command, a, b) => {
      if (command === 'track') track(a, b);
    };
    const queue = g.q || [];
    const jmQueue = (w.jm && w.jm.q) || [];
    g.q = [];
    g.track = track;
    w.jm = jm;
    send(PIXEL_LOADED_EVENT, { status: 'loaded', version: SCRIPT_VERSION });
    for (let i = 0; i < queue.length; i++) track(queue[i]![0], queue[i]![1]);
    for (let i = 0; i < jmQueue.length; i++) jm(jmQueue[i]![0], jmQueue[i]![1], jmQueue[i]![2]);
  }
} catch {
  // No tag, bad src or a hostile page: stay silent.
}
