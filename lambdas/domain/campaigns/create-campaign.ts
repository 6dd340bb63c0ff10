import type { Campaign, CreateCampaignBody } from '../../../shared/contracts/campaigns';
import { CAMPAIGN_NAME_MAX, PREVIEW_TEXT_MAX, SUBJECT_MAX } from '../../../shared/contracts/campaigns';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DEFAULT_FROM_LOCAL_PART, defaultFromName } from '../../../shared/campaigns/sender';
import { getSetup } from '../items/setup';
import { newCampaign, putNewCampaign, type NewCampaign } from '../items/campaign';
import { emailSettingsOf, snapshotWrite, takeSnapshot } from './snapshot';

type Body = Omit<CreateCampaignBody, 'replyTo'> & { replyTo?: string | null };

/**
 * POST /api/campaigns: a draft from one of the caller's emails. The email is copied now (the snapshot); the
 * subject and preview text default to the email's own settings, the name to the email's, the audience to all
 * subscribed contacts, the From name to the shop's name and the From address to `news@` (issue 29). The list item and the snapshot are written in one transaction.
 */
export async function createCampaign(
  ports: { store: Store; clock: Clock },
  accountId: string,
  body: Body,
): Promise<Campaign> {
  const [snapshot, setup] = await Promise.all([
    takeSnapshot(ports.store, accountId, body.projectId),
    getSetup(ports.store, accountId),
  ]);
  const settings = emailSettingsOf(snapshot.document);
  const at = ports.clock.now().toISOString();
  const campaignId = globalThis.crypto.randomUUID();
  const campaign: NewCampaign = {
    userId: accountId,
    campaignId,
    projectId: body.projectId,
    name: (body.name ?? snapshot.projectName.trim()).slice(0, CAMPAIGN_NAME_MAX) || 'Untitled campaign',
    subject: (body.subject ?? settings.subject).slice(0, SUBJECT_MAX),
    previewText: (body.previewText ?? settings.previewText).slice(0, PREVIEW_TEXT_MAX),
    replyTo: body.replyTo ?? null,
    audience: body.audience ?? { kind: 'all' },
    snapshotVersion: snapshot.projectVersion,
    at,
    addUtm: body.addUtm,
    fromName: body.fromName ?? defaultFromName(setup?.domain),
    fromLocalPart: body.fromLocalPart ?? DEFAULT_FROM_LOCAL_PART,
  };
  await ports.store.transact([
    putNewCampaign(campaign),
    snapshotWrite(accountId, campaignId, body.projectId, snapshot, at),
  ]);
  return newCampaign(campaign);
}
