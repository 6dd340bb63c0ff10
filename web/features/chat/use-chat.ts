/**
 * One project's chat in the editor (docs/product.md › Chat flow): loads the stored messages, the pending batch
 * and the open question; sends a turn over the stream, showing the answer's text as it arrives, the
 * progress screen's stage and percentage from the stream's progress events (back to 0 500 ms after 100)
 * and the proposed changes as they are written; when the turn is done the stored state (with the
 * pending batch) is read again. Reading the chat never blocks the editor (docs/product.md › Chat errors).
 * What changes is one reducer (chat-state.ts, table-tested); this hook runs the stream, the timers and the toasts.
 */
import { useCallback, useEffect, useReducer, useRef, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import {
  MESSAGES,
  type ChatMessage,
  type ChatMode,
  type ChatResult,
  type ChatState,
} from '../../../shared/contracts/ai';
import { toast } from '../../lib/toast';
import { loadChatState } from './chat-api';
import { sendChatTurn } from './chat-stream';
import { chatReducer, initialChat } from './chat-state';
import type { Progress } from './progress-state';

/** docs/product.md › Progress screens: "after completion progress resets to 0 after 500 ms". */
export const PROGRESS_RESET_MS = 500;

export type { Progress };

const local = (projectId: string, role: ChatMessage['role'], content: string): ChatMessage => ({
  id: `local-${role}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  projectId,
  role,
  content,
  createdAt: new Date().toISOString(),
  isClarifyingChat: false,
  isError: false,
  messageType: role === 'user' ? 'edit_request' : 'answer',
});

/** docs/product.md › Chat errors: a failed first email is a 'Generation Error'; any other failed turn an 'Error'. */
export const failureTitle = (message: string): string =>
  message === MESSAGES.generationFailed ? 'Generation Error' : 'Error';

/** `beforeTurn` runs before each turn (the workspace saves unsaved edits, so the AI sees them). */
export function useChat(projectId: string, beforeTurn?: () => Promise<unknown>) {
  const [chat, dispatch] = useReducer(chatReducer, initialChat);
  const reset = useRef<number | undefined>(undefined);
  const before = useRef(beforeTurn);
  useEffect(() => {
    before.current = beforeTurn;
  });

  /** The stored state, applied unless a turn is in flight (chatReducer); undefined when it could not be read. */
  const reload = useCallback(async (): Promise<ChatState | undefined> => {
    try {
      const state = await loadChatState(projectId);
      dispatch({ type: 'stored', state });
      return state;
    } catch (error) {
      console.warn('chat state not loaded', error);
      return undefined;
    }
  }, [projectId]);

  useEffect(() => {
    void reload();
    return () => window.clearTimeout(reset.current);
  }, [reload]);

  const setMode = useCallback(
    (mode: SetStateAction<ChatMode>) => dispatch({ type: 'modeChanged', mode }),
    [],
  );

  const { mode } = chat;
  const send = useCallback(
    async (message: string, turnMode: ChatMode = mode) => {
      const live = local(projectId, 'assistant', '');
      dispatch({ type: 'turnStarted', user: local(projectId, 'user', message), live });
      window.clearTimeout(reset.current);
      let result: ChatResult | undefined;
      try {
        await before.current?.();
        await sendChatTurn({ projectId, message, mode: turnMode }, (event) => {
          const action = { type: 'streamed', liveId: live.id, event } as const;
          // Each step is drawn, even when several arrive in one chunk of the stream.
          if (event.type === 'progress' || event.type === 'waiting') flushSync(() => dispatch(action));
          else dispatch(action);
          if (event.type === 'progress' && event.percent >= 100)
            reset.current = window.setTimeout(() => dispatch({ type: 'progressReset' }), PROGRESS_RESET_MS);
          else if (event.type === 'done') result = event.result;
          else if (event.type === 'error')
            toast({ title: failureTitle(event.message), description: event.message, variant: 'destructive' });
        });
        dispatch({ type: 'streamEnded' });
        const state = await reload();
        const batch = result?.kind === 'changes' ? result.batchId : undefined;
        // docs/product.md › Chat errors: the batch is stored but could not be read back for review.
        if (batch && !state?.pending.some((p) => p.batchId === batch))
          dispatch({
            type: 'noticeAdded',
            message: {
              ...local(projectId, 'assistant', MESSAGES.retrievalProblem),
              isError: true,
              messageType: 'error',
            },
          });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        dispatch({ type: 'turnFailed', liveId: live.id, error: text });
        toast({ title: 'Error', description: text, variant: 'destructive' });
      } finally {
        dispatch({ type: 'turnSettled' });
      }
    },
    [mode, projectId, reload],
  );

  const { messages, pending, clarifying, loading, progress, proposed } = chat;
  return { messages, pending, clarifying, loading, mode, setMode, progress, proposed, send, reload };
}

export type ChatApi = ReturnType<typeof useChat>;
