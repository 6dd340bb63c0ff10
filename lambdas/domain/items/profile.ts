import * as z from 'zod';
import {
  NEW_PROFILE_SUBSCRIPTION_STATUS,
  NEW_PROFILE_SUBSCRIPTION_TIER,
  subscriptionTierSchema,
  type Profile,
} from '../../../shared/contracts/profile';
import type { Comparison, Item, Store, TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';
import { parseStored } from './item-kind';

/** Keys of the profile item (lambdas/table.ts lists every kind). */
export const profileKeys = {
  profile: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'PROFILE' }),
  usernameIndex: (email: string) => ({ gsi1pk: `USERNAME#${email.toLowerCase()}`, gsi1sk: 'PROFILE' }),
  usernameClaim: (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'USERNAME' }),
} as const;

export const profileKind: ItemKind = {
  name: 'profile',
  patterns: [
    { what: 'profile by user', key: 'pk USER#{accountId} sk PROFILE' },
    { what: 'username -> user', key: 'gsi1 USERNAME#{email} gsi1sk PROFILE' },
    { what: 'username -> user (uniqueness item)', key: 'pk USERNAME#{username} sk USERNAME (holds userId)' },
  ],
};

/*
 * The profile item (the spec's user_info row) at profileKeys.profile(accountId), findable by email through
 * profileKeys.usernameIndex(email) on gsi1 and by username through its uniqueness item
 * profileKeys.usernameClaim(username). Attributes mirror shared/contracts/profile.ts `profileSchema`; billing adds
 * stripeCustomerId, stripeSubscriptionId and billingEventAt; projects count themselves in projectCount.
 * Reads are lenient with what other writers may store: a value of another type reads as unset.
 */

const text = z.string().optional().catch(undefined);

const profileRecordSchema = z.object({
  userId: text,
  username: text,
  subscriptionTier: text,
  subscriptionStatus: text,
  projectCount: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'number' ? value : undefined)),
  createdAt: text,
  stripeCustomerId: text,
  stripeSubscriptionId: text,
  /** The `created` time of the last billing event applied (Stripe's seconds). */
  billingEventAt: z.union([z.number(), z.string()]).optional().catch(undefined),
});

/** The profile as stored: each attribute when it has its type, else undefined (the raw tier and status strings). */
export type ProfileRecord = z.output<typeof profileRecordSchema>;

export function parseProfileRecord(item: Item): ProfileRecord {
  return parseStored('profile', profileRecordSchema, item);
}

/** The profile as answered (shared/contracts/profile.ts `Profile`). */
export function toProfile(record: ProfileRecord): Profile {
  const tier = subscriptionTierSchema.safeParse(record.subscriptionTier);
  const count = record.projectCount;
  return {
    userId: record.userId ?? '',
    username: record.username ?? '',
    subscriptionTier: tier.success ? tier.data : null,
    subscriptionStatus: record.subscriptionStatus ?? null,
    projectCount: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0,
    ...(record.createdAt ? { createdAt: record.createdAt } : {}),
  };
}

/** The account's profile as stored, or undefined when there is none yet. */
export async function getProfileRecord(store: Store, accountId: string): Promise<ProfileRecord | undefined> {
  const item = await store.get(profileKeys.profile(accountId));
  return item ? parseProfileRecord(item) : undefined;
}

/** The account's profile as answered, or undefined when there is none yet. */
export async function getProfile(store: Store, accountId: string): Promise<Profile | undefined> {
  const record = await getProfileRecord(store, accountId);
  return record ? toProfile(record) : undefined;
}

/**
 * A new profile (free, inactive, no projects) and its username's uniqueness item, both put only if absent, in
 * this order (index 1 failing means the username is taken).
 */
export function newProfileWrites(input: { accountId: string; email: string; username: string; now: Date }): {
  writes: TransactWrite[];
  profile: Profile;
} {
  const at = input.now.toISOString();
  const item: Item = {
    ...profileKeys.profile(input.accountId),
    // No index entry for a token without an email (an id token always has one; an empty key is invalid).
    ...(input.email ? profileKeys.usernameIndex(input.email) : {}),
    userId: input.accountId,
    username: input.username,
    subscriptionTier: NEW_PROFILE_SUBSCRIPTION_TIER,
    subscriptionStatus: NEW_PROFILE_SUBSCRIPTION_STATUS,
    projectCount: 0,
    createdAt: at,
    updatedAt: at,
  };
  const claim: Item = {
    ...profileKeys.usernameClaim(input.username),
    userId: input.accountId,
    username: input.username,
  };
  return {
    writes: [
      { kind: 'put', item, condition: 'absent' },
      { kind: 'put', item: claim, condition: 'absent' },
    ],
    profile: toProfile(parseProfileRecord(item)),
  };
}

/** Who holds a username (its uniqueness item), or undefined when nobody does. */
export async function getUsernameClaim(
  store: Store,
  username: string,
): Promise<{ userId: string | undefined } | undefined> {
  const item = await store.get(profileKeys.usernameClaim(username));
  return item ? { userId: parseStored('profile', z.object({ userId: text }), item).userId } : undefined;
}

/** The plan and billing attributes billing writes (undefined removes one). */
export interface ProfilePlanChanges {
  subscriptionTier?: string;
  subscriptionStatus?: string;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string | undefined;
  billingEventAt?: number;
  updatedAt?: string;
}

/** Sets plan attributes of a profile that must exist; answers the profile after the write (ConditionFailedError if none). */
export async function updateProfilePlan(
  store: Store,
  accountId: string,
  changes: ProfilePlanChanges,
): Promise<ProfileRecord> {
  return parseProfileRecord(await store.update(profileKeys.profile(accountId), { ...changes }, 'present'));
}

/** The same, as one write of a transaction. */
export const profilePlanWrite = (accountId: string, changes: ProfilePlanChanges): TransactWrite => ({
  kind: 'update',
  key: profileKeys.profile(accountId),
  set: { ...changes },
  condition: 'present',
});

/**
 * A project more: projectCount + 1, on condition that the subscription is still `status`, the tier still `tier`,
 * and the count still below `limit` (none: unlimited). DynamoDB checks the condition and applies the increment
 * atomically with the rest of the transaction.
 */
export function projectCountUpWrite(input: {
  accountId: string;
  status: string;
  tier: string;
  limit: number | null;
  at: string;
}): TransactWrite {
  const all: Comparison[] = [
    { attribute: 'subscriptionStatus', equals: input.status },
    { attribute: 'subscriptionTier', equals: input.tier },
    ...(input.limit === null ? [] : [{ attribute: 'projectCount', lessThan: input.limit }]),
  ];
  return {
    kind: 'update',
    key: profileKeys.profile(input.accountId),
    set: { updatedAt: input.at },
    add: { projectCount: 1 },
    condition: { all },
  };
}

/** A project fewer: projectCount - 1 on a profile that must exist. */
export function projectCountDownWrite(accountId: string, at: string): TransactWrite {
  return {
    kind: 'update',
    key: profileKeys.profile(accountId),
    set: { updatedAt: at },
    add: { projectCount: -1 },
    condition: 'present',
  };
}

/** Deletes the username's claim only while it names `accountId` (another account may hold it by then). */
export const usernameClaimReleaseWrite = (username: string, accountId: string): TransactWrite => ({
  kind: 'delete',
  key: profileKeys.usernameClaim(username),
  condition: { attribute: 'userId', equals: accountId },
});

/** The account owner's sign-in address (the profile's username index), or undefined when it has none. */
export async function getOwnerEmail(store: Store, accountId: string): Promise<string | undefined> {
  const item = await store.get(profileKeys.profile(accountId));
  const indexed = item?.gsi1pk;
  const prefix = profileKeys.usernameIndex('').gsi1pk;
  return typeof indexed === 'string' && indexed.startsWith(prefix) && indexed.length > prefix.length
    ? indexed.slice(prefix.length)
    : undefined;
}
