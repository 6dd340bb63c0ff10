import {
  campaignMessages,
  editableStatuses,
  type Campaign,
  type UpdateCampaignBody,
} from '../../../shared/contracts/campaigns';
import type { Clock } from '../../ports/clock';
import type { Store, TransactWrite } from '../../ports/store';
import type { CampaignChange } from '../items/campaign';
import { snapshotWrite, takeSnapshot } from './snapshot';
import { ownedCampaign } from './get-campaign';
import { transition } from './transition';

type Body = Omit<UpdateCampaignBody, 'replyTo'> & { replyTo?: string | null };

/**
 * PATCH /api/campaigns/{id}: a draft or scheduled campaign's fields. `projectId` chooses the email again and
 * takes a new snapshot of it (the same email again: its latest saved version), in the same transaction.
 */
export async function updateCampaign(
  ports: { store: Store; clock: Clock },
  accountId: string,
  campaignId: string,
  body: Body,
): Promise<Campaign> {
  await ownedCampaign(ports.store, accountId, campaignId);
  const snapshot = body.projectId ? await takeSnapshot(ports.store, accountId, body.projectId) : undefined;
  const { campaign } = await transition(ports, accountId, campaignId, {
    from: editableStatuses,
    message: campaignMessages.notEditable,
    set: () => {
      const set: CampaignChange = {};
      if (body.name !== undefined) set.name = body.name;
      if (body.subject !== undefined) set.subject = body.subject;
      if (body.previewText !== undefined) set.previewText = body.previewText;
      if (body.replyTo !== undefined) set.replyTo = body.replyTo;
      if (body.audience !== undefined) set.audience = body.audience;
      if (body.addUtm !== undefined) set.addUtm = body.addUtm;
      if (body.fromName !== undefined) set.fromName = body.fromName;
      if (body.fromLocalPart !== undefined) set.fromLocalPart = body.fromLocalPart;
      if (body.projectId && snapshot) {
        set.projectId = body.projectId;
        set.snapshotVersion = snapshot.projectVersion;
      }
      return set;
    },
    extra: (_item, at): TransactWrite[] =>
      body.projectId && snapshot ? [snapshotWrite(accountId, campaignId, body.projectId, snapshot, at)] : [],
  });
  return campaign;
}
