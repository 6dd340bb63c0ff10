import { countOpen } from '../domain/campaigns/results/follow-link';
import { binaryReply } from '../http/responses';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/** A 1x1 transparent GIF (43 bytes). */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const GIF_HEADERS = { 'content-type': 'image/gif', 'cache-control': 'no-store, max-age=0' };

/**
 * GET /o/{token}.gif (public; `/api/o/…` behind CloudFront): the opens pixel of a campaign mail. A genuine
 * opens token counts an open (and a unique opener the first time); the GIF is the answer whatever the
 * token, so a mail client never shows a broken image.
 */
export const handler = httpRoute({
  id: 'campaignOpen',
  uses: [signingPort],
  handle: async ({ ports, event, log }) => {
    const file = event.pathParameters?.file ?? '';
    if (file.endsWith('.gif')) {
      try {
        await countOpen(ports, file.slice(0, -'.gif'.length), {
          method: event.requestContext.http.method,
          userAgent: event.headers['user-agent'] ?? '',
        });
      } catch (error) {
        // An open not counted is an estimate a little lower; the reader still gets the image.
        log.warn('An open was not counted', { error: String(error) });
      }
    }
    return binaryReply(200, PIXEL_GIF, GIF_HEADERS);
  },
});
