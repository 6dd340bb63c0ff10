import type { Clock } from '../../../ports/clock';
import { ConditionFailedError, type Store } from '../../../ports/store';
import { changeCampaign, queryCampaigns } from '../../items/campaign';
import { noteSesPaused } from '../../tenants/tenant-status';

/**
 * Issue 35: SES refused a send because it paused the account's sending (SendingPausedException: its tenant
 * disabled, or the whole SES account). As the guard's pause does (reputation-guard.ts), every campaign of the
 * account that is 'sending' becomes 'paused', so its worker parks what is left (items/parked-batch.ts) and
 * nothing more is tried; the guard itself is not touched. The reason is SES's: the sending status reads the
 * tenant (paused_by_ses) and refuses a resume until SES enables it again; then a resume sends the parked
 * recipients, each once.
 */
export async function pauseForSes(ports: { store: Store; clock: Clock }, accountId: string): Promise<void> {
  const at = ports.clock.now().toISOString();
  const campaigns = await queryCampaigns(ports.store, accountId);
  for (const campaign of campaigns) {
    if (campaign.status !== 'sending') continue;
    try {
      await ports.store.transact([
        changeCampaign(accountId, campaign.id, { status: 'paused', updatedAt: at }, 'sending'),
      ]);
    } catch (error) {
      // Not sending any more (paused by another lane, cancelled, finished): nothing to do.
      if (!(error instanceof ConditionFailedError)) throw error;
    }
  }
  // Then the sending pages show SES's pause at once (they keep what GetTenant said for a while); after the
  // campaigns, so the pause itself is not held up by it.
  await noteSesPaused(ports.store, accountId, at).catch((error: unknown) =>
    console.warn('[ses] could not keep SES’s pause on the tenant record', {
      accountId,
      error: String(error),
    }),
  );
  console.warn('[ses] sending paused by SES: the account’s sending campaigns are paused', { accountId });
}
