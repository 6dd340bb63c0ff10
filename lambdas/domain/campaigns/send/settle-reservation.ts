import { ConditionFailedError, TransactionConflictError, type Store } from '../../../ports/store';
import { getCampaign, releaseCampaignReservation, type MonthReservation } from '../../items/campaign';
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
 * One transaction moves `released` and the months' counters (keys.monthlySends) together: the job reserved
 * each page in the month it queued it, so a send that crossed a month gives back to the latest months first,
 * never more to a month than was reserved in it (releasePlan), on condition that the campaign's status, sent, failed and released
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
    const plan = releasePlan(campaign.reservations, month, due);
    try {
      await store.transact([
        releaseCampaignReservation(accountId, campaignId, { ...campaign, released }, due, plan),
        ...plan.map(([m, n]) => releaseSends(accountId, m, n)),
      ]);
      return due;
    } catch (error) {
      if (error instanceof TransactionConflictError) continue;
      if (!(error instanceof ConditionFailedError)) throw error;
      // A month's counter holds less than is due to it (it cannot go below zero): nothing to give back.
      if ((error.failedIndex ?? 0) >= 1) return 0;
    }
  }
  return 0;
}

/**
 * Which months get `due` back: the latest first, each at most what is still reserved in it; what no month
 * recorded (a campaign reserved before months were recorded) goes to `latest`, as do mails taken back
 * (a negative `due`: counted after a cancel).
 */
export function releasePlan(
  reservations: Record<string, MonthReservation>,
  latest: string,
  due: number,
): [month: string, n: number][] {
  if (due < 0) return [[latest, due]];
  const plan: [string, number][] = [];
  let left = due;
  for (const month of Object.keys(reservations).sort().reverse()) {
    const { reserved, released } = reservations[month]!;
    const n = Math.min(left, reserved - released);
    if (n > 0) plan.push([month, n]);
    left -= Math.max(n, 0);
  }
  if (left > 0) {
    const same = plan.find(([m]) => m === latest);
    if (same) same[1] += left;
    else plan.push([latest, left]);
  }
  return plan;
}
