import type { ChatMessage, MessageType } from '../../../shared/contracts/ai';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';

/**
 * Chat messages of a project at keys.chatMessage (pk PROJECT#{id}, sk MSG#{iso}#{id}), read in order.
 * docs/product.md › Chat errors: saving a message is logged only, reading returns an empty list, so
 * the chat never blocks the editor.
 */
type Log = { warn: (message: string, extra: Record<string, unknown>) => void };

export function messageItem(m: ChatMessage): Item {
  return { ...keys.chatMessage(m.projectId, m.createdAt, m.id), ...m };
}

export function newMessage(
  projectId: string,
  role: ChatMessage['role'],
  content: string,
  messageType: MessageType,
  now: Date,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id: globalThis.crypto.randomUUID(),
    projectId,
    role,
    content,
    createdAt: now.toISOString(),
    isClarifyingChat: false,
    isError: messageType === 'error',
    messageType,
    ...extra,
  };
}

export async function saveMessage(store: Store, message: ChatMessage, log: Log): Promise<void> {
  try {
    await store.put(messageItem(message));
  } catch (error) {
    log.warn('Saving a chat message failed', { projectId: message.projectId, error: error as Error });
  }
}

function toMessage(item: Item): ChatMessage {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as ChatMessage;
}

/** The project's messages, oldest first; the last `limit` when given. */
export async function listMessages(
  store: Store,
  projectId: string,
  log: Log,
  limit?: number,
): Promise<ChatMessage[]> {
  try {
    const items = await store.query({
      partition: keys.chatMessage(projectId, '', '').pk,
      beginsWith: keys.chatMessagePrefix,
      ascending: limit === undefined,
      limit,
    });
    const messages = items.map(toMessage);
    return limit === undefined ? messages : messages.reverse();
  } catch (error) {
    log.warn('Reading chat messages failed', { projectId, error: error as Error });
    return [];
  }
}
