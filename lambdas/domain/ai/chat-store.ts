import type { ChatMessage, MessageType } from '../../../shared/contracts/ai';
import type { Store } from '../../ports/store';
import { putChatMessage, queryChatMessages } from '../items/chat-message';

/**
 * Chat messages of a project (items/chat-message.ts). docs/product.md › Chat errors: saving a message is
 * logged only, reading returns an empty list, so the chat never blocks the editor.
 */
type Log = { warn: (message: string, extra: Record<string, unknown>) => void };

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
    await putChatMessage(store, message);
  } catch (error) {
    log.warn('Saving a chat message failed', { projectId: message.projectId, error: error as Error });
  }
}

/** The project's messages, oldest first; the last `limit` when given. */
export async function listMessages(
  store: Store,
  projectId: string,
  log: Log,
  limit?: number,
): Promise<ChatMessage[]> {
  try {
    return await queryChatMessages(store, projectId, limit);
  } catch (error) {
    log.warn('Reading chat messages failed', { projectId, error: error as Error });
    return [];
  }
}
