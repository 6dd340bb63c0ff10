import * as z from 'zod';
import { invitationSchema, type Invitation } from '../../../shared/contracts/teams';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of team invitations (issue 34; lambdas/table.ts lists every kind): in the inviting account's partition. */
export const invitationKeys = {
  invitation: (accountId: string, inviteId: string) => ({
    pk: `USER#${accountId}`,
    sk: `INVITE#${inviteId}`,
  }),
} as const;

export const invitationKind: ItemKind = {
  name: 'invitation',
  patterns: [
    { what: "an account's invitations to join it", key: 'pk USER#{accountId} sk INVITE#{inviteId}' },
  ],
};

const storedSchema = invitationSchema.extend({ accountId: z.string(), sentAt: z.string() });
export type StoredInvitation = z.output<typeof storedSchema>;

export async function getInvitation(store: Store, accountId: string, inviteId: string) {
  const item = await store.get(invitationKeys.invitation(accountId, inviteId));
  return item ? parseStored(invitationKind.name, storedSchema, item) : undefined;
}

export async function listInvitations(store: Store, accountId: string): Promise<StoredInvitation[]> {
  const items = await store.query({ partition: `USER#${accountId}`, beginsWith: 'INVITE#' });
  return items.map((i) => parseStored(invitationKind.name, storedSchema, i));
}

export function putInvitationWrite(invitation: StoredInvitation): TransactWrite {
  return {
    kind: 'put',
    item: { ...invitationKeys.invitation(invitation.accountId, invitation.inviteId), ...invitation },
    condition: 'absent',
  };
}

/** Moves a pending invitation on (accepted, revoked) or stamps a resend; only while it is still pending. */
export function settleInvitationWrite(
  accountId: string,
  inviteId: string,
  set: Partial<Pick<Invitation, 'status'>> & { sentAt?: string },
): TransactWrite {
  return {
    kind: 'update',
    key: invitationKeys.invitation(accountId, inviteId),
    set,
    condition: { attribute: 'status', equals: 'pending' },
  };
}

export type { Invitation };
