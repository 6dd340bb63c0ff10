/**
 * How long a campaign's numbers keep moving, for the two reads of its page (campaigns-api.ts's campaign with
 * the progress counters, results-api.ts's results). Pure, so both agree and a unit test can hold them to it.
 */

/** While a campaign sends, its progress is read again this often. */
export const POLL_MS = 2000;

/** Its results (clicks and opens too), and its progress once it has finished, are read again this often. */
export const RESULTS_POLL_MS = 10_000;

/**
 * How long after a send finishes the page keeps reading: SES's delivery, bounce and complaint events trail
 * the last mail by seconds to a minute, so numbers read as the send ended said "Delivered 0" beside the
 * real count until the page was opened again (a journey saw it).
 */
export const RESULTS_SETTLE_MS = 5 * 60_000;

interface CampaignTiming {
  status: string;
  finishedAt: string | null;
}

/** Whether a campaign's results are still moving: it sends, or it finished less than RESULTS_SETTLE_MS ago. */
export function resultsLive(campaign: CampaignTiming, nowMs: number): boolean {
  if (campaign.status === 'sending') return true;
  const finished = campaign.finishedAt ? Date.parse(campaign.finishedAt) : Number.NaN;
  return Number.isFinite(finished) && nowMs - finished < RESULTS_SETTLE_MS;
}

/** How often the campaign itself (status and progress counters) is read again: fast while it sends. */
export function campaignPollMs(campaign: CampaignTiming | undefined, nowMs: number): number | false {
  if (!campaign) return false;
  if (campaign.status === 'sending') return POLL_MS;
  return resultsLive(campaign, nowMs) ? RESULTS_POLL_MS : false;
}

/**
 * What the results are built from that the campaign's own read also shows: when it changes (the progress
 * read saw the send move on, or SES's events arrive), the results are read again at once, so the Progress and
 * Results cards never disagree for a whole results poll (a journey saw "Delivered 1" beside "Delivered 0").
 */
export function resultsSignature(campaign: { status: string; counters: Record<string, number> }): string {
  const c = campaign.counters;
  return [campaign.status, c.sent, c.delivered, c.bounced, c.complained, c.unsubscribed].join('|');
}
