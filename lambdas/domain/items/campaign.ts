import * as z from 'zod';
import {
  audienceSchema,
  campaignCounterNames,
  ZERO_COUNTERS,
  campaignStatusSchema,
  type Audience,
  type Campaign,
  type CampaignCounterName,
  type CampaignCounters,
  type CampaignStatus,
} from '../../../shared/contracts/campaigns';
import { DEFAULT_FROM_LOCAL_PART, isFromLocalPart } from '../../../shared/campaigns/sender';
import { skipCounterName, skipReasons, type SkippedBy } from '../../../shared/campaigns/skip-reasons';
import { ConditionFailedError, type Item, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the campaign item (lambdas/table.ts lists every kind). */
export const campaignKeys = {
  /** Campaigns (issue 21): a campaign's list item; its email snapshot lives apart (keys.campaignDocument). */
  campaign: (accountId: string, campaignId: string) => ({
    pk: `CAMPAIGNS#${accountId}`,
    sk: `CAMPAIGN#${campaignId}`,
  }),
  /** Prefix of keys.campaign's sort key (CAMPAIGNDOC# does not match it). */
  campaignPrefix: 'CAMPAIGN#',
} as const;

export const campaignKind: ItemKind = {
  name: 'campaign',
  patterns: [{ what: 'campaigns of a user', key: 'pk CAMPAIGNS#{accountId} sk CAMPAIGN#{campaignId}' }],
};

/**
 * The campaign's list item at keys.campaign (layout in shared/contracts/campaigns.ts): the counters are
 * top-level numbers, so the sending worker and the SES events handler count with a store `add`. The send
 * adds its own attributes: `queuedAll` (the job queued everyone), `reservedMonth` and `released` (the
 * month's allowance reserved and given back, settle-reservation.ts), `stoppedBy` ('allowance': the job was
 * refused by the month's allowance) and `heldNotSent` (how many of the audience it did not queue then); the
 * wire shows those two as `hold`.
 *
 * Read leniently, as the wire shape always was: a missing or wrongly-typed text reads as '', a missing
 * date as null, a counter that is not a positive number as 0, an unreadable status as 'draft'.
 */
const text = z.string().catch('');
const textOrNull = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && v ? v : null));
const count = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'number' && v > 0 ? v : 0));

const counterFields = Object.fromEntries(campaignCounterNames.map((name) => [name, count])) as Record<
  CampaignCounterName,
  typeof count
>;
const skipFields = Object.fromEntries(
  skipReasons.map((reason) => [skipCounterName(reason), count]),
) as Record<ReturnType<typeof skipCounterName>, typeof count>;

const campaignItemSchema = z.object({
  campaignId: text,
  projectId: text,
  name: text,
  subject: text,
  previewText: text,
  replyTo: textOrNull,
  /** Undefined when unreadable: the wire shows all subscribed contacts, the send job sends nobody. */
  audience: audienceSchema.optional().catch(undefined),
  status: campaignStatusSchema.catch('draft'),
  scheduledAt: textOrNull,
  createdAt: text,
  updatedAt: text,
  startedAt: textOrNull,
  finishedAt: textOrNull,
  /** Issue 22: UTM parameters on the links (absent: on). */
  addUtm: z
    .unknown()
    .optional()
    .transform((v) => v !== false),
  snapshotVersion: z.number().optional().catch(undefined),
  /** Issue 29: absent (a campaign from before) reads as no name and `news@`. */
  fromName: text,
  fromLocalPart: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && isFromLocalPart(v) ? v : DEFAULT_FROM_LOCAL_PART)),
  queuedAll: z
    .unknown()
    .optional()
    .transform((v) => v === true),
  reservedMonth: z.string().optional().catch(undefined),
  released: z.number().optional().catch(undefined),
  stoppedBy: z.literal('allowance').optional().catch(undefined),
  heldNotSent: count,
  ...counterFields,
  ...skipFields,
});

/** A stored campaign: the wire shape and what only the send reads. */
export interface CampaignRecord extends Campaign {
  /** The audience as stored; undefined when unreadable (`audience` then reads as all subscribed contacts). */
  storedAudience: Audience | undefined;
  /** The project's version the snapshot was taken from. */
  snapshotVersion: number | undefined;
  /** The send job has queued every recipient. */
  queuedAll: boolean;
  /** The month the send job last reserved mails in (absent: nothing reserved). */
  reservedMonth: string | undefined;
  /** What settle-reservation.ts has given back so far (absent: nothing reserved). */
  released: number | undefined;
  /** 'allowance': the send job was refused by the month's allowance (the campaign ends 'held'). */
  stoppedBy: 'allowance' | undefined;
  /** By month ('yyyy-mm'): what the job reserved in it and what has been given back to it. */
  reservations: Record<string, MonthReservation>;
}

export interface MonthReservation {
  reserved: number;
  released: number;
}

/** The attributes counting a month's reservation: `reserved_2026_11`, `released_2026_11`. */
const monthAttribute = (what: 'reserved' | 'released', month: string) => `${what}_${month.replace('-', '_')}`;
const MONTH_ATTRIBUTE = /^(reserved|released)_(\d{4})_(\d{2})$/;

function reservationsOf(item: Item): Record<string, MonthReservation> {
  const out: Record<string, MonthReservation> = {};
  for (const [name, value] of Object.entries(item)) {
    const match = MONTH_ATTRIBUTE.exec(name);
    if (!match || typeof value !== 'number') continue;
    const month = `${match[2]}-${match[3]}`;
    out[month] ??= { reserved: 0, released: 0 };
    out[month][match[1] as 'reserved' | 'released'] = value;
  }
  return out;
}

export function parseCampaign(item: Item): CampaignRecord {
  const stored = parseStored(campaignKind.name, campaignItemSchema, item);
  const counters = Object.fromEntries(
    campaignCounterNames.map((name) => [name, stored[name]]),
  ) as CampaignCounters;
  const skippedBy = Object.fromEntries(
    skipReasons.map((reason) => [reason, stored[skipCounterName(reason)]]),
  ) as SkippedBy;
  return {
    id: stored.campaignId,
    projectId: stored.projectId,
    name: stored.name,
    subject: stored.subject,
    previewText: stored.previewText,
    replyTo: stored.replyTo,
    audience: stored.audience ?? { kind: 'all' },
    status: stored.status,
    scheduledAt: stored.scheduledAt,
    counters,
    skippedBy,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    startedAt: stored.startedAt,
    finishedAt: stored.finishedAt,
    addUtm: stored.addUtm,
    fromName: stored.fromName,
    fromLocalPart: stored.fromLocalPart,
    storedAudience: stored.audience,
    snapshotVersion: stored.snapshotVersion,
    queuedAll: stored.queuedAll,
    reservedMonth: stored.reservedMonth,
    released: stored.released,
    stoppedBy: stored.stoppedBy,
    reservations: reservationsOf(item),
    hold: stored.stoppedBy ? { reason: stored.stoppedBy, notSent: stored.heldNotSent } : null,
  };
}

/** The wire shape of a stored campaign. */
export function campaignOf(record: CampaignRecord): Campaign {
  return {
    id: record.id,
    projectId: record.projectId,
    name: record.name,
    subject: record.subject,
    previewText: record.previewText,
    replyTo: record.replyTo,
    audience: record.audience,
    status: record.status,
    scheduledAt: record.scheduledAt,
    counters: record.counters,
    skippedBy: record.skippedBy,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    addUtm: record.addUtm,
    hold: record.hold,
    fromName: record.fromName,
    fromLocalPart: record.fromLocalPart,
  };
}

/** Item -> wire shape; lenient with stored values (an unreadable audience reads as all subscribed contacts). */
export function toCampaign(item: Item): Campaign {
  return campaignOf(parseCampaign(item));
}

export interface NewCampaign {
  /** The owning account's id (stored as `userId`). */
  userId: string;
  campaignId: string;
  projectId: string;
  name: string;
  subject: string;
  previewText: string;
  replyTo: string | null;
  audience: Audience;
  snapshotVersion: number;
  at: string;
  /** Issue 22: UTM parameters on the links (absent: on). */
  addUtm?: boolean;
  /** Issue 29: the From name (absent: none) and the From address's local part (absent: news). */
  fromName?: string;
  fromLocalPart?: string;
}

/** A new draft with every counter at 0. */
export function newCampaignItem(input: NewCampaign): Item {
  const counters = { ...ZERO_COUNTERS };
  return {
    ...campaignKeys.campaign(input.userId, input.campaignId),
    campaignId: input.campaignId,
    userId: input.userId,
    projectId: input.projectId,
    name: input.name,
    subject: input.subject,
    previewText: input.previewText,
    replyTo: input.replyTo,
    audience: input.audience,
    addUtm: input.addUtm ?? true,
    fromName: input.fromName ?? '',
    fromLocalPart: input.fromLocalPart ?? DEFAULT_FROM_LOCAL_PART,
    status: 'draft',
    snapshotVersion: input.snapshotVersion,
    createdAt: input.at,
    updatedAt: input.at,
    ...counters,
  };
}

/** The put of a new campaign (on condition that the id is new). */
export function putNewCampaign(input: NewCampaign): TransactWrite {
  return { kind: 'put', item: newCampaignItem(input), condition: 'absent' };
}

/** The wire shape of the new draft `putNewCampaign` writes. */
export function newCampaign(input: NewCampaign): Campaign {
  return toCampaign(newCampaignItem(input));
}

/** The caller's campaign, or undefined. */
export async function getCampaign(
  store: Store,
  accountId: string,
  campaignId: string,
): Promise<CampaignRecord | undefined> {
  const item = await store.get(campaignKeys.campaign(accountId, campaignId));
  return item ? parseCampaign(item) : undefined;
}

/** Every campaign of the account (an account has few enough for one read), in key order. */
export async function queryCampaigns(store: Store, accountId: string): Promise<CampaignRecord[]> {
  const items = await store.query({
    partition: campaignKeys.campaign(accountId, '').pk,
    beginsWith: campaignKeys.campaignPrefix,
  });
  return items.map(parseCampaign);
}

/** What a status change or an edit sets (undefined removes an attribute). */
export interface CampaignChange {
  name?: string;
  subject?: string;
  previewText?: string;
  replyTo?: string | null;
  audience?: Audience;
  addUtm?: boolean;
  fromName?: string;
  fromLocalPart?: string;
  projectId?: string;
  snapshotVersion?: number;
  status?: CampaignStatus;
  scheduledAt?: string | undefined;
  startedAt?: string;
  finishedAt?: string;
  updatedAt?: string;
  /** A resume out of 'held' clears these (undefined), so the job's next stop decides again. */
  queuedAll?: boolean;
  stoppedBy?: 'allowance';
  heldNotSent?: number;
}

/** Changes the campaign on condition that its status is still `from`. */
export function changeCampaign(
  accountId: string,
  campaignId: string,
  change: CampaignChange,
  from: CampaignStatus,
): TransactWrite {
  return {
    kind: 'update',
    key: campaignKeys.campaign(accountId, campaignId),
    set: { ...change },
    condition: { attribute: 'status', equals: from },
  };
}

/** The campaign as it reads after `change` applied to `before` (what the store holds once it is written). */
export function campaignChanged(before: CampaignRecord, change: CampaignChange): CampaignRecord {
  const item: Item = { ...storedAttributesOf(before), ...change };
  for (const [k, v] of Object.entries(change)) if (v === undefined) delete item[k];
  return parseCampaign(item);
}

/** The stored attributes a record reads from (parseCampaign(storedAttributesOf(r)) equals r). */
function storedAttributesOf(record: CampaignRecord): Item {
  const skips = Object.fromEntries(
    skipReasons.map((reason) => [skipCounterName(reason), record.skippedBy[reason]]),
  );
  return {
    campaignId: record.id,
    projectId: record.projectId,
    name: record.name,
    subject: record.subject,
    previewText: record.previewText,
    replyTo: record.replyTo,
    audience: record.storedAudience,
    status: record.status,
    scheduledAt: record.scheduledAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    addUtm: record.addUtm,
    fromName: record.fromName,
    fromLocalPart: record.fromLocalPart,
    snapshotVersion: record.snapshotVersion,
    queuedAll: record.queuedAll,
    reservedMonth: record.reservedMonth,
    released: record.released,
    stoppedBy: record.stoppedBy,
    heldNotSent: record.hold?.notSent,
    ...Object.fromEntries(
      Object.entries(record.reservations).flatMap(([month, r]) => [
        [monthAttribute('reserved', month), r.reserved],
        [monthAttribute('released', month), r.released],
      ]),
    ),
    ...record.counters,
    ...skips,
  };
}

/** Deletes the campaign on condition that its status is still `status`. */
export function deleteCampaignWrite(
  accountId: string,
  campaignId: string,
  status: CampaignStatus,
): TransactWrite {
  return {
    kind: 'delete',
    key: campaignKeys.campaign(accountId, campaignId),
    condition: { attribute: 'status', equals: status },
  };
}

/**
 * A scheduled campaign starts ('sending', startedAt `at`) on condition that it is still scheduled for
 * `scheduledAt`. False when it is not (moved, cancelled, sent).
 */
export async function startScheduledCampaignItem(
  store: Store,
  input: { accountId: string; campaignId: string; scheduledAt: string; at: string },
): Promise<boolean> {
  try {
    await store.transact([
      {
        kind: 'update',
        key: campaignKeys.campaign(input.accountId, input.campaignId),
        set: { status: 'sending', startedAt: input.at, updatedAt: input.at },
        condition: {
          all: [
            { attribute: 'status', equals: 'scheduled' },
            { attribute: 'scheduledAt', equals: input.scheduledAt },
          ],
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/**
 * A page of the send job's recipients: added to `queued` and to the month's reservation, the month noted
 * (`released` starts at 0: ADD creates it), only while the campaign is 'sending'.
 */
export function queueCampaignPage(
  accountId: string,
  campaignId: string,
  month: string,
  n: number,
): TransactWrite {
  return {
    kind: 'update',
    key: campaignKeys.campaign(accountId, campaignId),
    set: { reservedMonth: month },
    add: { queued: n, released: 0, [monthAttribute('reserved', month)]: n },
    condition: { attribute: 'status', equals: 'sending' },
  };
}

/**
 * The send job has queued everyone, or stopped at the allowance (`held`: `stoppedBy` 'allowance' and how many
 * of the audience it did not queue; send/finish.ts then ends the campaign 'held', not 'sent').
 */
export async function markCampaignQueuedAll(
  store: Store,
  accountId: string,
  campaignId: string,
  held?: { notSent: number },
): Promise<void> {
  await store.update(
    campaignKeys.campaign(accountId, campaignId),
    held ? { queuedAll: true, stoppedBy: 'allowance', heldNotSent: held.notSent } : { queuedAll: true },
    'present',
  );
}

/**
 * Adds `due` to `released`, and each month's part of it to that month's, on condition that the campaign's
 * status and numbers are still those read (settle-reservation.ts writes it with the months' counters).
 */
export function releaseCampaignReservation(
  accountId: string,
  campaignId: string,
  campaign: CampaignRecord & { released: number },
  due: number,
  byMonth: readonly (readonly [month: string, n: number])[],
): TransactWrite {
  return {
    kind: 'update',
    key: campaignKeys.campaign(accountId, campaignId),
    set: {},
    add: {
      released: due,
      ...Object.fromEntries(byMonth.map(([month, n]) => [monthAttribute('released', month), n])),
    },
    condition: {
      all: [
        { attribute: 'status', equals: campaign.status },
        { attribute: 'released', equals: campaign.released },
        { attribute: 'sent', equals: campaign.counters.sent },
        { attribute: 'failed', equals: campaign.counters.failed },
      ],
    },
  };
}

/** Adds to the campaign's counters (a batch's counts, an SES event, an unsubscribe). */
export function addCampaignCounts(
  accountId: string,
  campaignId: string,
  add: Record<string, number>,
  condition?: 'present',
): TransactWrite {
  return {
    kind: 'update',
    key: campaignKeys.campaign(accountId, campaignId),
    set: {},
    add,
    ...(condition ? { condition } : {}),
  };
}

/**
 * Sets the campaign's outcome counters (sent, failed, skipped and its reasons) to `counts`, on condition
 * that it is still 'sending' and its sent, failed and skipped are still those read: the send's
 * reconciliation (campaigns/send/reconcile.ts) recounting from the recipients' marks.
 */
export function recountCampaign(
  accountId: string,
  campaignId: string,
  before: CampaignRecord,
  counts: Record<string, number>,
): TransactWrite {
  return {
    kind: 'update',
    key: campaignKeys.campaign(accountId, campaignId),
    set: counts,
    condition: {
      all: [
        { attribute: 'status', equals: 'sending' },
        { attribute: 'sent', equals: before.counters.sent },
        { attribute: 'failed', equals: before.counters.failed },
        { attribute: 'skipped', equals: before.counters.skipped },
      ],
    },
  };
}
