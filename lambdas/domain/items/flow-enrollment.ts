import * as z from 'zod';
import { getMany, type Item, type Page, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * One contact's pass through a flow (issue 32): one item per (flow, contact, entry), the entry being the
 * trigger's own id (the event id, the subscription), created with an 'absent' condition so a redelivered
 * trigger never enrolls twice. It carries the step to run next and a `seq` that every step's write must
 * match (so a step runs at most once), and while it waits on a timer its due time in the due index (gsi2,
 * bucketed by UTC hour and sharded): the minute sweep reads only what falls due.
 */
export const DUE_SHARDS = 8;

export const flowEnrollmentKeys = {
  enrollment: (accountId: string, flowId: string, enrollmentId: string) => ({
    pk: `FLOWENR#${accountId}#${flowId}`,
    sk: `ENR#${enrollmentId}`,
  }),
  contactFlowsIndex: (accountId: string, contactId: string, enteredAt: string, flowId: string) => ({
    gsi1pk: `CONTACTFLOWS#${accountId}#${contactId}`,
    gsi1sk: `${enteredAt}#${flowId}`,
  }),
  dueIndex: (dueAt: string, shard: number, accountId: string, flowId: string, enrollmentId: string) => ({
    gsi2pk: dueBucket(dueAt, shard),
    gsi2sk: `${dueAt}#${accountId}#${flowId}#${enrollmentId}`,
  }),
} as const;

/** The due index's partition of an ISO time's UTC hour and a shard: `FLOWDUE#2026-11-29T10#3`. */
export const dueBucket = (iso: string, shard: number) => `FLOWDUE#${iso.slice(0, 13)}#${shard}`;

export const flowEnrollmentKind: ItemKind = {
  name: 'flow-enrollment',
  patterns: [
    { what: 'enrollments of a flow', key: 'pk FLOWENR#{accountId}#{flowId} sk ENR#{contactId}#{entryId}' },
    {
      what: 'flows a contact is or was in, by entry time',
      key: 'gsi1 CONTACTFLOWS#{accountId}#{contactId} gsi1sk {enteredAt}#{flowId}',
    },
    {
      what: 'enrollments due, by UTC hour and shard, by due time',
      key: 'gsi2 FLOWDUE#{yyyy-mm-ddThh}#{shard} gsi2sk {dueAt}#{accountId}#{flowId}#{enrollmentId}',
    },
  ],
};

const waitEventSchema = z.object({ stepId: z.string(), eventName: z.string(), timeoutAt: z.string() });

const enrollmentSchema = z.object({
  accountId: z.string().min(1),
  flowId: z.string().min(1),
  enrollmentId: z.string().min(1),
  contactId: z.string().min(1),
  version: z.number().int().min(1),
  enteredAt: z.string(),
  /** The step to run next (null once ended). */
  stepId: z.string().nullable(),
  seq: z.number().int().min(0),
  dueAt: z.string().optional(),
  /** Waiting for an event (wait-for-event step) until timeoutAt. */
  waitEvent: waitEventSchema.optional(),
  /** Why the next step waits beyond its own time ('quiet hours', 'monthly allowance'). */
  held: z.string().optional(),
  endedBy: z.string().optional(),
  endedAt: z.string().optional(),
});
export type EnrollmentRecord = z.infer<typeof enrollmentSchema>;

export const parseEnrollment = (item: Item): EnrollmentRecord =>
  parseStored('flow-enrollment', enrollmentSchema, item);

/** The shard of an enrollment: spreads one minute's due steps over DUE_SHARDS partitions. */
export function dueShard(enrollmentId: string): number {
  let hash = 0;
  for (const char of enrollmentId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % DUE_SHARDS;
}

export function enrollmentItem(record: EnrollmentRecord): Item {
  const { accountId, flowId, enrollmentId, contactId, enteredAt, dueAt } = record;
  const item: Item = {
    ...flowEnrollmentKeys.enrollment(accountId, flowId, enrollmentId),
    ...flowEnrollmentKeys.contactFlowsIndex(accountId, contactId, enteredAt, flowId),
    ...(dueAt && record.stepId
      ? flowEnrollmentKeys.dueIndex(dueAt, dueShard(enrollmentId), accountId, flowId, enrollmentId)
      : {}),
  };
  for (const [key, value] of Object.entries(record)) if (value !== undefined) item[key] = value;
  return item;
}

/** The first write of an enrollment: fails (ConditionFailedError) when this trigger already enrolled it. */
export const newEnrollmentWrite = (record: EnrollmentRecord): TransactWrite => ({
  kind: 'put',
  item: enrollmentItem(record),
  condition: 'absent',
});

/** The enrollment's next state, only if no other run moved it since `expectedSeq` (at most once). */
export const advanceEnrollmentWrite = (next: EnrollmentRecord, expectedSeq: number): TransactWrite => ({
  kind: 'put',
  item: enrollmentItem(next),
  condition: { attribute: 'seq', equals: expectedSeq },
});

export async function getEnrollment(
  store: Store,
  accountId: string,
  flowId: string,
  enrollmentId: string,
): Promise<EnrollmentRecord | undefined> {
  const item = await store.get(flowEnrollmentKeys.enrollment(accountId, flowId, enrollmentId));
  return item ? parseEnrollment(item) : undefined;
}

/** Many enrollments of one account in one batched read (in order, undefined where absent). */
export async function getEnrollments(
  store: Store,
  accountId: string,
  refs: readonly { flowId: string; enrollmentId: string }[],
): Promise<(EnrollmentRecord | undefined)[]> {
  const items = await getMany(
    store,
    refs.map((r) => flowEnrollmentKeys.enrollment(accountId, r.flowId, r.enrollmentId)),
  );
  return items.map((item) => (item ? parseEnrollment(item) : undefined));
}

/** One page of a flow's enrollments (resume, the builder's numbers). */
export async function flowEnrollmentsPage(
  store: Store,
  accountId: string,
  flowId: string,
  startKey?: Item,
): Promise<{ enrollments: EnrollmentRecord[]; next?: Item }> {
  const { pk } = flowEnrollmentKeys.enrollment(accountId, flowId, '');
  const page: Page = await store.queryPage({ partition: pk, beginsWith: 'ENR#', limit: 200, startKey });
  return { enrollments: page.items.map(parseEnrollment), next: page.next };
}

/** A contact's enrollments, newest first. */
export async function contactEnrollments(
  store: Store,
  accountId: string,
  contactId: string,
): Promise<EnrollmentRecord[]> {
  const { gsi1pk } = flowEnrollmentKeys.contactFlowsIndex(accountId, contactId, '', '');
  const page = await store.queryPage({ index: 'gsi1', partition: gsi1pk, ascending: false, limit: 50 });
  return page.items.map(parseEnrollment);
}

/** Where the next page of a due bucket starts. */
export type DuePageKey = Item;

/** What the sweep hands to the step queue. */
export interface DueRef {
  accountId: string;
  flowId: string;
  enrollmentId: string;
  seq: number;
  dueAt: string;
}

/** One page of one due bucket's enrollments due in [fromIso, toIso]: one Query, whatever waits elsewhere. */
export async function dueEnrollmentsPage(
  store: Store,
  bucket: { hourIso: string; shard: number },
  fromIso: string,
  toIso: string,
  startKey?: Item,
): Promise<{ due: DueRef[]; next?: Item }> {
  const page = await store.queryPage({
    index: 'gsi2',
    partition: dueBucket(bucket.hourIso, bucket.shard),
    between: [fromIso, `${toIso}~`],
    limit: 500,
    startKey,
  });
  const due = page.items.map((item) => {
    const e = parseEnrollment(item);
    return {
      accountId: e.accountId,
      flowId: e.flowId,
      enrollmentId: e.enrollmentId,
      seq: e.seq,
      dueAt: e.dueAt ?? '',
    };
  });
  return { due, next: page.next };
}

/** The partition of a flow's enrollments, their step marks and entry guards (to erase it with the flow). */
export const flowEnrollmentPartition = (accountId: string, flowId: string) =>
  flowEnrollmentKeys.enrollment(accountId, flowId, '').pk;
