import type { Store } from '../../ports/store';
import { campaignKeys } from './campaign';
import { contactCountsKeys } from './contact-counts';
import { contactImportKeys } from './contact-import';
import { importRowKeys } from './import-row';
import { profileKeys } from './profile';
import { projectKeys } from './project';
import { projectContentKeys } from './project-content';
import { sendJobKeys } from './send-job';
import { trackingEventKeys } from './tracking-event';
import { trackingRateKeys } from './tracking-rate';
import { versionKeys } from './version';
import { analyticsCountersKeys } from './analytics-counters';

/**
 * Where an account's items live, partition by partition, for "Delete my account" (lambdas/domain/account/):
 * each function names a partition one or more kinds share, or lists the ids that lead to the next ones.
 */

/** pk USER#{accountId}: profile, setup, projects and their documents and name claims, goals, limits. */
export const accountPartition = (accountId: string): string => profileKeys.profile(accountId).pk;

/** pk CONTACTS#{accountId}: contacts, address claims and suppression, counts, imports. */
export const contactsPartition = (accountId: string): string => contactCountsKeys.contactCounts(accountId).pk;

/** pk CAMPAIGNS#{accountId}: campaigns and their email snapshots. */
export const campaignsPartition = (accountId: string): string => campaignKeys.campaign(accountId, '').pk;

/** pk PROJECT#{projectId}: a project's chat, pending changes and versions. */
export const projectPartition = (projectId: string): string => versionKeys.version(projectId, '', '').pk;

/** pk SETUP#{setupId}: the site's tracking events, first-event marker and tracking id claim. */
export const sitePartition = (setupId: string): string => trackingEventKeys.firstTrackingEvent(setupId).pk;

/** pk STATS#{setupId}: the site's analytics counters, visitors, windows and touches. */
export const siteStatsPartition = (setupId: string): string =>
  analyticsCountersKeys.analyticsPartition(setupId);

/** pk CAMPAIGN#{campaignId}: a campaign's send (job, chunks, marks, parked and counted batches) and results. */
export const campaignSendPartition = (campaignId: string): string =>
  sendJobKeys.campaignSendJob(campaignId).pk;

/** pk IMPORT#{importId}: an import's report rows. */
export const importRowsPartition = (importId: string): string => importRowKeys.importRow(importId, 0).pk;

async function idsUnder(store: Store, partition: string, prefix: string): Promise<string[]> {
  const items = await store.query({ partition, beginsWith: prefix });
  return items.map((item) => String(item.sk).slice(prefix.length));
}

/** Every project id the account has a project or a project document for. */
export async function projectIdsOf(store: Store, accountId: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const prefix of [
    projectKeys.project(accountId, '').sk,
    projectContentKeys.projectContent(accountId, '').sk,
  ])
    for (const id of await idsUnder(store, accountPartition(accountId), prefix)) ids.add(id);
  return [...ids];
}

/** Every campaign id of the account. */
export const campaignIdsOf = (store: Store, accountId: string): Promise<string[]> =>
  idsUnder(store, campaignsPartition(accountId), campaignKeys.campaignPrefix);

/** Every import id of the account. */
export const importIdsOf = (store: Store, accountId: string): Promise<string[]> =>
  idsUnder(store, contactsPartition(accountId), contactImportKeys.contactImportPrefix);

/** Deletes the rate-limit bucket of a tracking id. */
export const deleteRateBucket = (store: Store, trackingId: string): Promise<void> =>
  store.delete(trackingRateKeys.rateBucket(trackingId));
