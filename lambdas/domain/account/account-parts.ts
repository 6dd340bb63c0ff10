import {
  SUBSCRIPTION_NOT_CANCELLED_CODE,
  SUBSCRIPTION_NOT_CANCELLED_MESSAGE,
} from '../../../shared/contracts/account';
import type { Blobs } from '../../ports/blobs';
import type { Identities } from '../../ports/identities';
import { PaymentsUnavailableError, PaymentsUnreachableError, type Payments } from '../../ports/payments';
import { ConditionFailedError, type Key, type Store } from '../../ports/store';
import { keys } from '../../table';
import { eraseSiteMarkers } from '../analytics/active-sites';
import { DomainError } from '../errors';
import { imagesPrefix, PENDING_PREFIX } from '../editor/images';
import { type Budget, erasePartition } from './erase-partition';

export interface AccountPorts {
  store: Store;
  blobs: Blobs;
  identities: Identities;
  payments: Payments;
}

/**
 * One kind of data an account owns, and how to erase it. Each part is idempotent and only follows keys
 * derived from the caller's id (or items that name the caller as owner), so another account's data is
 * never touched; it returns false when the budget ran out before it finished (the next call resumes).
 * Parts run in the list's order: a part may read items a later part deletes (the user partition last).
 */
export interface AccountPart {
  name: string;
  erase(ports: AccountPorts, userId: string, budget: Budget): Promise<boolean>;
}

const userPartition = (userId: string) => keys.profile(userId).pk;

/** Deletes an item only if it names `userId` as its owner (claims shared by key with other accounts). */
async function deleteIfOwned(store: Store, key: Key, userId: string): Promise<void> {
  try {
    await store.transact([{ kind: 'delete', key, condition: { attribute: 'userId', equals: userId } }]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The paid subscription, cancelled at once so nobody is billed for a deleted account. First, while the
 * profile still links the user to the Stripe customer: when Stripe cannot be reached the call answers 503
 * having deleted nothing, and the next call tries again (a subscription already cancelled counts as done).
 */
const subscription: AccountPart = {
  name: 'subscription',
  async erase({ store, payments }, userId) {
    const profile = await store.get(keys.profile(userId));
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
    const ids = new Set<string>();
    for (const prefix of [keys.project(userId, '').sk, keys.projectContent(userId, '').sk])
      for (const item of await store.query({ partition: userPartition(userId), beginsWith: prefix }))
        ids.add(String(item.sk).slice(prefix.length));
    for (const projectId of ids) {
      if (!(await erasePartition(store, keys.version(projectId, '', '').pk, budget))) return false;
      for (const prefix of [PENDING_PREFIX + imagesPrefix(projectId), imagesPrefix(projectId)])
        await blobs.deleteMany(await blobs.list(prefix));
    }
    return true;
  },
};

/** The setup's tracking (events, first event, tracking id claim, rate bucket) and its sending domain. */
const setup: AccountPart = {
  name: 'setup',
  async erase({ store, identities }, userId, budget) {
    const item = await store.get(keys.setup(userId));
    if (!item) return true;
    if (typeof item.id === 'string' && item.id !== '') {
      if (!(await erasePartition(store, keys.trackingIdClaim(item.id).pk, budget))) return false;
    }
    if (typeof item.trackingId === 'string' && item.trackingId !== '')
      await store.delete(keys.rateBucket(item.trackingId));
    if (typeof item.domain === 'string' && item.domain !== '') {
      // The domain's SES identity goes only with a claim this account holds (a domain has one owner).
      const claim = await store.get(keys.domainClaim(item.domain));
      if (claim?.userId === userId) {
        await identities.remove(item.domain);
        await deleteIfOwned(store, keys.domainClaim(item.domain), userId);
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
    const item = await store.get(keys.setup(userId));
    if (typeof item?.id !== 'string' || item.id === '') return true;
    if (!(await erasePartition(store, keys.analyticsPartition(item.id), budget))) return false;
    await eraseSiteMarkers(store, item.id, new Date());
    return true;
  },
};

/** Items outside the user partition that point at the user: the username and Stripe customer links. */
const profileLinks: AccountPart = {
  name: 'profile links',
  async erase({ store }, userId) {
    const profile = await store.get(keys.profile(userId));
    if (typeof profile?.username === 'string' && profile.username !== '')
      await deleteIfOwned(store, keys.usernameClaim(profile.username), userId);
    if (typeof profile?.stripeCustomerId === 'string' && profile.stripeCustomerId !== '')
      await deleteIfOwned(store, keys.stripeCustomer(profile.stripeCustomerId), userId);
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
    const partition = keys.campaign(userId, '').pk;
    for (const item of await store.query({ partition, beginsWith: keys.campaignPrefix })) {
      const campaignId = String(item.sk).slice(keys.campaignPrefix.length);
      if (!(await erasePartition(store, keys.campaignSendJob(campaignId).pk, budget))) return false;
    }
    return erasePartition(store, partition, budget);
  },
};

/**
 * The audience (issue 20): each import's report rows (pk IMPORT#{importId}, found through the import items),
 * then everything in CONTACTS#{sub}: contacts, email claims and suppression items, COUNTS and the imports.
 * The imports go last with their partition, so an interrupted deletion still finds the rows it has left.
 */
const contacts: AccountPart = {
  name: 'contacts',
  async erase({ store }, userId, budget) {
    const partition = keys.contactCounts(userId).pk;
    for (const item of await store.query({ partition, beginsWith: keys.contactImportPrefix })) {
      const importId = String(item.sk).slice(keys.contactImportPrefix.length);
      if (!(await erasePartition(store, keys.importRow(importId, 0).pk, budget))) return false;
    }
    return erasePartition(store, partition, budget);
  },
};

/**
 * Everything under pk USER#{sub}: profile, setup, projects and their documents and name claims, test-send
 * log, AI rate bucket. Last, because the parts above read some of these items to find the rest.
 */
const userItems: AccountPart = {
  name: 'user items',
  erase: ({ store }, userId, budget) => erasePartition(store, userPartition(userId), budget),
};

/**
 * What "Delete my account" erases, in order. A later area that stores per-account data (contacts,
 * campaigns…) adds its part here, before `userItems` if it finds its items through the user partition.
 */
export const accountParts: readonly AccountPart[] = [
  subscription,
  projects,
  analytics,
  setup,
  profileLinks,
  contacts,
  campaigns,
  userItems,
];
