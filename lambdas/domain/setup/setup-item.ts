import { overallDnsStatusSchema, dnsRecordSchema, type Setup } from '../../../shared/contracts/setup';
import { parseGoals } from '../../../shared/onboarding/goals';
import type { Item } from '../../ports/store';
import { keys } from '../../table';

/**
 * The setup item (one per user) at keys.setup(sub). Attributes mirror shared/contracts/setup.ts `setupSchema`,
 * plus `rev`: a revision number every write of this module checks and bumps (optimistic locking), so a write
 * never builds on a record that changed since it was read. The DNS routes (issue 4) and the tracking routes
 * (issue 5) add their own attributes with plain updates; they are passed through on read.
 */
export const REV = 'rev';

export function newSetupItem(input: { userId: string; now: Date }): Item {
  const at = input.now.toISOString();
  return {
    ...keys.setup(input.userId),
    id: globalThis.crypto.randomUUID(),
    userId: input.userId,
    goals: [],
    selectedCampaignIds: [],
    formComplete: false,
    createdAt: at,
    updatedAt: at,
    [REV]: 0,
  };
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v): v is string => typeof v === 'string') ? value : null;
const EPOCH = new Date(0).toISOString();

/** Item -> wire shape. Lenient with stored data: an unreadable value reads as unset rather than failing the page. */
export function toSetup(item: Item): Setup {
  const goalsFormRawText = str(item.goalsFormRawText);
  const overall = overallDnsStatusSchema.safeParse(item.overallDnsStatus);
  const records = Array.isArray(item.dnsRecords)
    ? item.dnsRecords.flatMap((record) => {
        const parsed = dnsRecordSchema.safeParse(record);
        return parsed.success ? [parsed.data] : [];
      })
    : undefined;
  return {
    id: str(item.id) ?? '',
    userId: str(item.userId) ?? '',
    businessDescription: str(item.businessDescription),
    goalsFormRawText,
    goals: strings(item.goals) ?? (goalsFormRawText ? parseGoals(goalsFormRawText) : []),
    selectedCampaignIds: strings(item.selectedCampaignIds) ?? [],
    websiteProvider: str(item.websiteProvider),
    domain: str(item.domain),
    formComplete: item.formComplete === true,
    dnsProviderName: str(item.dnsProviderName),
    overallDnsStatus: overall.success ? overall.data : null,
    mxRecordValue: str(item.mxRecordValue),
    mxStatus: str(item.mxStatus),
    spfRecordValue: str(item.spfRecordValue),
    spfStatus: str(item.spfStatus),
    dkimSelector: str(item.dkimSelector),
    dkimPublicKey: str(item.dkimPublicKey),
    dkimStatus: str(item.dkimStatus),
    dmarcRecordValue: str(item.dmarcRecordValue),
    dmarcStatus: str(item.dmarcStatus),
    ...(records ? { dnsRecords: records } : {}),
    dnsProviderId: str(item.dnsProviderId),
    dkimTokens: strings(item.dkimTokens),
    mailFromDomain: str(item.mailFromDomain),
    dnsInitiatedAt: str(item.dnsInitiatedAt),
    dnsLastCheckedAt: str(item.dnsLastCheckedAt),
    trackingId: str(item.trackingId),
    trackingInstalledAt: str(item.trackingInstalledAt),
    trackingFirstEventAt: str(item.trackingFirstEventAt),
    trackingFirstPageUrl: str(item.trackingFirstPageUrl),
    postalAddress: str(item.postalAddress),
    createdAt: str(item.createdAt) ?? EPOCH,
    updatedAt: str(item.updatedAt) ?? str(item.createdAt) ?? EPOCH,
  };
}
