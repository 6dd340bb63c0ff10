import type { Clock } from '../../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../../ports/store';
import { addCampaignCounts } from '../../items/campaign';
import { flagRecipientMark, type MarkFlag } from '../../items/recipient-mark';
import { getAudienceContact, softBounceWrite } from '../../items/contact';
import type { SesMailEvent } from './ses-event';

/** Soft bounces (Transient, Undetermined) that make a contact bounced, like one hard bounce. */
export const SOFT_BOUNCES_TO_BOUNCED = 3;

export type ContactStatusChange = (
  sub: string,
  contactId: string,
  status: 'bounced' | 'complained',
  reason: string,
) => Promise<void>;

export type SesEventEffect = 'counted' | 'repeat' | 'ignored';

/**
 * Acts on one SES event of a campaign mail, once however often EventBridge delivers it: the mail's flag
 * on its recipient's mark (items/recipient-mark.ts: delivered / bounced / complained, false when sent) flips
 * in the same transaction as the campaign counter it adds to, on condition that it was still false.
 * A hard bounce makes the contact bounced, a complaint complained (`changeStatus`: the contacts write
 * builders, which keep COUNTS exact and stop every later mail); a soft bounce adds to the contact's
 * softBounces, and the third one makes it bounced.
 */
export async function applySesEvent(
  ports: { store: Store; clock: Clock },
  event: SesMailEvent,
  changeStatus: ContactStatusChange,
): Promise<SesEventEffect> {
  const { store } = ports;
  const { sub, campaignId, contactId } = event;
  const flagOnce = (flag: MarkFlag, counter?: string): TransactWrite[] => [
    flagRecipientMark(campaignId, contactId, flag, ports.clock.now().toISOString()),
    ...(counter ? [addCampaignCounts(sub, campaignId, { [counter]: 1 })] : []),
  ];
  const once = async (writes: TransactWrite[]) => {
    try {
      await store.transact(writes);
      return true;
    } catch (error) {
      if (error instanceof ConditionFailedError) return false;
      throw error;
    }
  };

  switch (event.outcome) {
    case 'delivered':
      return (await once(flagOnce('delivered', 'delivered'))) ? 'counted' : 'repeat';
    case 'complaint':
      if (!(await once(flagOnce('complained', 'complained')))) return 'repeat';
      await changeStatus(sub, contactId, 'complained', 'complaint');
      return 'counted';
    case 'hard_bounce':
      if (!(await once(flagOnce('bounced', 'bounced')))) return 'repeat';
      await changeStatus(sub, contactId, 'bounced', 'hard_bounce');
      return 'counted';
    case 'soft_bounce': {
      // One soft bounce per mail counts; the contact's count goes up in the same transaction.
      try {
        await store.transact([...flagOnce('bounced'), softBounceWrite(sub, contactId)]);
      } catch (error) {
        if (!(error instanceof ConditionFailedError)) throw error;
        return error.failedIndex === 0 ? 'repeat' : 'ignored';
      }
      const softBounces = (await getAudienceContact(store, sub, contactId))?.softBounces ?? 0;
      if (softBounces >= SOFT_BOUNCES_TO_BOUNCED)
        await changeStatus(sub, contactId, 'bounced', 'soft_bounces');
      return 'counted';
    }
    default:
      return 'ignored';
  }
}
