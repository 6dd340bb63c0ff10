import type { Clock } from '../../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../../ports/store';
import { addCampaignCounts } from '../../items/campaign';
import { getAudienceContact, softBounceWrite } from '../../items/contact';
import { sesFlagWrite, type SesFlag } from '../../items/ses-flag';
import { reputationCountWrites, type ReputationEvent } from './reputation-count';
import type { SesMailEvent } from './ses-event';
import { changeStatusNow, countWithStatus, type ContactStatusWrites } from './ses-event-status';

/** Soft bounces (Transient, Undetermined) that make a contact bounced, like one hard bounce. */
export const SOFT_BOUNCES_TO_BOUNCED = 3;

export type SesEventEffect = 'counted' | 'repeat' | 'ignored';

/**
 * Acts on one SES event of a campaign mail, once however often EventBridge delivers it and whether or not
 * the recipient's mark is written yet: the outcome's flag item (items/ses-flag.ts: delivered / bounced /
 * complained) is put, on condition that it is absent, in the same transaction as the campaign counter it
 * adds to.
 * A hard bounce makes the contact bounced, a complaint complained, in the SAME transaction as the count
 * (`statusWrites`: the contacts write builders, which keep COUNTS exact and stop every later mail;
 * ses-event-status.ts), so a crash between the two cannot leave a counted bounce on a subscribed contact.
 * A soft bounce adds to the contact's softBounces, and the third one makes it bounced; that change is
 * checked again on a repeat, so a redelivery completes it after a crash.
 */
export async function applySesEvent(
  ports: { store: Store; clock: Clock },
  event: SesMailEvent,
  statusWrites: ContactStatusWrites,
): Promise<SesEventEffect> {
  const { store } = ports;
  const { sub, campaignId, contactId } = event;
  const flagOnce = (flag: SesFlag, counter?: string): TransactWrite[] => [
    sesFlagWrite(campaignId, contactId, flag, ports.clock.now().toISOString()),
    ...(counter ? [addCampaignCounts(sub, campaignId, { [counter]: 1 })] : []),
  ];
  // Issue 35: the account's sending guard counts mails, hard bounces and complaints in the same transaction.
  const guardCounts = (what: ReputationEvent) => reputationCountWrites(store, sub, what, ports.clock.now());
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
    case 'sent':
      return (await once([...flagOnce('sent'), ...(await guardCounts('sent'))])) ? 'counted' : 'repeat';
    case 'delivered':
      return (await once(flagOnce('delivered', 'delivered'))) ? 'counted' : 'repeat';
    case 'complaint': {
      const counted = await countWithStatus(
        store,
        [...flagOnce('complained', 'complained'), ...(await guardCounts('complained'))],
        () => statusWrites(sub, contactId, 'complained', 'complaint'),
      );
      return counted ? 'counted' : 'repeat';
    }
    case 'hard_bounce': {
      const counted = await countWithStatus(
        store,
        [...flagOnce('bounced', 'bounced'), ...(await guardCounts('bounced'))],
        () => statusWrites(sub, contactId, 'bounced', 'hard_bounce'),
      );
      return counted ? 'counted' : 'repeat';
    }
    case 'soft_bounce': {
      // One soft bounce per mail counts; the contact's count goes up in the same transaction.
      let effect: SesEventEffect = 'counted';
      try {
        await store.transact([...flagOnce('bounced'), softBounceWrite(sub, contactId)]);
      } catch (error) {
        if (!(error instanceof ConditionFailedError)) throw error;
        if (error.failedIndex !== 0) return 'ignored';
        effect = 'repeat';
      }
      const softBounces = (await getAudienceContact(store, sub, contactId))?.softBounces ?? 0;
      if (softBounces >= SOFT_BOUNCES_TO_BOUNCED)
        await changeStatusNow(store, () => statusWrites(sub, contactId, 'bounced', 'soft_bounces'));
      return effect;
    }
    default:
      return 'ignored';
  }
}
