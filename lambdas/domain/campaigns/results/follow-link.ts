import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../ports/clock';
import type { Queue } from '../../../ports/queue';
import type { Store } from '../../../ports/store';
import { verifyClick } from '../../links/click-token';
import type { LinkKeys } from '../../links/signed-token';
import { readCampaignLinks } from '../../items/campaign-links';
import { classifyClick } from '../../links/machine-click';
import { attributionHeld, type AttributionHeld } from '../../links/click-attribution';
import { getClickLog } from '../../items/click-log';
import { classifyOpen, needsSentAt } from '../../links/machine-open';
import { getSentAt } from '../../items/recipient-mark';
import { withContactToken } from '../../links/contact-link';
import { MAX_USER_AGENT, type ClickMessage } from './click-message';
import { recordOpen } from './record-engagement';

export interface EngagementPorts {
  store: Store;
  signing: LinkKeys;
  clock: Clock;
}

/** The redirect's ports: the click is handed to the campaign-clicks queue, whose consumer counts it. */
export interface ClickPorts extends EngagementPorts {
  queue: Queue;
}

/**
 * The longest a redirect waits for the queue to take the click's message (SQS answers in milliseconds):
 * past it the reader is sent on and the click may go uncounted, never the link broken.
 */
export const CLICK_QUEUE_WAIT_MS = 1_000;

/** Where a click goes: the link's target, or a refusal (never a redirect to anything the token names). */
export type ClickOutcome =
  /** `queued`: the click's message was taken by the queue in time ('failed' / 'slow': it may go uncounted). */
  | { kind: 'redirect'; url: string; queued: 'yes' | 'failed' | 'slow' }
  /** Altered, forged, of another purpose, an opens token, or no such link of the campaign. */
  | { kind: 'unknown' }
  /** A genuine link whose stored target is not http(s) (never written so; refused all the same). */
  | { kind: 'unsafe' };

const HTTP = /^https?:\/\/[^\s/?#]+/i;
const CONTROL_OR_SPACE = /[\s\p{Cc}]/u;

/** How the link was asked for: GET by a reader's browser, HEAD by a link checker; and the user agent. */
export interface ClickRequest {
  method: 'GET' | 'HEAD';
  userAgent: string;
}

const safe = (url: string) => HTTP.test(url) && !CONTROL_OR_SPACE.test(url);

/**
 * GET (or HEAD) /c/{token}: the visitor is sent to the link's stored target, found by the token's index in
 * keys.campaignLinks, as soon as the click's message is on the campaign-clicks queue: the count follows, off
 * the request path (its consumer: click-message.ts, exact and once per click id: record-engagement.ts).
 * Machines are sent on at once too (issue 35), but a click the redirect holds from attribution goes to the
 * link as the author wrote it, without our UTM tags, so the shop's analytics never credit a scanner's visit
 * to the campaign: one the request shows to be a machine's (a HEAD, a scanner's user agent:
 * links/machine-click.ts), and, from the recipient's mark and click log (two GetItems at once), one within
 * seconds of the send or in a burst under way (links/click-attribution.ts).
 */
export async function followLink(
  ports: ClickPorts,
  token: string,
  request: ClickRequest = { method: 'GET', userAgent: '?' },
): Promise<ClickOutcome> {
  const claims = await verifyClick(ports.signing, token);
  if (!claims || claims.link === undefined) return { kind: 'unknown' };
  const campaign = await readCampaignLinks(ports.store, claims.campaignId);
  const link = campaign?.links[claims.link];
  if (!campaign || !link) return { kind: 'unknown' };
  if (!safe(link.target)) return { kind: 'unsafe' };
  const message: ClickMessage = {
    clickId: randomUUID(),
    campaignId: claims.campaignId,
    contactId: claims.contactId,
    link: claims.link,
    at: ports.clock.now().toISOString(),
    method: request.method,
    userAgent: request.userAgent.slice(0, MAX_USER_AGENT),
  };
  const verdict = classifyClick(
    { ...message, id: message.clickId, method: request.method, userAgent: message.userAgent ?? '' },
    { linkCount: campaign.links.length, earlier: [] },
  );
  const held = verdict.machine ? 'machine' : await heldFromContext(ports.store, message);
  const url = held && safe(link.url) ? link.url : link.target;
  // A reader's click to the account's own site also identifies the visitor there (links/contact-link.ts);
  // a click held from attribution (a machine's, early after the send, or in a burst) identifies nobody.
  const [sent, queued] = await Promise.all([
    held ? url : withContactToken(ports, { sub: campaign.sub, contactId: claims.contactId, url }),
    queueClick(ports.queue, message),
  ]);
  return { kind: 'redirect', url: sent, queued };
}

/**
 * Whether a click no request sign gave away is held from attribution: early after the send, or a burst.
 * When the store cannot read the send time or click log ('unread'), the click is held too: the reader is
 * still sent on, to the link as written, rather than the link breaking over what only decides the credit.
 */
async function heldFromContext(
  store: Store,
  click: ClickMessage,
): Promise<AttributionHeld | 'unread' | undefined> {
  try {
    const [sentAt, log] = await Promise.all([
      getSentAt(store, click.campaignId, click.contactId),
      getClickLog(store, click.campaignId, click.contactId),
    ]);
    return attributionHeld(click, { ...(sentAt ? { sentAt } : {}), earlier: log.recent });
  } catch {
    return 'unread';
  }
}

/** Sends the click's message, waiting at most CLICK_QUEUE_WAIT_MS; never throws. */
async function queueClick(queue: Queue, message: ClickMessage): Promise<'yes' | 'failed' | 'slow'> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), CLICK_QUEUE_WAIT_MS);
  });
  const sent = queue.send('campaign-clicks', message).then(
    () => 'yes' as const,
    () => 'failed' as const,
  );
  try {
    return await Promise.race([sent, slow]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /o/{token}.gif: counts an open of a genuine opens token, as a person's or, apart, a machine's (issue 35:
 * a mail privacy proxy's or prefetcher's load, links/machine-open.ts; the mail's send time is read only for
 * a webmail proxy's load); anything else counts nothing.
 */
export async function countOpen(
  ports: EngagementPorts,
  token: string,
  request: { method: string; userAgent: string } = { method: 'GET', userAgent: '?' },
): Promise<boolean> {
  const claims = await verifyClick(ports.signing, token);
  if (!claims || claims.link !== undefined) return false;
  if (!(await readCampaignLinks(ports.store, claims.campaignId))) return false;
  const at = ports.clock.now().toISOString();
  const sentAt = needsSentAt(request.userAgent)
    ? await getSentAt(ports.store, claims.campaignId, claims.contactId)
    : undefined;
  const machine = classifyOpen({ ...request, at, ...(sentAt ? { sentAt } : {}) });
  await recordOpen(ports.store, claims, at, machine !== undefined);
  return true;
}
