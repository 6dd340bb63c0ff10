import { textReply } from '../http/responses';
import { httpRoute } from '../http/route';
import { TRACKING_SCRIPT } from '../tracking-script/script.generated';

/**
 * The headers of the served script. One URL for every customer (the tracking id is in the tag's data-id),
 * so it caches well; `cross-origin-resource-policy` lets any site load it even where our origin sends
 * stricter defaults. The script posts to the origin it was loaded from (pixel.ts), i.e. this one's /api/t.
 */
export const SCRIPT_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
} as const;

/** GET /api/jm.js (public): the tracking pixel script customers embed. */
export const handler = httpRoute({
  id: 'trackingScript',
  handle: async () => textReply(200, TRACKING_SCRIPT, SCRIPT_HEADERS),
});
