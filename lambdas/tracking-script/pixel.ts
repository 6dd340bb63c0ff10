/**
 * The tracking script customers embed (served minified from SCRIPT_PATH; build.ts bundles it).
 * Browser-only, no imports at run time beyond the constants esbuild inlines.
 *
 * - Tracking id from its own tag: data-id="jm_..." or ?id=jm_... in its src.
 * - Posts to the origin it was loaded from + INGEST_PATH: never a third party.
 * - navigator.sendBeacon with a text/plain Blob (a CORS-simple request: no preflight), else fetch with
 *   keepalive and credentials 'omit' (also text/plain). Sets no cookies; storage only for the contact token.
 *   Commerce events (issue 31) always go by fetch, and a refusal's message is printed with console.warn.
 * - Sends pixel-loaded {status:'loaded', version} once (with document.referrer, for the analytics'
 *   sources), then replays calls the snippet queued in window.jungleMail.q, and exposes
 *   window.jungleMail.track(eventName, eventData).
 * - window.jm('subscribe', email, {firstName}) posts to the signup form route (double opt-in) and resolves
 *   to true when the address was accepted (a confirmation email is on its way); jm('track', name, data)
 *   is track(). Calls made before the script arrived wait in window.jungleMail.j.
 * - Identified visitors (issue 31): a contact token arriving as ?jm_t= (a campaign click) is taken from the
 *   address bar (history.replaceState), kept in this site's localStorage and sent as contact_token with
 *   every event; jm('identify', email) and jm('subscribe') answers bring one too. With
 *   data-consent="required" on the tag nothing is read from or written to storage and no token is sent
 *   until jm('consent', true); jm('consent', false) forgets it (removes the stored token). No cookies ever.
 * - Every path is inside try/catch and fetch rejections are swallowed: nothing reaches the host page.
 */
import {
  COMMAND_GLOBAL,
  CONTACT_TOKEN_PARAM,
  IDENTIFY_PATH,
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

    // The contact token: in memory always, in localStorage only while storage is allowed.
    let allowed = tag!.getAttribute('data-consent') != 'required';
    let token: string | null = null;
    let pending: unknown;
    const load = () => {
      try {
        token = token || localStorage.getItem(CONTACT_TOKEN_PARAM);
      } catch {
        // Storage blocked: the token lives for this page only.
      }
    };
    const save = () => {
      try {
        if (allowed && token) localStorage.setItem(CONTACT_TOKEN_PARAM, token);
        else localStorage.removeItem(CONTACT_TOKEN_PARAM);
      } catch {
        // Storage blocked or full: nothing kept.
      }
    };
    if (allowed) load();
    const here = new URL(location.href);
    const given = here.searchParams.get(CONTACT_TOKEN_PARAM);
    if (given) {
      token = given;
      here.searchParams.delete(CONTACT_TOKEN_PARAM);
      history.replaceState(history.state, '', here);
      if (allowed) save();
    }

    const send = (eventName: unknown, eventData: unknown) => {
      try {
        const body = JSON.stringify({
          tracking_id: id,
          event_name: eventName,
          event_data: eventData || {},
          page_url: location.href.slice(0, MAX_PAGE_URL_LENGTH),
          referrer: document.referrer.slice(0, MAX_PAGE_URL_LENGTH),
          client_timestamp: new Date().toISOString(),
          contact_token: (allowed && token) || undefined,
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

    // send() catches everything itself, so nothing throws into the caller.
    const track = (eventName?: unknown, eventData?: unknown) =>
      eventName ? send(eventName, eventData) : console.warn('jungleMail.track: eventName is required');

    // JSON as text/plain, as the events: a CORS-simple request. Resolves to whether it was accepted; an
    // answer's contact token is kept (stored only while storage is allowed).
    const post = (path: string, body: object): Promise<boolean> =>
      fetch(src.origin + path + '/' + id, {
        method: 'POST',
        body: JSON.stringify(body),
        credentials: 'omit',
      })
        .then(
          (r) =>
            r.ok &&
            r.json().then((answer: { token?: string }) => {
              if (answer.token) {
                token = answer.token;
                save();
              }
              return true;
            }),
        )
        .catch(() => false);

    const subscribe = (email: unknown, fields: unknown) =>
      post(SUBSCRIBE_PATH, { ...(fields as object), email });

    // Before consent the address is not even sent: it waits for jm('consent', true).
    const identify = (email: unknown) => (allowed ? post(IDENTIFY_PATH, { email }) : (pending = email));

    const consent = (yes: unknown) => {
      if ((allowed = !!yes)) load();
      else token = null;
      save();
      if (allowed && pending) identify(pending);
      pending = 0;
    };

    const jm = (command: unknown, a?: unknown, b?: unknown) =>
      command == 'subscribe'
        ? subscribe(a, b)
        : command == 'identify'
          ? identify(a)
          : command == 'consent'
            ? consent(a)
            : track(a, b);

    const queue = g.q || [];
    const later = g.j || [];
    g.q = [];
    g.track = track;
    w[COMMAND_GLOBAL] = jm;
    // A consent given before the script arrived counts for the page-load event already.
    later.forEach((c) => c[0] == 'consent' && consent(c[1]));
    send(PIXEL_LOADED_EVENT, { status: 'loaded', version: SCRIPT_VERSION });
    queue.forEach((c) => track(c[0], c[1]));
    later.forEach((c) => jm(c[0], c[1], c[2]));
  }
} catch {
  // No tag, bad src or a hostile page: stay silent.
}
