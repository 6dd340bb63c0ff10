import * as z from 'zod';
import { getMany, type Item, type Key, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the click log item (lambdas/table.ts lists every kind). */
export const clickLogKeys = {
  campaignClickLog: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CLICKLOG#${contactId}`,
  }),
} as const;

export const clickLogKind: ItemKind = {
  name: 'click-log',
  patterns: [
    {
      what: "one recipient's clicks on one mail (machine or person)",
      key: 'pk CAMPAIGN#{id} sk CLICKLOG#{contactId}',
    },
  ],
};

/** At most this many recent clicks are kept (a burst needs seconds, not history). */
export const RECENT_KEPT = 40;

const machineSign = z.enum(['head', 'agent', 'burst']);
const loggedClickSchema = z.object({
  id: z.string(),
  link: z.number().int().min(0),
  at: z.string(),
  machine: machineSign.optional().catch(undefined),
});
export type LoggedClick = z.infer<typeof loggedClickSchema>;

/**
 * One recipient's clicks on one mail (issue 35), what tells a scanner's burst from a person: the recent
 * clicks with their verdicts, and per link how many of their clicks count as a person's (humanLinks), so a
 * burst found later can move them to the machine count exactly. `version` guards the read-modify-write.
 */
const clickLogSchema = z.object({
  recent: z.array(loggedClickSchema).catch([]),
  humanLinks: z.record(z.string(), z.number().int().min(0)).catch({}),
  version: z.number().int().min(0).catch(0),
});
export type ClickLog = z.infer<typeof clickLogSchema>;

export const EMPTY_CLICK_LOG: ClickLog = { recent: [], humanLinks: {}, version: 0 };

export function parseClickLog(item: Item | undefined): ClickLog {
  return item ? parseStored(clickLogKind.name, clickLogSchema, item) : EMPTY_CLICK_LOG;
}

/** Writes the log as `next`, on condition that it is still as read (absent when read at version 0). */
export function clickLogWrite(key: Key, read: ClickLog, next: ClickLog): TransactWrite {
  return {
    kind: 'put',
    item: {
      ...key,
      recent: next.recent.slice(-RECENT_KEPT),
      humanLinks: next.humanLinks,
      version: next.version,
    },
    condition: read.version === 0 ? 'absent' : { attribute: 'version', equals: read.version },
  };
}

/** The recipient's click log of a campaign, strongly consistent (empty when they never clicked). */
export async function getClickLog(store: Store, campaignId: string, contactId: string): Promise<ClickLog> {
  return parseClickLog(await store.get(clickLogKeys.campaignClickLog(campaignId, contactId)));
}

/** The contact's click log of each campaign (a contact's activity, issue 31); empty where they never clicked. */
export async function getContactClickLogs(
  store: Store,
  campaignIds: readonly string[],
  contactId: string,
): Promise<ClickLog[]> {
  const found = await getMany(
    store,
    campaignIds.map((id) => clickLogKeys.campaignClickLog(id, contactId)),
  );
  return found.map(parseClickLog);
}
