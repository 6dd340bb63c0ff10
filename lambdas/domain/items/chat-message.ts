import * as z from 'zod';
import { MESSAGE_TYPES, type ChatMessage } from '../../../shared/contracts/ai';
import type { Item, Store } from '../../ports/store';
import type { ItemKind } from './item-kind';
import { parseStored } from './item-kind';

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

/**
 * A chat message of a project at keys.chatMessage (pk PROJECT#{id}, sk MSG#{createdAt}#{id}), read in order:
 * the attributes are the message itself (shared/contracts/ai.ts ChatMessage).
 */
const chatMessageSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  isClarifyingChat: z.boolean(),
  isError: z.boolean(),
  messageType: z.enum(MESSAGE_TYPES),
  suggestions: z.array(z.string()).optional(),
  provider: z.string().optional(),
});

export function parseChatMessage(item: Item): ChatMessage {
  return parseStored('chat-message', chatMessageSchema, item);
}

export function messageItem(m: ChatMessage): Item {
  return { ...chatMessageKeys.chatMessage(m.projectId, m.createdAt, m.id), ...m };
}

export async function putChatMessage(store: Store, message: ChatMessage): Promise<void> {
  await store.put(messageItem(message));
}

/** The project's messages, oldest first; the last `limit` (still oldest first) when given. */
export async function queryChatMessages(
  store: Store,
  projectId: string,
  limit?: number,
): Promise<ChatMessage[]> {
  const items = await store.query({
    partition: chatMessageKeys.chatMessage(projectId, '', '').pk,
    beginsWith: chatMessageKeys.chatMessagePrefix,
    ascending: limit === undefined,
    limit,
  });
  const messages = items.map(parseChatMessage);
  return limit === undefined ? messages : messages.reverse();
}
