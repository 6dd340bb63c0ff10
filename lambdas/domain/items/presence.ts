import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';
import { projectKeys } from './project';

/**
 * Who has an email open in the editor (issue 34; lambdas/table.ts lists every kind): one item per (project,
 * member), rewritten by each heartbeat with a short expiry. In the account's partition, so one Query finds
 * a project's members and "Delete my account" erases them with the rest. DynamoDB's TTL removes old items
 * late (hours), so readers skip an item whose `expiresAt` has passed.
 */
export const presenceKeys = {
  presence: (accountId: string, projectId: string, userId: string) => ({
    pk: `USER#${accountId}`,
    sk: `PRESENCE#${projectId}#${userId}`,
  }),
} as const;

export const presenceKind: ItemKind = {
  name: 'presence',
  patterns: [
    {
      what: 'who has an email open in the editor (TTL expiresAt, seconds)',
      key: 'pk USER#{accountId} sk PRESENCE#{projectId}#{userId}',
    },
  ],
};

const presenceSchema = z.object({ userId: z.string(), email: z.string(), expiresAt: z.number() });
export type Presence = z.output<typeof presenceSchema>;

/**
 * One heartbeat: the member's presence, only while the account still has the project (a project of another
 * account, or a deleted one, fails the check and nothing is written). One transaction.
 */
export function presenceWrites(
  accountId: string,
  projectId: string,
  member: { userId: string; email: string },
  expiresAt: number,
): TransactWrite[] {
  return [
    { kind: 'check', key: projectKeys.project(accountId, projectId), condition: 'present' },
    {
      kind: 'put',
      item: { ...presenceKeys.presence(accountId, projectId, member.userId), ...member, expiresAt },
    },
  ];
}

/** The members present on a project whose heartbeat has not expired at `nowSeconds` (one Query). */
export async function queryPresent(
  store: Store,
  accountId: string,
  projectId: string,
  nowSeconds: number,
): Promise<Presence[]> {
  const prefix = presenceKeys.presence(accountId, projectId, '');
  const items = await store.query({ partition: prefix.pk, beginsWith: prefix.sk, consistent: true });
  return items
    .map((item) => parseStored(presenceKind.name, presenceSchema, item))
    .filter((p) => p.expiresAt > nowSeconds);
}
