import {
  SUBSCRIPTION_NOT_CANCELLED_CODE,
  SUBSCRIPTION_NOT_CANCELLED_MESSAGE,
} from '../../../shared/contracts/account';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Identities } from '../../ports/identities';
import { PaymentsUnavailableError, PaymentsUnreachableError, type Payments } from '../../ports/payments';
import type { Store } from '../../ports/store';
import { eraseSiteMarkers } from '../analytics/active-sites';
import { DomainError } from '../errors';
import { exportsPrefix } from '../contacts/export-contacts';
import { imagesPrefix, logoFolder, PENDING_PREFIX } from '../editor/images';
import { importsPrefix } from '../imports/owned-import';
import {
  accountPartition,
  campaignIdsOf,
  campaignSendPartition,
  campaignsPartition,
  contactsPartition,
  deleteRateBucket,
  importIdsOf,
  importRowsPartition,
  projectIdsOf,
  projectPartition,
  sitePartition,
  siteStatsPartition,
} from '../items/account-data';
import { deleteIfOwned, erasePartition as erasePages, type Budget } from '../items/partition';
import { getProfileRecord, usernameClaimReleaseWrite } from '../items/profile';
import { commercePartitions } from '../items/commerce-event';
import { shopifyPartitions } from '../items/shopify-connection';
import { apiKeysPartition, deleteApiKeyLookupWrite, listApiKeys } from '../items/api-key';
import { reputationPartition } from '../items/sending-reputation';
import { domainReleaseWrite, getDomainClaim, getSetupTrackingView } from '../items/setup';
import { stripeCustomerReleaseWrite } from '../items/stripe-customer';
import { projectsBusy } from '../projects/project-errors';
import { eraseTenant } from './tenant-part';
import { flowPartitions } from './flow-part';

export interface AccountPorts {
  store: Store;
  blobs: Blobs;
  identities: Identities;
  payments: Payments;
  clock: Clock;
}

import { eraseMemberships } from './team-part';
/**
 * One kind of data an account owns, and how to erase it. Each part is idempotent and only follows keys
 * derived from the caller's id (or items that name the caller as owner), so another account's data is
 * never touched; it returns false when the budget ran out before it finished (the next call resumes).
 * Parts run in the list's order: a part may read items a later part deletes (the user partition last).
 */
export interface AccountPart {
  name: string;
  erase(ports: AccountPorts, accountId: string, budget: Budget): Promise<boolean>;
}

/** A partition, a page (one transaction) at a time; a page that keeps colliding answers the projects' 409. */
const erasePartition = (store: Store, partition: string, budget: Budget) =>
  erasePages(store, partition, budget, projectsBusy);

const nonEmpty = (value: string | undefined): string | undefined => (value === '' ? undefined : value);

/**
 * The paid subscription, cancelled at once so nobody is billed for a deleted account. First, while the
 * profile still links the user to the Stripe customer: when Stripe cannot be reached the call answers 503
 * having deleted nothing, and the next call tries again (a subscription already cancelled counts as done).
 */
const subscription: AccountPart = {
  name: 'subscription',
  async erase({ store, payments }, userId) {
    const profile = await getProfileRecord(store, userId);
    const customerId = nonEmpty(profile?.stripeCustomerId);
    if (!customerId) return true;
    const subscriptionId = nonEmpty(profile?.stripeSubscriptionId);
    try {
      await payments.cancelSubscriptions({ customerId, ...(subscriptionId ? { subscriptionId } : {}) });
    } catch (error) {
      if (error instanceof PaymentsUnreachableError || error instanceof PaymentsUnavailableError)
        throw new DomainError(
          'unavailable',
          SUBSCRIPTION_NOT_CANCELLED_CODE,
          SUBSCRIPTION_NOT_CANCELLED_MESSAGE,
        );
      throw error;
    }
    return true;
  },
};

/** Projects: each one's chat, pending changes, versions (pk PROJECT#{id}) and uploaded images. */
const projects: AccountPart = {
  name: 'projects',
  async erase({ store, blobs }, userId, budget) {
    for (const projectId of await projectIdsOf(store, userId)) {
      if (!(await erasePartition(store, projectPartition(projectId), budget))) return false;
      for (const prefix of [PENDING_PREFIX + imagesPrefix(projectId), imagesPrefix(projectId)])
        await blobs.deleteMany(await blobs.list(prefix));
    }
    // The brand kit's logo (issue 33) lives beside the projects' images.
    for (const prefix of [PENDING_PREFIX + logoFolder(userId), logoFolder(userId)])
      await blobs.deleteMany(await blobs.list(prefix));
    return true;
  },
};

/** The setup's tracking (events, first event, tracking id claim, rate bucket) and its sending domain. */
const setup: AccountPart = {
  name: 'setup',
  async erase({ store, identities }, userId, budget) {
    const site = await getSetupTrackingView(store, userId);
    if (!site) return true;
    if (site.setupId !== '') {
      if (!(await erasePartition(store, sitePartition(site.setupId), budget))) return false;
    }
    if (site.trackingId) await deleteRateBucket(store, site.trackingId);
    if (site.domain) {
      // The domain's SES identity goes only with a claim this account holds (a domain has one owner).
      const claim = await getDomainClaim(store, site.domain);
      if (claim?.userId === userId) {
        await identities.remove(site.domain);
        await deleteIfOwned(store, domainReleaseWrite({ domain: site.domain, accountId: userId }));
      }
    }
    return true;
  },
};

/**
 * Site analytics (issue 22): the hour counters, the day's visitor items and counted-event markers under
 * STATS#{setupId}, and the site's markers in the nightly window job's day partitions (active-sites.ts).
 * The goals live in the user partition (userItems).
 */
const analytics: AccountPart = {
  name: 'analytics',
  async erase({ store }, userId, budget) {
    const site = await getSetupTrackingView(store, userId);
    if (!site || site.setupId === '') return true;
    if (!(await erasePartition(store, siteStatsPartition(site.setupId), budget))) return false;
    await eraseSiteMarkers(store, site.setupId, new Date());
    return true;
  },
};

/** The account's SES tenant (issue 35): after its identity (setup), before the user partition (its state). */
const tenant: AccountPart = { name: 'ses tenant', erase: (ports, userId) => eraseTenant(ports, userId) };

/** Items outside the user partition that point at the user: the username and Stripe customer links. */
const profileLinks: AccountPart = {
  name: 'profile links',
  async erase({ store }, userId) {
    const profile = await getProfileRecord(store, userId);
    const username = nonEmpty(profile?.username);
    if (username) await deleteIfOwned(store, usernameClaimReleaseWrite(username, userId));
    const customerId = nonEmpty(profile?.stripeCustomerId);
    if (customerId) await deleteIfOwned(store, stripeCustomerReleaseWrite(customerId, userId));
    return true;
  },
};

/**
 * Campaigns (issue 21): each campaign's send items (pk CAMPAIGN#{id}: recipients' claims, the send job,
 * parked and counted batches), found through the campaign items, then every campaign and its email
 * snapshot (pk CAMPAIGNS#{sub}). The campaign items go last, so an interrupted deletion still finds the rest.
 */
const campaigns: AccountPart = {
  name: 'campaigns',
  async erase({ store }, userId, budget) {
    for (const campaignId of await campaignIdsOf(store, userId))
      if (!(await erasePartition(store, campaignSendPartition(campaignId), budget))) return false;
    return erasePartition(store, campaignsPartition(userId), budget);
  },
};

/**
 * The audience (issue 20): the uploaded import CSVs (imports/{sub}/, the imported people's names and
 * addresses; issue 30) and the exports made (exports/{sub}/), each import's report rows (pk IMPORT#{importId}, found through the import items),
 * then everything in CONTACTS#{sub}: contacts, email claims and suppression items, COUNTS and the imports.
 * The imports go last with their partition, so an interrupted deletion still finds the rows it has left.
 */
const contacts: AccountPart = {
  name: 'contacts',
  async erase({ store, blobs }, userId, budget) {
    await blobs.deleteMany(await blobs.list(importsPrefix(userId)));
    await blobs.deleteMany(await blobs.list(exportsPrefix(userId)));
    for (const importId of await importIdsOf(store, userId))
      if (!(await erasePartition(store, importRowsPartition(importId), budget))) return false;
    return erasePartition(store, contactsPartition(userId), budget);
  },
};

/**
 * Everything under pk USER#{sub}: profile, setup, projects and their documents and name claims, test-send
 * log, AI rate bucket. Last, because the parts above read some of these items to find the rest.
 */
const userItems: AccountPart = {
  name: 'user items',
  erase: ({ store }, userId, budget) => erasePartition(store, accountPartition(userId), budget),
};

/** Issue 35: the sending guard and its hourly counts (pk REPUTATION#{sub}). */
const sendingReputation: AccountPart = {
  name: 'sending reputation',
  erase: ({ store }, userId, budget) => erasePartition(store, reputationPartition(userId), budget),
};

/** Issue 31: commerce events (pk COMMERCE#{sub}) and their once-only marks (pk COMMERCEONCE#{sub}). */
const commerce: AccountPart = {
  name: 'commerce events',
  async erase({ store }, userId, budget) {
    for (const partition of commercePartitions(userId))
      if (!(await erasePartition(store, partition, budget))) return false;
    return true;
  },
};

/** Issue 31: the Shopify connection, its webhook address and its delivery marks (its subscriptions die with the app). */
const shopify: AccountPart = {
  name: 'shopify connection',
  async erase({ store }, userId, budget) {
    for (const partition of await shopifyPartitions(store, userId))
      if (!(await erasePartition(store, partition, budget))) return false;
    return true;
  },
};

/**
 * Issue 31: API keys. Each key's lookup item (pk APIKEYHASH#{hash}, what a request reads) first, then the
 * records (pk APIKEYS#{sub}). The tombstone already refuses every key of the account before this runs.
 */
const apiKeys: AccountPart = {
  name: 'api keys',
  async erase({ store }, userId, budget) {
    for (const key of await listApiKeys(store, userId))
      await deleteIfOwned(store, deleteApiKeyLookupWrite(key));
    return erasePartition(store, apiKeysPartition(userId), budget);
  },
};

/**
 * Issue 32: automations. Each flow's enrollments, their step marks and entry guards (pk FLOWENR#{sub}#{flowId},
 * with the due index's entries, which are the enrollments' own), the smart-sending partition (FLOWMAIL#{sub}),
 * then the flows, their versions, counters and settings (FLOWS#{sub}) last: they name the other partitions.
 */
const flows: AccountPart = {
  name: 'automations',
  async erase({ store }, userId, budget) {
    for (const partition of await flowPartitions(store, userId))
      if (!(await erasePartition(store, partition, budget))) return false;
    return true;
  },
};

/** Issue 34: the account's members and the person's own memberships (team-part.ts). */
const team: AccountPart = {
  name: 'team',
  async erase({ store }, userId) {
    await eraseMemberships(store, userId);
    return true;
  },
};

/**
 * What "Delete my account" erases, in order. A later area that stores per-account data (contacts,
 * campaigns…) adds its part here, before `userItems` if it finds its items through the user partition.
 * The subscription stays first: it deletes nothing, so when Stripe cannot be reached the call that started
 * the deletion lifts the tombstone and the account is as it was (delete-account.ts).
 */
export const accountParts: readonly AccountPart[] = [
  subscription,
  team,
  projects,
  analytics,
  setup,
  tenant,
  profileLinks,
  contacts,
  campaigns,
  sendingReputation,
  commerce,
  shopify,
  apiKeys,
  flows,
  userItems,
];
