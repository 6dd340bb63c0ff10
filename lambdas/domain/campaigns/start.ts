import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';

/**
 * THE SEAM where sending plugs in (issue 21; the `sending` branch owns what happens here). Called once a
 * campaign's status is 'sending': after POST /send-now, after POST /resume, and when a scheduled campaign's
 * time comes. The campaign item already says 'sending' (with startedAt); the send job pages the audience,
 * reserves the monthly allowance with reserveSends (monthly-sends.ts), builds each recipient's copy with
 * renderCampaignEmail + withUnsubscribeUrl (campaign-email.ts) and counts on the item's top-level counters.
 *
 * Until the queue port and the send job are merged this starts nothing: the campaign stays 'sending' with
 * 0 queued, which the campaign page shows as it is.
 */
export type StartCampaignSend = (
  deps: { store: Store; clock: Clock },
  sub: string,
  campaignId: string,
) => Promise<void>;

export const startCampaignSend: StartCampaignSend = async () => {};
