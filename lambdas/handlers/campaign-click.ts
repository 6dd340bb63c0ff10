import { followLink } from '../domain/campaigns/results/follow-link';
import { invalidLinkPage } from '../domain/campaigns/results/invalid-link-page';
import { textReply } from '../http/responses';
import { httpRoute } from '../http/route';
import { queuePort } from '../wiring/queue';
import { signingPort } from '../wiring/signing';

/**
 * GET or HEAD /c/{token} (public; `/api/c/{token}` behind CloudFront): a tracked link of a campaign mail
 * (routes campaignClick and campaignClickHead: link checkers ask with HEAD, issue 35). A genuine
 * token: 302 to the link's target as soon as the click is on the campaign-clicks queue, whose consumer
 * (campaign-click-count.ts) counts it; a queue that failed or was slow never stops the redirect. Anything else (altered, forged, too long, an
 * index the campaign does not have: 404; a stored target that is not http(s): 400) gets a plain page that
 * says the link is not valid, never a redirect.
 */
export const handler = httpRoute({
  id: 'campaignClick',
  uses: [signingPort, queuePort],
  handle: async ({ ports, event, log }) => {
    const token = event.pathParameters?.token ?? '';
    const outcome = await followLink(ports, token, {
      method: event.requestContext.http.method.toUpperCase() === 'HEAD' ? 'HEAD' : 'GET',
      userAgent: event.headers['user-agent'] ?? '',
    });
    if (outcome.kind === 'redirect' && outcome.queued !== 'yes')
      log.error('A click was not queued; the reader was sent on, the click may go uncounted', {
        queued: outcome.queued,
      });
    if (outcome.kind === 'redirect')
      return textReply(302, '', {
        location: outcome.url,
        'cache-control': 'no-store',
        'content-type': 'text/plain; charset=utf-8',
      });
    return textReply(outcome.kind === 'unsafe' ? 400 : 404, invalidLinkPage(), {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The page is static text: nothing may load or run on it.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
  },
});
