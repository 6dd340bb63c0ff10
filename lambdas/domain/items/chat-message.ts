import type { ItemKind } from './item-kind';

/** Keys of the chat message item (lambdas/table.ts lists every kind). */
export const chatMessageKeys = {
  chatMessage: (projectId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `MSG#${iso}#${id}`,
  }),
  /** Prefixes of keys.chatMessage's and keys.pendingChange's sort keys. */
  chatMessagePrefix: 'MSG#',
} as const;

export const chatMessageKind: ItemKind = {
  name: 'chat-message',
  patterns: [{ what: 'chat messages of a project in order', key: 'pk PROJECT#{id} sk MSG#{iso}#{id}' }],
};
