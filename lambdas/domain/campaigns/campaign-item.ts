import {
  audienceSchema,
  campaignCounterNames,
  campaignStatusSchema,
  type Audience,
  type Campaign,
  type CampaignCounters,
} from '../../../shared/contracts/campaigns';
import { skipCounterName, skipReasons, type SkippedBy } from '../../../shared/campaigns/skip-reasons';
import type { Item } from '../../ports/store';
import { keys } from '../../table';

/**
 * The campaign's list item at keys.campaign (layout in shared/contracts/campaigns.ts): the counters are
 * top-level numbers, so the sending worker and the SES events handler count with a store `add`.
 */
export interface NewCampaign {
  userId: string;
  campaignId: string;
  projectId: string;
  name: string;
  subject: string;
  previewText: string;
  replyTo: string | null;
  audience: Audience;
  snapshotVersion: number;
  at: string;
  /** Issue 22: UTM parameters on the links (absent: on). */
  addUtm?: boolean;
}

export function newCampaignItem(input: NewCampaign): Item {
  const counters = Object.fromEntries(campaignCounterNames.map((name) => [name, 0]));
  return {
    ...keys.campaign(input.userId, input.campaignId),
    campaignId: input.campaignId,
    userId: input.userId,
    projectId: input.projectId,
    name: input.name,
    subject: input.subject,
    previewText: input.previewText,
    replyTo: input.replyTo,
    audience: input.audience,
    addUtm: input.addUtm ?? true,
    status: 'draft',
    snapshotVersion: input.snapshotVersion,
    createdAt: input.at,
    updatedAt: input.at,
    ...counters,
  };
}

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function countersOf(item: Item): CampaignCounters {
  return Object.fromEntries(
    campaignCounterNames.map((name) => {
      const n = item[name];
      return [name, typeof n === 'number' && n > 0 ? n : 0];
    }),
  ) as CampaignCounters;
}

/** The skip counts by reason (absent on items from before they were counted: 0). */
export function skippedByOf(item: Item): SkippedBy {
  return Object.fromEntries(
    skipReasons.map((reason) => {
      const n = item[skipCounterName(reason)];
      return [reason, typeof n === 'number' && n > 0 ? n : 0];
    }),
  ) as SkippedBy;
}

/** Item -> wire shape; lenient with stored values (an unreadable audience reads as all subscribed contacts). */
export function toCampaign(item: Item): Campaign {
  const audience = audienceSchema.safeParse(item.audience);
  const status = campaignStatusSchema.safeParse(item.status);
  return {
    id: str(item.campaignId),
    projectId: str(item.projectId),
    name: str(item.name),
    subject: str(item.subject),
    previewText: str(item.previewText),
    replyTo: strOrNull(item.replyTo),
    audience: audience.success ? audience.data : { kind: 'all' },
    status: status.success ? status.data : 'draft',
    scheduledAt: strOrNull(item.scheduledAt),
    counters: countersOf(item),
    skippedBy: skippedByOf(item),
    createdAt: str(item.createdAt),
    updatedAt: str(item.updatedAt),
    startedAt: strOrNull(item.startedAt),
    finishedAt: strOrNull(item.finishedAt),
    addUtm: item.addUtm !== false,
  };
}
