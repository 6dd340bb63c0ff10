import * as z from 'zod';
import {
  flowTriggerSchema,
  reentrySchema,
  type FlowTrigger,
  type Reentry,
} from '../../../shared/contracts/flows';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * The trigger index of LIVE flows (issue 32): one partition per (account, event name) holding an entry per
 * flow that enters on that event ('enter') or ends on it ('exit'), and one per account for the contact
 * triggers (subscribed, tag added). An event costs one Query of its name's partition, whatever other flows
 * listen for. Each entry carries what enroll() needs (version, first step, re-entry, the trigger), so a match
 * reads no flow. A registry item per flow lists where it is indexed, so an edit removes the stale entries.
 */
export type TriggerRole = 'enter' | 'exit' | 'idle';

const eventListen = (accountId: string, eventName: string) => `FLOWTRIG#${accountId}#E#${eventName}`;
const contactListen = (accountId: string) => `FLOWTRIG#${accountId}#C`;
/** Every account's live yearly-date flows: the one partition the date sweep reads (one entry per flow). */
const DATE_LISTEN = 'FLOWTRIGDATES';

export const flowTriggerKeys = {
  triggerEventEntry: (accountId: string, eventName: string, role: TriggerRole, flowId: string) => ({
    pk: eventListen(accountId, eventName),
    sk: `${role}#${flowId}`,
  }),
  triggerContactEntry: (accountId: string, flowId: string) => ({
    pk: contactListen(accountId),
    sk: `enter#${flowId}`,
  }),
  triggerDateEntry: (accountId: string, flowId: string) => ({
    pk: DATE_LISTEN,
    sk: `${accountId}#${flowId}`,
  }),
  flowTriggerRegistry: (accountId: string, flowId: string) => ({
    pk: `FLOWS#${accountId}`,
    sk: `FLOWTRIGS#${flowId}`,
  }),
} as const;

export const flowTriggerKind: ItemKind = {
  name: 'flow-trigger',
  patterns: [
    {
      what: 'live flows entering or ending on an event name',
      key: 'pk FLOWTRIG#{accountId}#E#{eventName} sk {enter|exit|idle}#{flowId}',
    },
    { what: 'live flows entered on a contact change', key: 'pk FLOWTRIG#{accountId}#C sk enter#{flowId}' },
    { what: 'live yearly-date flows of every account', key: 'pk FLOWTRIGDATES sk {accountId}#{flowId}' },
    { what: 'where a flow is indexed', key: 'pk FLOWS#{accountId} sk FLOWTRIGS#{flowId}' },
  ],
};

/** One flow's entry in the index. */
export interface TriggerEntry {
  /** Set on the entries of the shared date partition (the sweep needs to know whose flow it is). */
  accountId?: string | undefined;
  flowId: string;
  role: TriggerRole;
  version: number;
  firstStepId?: string | undefined;
  reentry: Reentry;
  trigger: FlowTrigger;
  /** When the flow last went live (flow.ts `liveAt`): a trigger before it enters nobody. */
  liveAt?: string | undefined;
}

const json = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text) => schema.parse(JSON.parse(text)) as z.output<T>);
const entrySchema = z.object({
  accountId: z.string().optional(),
  flowId: z.string().min(1),
  role: z.enum(['enter', 'exit', 'idle']),
  version: z.number().int().min(1),
  firstStepId: z.string().optional(),
  reentry: json(reentrySchema),
  trigger: json(flowTriggerSchema),
  liveAt: z.string().optional(),
});
const registrySchema = z.object({ keys: z.array(z.object({ pk: z.string(), sk: z.string() })) });

export type IndexKey = { pk: string; sk: string };

export function triggerEntryItem(key: IndexKey, entry: TriggerEntry): Item {
  const { firstStepId, reentry, trigger, accountId, liveAt, ...rest } = entry;
  return {
    ...key,
    ...rest,
    ...(accountId ? { accountId } : {}),
    ...(liveAt ? { liveAt } : {}),
    ...(firstStepId ? { firstStepId } : {}),
    reentry: JSON.stringify(reentry),
    trigger: JSON.stringify(trigger),
  };
}

const parseEntry = (item: Item): TriggerEntry => parseStored('flow-trigger', entrySchema, item);

/** The live flows listening for an event name (enter and exit): one Query. */
export async function eventEntries(
  store: Store,
  accountId: string,
  eventName: string,
): Promise<TriggerEntry[]> {
  return (await store.query({ partition: eventListen(accountId, eventName) })).map(parseEntry);
}

/** The live flows entered on a contact change (subscribed, tag added): one Query. */
export async function contactEntries(store: Store, accountId: string): Promise<TriggerEntry[]> {
  return (await store.query({ partition: contactListen(accountId) })).map(parseEntry);
}

/** Every account's live yearly-date flows (the date sweep): one Query per page. */
export async function liveDateEntries(store: Store): Promise<TriggerEntry[]> {
  return (await store.query({ partition: DATE_LISTEN })).map(parseEntry);
}

/** The shared date partition: erased entry by entry (with its flow), never whole with one account. */
export const isSharedTriggerPartition = (pk: string) => pk === DATE_LISTEN;

/** Deletes a gone flow's entry of the shared date partition (its registry went with its account). */
export async function dropDateEntry(store: Store, accountId: string, flowId: string): Promise<void> {
  await store.delete(flowTriggerKeys.triggerDateEntry(accountId, flowId));
}

/** A live win-back flow's entry for an event name, or undefined when the flow no longer listens. */
export async function idleEntry(
  store: Store,
  accountId: string,
  eventName: string,
  flowId: string,
): Promise<TriggerEntry | undefined> {
  const item = await store.get(flowTriggerKeys.triggerEventEntry(accountId, eventName, 'idle', flowId));
  return item ? parseEntry(item) : undefined;
}

/** Where a flow is indexed now (empty when nowhere). */
export async function getIndexedKeys(store: Store, accountId: string, flowId: string): Promise<IndexKey[]> {
  const item = await store.get(flowTriggerKeys.flowTriggerRegistry(accountId, flowId));
  return item ? parseStored('flow-trigger', registrySchema, item).keys : [];
}

/** The writes that make a flow's index `entries` (replacing `indexed`, what the registry listed). */
export function reindexWrites(
  accountId: string,
  flowId: string,
  indexed: readonly IndexKey[],
  entries: readonly { key: IndexKey; entry: TriggerEntry }[],
): TransactWrite[] {
  const wanted = new Set(entries.map(({ key }) => `${key.pk} ${key.sk}`));
  const stale = indexed.filter((key) => !wanted.has(`${key.pk} ${key.sk}`));
  const registry = flowTriggerKeys.flowTriggerRegistry(accountId, flowId);
  return [
    ...stale.map((key): TransactWrite => ({ kind: 'delete', key })),
    ...entries.map(({ key, entry }): TransactWrite => ({ kind: 'put', item: triggerEntryItem(key, entry) })),
    entries.length > 0
      ? { kind: 'put', item: { ...registry, keys: entries.map(({ key }) => key) } }
      : { kind: 'delete', key: registry },
  ];
}
