import {
  campaignMessages,
  editableStatuses,
  type Campaign,
  type UpdateCampaignBody,
} from '../../../shared/contracts/campaigns';
import type { Clock } from '../../ports/clock';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { snapshotItem, takeSnapshot } from './snapshot';
import { ownedCampaign } from './get-campaign';
import { transition } from './transition';

type Body = Omit<UpdateCampaignBody, 'replyTo'> & { replyTo?: string | null };

/**
 * PATCH /api/campaigns/{id}: a draft or scheduled campaign's fields. `projectId` chooses the email again and
 * takes a new snapshot of it (the same email again: its latest saved version), in the same transaction.
 */
export async function updateCampaign(
  ports: { store: Store; clock: Clock },
  userId: string,
  campaignId: string,
  body: Body,
): Promise<Campaign> {
  await ownedCampaign(ports.store, userId, campaignId);
  const snapshot = body.projectId ? await takeSnapshot(ports.store, userId, body.projectId) : undefined;
  const { campaign } = await transition(ports, userId, campaignId, {
    from: editableStatuses,
    message: campaignMessages.notEditable,
    set: () => {
      const set: Item = {};
      for (const field of ['name', 'subject', 'previewText', 'replyTo', 'audience', 'addUtm'] as const)
        if (body[field] !== undefined) set[field] = body[field];
      if (body.projectId && snapshot) {
        set.projectId = body.projectId;
        set.snapshotVersion = snapshot.projectVersion;
      }
      return set;
    },
    extra: (_item, at): TransactWrite[] =>
      body.projectId && snapshot
        ? [{ kind: 'put', item: snapshotItem(userId, campaignId, body.projectId, snapshot, at) }]
        : [],
  });
  return campaign;
}
