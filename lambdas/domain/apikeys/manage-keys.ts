import { API_KEYS_MAX, type ApiKey, type ApiScope } from '../../../shared/contracts/api-keys';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import {
  getApiKey,
  listApiKeys,
  newApiKeyWrites,
  revokeApiKeyWrites,
  type ApiKeyRecord,
} from '../items/api-key';
import { getProfileRecord } from '../items/profile';
import { hasApiAccess } from './api-access';
import { apiKeyNotFound, planRequired, tooManyApiKeys } from './api-key-errors';
import { hashApiKeySecret, hintOf, newApiKeyId, newApiKeySecret } from './key-secret';

type Deps = { store: Store; clock: Clock };

export const toApiKey = (r: ApiKeyRecord): ApiKey => ({
  id: r.keyId,
  name: r.name,
  scopes: r.scopes,
  hint: r.hint,
  createdAt: r.createdAt,
  lastUsedAt: r.lastUsedAt ?? null,
  revokedAt: r.revokedAt ?? null,
});

export async function listKeys(store: Store, accountId: string) {
  const [records, profile] = await Promise.all([
    listApiKeys(store, accountId),
    getProfileRecord(store, accountId),
  ]);
  return { keys: records.map(toApiKey), allowed: hasApiAccess(profile) };
}

/**
 * Creates a key (Premium only: 403 naming the plan). The secret is returned this once and only its SHA-256
 * is stored. The count limit is read first (a race may pass it by one: a soft limit, not an invariant).
 */
export async function createKey(
  { store, clock }: Deps,
  accountId: string,
  input: { name: string; scopes: ApiScope[] },
): Promise<{ record: ApiKeyRecord; secret: string }> {
  const [profile, existing] = await Promise.all([
    getProfileRecord(store, accountId),
    listApiKeys(store, accountId),
  ]);
  if (!hasApiAccess(profile)) throw planRequired();
  if (existing.length >= API_KEYS_MAX) throw tooManyApiKeys();
  const secret = newApiKeySecret();
  const record: ApiKeyRecord = {
    accountId,
    keyId: newApiKeyId(),
    name: input.name,
    scopes: input.scopes,
    hint: hintOf(secret),
    secretHash: hashApiKeySecret(secret),
    createdAt: clock.now().toISOString(),
  };
  await store.transact(newApiKeyWrites(record));
  return { record, secret };
}

/** Revokes one of the account's keys at once (another account's id is simply not found). Idempotent. */
export async function revokeKey({ store, clock }: Deps, accountId: string, keyId: string) {
  const record = await getApiKey(store, accountId, keyId);
  if (!record) throw apiKeyNotFound();
  if (record.revokedAt) return record;
  const at = clock.now().toISOString();
  try {
    await store.transact(revokeApiKeyWrites(record, at));
  } catch (error) {
    if (error instanceof ConditionFailedError) throw apiKeyNotFound();
    throw error;
  }
  return { ...record, revokedAt: at };
}
