import type { CampaignResults } from '../../../shared/contracts/campaign-results';
import type { CampaignCounters } from '../../../shared/contracts/campaigns';

/**
 * What the campaign results' shares (unique clickers, unique openers) are a share of (issue 29: a rate is
 * a share that can never pass 100%): the delivered mails, as peers show them, but never fewer than the
 * recipients known to have received one (someone who opened or clicked was delivered, even when their
 * delivery event is still on its way); the sent mails while no delivery is known yet. Each unique figure
 * counts recipients of this campaign, so it never exceeds the mails sent.
 */
export function resultsBase(
  r: Pick<CampaignResults, 'sent' | 'delivered' | 'uniqueOpeners' | 'uniqueClickers'>,
) {
  if (r.delivered === 0) return r.sent;
  return Math.max(r.delivered, r.uniqueOpeners, r.uniqueClickers);
}

/**
 * The results with the delivery, bounce, complaint and unsubscribe numbers of the campaign's own read, which
 * the Progress card shows beside them: the two cards never disagree, whichever was read last (a journey saw
 * Progress "Delivered 1" beside Results "Delivered 0" for 6-8 s after a send). Clicks and opens stay the
 * results' own.
 */
export function withProgressCounters(r: CampaignResults, c: CampaignCounters): CampaignResults {
  return {
    ...r,
    sent: c.sent,
    delivered: c.delivered,
    bounced: c.bounced,
    complained: c.complained,
    unsubscribed: c.unsubscribed,
  };
}
