import { ConditionFailedError, TransactionConflictError, type Store } from '../../../ports/store';
import { getCampaign, releaseCampaignReservation } from '../../items/campaign';
import { releaseSends } from '../../items/monthly-sends';

const TRIES = 8;
/** The statuses in which nothing more is mailed until someone acts (a resume reserves again). */
const SETTLED = new Set(['cancelled', 'sent', 'held']);

/**
 * Gives back the part of a campaign's monthly reservation that was not mailed, once the campaign is over
 * ('cancelled', 'sent', or 'held' at the month's allowance). The send job reserves each page's recipients as it queues them (so reserved =
 * `queued`) and starts `released` at 0; what is due back is queued - sent - failed - released: the
 * recipients skipped (unsubscribed, bounced… during the send) and, after a cancel, everyone never handled.
 *
 * One transaction moves `released` and the month's counter (keys.monthlySends of `reservedMonth`, the month
 * the job last reserved in) together, on condition that the campaign's status, sent, failed and released
 * are still what was read. So it is idempotent (a second run finds nothing due), and a batch counted after
 * a cancel (mail in flight when it landed) fails the condition or makes the due amount negative: the next
 * run takes those mails back. Whoever changes the numbers of a finished campaign runs this after: cancel,
 * the worker that counts a batch of a cancelled campaign, finishIfDone.
 */
export async function settleReservation(
  store: Store,
  accountId: string,
  campaignId: string,
): Promise<number> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const campaign = await getCampaign(store, accountId, campaignId);
    if (!campaign || !SETTLED.has(campaign.status)) return 0;
    const { reservedMonth: month, released } = campaign;
    if (month === undefined || released === undefined) return 0; // nothing reserved
    const { queued, sent, failed } = campaign.counters;
    const due = queued - sent - failed - released;
    if (due === 0) return 0;
    try {
      await store.transact([
        releaseCampaignReservation(accountId, campaignId, { ...campaign, released }, due),
        releaseSends(accountId, month, due),
      ]);
      return due;
    } catch (error) {
      if (error instanceof TransactionConflictError) continue;
      if (!(error instanceof ConditionFailedError)) throw error;
      // The month's counter holds less than is due (it cannot go below zero): nothing to give back.
      if (error.failedIndex === 1) return 0;
    }
  }
  return 0;
}
