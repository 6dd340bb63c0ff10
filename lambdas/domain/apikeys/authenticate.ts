import type { ApiScope } from '../../../shared/contracts/api-keys';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, TransactionConflictError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getAccountTombstone } from '../items/account-tombstone';
import { getApiKeyLookup, touchApiKeyWrites } from '../items/api-key';
import { getProfileRecord } from '../items/profile';
import { hasApiAccess } from './api-access';
import {
  accountGone,
  API_RATE_LIMITED_MESSAGE,
  invalidApiKey,
  missingApiKey,
  missingScope,
  planRequired,
  revokedApiKey,
} from './api-key-errors';
import { hashApiKeySecret, looksLikeApiKey } from './key-secret';
import { consumeToken, type BucketConfig } from '../tracking/rate-limit';

/** Who a /api/v1 request acts for: the key's account, the key and its scopes. */
export interface ApiCaller {
  accountId: string;
  keyId: string;
  scopes: readonly ApiScope[];
}

/** Per key: a burst of 100 requests, then 20 a second (docs/architecture.md › Public API). */
export const API_KEY_BUCKET: BucketConfig = { capacity: 100, refillPerSecond: 20 };
/** Last-used time is written at most once a minute per key. */
export const LAST_USED_GAP_MS = 60_000;

const bearerOf = (authorization: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
};

/** The rate-limit bucket's id: the tracking buckets' item, in a name space of its own. */
export const apiKeyBucketId = (keyId: string) => `apikey:${keyId}`;

/**
 * Authenticates a /api/v1 request from its Authorization header, in this order: a key is there (401), it
 * is ours (one GetItem on its hash; 401), not revoked (401), its account lives (the tombstone "Delete my
 * account" puts first; 401) and is on Premium (403 naming the plan), the key has the route's scope (403),
 * and the key's bucket has a token (429 with Retry-After). Then the use is recorded, at most once a minute.
 */
export async function authenticateApiKey(
  deps: { store: Store; clock: Clock },
  authorization: string | undefined,
  scope: ApiScope,
): Promise<ApiCaller> {
  const secret = bearerOf(authorization);
  if (!secret) throw missingApiKey();
  if (!looksLikeApiKey(secret)) throw invalidApiKey();
  const secretHash = hashApiKeySecret(secret);
  const lookup = await getApiKeyLookup(deps.store, secretHash);
  if (!lookup) throw invalidApiKey();
  if (lookup.revokedAt) throw revokedApiKey();
  // Two GetItems side by side: the account's tombstone and its profile (the plan).
  const [tombstone, profile] = await Promise.all([
    getAccountTombstone(deps.store, lookup.accountId),
    getProfileRecord(deps.store, lookup.accountId),
  ]);
  if (tombstone) throw accountGone();
  if (!hasApiAccess(profile)) throw planRequired();
  if (!lookup.scopes.includes(scope)) throw missingScope(scope);
  await spendToken(deps, lookup.keyId);
  await recordUse(deps, lookup, secretHash);
  return { accountId: lookup.accountId, keyId: lookup.keyId, scopes: lookup.scopes };
}

async function spendToken(deps: { store: Store; clock: Clock }, keyId: string) {
  try {
    await consumeToken(deps, apiKeyBucketId(keyId), API_KEY_BUCKET);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'rate_limited')
      throw new DomainError(
        'rate_limited',
        'rate_limited',
        API_RATE_LIMITED_MESSAGE,
        error.retryAfterSeconds,
      );
    throw error;
  }
}

async function recordUse(
  deps: { store: Store; clock: Clock },
  lookup: Parameters<typeof touchApiKeyWrites>[0],
  secretHash: string,
) {
  const nowMs = deps.clock.now().getTime();
  if (nowMs - lookup.lastUsedMs < LAST_USED_GAP_MS) return;
  try {
    await deps.store.transact(touchApiKeyWrites(lookup, secretHash, nowMs, LAST_USED_GAP_MS));
  } catch (error) {
    // Another request recorded it first (or the key went meanwhile): nothing to do.
    if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError)) throw error;
  }
}
