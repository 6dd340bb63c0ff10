import { ConditionFailedError, type Item, type Key, type Store } from '../../ports/store';
import { isTrackingId } from '../../../shared/tracking/event';
import { keys } from '../../table';

/**
 * The attributes of the setup item (pk USER#{accountId}, sk SETUP) this area reads and writes. The setup item
 * itself belongs to onboarding; tracking adds only the tracking* attributes and the gsi1 keys.
 * (Issue 28: the setup kind's reads and writes tracking needs, in one file, for the setup item's module to take in.)
 */
export interface SetupTrackingView {
  key: Key;
  /** The account whose setup this is (the setup's partition, USER#{accountId}). */
  accountId: string;
  /** The setup's id; partitions the tracking events (keys.trackingEvent). */
  setupId: string;
  domain: string | undefined;
  trackingId: string | undefined;
  trackingFirstEventAt: string | undefined;
  trackingFirstPageUrl: string | undefined;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const ACCOUNT_PREFIX = keys.setup('').pk;

export function readSetup(item: Item): SetupTrackingView {
  const { pk, sk, id } = item;
  if (typeof pk !== 'string' || typeof sk !== 'string' || typeof id !== 'string') {
    throw new Error('Setup item lacks pk, sk or id');
  }
  return {
    key: { pk, sk },
    accountId: pk.startsWith(ACCOUNT_PREFIX) ? pk.slice(ACCOUNT_PREFIX.length) : '',
    setupId: id,
    domain: str(item.domain),
    trackingId: str(item.trackingId),
    trackingFirstEventAt: str(item.trackingFirstEventAt),
    trackingFirstPageUrl: str(item.trackingFirstPageUrl),
  };
}

/** The account's setup, if it has one. */
export async function getSetupTrackingView(
  store: Store,
  accountId: string,
): Promise<SetupTrackingView | undefined> {
  const item = await store.get(keys.setup(accountId));
  return item && readSetup(item);
}

/** The setup a tracking id belongs to (gsi1 TRACKING#{id}), if any. */
export async function setupOfTrackingId(
  store: Store,
  trackingId: string,
): Promise<SetupTrackingView | undefined> {
  const index = keys.trackingIndex(trackingId);
  const [item] = await store.query({
    index: 'gsi1',
    partition: index.gsi1pk,
    beginsWith: index.gsi1sk,
    limit: 1,
  });
  return item && readSetup(item);
}

/** Copies the first event's time and page onto the setup; false when the setup is gone. */
export async function markTrackingInstalled(
  store: Store,
  setup: SetupTrackingView,
  marker: { firstEventAt?: string | undefined; pageUrl?: string | undefined },
): Promise<boolean> {
  try {
    await store.update(
      setup.key,
      {
        trackingInstalledAt: marker.firstEventAt,
        trackingFirstEventAt: marker.firstEventAt,
        trackingFirstPageUrl: marker.pageUrl,
      },
      'present',
    );
    return true;
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return false;
  }
}

/**
 * Claims `trackingId` for the setup (put-if-absent on pk SETUP#{setupId} sk TRACKING_ID); returns the id
 * that holds: this one, or the one an earlier request claimed (the claim's conflict is rethrown when that
 * one is unreadable).
 */
export async function claimTrackingId(store: Store, setupId: string, trackingId: string): Promise<string> {
  try {
    await store.put({ ...keys.trackingIdClaim(setupId), trackingId }, 'absent');
    return trackingId;
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const claim = await store.get(keys.trackingIdClaim(setupId));
    if (!claim || !isTrackingId(claim.trackingId)) throw error;
    return claim.trackingId;
  }
}

/** Puts the tracking id (and the gsi1 keys the ingest resolves it by) on the setup; false when it is gone. */
export async function setSetupTrackingId(
  store: Store,
  setup: SetupTrackingView,
  trackingId: string,
): Promise<boolean> {
  try {
    await store.update(setup.key, { trackingId, ...keys.trackingIndex(trackingId) }, 'present');
    return true;
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return false;
  }
}
