import * as z from 'zod';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of an account's SES tenant state (lambdas/table.ts lists every kind): one per account. */
export const sesTenantKeys = {
  sesTenant: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'SESTENANT' }),
  /** Sparse: only a tenant whose provisioning is unfinished (stalled, or a run that stopped midway). */
  dueIndex: (updatedAt: string) => ({ gsi2pk: 'SESTENANTDUE', gsi2sk: updatedAt }),
} as const;

export const sesTenantKind: ItemKind = {
  name: 'ses-tenant',
  patterns: [
    {
      what: "an account's SES tenant: its name and where its provisioning is",
      key: 'pk USER#{accountId} sk SESTENANT',
    },
    {
      what: 'SES tenants whose provisioning is unfinished, oldest first',
      key: 'gsi2 SESTENANTDUE gsi2sk {updatedAt}',
    },
  ],
};

/** The states of domain/tenants/tenant-machine.ts, as stored. */
const stateSchema = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('absent') }),
  z.object({
    phase: z.literal('provisioning'),
    domain: z.string(),
    done: z.number().int(),
    attempt: z.number().int(),
    /** Runs that stalled since a call last succeeded (absent: none). */
    runs: z.number().int().optional(),
  }),
  z.object({ phase: z.literal('ready'), domain: z.string() }),
  z.object({
    phase: z.literal('stalled'),
    domain: z.string(),
    done: z.number().int(),
    error: z.string(),
    runs: z.number().int().optional(),
  }),
  /** SES refused too often: nobody tries again until the owner verifies the domain again. */
  z.object({
    phase: z.literal('gave-up'),
    domain: z.string(),
    done: z.number().int(),
    error: z.string(),
    runs: z.number().int(),
  }),
  z.object({ phase: z.literal('removing'), attempt: z.number().int() }),
  z.object({ phase: z.literal('removal-stalled'), error: z.string() }),
  z.object({ phase: z.literal('removed') }),
]);
export type StoredTenantState = z.output<typeof stateSchema>;

/**
 * What SES's GetTenant last said of the tenant's sending, and when (domain/tenants/tenant-status.ts reads
 * it instead of calling SES again while it is fresh). Dropped by the machine's next write, harmlessly.
 */
const statusSchema = z.object({ status: z.enum(['enabled', 'paused', 'absent']), checkedAt: z.string() });
export type TenantStatusSeen = z.output<typeof statusSchema>;

const itemSchema = z.object({
  tenantName: z.string(),
  state: stateSchema,
  updatedAt: z.string(),
  sesStatus: statusSchema.optional(),
});
export type SesTenantRecord = z.output<typeof itemSchema>;

/** The account's tenant record, or undefined when provisioning never started. */
export async function getSesTenant(store: Store, accountId: string): Promise<SesTenantRecord | undefined> {
  const item = await store.get(sesTenantKeys.sesTenant(accountId));
  return item ? parseStored(sesTenantKind.name, itemSchema, item) : undefined;
}

/**
 * The tenant name the account's mail is sent with (SendEmail TenantName), only once its tenant is ready:
 * before that (or for an account verified before tenants existed) mail goes out without one, as before.
 */
export async function readyTenantName(store: Store, accountId: string): Promise<string | undefined> {
  const record = await getSesTenant(store, accountId);
  return record?.state.phase === 'ready' ? record.tenantName : undefined;
}

/**
 * Keeps what SES said of the tenant's sending on its record (one UpdateItem; updatedAt untouched, so a
 * tenant run's conditional write is not disturbed). Nothing when the account has no record.
 */
export async function putTenantStatusSeen(
  store: Store,
  accountId: string,
  seen: TenantStatusSeen,
): Promise<void> {
  try {
    await store.update(sesTenantKeys.sesTenant(accountId), { sesStatus: seen }, 'present');
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

const unfinished = (state: StoredTenantState) => state.phase === 'stalled' || state.phase === 'provisioning';

/** The stored item: a tenant whose provisioning is unfinished is on the due index (the recheck finishes it). */
const itemOf = (accountId: string, record: SesTenantRecord) => ({
  ...sesTenantKeys.sesTenant(accountId),
  ...record,
  ...(unfinished(record.state) ? sesTenantKeys.dueIndex(record.updatedAt) : {}),
});

/** Stores the state the machine reached, unconditionally (tests; the runner uses sesTenantWrite). */
export async function putSesTenant(store: Store, accountId: string, record: SesTenantRecord): Promise<void> {
  await store.put(itemOf(accountId, record));
}

/**
 * An account with a verified sending domain and no tenant record (verified before tenants existed): a
 * record stalled before its first call, so the scheduled recheck makes its tenant. Nothing when it has one.
 */
export async function markTenantDue(
  store: Store,
  accountId: string,
  input: { tenantName: string; domain: string; at: string },
): Promise<boolean> {
  const state = {
    phase: 'stalled',
    domain: input.domain,
    done: 0,
    error: 'verified before tenants',
  } as const;
  try {
    await store.put(
      itemOf(accountId, { tenantName: input.tenantName, state, updatedAt: input.at }),
      'absent',
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Accounts whose tenant provisioning is unfinished, least recently touched first, at most `limit`. */
export async function queryTenantsDue(
  store: Store,
  limit: number,
): Promise<{ accountId: string; state: StoredTenantState; updatedAt: string }[]> {
  const items = await store.query({
    index: 'gsi2',
    partition: sesTenantKeys.dueIndex('').gsi2pk,
    ascending: true,
    limit,
  });
  return items.map((item) => {
    const { pk, ...record } = parseStored(sesTenantKind.name, itemSchema.extend({ pk: z.string() }), item);
    return { accountId: pk.slice('USER#'.length), state: record.state, updatedAt: record.updatedAt };
  });
}

/**
 * The state the machine reached, written only over the record this writer read (`readAt`: its updatedAt, or
 * undefined when there was none), so of two runs racing on one account (a recheck and a deletion) the
 * second one's write fails (ConditionFailedError) instead of overwriting the first one's state.
 */
export const sesTenantWrite = (
  accountId: string,
  record: SesTenantRecord,
  readAt: string | undefined,
): TransactWrite => ({
  kind: 'put',
  item: itemOf(accountId, record),
  condition: readAt === undefined ? 'absent' : { absentOr: { attribute: 'updatedAt', equals: readAt } },
});
