import * as z from 'zod';
import { dnsRecordViewSchema, type DnsRecordView, type DnsSetup } from '../../../shared/contracts/dns';
import { dnsRecordSchema, overallDnsStatusSchema, type Setup } from '../../../shared/contracts/setup';
import { dnsProviderIdSchema, type DnsProviderId } from '../../../shared/dns/providers';
import { overallStatusSchema, type OverallStatus } from '../../../shared/dns/status';
import { parseGoals } from '../../../shared/onboarding/goals';
import { ConditionFailedError, type Item, type Key, type Store, type TransactWrite } from '../../ports/store';
import { isTrackingId } from '../../../shared/tracking/event';
import type { ItemKind } from './item-kind';
import { parseStored, StoredItemError } from './item-kind';

/** Keys of the setup item (lambdas/table.ts lists every kind). */
export const setupKeys = {
  setup: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'SETUP' }),
  domainClaim: (domain: string) => ({ pk: `DOMAIN#${domain}`, sk: 'DOMAIN' }),
  trackingIndex: (trackingId: string) => ({ gsi1pk: `TRACKING#${trackingId}`, gsi1sk: 'SETUP' }),
  dnsRecheckIndex: (nextCheckAt: string) => ({ gsi2pk: 'DNSRECHECK', gsi2sk: nextCheckAt }),
  trackingIdClaim: (setupId: string) => ({ pk: `SETUP#${setupId}`, sk: 'TRACKING_ID' }),
} as const;

export const setupKind: ItemKind = {
  name: 'setup',
  patterns: [
    { what: 'setup of a user (one per user)', key: 'pk USER#{accountId} sk SETUP' },
    { what: 'setup by domain (uniqueness item)', key: 'pk DOMAIN#{domain} sk DOMAIN (holds userId)' },
    { what: 'setup by tracking id', key: 'gsi1 TRACKING#{id} gsi1sk SETUP' },
    { what: 'setups whose DNS is due a recheck', key: 'gsi2 DNSRECHECK gsi2sk {nextCheckAt}' },
    { what: 'the tracking id claimed by a setup', key: 'pk SETUP#{id} sk TRACKING_ID' },
  ],
};

/*
 * The setup item (one per account) at setupKeys.setup(accountId). Attributes mirror shared/contracts/setup.ts
 * `setupSchema`, plus:
 * - `rev`: a revision number every revisioned write checks and bumps (optimistic locking), so a write never
 *   builds on a record that changed since it was read (the onboarding form's writes);
 * - the DNS routes' attributes (dnsDomain, the recheck schedule and its gsi2 keys, the nameserver addresses
 *   last found: dnsNameserverAddresses, dnsNameserversDomain, dnsNameserversCheckedAt), written with plain
 *   updates of the item that must still exist;
 * - the tracking routes' attributes (trackingId and its gsi1 keys, trackingInstalledAt, trackingFirstEventAt,
 *   trackingFirstPageUrl), same;
 * - `contactTopics`: the tags the account offers as topics on the unsubscribe page, written alone.
 * Reads are lenient: an unreadable value reads as unset rather than failing the page.
 */
const REV = 'rev';
const TOPICS = 'contactTopics';
const EPOCH = new Date(0).toISOString();

/** A string, or null when missing or of another type. */
const text = z.string().nullable().catch(null);
/** A number (any, as stored), or undefined. */
const numeric = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'number' ? value : undefined));
/** A list of strings, or null when missing or any entry is not a string. */
const textList = z.array(z.string()).nullable().catch(null);
/** A string, or undefined when missing, empty or of another type. */
const filledText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const filled = z.unknown().optional().transform(filledText);
/** The strings of a list (other entries dropped); [] when not a list. */
const stringsOf = z
  .unknown()
  .optional()
  .transform((value) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
  );
/** A value `schema` accepts, or undefined. */
const known = <T>(schema: {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    });
/** The entries of a list that match `schema` (others dropped); undefined when not a list. */
const validEntries = <S extends z.ZodType>(schema: S) =>
  z
    .unknown()
    .optional()
    .transform((value) =>
      Array.isArray(value)
        ? value.flatMap((entry) => {
            const parsed = schema.safeParse(entry);
            return parsed.success ? [parsed.data as z.output<S>] : [];
          })
        : undefined,
    );

const storedSetupSchema = z
  .object({
    id: text,
    userId: text,
    businessDescription: text,
    goalsFormRawText: text,
    goals: textList,
    selectedCampaignIds: textList,
    websiteProvider: text,
    domain: text,
    formComplete: z.boolean().catch(false),
    dnsProviderName: text,
    overallDnsStatus: overallDnsStatusSchema.nullable().catch(null),
    mxRecordValue: text,
    mxStatus: text,
    spfRecordValue: text,
    spfStatus: text,
    dkimSelector: text,
    dkimPublicKey: text,
    dkimStatus: text,
    dmarcRecordValue: text,
    dmarcStatus: text,
    dnsRecords: validEntries(dnsRecordSchema),
    dnsProviderId: text,
    dkimTokens: textList,
    mailFromDomain: text,
    dnsInitiatedAt: text,
    dnsLastCheckedAt: text,
    trackingId: text,
    trackingInstalledAt: text,
    trackingFirstEventAt: text,
    trackingFirstPageUrl: text,
    postalAddress: text,
    createdAt: text,
    updatedAt: text,
  })
  .transform(
    ({ id, userId, goals, selectedCampaignIds, dnsRecords, createdAt, updatedAt, ...rest }): Setup => {
      const { formComplete, overallDnsStatus, goalsFormRawText, ...fields } = rest;
      return {
        ...fields,
        id: id ?? '',
        userId: userId ?? '',
        goalsFormRawText,
        goals: goals ?? (goalsFormRawText ? parseGoals(goalsFormRawText) : []),
        selectedCampaignIds: selectedCampaignIds ?? [],
        formComplete,
        overallDnsStatus,
        ...(dnsRecords ? { dnsRecords } : {}),
        createdAt: createdAt ?? EPOCH,
        updatedAt: updatedAt ?? createdAt ?? EPOCH,
      };
    },
  );

/** Item -> the setup as answered (shared/contracts/setup.ts `Setup`); never the table's keys or internal fields. */
export function parseSetup(item: Item): Setup {
  return parseStored('setup', storedSetupSchema, item);
}

/** The setup as read for a revisioned write: the record, its revision, and the topics attribute's strings. */
export interface SetupRecord {
  setup: Setup;
  /** The revision read; undefined for an item no revisioned write wrote (an old or hand-made item). */
  rev: number | undefined;
  /** True when the stored item has no usable id (a write then gives it one). */
  idMissing: boolean;
  /** The strings of the account's topics attribute, as stored. */
  topics: string[];
}

const recordSchema = z.object({
  [REV]: numeric,
  id: z.string().min(1).optional().catch(undefined),
  [TOPICS]: stringsOf,
});

/** The item each record was read from, so a write can answer the merged record (never seen outside). */
const itemOf = new WeakMap<SetupRecord, Item>();

function toRecord(item: Item): SetupRecord {
  const meta = parseStored('setup', recordSchema, item);
  const record: SetupRecord = {
    setup: parseSetup(item),
    rev: meta[REV],
    idMissing: meta.id === undefined,
    topics: meta[TOPICS],
  };
  itemOf.set(record, item);
  return record;
}

/** The account's setup record, or undefined when there is none yet. */
export async function getSetupRecord(store: Store, accountId: string): Promise<SetupRecord | undefined> {
  const item = await store.get(setupKeys.setup(accountId));
  return item ? toRecord(item) : undefined;
}

/** The account's setup as answered, or undefined when there is none yet. */
export async function getSetup(store: Store, accountId: string): Promise<Setup | undefined> {
  return (await getSetupRecord(store, accountId))?.setup;
}

/** The strings of the account's topics attribute ([] without a setup or topics). */
export async function getSetupTopics(store: Store, accountId: string): Promise<string[]> {
  return (await getSetupRecord(store, accountId))?.topics ?? [];
}

/** The attributes the onboarding form's writes set (undefined removes one). */
export interface SetupChanges {
  id?: string;
  businessDescription?: string | null;
  goalsFormRawText?: string | null;
  goals?: string[];
  selectedCampaignIds?: string[];
  websiteProvider?: string | null;
  domain?: string | null;
  postalAddress?: string | null | undefined;
  formComplete?: boolean;
  updatedAt?: string;
}

/** A write of the setup item and the record it leaves (what the route answers once the write lands). */
export interface SetupWrite {
  write: TransactWrite;
  setup: Setup;
}

/** Creates the account's setup (put if absent): a new id, formComplete false, revision 0, then `changes`. */
export function newSetupWrite(input: { accountId: string; now: Date; changes: SetupChanges }): SetupWrite {
  const at = input.now.toISOString();
  const item: Item = {
    ...setupKeys.setup(input.accountId),
    id: globalThis.crypto.randomUUID(),
    userId: input.accountId,
    goals: [],
    selectedCampaignIds: [],
    formComplete: false,
    createdAt: at,
    updatedAt: at,
    [REV]: 0,
    ...input.changes,
  };
  return { write: { kind: 'put', item, condition: 'absent' }, setup: parseSetup(item) };
}

/**
 * Updates the setup read as `current`, conditioned on its revision (bumped), or on its presence alone when it
 * has none (an item no revisioned write wrote).
 */
export function revisedSetupWrite(
  accountId: string,
  current: SetupRecord,
  changes: SetupChanges,
): SetupWrite {
  const rev = current.rev;
  const set: Item = { ...changes, [REV]: rev === undefined ? 1 : rev + 1 };
  const condition = rev === undefined ? ('present' as const) : { attribute: REV, equals: rev };
  const item = { ...itemOf.get(current), ...set };
  return {
    write: { kind: 'update', key: setupKeys.setup(accountId), set, condition },
    setup: parseSetup(item),
  };
}

/** Sets the account's topics attribute alone (a plain update); ConditionFailedError without a setup. */
export async function putSetupTopics(store: Store, accountId: string, topics: string[]): Promise<void> {
  await store.update(setupKeys.setup(accountId), { [TOPICS]: topics }, 'present');
}

// --- The domain's uniqueness item -------------------------------------------------------------------------

/** The uniqueness item of a domain: who holds it (the owner's account id, `userId` as stored). */
export interface DomainClaim {
  userId?: string | undefined;
}

const domainClaimSchema = z.object({ userId: z.string().optional().catch(undefined) });

export async function getDomainClaim(store: Store, domain: string): Promise<DomainClaim | undefined> {
  const item = await store.get(setupKeys.domainClaim(domain));
  return item ? parseStored('setup', domainClaimSchema, item) : undefined;
}

/** Claims a domain for a setup: absent (a free domain), or already this account's (saving the same domain again). */
export const domainClaimWrite = (input: {
  domain: string;
  accountId: string;
  setupId: string;
  at: string;
}): TransactWrite => ({
  kind: 'put',
  item: {
    ...setupKeys.domainClaim(input.domain),
    userId: input.accountId,
    setupId: input.setupId,
    domain: input.domain,
    claimedAt: input.at,
  },
  condition: { absentOr: { attribute: 'userId', equals: input.accountId } },
});

/** Frees a domain; only ever deletes a claim the account holds. */
export const domainReleaseWrite = (input: { domain: string; accountId: string }): TransactWrite => ({
  kind: 'delete',
  key: setupKeys.domainClaim(input.domain),
  condition: { attribute: 'userId', equals: input.accountId },
});

// --- The DNS routes' view -----------------------------------------------------------------------------

/** A stored setup item as the DNS routes answer it; read it with readSetupDns or toDnsSetup. */
export type SetupItem = Item;

/** The attributes of the setup item the DNS routes read. */
export interface SetupDnsView {
  key: Key;
  setupId: string;
  userId: string;
  domain: string | undefined;
  dnsDomain: string | undefined;
  dkimTokens: string[];
  mailFromDomain: string | undefined;
  providerId: DnsProviderId | undefined;
  providerName: string | undefined;
  records: DnsRecordView[];
  overall: OverallStatus | undefined;
  initiatedAt: string | undefined;
  recheckCount: number;
  nextCheckAt: string | undefined;
  /** Nameserver addresses found for `nameserversDomain` at `nameserversCheckedAt` (plain IPv4). */
  nameserverAddresses: string[];
  nameserversDomain: string | undefined;
  nameserversCheckedAt: string | undefined;
}

const setupDnsSchema = z
  .object({
    pk: z.string(),
    sk: z.string(),
    id: z.string(),
    userId: filled,
    domain: filled,
    dnsDomain: filled,
    dkimTokens: stringsOf,
    mailFromDomain: filled,
    dnsProviderId: known(dnsProviderIdSchema),
    dnsProviderName: filled,
    dnsRecords: validEntries(dnsRecordViewSchema),
    overallDnsStatus: known(overallStatusSchema),
    dnsInitiatedAt: filled,
    dnsRecheckCount: numeric,
    dnsNextCheckAt: filled,
    dnsNameserverAddresses: stringsOf,
    dnsNameserversDomain: filled,
    dnsNameserversCheckedAt: filled,
  })
  .transform((item): SetupDnsView => ({
    key: { pk: item.pk, sk: item.sk },
    setupId: item.id,
    userId: item.userId ?? item.pk.replace(/^USER#/, ''),
    domain: item.domain,
    dnsDomain: item.dnsDomain,
    dkimTokens: item.dkimTokens,
    mailFromDomain: item.mailFromDomain,
    providerId: item.dnsProviderId,
    providerName: item.dnsProviderName,
    records: item.dnsRecords ?? [],
    overall: item.overallDnsStatus,
    initiatedAt: item.dnsInitiatedAt,
    recheckCount: item.dnsRecheckCount ?? 0,
    nextCheckAt: item.dnsNextCheckAt,
    nameserverAddresses: item.dnsNameserverAddresses,
    nameserversDomain: item.dnsNameserversDomain,
    nameserversCheckedAt: item.dnsNameserversCheckedAt,
  }));

/** The DNS attributes of a setup item; throws StoredItemError when it lacks pk, sk or id. */
export function readSetupDns(item: SetupItem): SetupDnsView {
  return parseStored('setup', setupDnsSchema, item);
}

/** The DNS attributes of a setup item once `changes` are written to it. */
export function readSetupDnsWith(item: SetupItem, changes: SetupDnsChanges): SetupDnsView {
  return readSetupDns({ ...item, ...changes });
}

/**
 * The setup item as the DNS routes answer it (shared/contracts/dns.ts `dnsSetupSchema`): the setup as answered,
 * with the records read as DNS view records (their reasons and reason codes; always a list) and the provider id
 * read as a known provider option. Never the table's keys.
 */
export function toDnsSetup(item: SetupItem): DnsSetup {
  const dns = readSetupDns(item);
  return { ...parseSetup(item), dnsRecords: dns.records, dnsProviderId: dns.providerId ?? null };
}

/** The setup item's DNS attributes the DNS routes write (undefined removes one). */
export type SetupDnsChanges = {
  dnsDomain?: string;
  dkimTokens?: string[];
  mailFromDomain?: string;
  dnsRecords?: DnsRecordView[];
  overallDnsStatus?: string;
  mxRecordValue?: string | null;
  mxStatus?: string | null;
  spfRecordValue?: string | null;
  spfStatus?: string | null;
  dkimSelector?: string | null;
  dkimPublicKey?: string | null;
  dkimStatus?: string | null;
  dmarcRecordValue?: string | null;
  dmarcStatus?: string | null;
  dnsProviderName?: string;
  dnsProviderId?: string;
  dnsInitiatedAt?: string;
  dnsLastCheckedAt?: string | undefined;
  dnsRecheckCount?: number;
  dnsNextCheckAt?: string | undefined;
  dnsNameserverAddresses?: string[];
  dnsNameserversDomain?: string;
  dnsNameserversCheckedAt?: string;
  updatedAt?: string;
};

/** The recheck schedule's attributes: the next check's time and the gsi2 keys that find it (none: off it). */
export function dnsRecheckAttributes(nextCheckAt: string | undefined): SetupDnsChanges {
  const index =
    nextCheckAt === undefined
      ? { gsi2pk: undefined, gsi2sk: undefined }
      : setupKeys.dnsRecheckIndex(nextCheckAt);
  return { dnsNextCheckAt: nextCheckAt, ...index };
}

/** True when the attributes put the setup on the recheck schedule (dnsRecheckAttributes with a time). */
export const isOnRecheck = (changes: SetupDnsChanges): boolean => typeof changes.dnsNextCheckAt === 'string';

/** Writes DNS attributes to a setup item that must still exist; answers the updated item (ConditionFailedError if gone). */
export function updateSetupDns(store: Store, key: Key, changes: SetupDnsChanges): Promise<SetupItem> {
  return store.update(key, changes, 'present');
}

/** The setup item at `key` (a fresh read of one found on the recheck index), or undefined when gone. */
export function getSetupItem(store: Store, key: Key): Promise<SetupItem | undefined> {
  return store.get(key);
}

/** The account a setup item belongs to (its stored `userId`), read strongly consistent; undefined when it is gone. */
export async function getSetupOwner(store: Store, key: Key): Promise<string | undefined> {
  const item = await store.get(key);
  return typeof item?.userId === 'string' ? item.userId : undefined;
}

/** The account's setup item, or undefined when there is none yet. */
export function getOwnSetupItem(store: Store, accountId: string): Promise<SetupItem | undefined> {
  return store.get(setupKeys.setup(accountId));
}

/** Setups on the recheck index (oldest next check first): their keys and next check, as the index has them. */
export async function queryDnsRecheck(
  store: Store,
  limit: number,
): Promise<{ key: Key; nextCheckAt: string | undefined }[]> {
  const indexed = await store.query({
    index: 'gsi2',
    partition: setupKeys.dnsRecheckIndex('').gsi2pk,
    ascending: true,
    limit,
  });
  return indexed.map((item) => {
    const { pk, sk, gsi2sk } = parseStored(
      'setup',
      z.object({ pk: z.string(), sk: z.string(), gsi2sk: z.string().optional().catch(undefined) }),
      item,
    );
    return { key: { pk, sk }, nextCheckAt: gsi2sk };
  });
}

// --- The tracking routes' view ------------------------------------------------------------------------

/** The attributes of the setup item the tracking routes and the analytics read. */
export interface SetupTrackingView {
  key: Key;
  /** The account whose setup this is (the setup's partition, USER#{accountId}). */
  accountId: string;
  /** The setup's id; partitions the tracking events and the site's analytics. */
  setupId: string;
  domain: string | undefined;
  trackingId: string | undefined;
  trackingFirstEventAt: string | undefined;
  trackingFirstPageUrl: string | undefined;
}

const ACCOUNT_PREFIX = setupKeys.setup('').pk;

/**
 * The tracking attributes of a setup item; throws StoredItemError when it lacks pk, sk or id. A typed
 * function, no schema: the tracking ingest reads it on every event (tests/bench/tracking-ingest.ts).
 */
export function readSetupTracking(item: Item): SetupTrackingView {
  const { pk, sk, id } = item;
  if (typeof pk !== 'string' || typeof sk !== 'string' || typeof id !== 'string') {
    const missing = (['pk', 'sk', 'id'] as const).filter((name) => typeof item[name] !== 'string');
    throw new StoredItemError('setup', item, `${missing.join(', ')}: expected a string`);
  }
  return {
    key: { pk, sk },
    accountId: pk.startsWith(ACCOUNT_PREFIX) ? pk.slice(ACCOUNT_PREFIX.length) : '',
    setupId: id,
    domain: filledText(item.domain),
    trackingId: filledText(item.trackingId),
    trackingFirstEventAt: filledText(item.trackingFirstEventAt),
    trackingFirstPageUrl: filledText(item.trackingFirstPageUrl),
  };
}

/** The account's setup as the tracking routes read it, or undefined when there is none yet. */
export async function getSetupTrackingView(
  store: Store,
  accountId: string,
): Promise<SetupTrackingView | undefined> {
  const item = await store.get(setupKeys.setup(accountId));
  return item ? readSetupTracking(item) : undefined;
}

/** The setup a tracking id belongs to (gsi1 TRACKING#{id}), or undefined for an unknown id. */
export async function setupOfTrackingId(
  store: Store,
  trackingId: string,
): Promise<SetupTrackingView | undefined> {
  const index = setupKeys.trackingIndex(trackingId);
  const [item] = await store.query({
    index: 'gsi1',
    partition: index.gsi1pk,
    beginsWith: index.gsi1sk,
    limit: 1,
  });
  return item ? readSetupTracking(item) : undefined;
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
    await store.put({ ...setupKeys.trackingIdClaim(setupId), trackingId }, 'absent');
    return trackingId;
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const claim = await store.get(setupKeys.trackingIdClaim(setupId));
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
    await store.update(setup.key, { trackingId, ...setupKeys.trackingIndex(trackingId) }, 'present');
    return true;
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return false;
  }
}
