/**
 * The chat's state as one reducer (web/GUIDE.md › Flows with several states): the messages, the pending batch, the
 * open question, the turn in flight, the mode, the progress screen and the count of proposed changes change
 * together, so every change is an action here and `useChat` (use-chat.ts) only runs the stream and the timers.
 * Pure: the messages a turn adds are made by the hook and passed in. Table-tested in
 * tests/unit/web/chat-state.test.ts.
 */
import type { SetStateAction } from 'react';
import {
  DEFAULT_MODE,
  MESSAGES,
  type ChatEvent,
  type ChatMessage,
  type ChatMode,
  type ChatState,
  type PendingChange,
} from '../../../shared/contracts/ai';
import { progressAfter, type Progress } from './progress-state';

export interface ChatView {
  messages: ChatMessage[];
  pending: PendingChange[];
  /** The assistant asked a question and waits for the answer. */
  clarifying: boolean;
  /** A turn is being sent (until it has read the stored state back). */
  loading: boolean;
  mode: ChatMode;
  progress: Progress | undefined;
  /** Changes the turn in flight has proposed so far. */
  proposed: number;
  /** Turns in flight: they own the message list (their live messages) until their stream has ended. */
  turns: number;
}

export type ChatAction =
  /** The stored state was read: applied unless a turn is in flight. */
  | { type: 'stored'; state: ChatState }
  /** A turn starts: the user's message and the assistant's live (empty) answer are shown. */
  | { type: 'turnStarted'; user: ChatMessage; live: ChatMessage }
  /** One event of the turn's stream, for the live answer `liveId`. */
  | { type: 'streamed'; liveId: string; event: ChatEvent }
  /** 500 ms after 100 %: the progress screen goes. */
  | { type: 'progressReset' }
  /** The stream has ended (the stored state is read next). */
  | { type: 'streamEnded' }
  /** The turn failed before its stream ended: the live answer becomes the error. */
  | { type: 'turnFailed'; liveId: string; error: string }
  /** A message of the client's own (e.g. the batch could not be read back). */
  | { type: 'noticeAdded'; message: ChatMessage }
  /** The turn is over, whatever its outcome. */
  | { type: 'turnSettled' }
  | { type: 'modeChanged'; mode: SetStateAction<ChatMode> };

export const initialChat: ChatView = {
  messages: [],
  pending: [],
  clarifying: false,
  loading: false,
  mode: DEFAULT_MODE,
  progress: undefined,
  proposed: 0,
  turns: 0,
};

const patch = (messages: ChatMessage[], id: string, fn: (m: ChatMessage) => ChatMessage): ChatMessage[] =>
  messages.map((m) => (m.id === id ? fn(m) : m));

function streamed(chat: ChatView, liveId: string, event: ChatEvent): ChatView {
  const next = { ...chat, progress: progressAfter(chat.progress, event) };
  switch (event.type) {
    case 'start':
      return { ...next, messages: patch(chat.messages, liveId, (m) => ({ ...m, provider: event.provider })) };
    case 'text':
      return {
        ...next,
        messages: patch(chat.messages, liveId, (m) => ({ ...m, content: m.content + event.delta })),
      };
    case 'change':
      return { ...next, proposed: chat.proposed + 1 };
    case 'error':
      return {
        ...next,
        messages: patch(chat.messages, liveId, (m) => ({
          ...m,
          content: event.message,
          isError: true,
          messageType: 'error',
        })),
      };
    default:
      return next;
  }
}

export function chatReducer(chat: ChatView, action: ChatAction): ChatView {
  switch (action.type) {
    case 'stored':
      if (chat.turns > 0) return chat;
      return {
        ...chat,
        messages: action.state.messages,
        pending: action.state.pending,
        clarifying: action.state.clarification !== null,
      };
    case 'turnStarted':
      return {
        ...chat,
        messages: [...chat.messages, action.user, action.live],
        loading: true,
        proposed: 0,
        turns: chat.turns + 1,
      };
    case 'streamed':
      return streamed(chat, action.liveId, action.event);
    case 'progressReset':
      return chat.progress === undefined ? chat : { ...chat, progress: undefined };
    case 'streamEnded':
      return { ...chat, turns: chat.turns - 1 };
    case 'turnFailed':
      return {
        ...chat,
        turns: chat.turns - 1,
        messages: patch(chat.messages, action.liveId, (m) => ({
          ...m,
          content: MESSAGES.errorPrefix + action.error,
          isError: true,
          messageType: 'error',
        })),
        progress: undefined,
      };
    case 'noticeAdded':
      return { ...chat, messages: [...chat.messages, action.message] };
    case 'turnSettled':
      return chat.loading ? { ...chat, loading: false } : chat;
    case 'modeChanged': {
      const mode = typeof action.mode === 'function' ? action.mode(chat.mode) : action.mode;
      return mode === chat.mode ? chat : { ...chat, mode };
    }
  }
}
