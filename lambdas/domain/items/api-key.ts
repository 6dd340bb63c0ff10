import * as z from 'zod';
import { apiScopeSchema, type ApiScope } from '../../../shared/contracts/api-keys';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * API keys (issue 31). Two items per key, written together: the key's record in the account's partition
 * (listed on the settings page) and its lookup item, keyed by the SHA-256 of the secret, which a /api/v1
 * request reads with one strongly consistent GetItem. The secret itself is never stored.
 */
export const apiKeyKeys = {
  apiKey: (accountId: string, keyId: string) => ({ pk: `APIKEYS#${accountId}`, sk: `KEY#${keyId}` }),
  apiKeyPrefix: 'KEY#',
  apiKeyLookup: (secretHash: string) => ({ pk: `APIKEYHASH#${secretHash}`, sk: 'LOOKUP' }),
} as const;

export const apiKeyKind: ItemKind = {
  name: 'api-key',
  patterns: [
    { what: 'API keys of an account', key: 'pk APIKEYS#{accountId} sk KEY#{keyId}' },
    { what: 'API key by the SHA-256 of its secret', key: 'pk APIKEYHASH#{secretHash} sk LOOKUP' },
  ],
};

const recordSchema = z.object({
  accountId: z.string().min(1),
  keyId: z.string().min(1),
  name: z.string(),
  scopes: z.array(apiScopeSchema),
  hint: z.string(),
  secretHash: z.string().min(1),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  revokedAt: z.string().optional(),
});
export type ApiKeyRecord = z.output<typeof recordSchema>;

const lookupSchema = z.object({
  accountId: z.string().min(1),
  keyId: z.string().min(1),
  scopes: z.array(apiScopeSchema),
  /** Epoch ms of the last recorded use (0: never), for "at most one write a minute". */
  lastUsedMs: z.number(),
  revokedAt: z.string().optional(),
});
export type ApiKeyLookup = z.output<typeof lookupSchema>;

/** The writes that create a key: both items, each only if absent. */
export function newApiKeyWrites(record: ApiKeyRecord): TransactWrite[] {
  const { accountId, keyId, scopes, secretHash } = record;
  return [
    { kind: 'put', item: { ...apiKeyKeys.apiKey(accountId, keyId), ...record }, condition: 'absent' },
    {
      kind: 'put',
      item: { ...apiKeyKeys.apiKeyLookup(secretHash), accountId, keyId, scopes, lastUsedMs: 0 },
      condition: 'absent',
    },
  ];
}

/** The account's keys, oldest first (one strongly consistent Query; at most API_KEYS_MAX). */
export async function listApiKeys(store: Store, accountId: string): Promise<ApiKeyRecord[]> {
  const items = await store.query({
    partition: apiKeyKeys.apiKey(accountId, '').pk,
    beginsWith: apiKeyKeys.apiKeyPrefix,
    consistent: true,
  });
  return items.map((item) => parseStored(apiKeyKind.name, recordSchema, item));
}

export async function getApiKey(
  store: Store,
  accountId: string,
  keyId: string,
): Promise<ApiKeyRecord | undefined> {
  const item = await store.get(apiKeyKeys.apiKey(accountId, keyId));
  return item ? parseStored(apiKeyKind.name, recordSchema, item) : undefined;
}

/** The key a secret's hash names, or undefined (one GetItem: the whole of a request's key lookup). */
export async function getApiKeyLookup(store: Store, secretHash: string): Promise<ApiKeyLookup | undefined> {
  const item: Item | undefined = await store.get(apiKeyKeys.apiKeyLookup(secretHash));
  return item ? parseStored(apiKeyKind.name, lookupSchema, item) : undefined;
}

/** Revokes a key: both items say when, in one transaction (the record must exist). */
export const revokeApiKeyWrites = (record: ApiKeyRecord, at: string): TransactWrite[] => [
  {
    kind: 'update',
    key: apiKeyKeys.apiKey(record.accountId, record.keyId),
    set: { revokedAt: at },
    condition: 'present',
  },
  { kind: 'update', key: apiKeyKeys.apiKeyLookup(record.secretHash), set: { revokedAt: at } },
];

/**
 * Records a use: only when the last recorded one is older than `minGapMs` (the lookup's condition), so a
 * busy key costs one write a minute, not one a call. A lost race fails the condition and changes nothing.
 */
export function touchApiKeyWrites(
  lookup: ApiKeyLookup,
  secretHash: string,
  nowMs: number,
  minGapMs: number,
): TransactWrite[] {
  return [
    {
      kind: 'update',
      key: apiKeyKeys.apiKeyLookup(secretHash),
      set: { lastUsedMs: nowMs },
      condition: { attribute: 'lastUsedMs', lessThan: nowMs - minGapMs + 1 },
    },
    {
      kind: 'update',
      key: apiKeyKeys.apiKey(lookup.accountId, lookup.keyId),
      set: { lastUsedAt: new Date(nowMs).toISOString() },
      condition: 'present',
    },
  ];
}

/** Deletes a key's lookup item ("Delete my account"; the records go with their partition). */
export const deleteApiKeyLookupWrite = (record: ApiKeyRecord): TransactWrite => ({
  kind: 'delete',
  key: apiKeyKeys.apiKeyLookup(record.secretHash),
  condition: { attribute: 'accountId', equals: record.accountId },
});

/** The partition of an account's key records. */
export const apiKeysPartition = (accountId: string): string => apiKeyKeys.apiKey(accountId, '').pk;

export type { ApiScope };
