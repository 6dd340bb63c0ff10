/**
 * The tracking script customers embed (served minified from SCRIPT_PATH; build.ts bundles it).
 * Browser-only, no imports at run time beyond the constants esbuild inlines.
 *
 * - Tracking id from its own tag: data-id="jm_..." or ?id=jm_... in its src.
 * - Posts to the origin it was loaded from + INGEST_PATH: never a third party.
 * - navigator.sendBeacon with a text/plain Blob (a CORS-simple request: no preflight), else fetch with
 *   keepalive and credentials 'omit' (also text/plain). Sets no cookies, reads no storage. Commerce
 *   events (issue 31) always go by fetch, and a refusal's message is printed with console.warn.
 * - Sends pixel-loaded {status:'loaded', version} once (with document.referrer, for the analytics'
 *   sources), then replays calls the snippet queued in window.jungleMail.q, and exposes
 *   window.jungleMail.track(eventName, eventData).
 * - window.jm('subscribe', email, {firstName}) posts to the signup form route (double opt-in) and resolves
 *   to true when the address was accepted (a confirmation email is on its way); jm('track', name, data)
 *   is track(). Calls made before the script arrived wait in window.jungleMail.j.
 * - Every path is inside try/catch and fetch rejections are swallowed: nothing reaches the host page.
 */
import {
  COMMAND_GLOBAL,
  INGEST_PATH,
  MAX_PAGE_URL_LENGTH,
  PIXEL_LOADED_EVENT,
  SCRIPT_PATH,
  SCRIPT_VERSION,
  SUBSCRIBE_PATH,
  TRACKING_GLOBAL,
} from '../../shared/tracking/constants';

interface JungleMailGlobal {
  /** Calls queued by the snippet's stub before this script arrived: `arguments` objects. */
  q?: ArrayLike<unknown>[];
  track?: (eventName?: unknown, eventData?: unknown) => void;
  /** jm() calls queued by the snippet's stub. */
  j?: ArrayLike<unknown>[];
  /** Set once loaded: a second copy of the script on the page does nothing. */
  v?: string;
}

try {
  const w = window as unknown as Record<string, unknown>;
  const g = (w[TRACKING_GLOBAL] || (w[TRACKING_GLOBAL] = {})) as JungleMailGlobal;
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
          // Commerce events (their names have a space) go by fetch, whose answer can be read.
          queued =
            !/ /.test(eventName as string) &&
            navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
        } catch {
          // sendBeacon missing or throwing: fall back to fetch below.
        }
        // A refused event: the ingest's plain message on the site's console.
        if (!queued)
          fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' })
            .then((r): unknown => r.ok || r.json().then((e: { message: string }) => console.warn(e.message)))
            .catch(() => {});
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

    // JSON as text/plain, as the events: a CORS-simple request. Resolves to whether it was accepted.
    const subscribe = (email: unknown, fields: unknown): Promise<boolean> =>
      fetch(src.origin + SUBSCRIBE_PATH + '/' + id, {
        method: 'POST',
        body: JSON.stringify({ ...(fields as object), email }),
        credentials: 'omit',
      }).then(
        (r) => r.ok,
        () => false,
      );

    const jm = (command: unknown, a?: unknown, b?: unknown) =>
      command === 'subscribe' ? subscribe(a, b) : track(a, b);

    const queue = g.q || [];
    const later = g.j || [];
    g.q = [];
    g.track = track;
    w[COMMAND_GLOBAL] = jm;
    send(PIXEL_LOADED_EVENT, { status: 'loaded', version: SCRIPT_VERSION });
    for (let i = 0; i < queue.length; i++) track(queue[i]![0], queue[i]![1]);
    for (let i = 0; i < later.length; i++) jm(later[i]![0], later[i]![1], later[i]![2]);
  }
} catch {
  // No tag, bad src or a hostile page: stay silent.
}
