/**
 * One project's chat in the editor (docs/product.md › Chat flow): loads the stored messages, the pending batch
 * and the open question; sends a turn over the stream, showing the answer's text as it arrives, the
 * progress screen's stage and percentage from the stream's progress events (back to 0 500 ms after 100)
 * and the proposed changes as they are written; when the turn is done the stored state (with the
 * pending batch) is read again. Reading the chat never blocks the editor (docs/product.md › Chat errors).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  DEFAULT_MODE,
  MESSAGES,
  type ChatMessage,
  type ChatMode,
  type ChatResult,
  type ChatState,
  type PendingChange,
} from '../../../shared/contracts/ai';
import { toast } from '../../lib/toast';
import { loadChatState } from './chat-api';
import { sendChatTurn } from './chat-stream';
import { progressAfter, type Progress } from './progress-state';

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
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingChange[]>([]);
  const [clarifying, setClarifying] = useState(false);
  const [loading, setLoading] = useState(false);
  const [mode, setMode] = useState<ChatMode>(DEFAULT_MODE);
  const [progress, setProgress] = useState<Progress | undefined>();
  const [proposed, setProposed] = useState(0);
  const reset = useRef<number | undefined>(undefined);
  // A turn in flight owns the message list (its live messages); it reads the stored state when done.
  const inFlight = useRef(0);
  const before = useRef(beforeTurn);
  useEffect(() => {
    before.current = beforeTurn;
  });

  const apply = useCallback((state: ChatState) => {
    setMessages(state.messages);
    setPending(state.pending);
    setClarifying(state.clarification !== null);
  }, []);

  /** The stored state, applied unless a turn is in flight; undefined when it could not be read. */
  const reload = useCallback(async (): Promise<ChatState | undefined> => {
    try {
      const state = await loadChatState(projectId);
      if (inFlight.current === 0) apply(state);
      return state;
    } catch (error) {
      console.warn('chat state not loaded', error);
      return undefined;
    }
  }, [apply, projectId]);

  useEffect(() => {
    void reload();
    return () => window.clearTimeout(reset.current);
  }, [reload]);

  const send = useCallback(
    async (message: string, turnMode: ChatMode = mode) => {
      const live = local(projectId, 'assistant', '');
      setMessages((m) => [...m, local(projectId, 'user', message), live]);
      setLoading(true);
      setProposed(0);
      inFlight.current += 1;
      window.clearTimeout(reset.current);
      const patchLive = (fn: (m: ChatMessage) => ChatMessage) =>
        setMessages((list) => list.map((m) => (m.id === live.id ? fn(m) : m)));
      let result: ChatResult | undefined;
      try {
        await before.current?.();
        await sendChatTurn({ projectId, message, mode: turnMode }, (event) => {
          if (event.type === 'progress' || event.type === 'waiting')
            // Each step is drawn, even when several arrive in one chunk of the stream.
            flushSync(() => setProgress((p) => progressAfter(p, event)));
          else setProgress((p) => progressAfter(p, event));
          if (event.type === 'start') patchLive((m) => ({ ...m, provider: event.provider }));
          else if (event.type === 'progress') {
            if (event.percent >= 100)
              reset.current = window.setTimeout(() => setProgress(undefined), PROGRESS_RESET_MS);
          } else if (event.type === 'text') patchLive((m) => ({ ...m, content: m.content + event.delta }));
          else if (event.type === 'change') setProposed((n) => n + 1);
          else if (event.type === 'done') result = event.result;
          else if (event.type === 'error') {
            patchLive((m) => ({ ...m, content: event.message, isError: true, messageType: 'error' }));
            toast({ title: failureTitle(event.message), description: event.message, variant: 'destructive' });
          }
        });
        inFlight.current -= 1;
        const state = await reload();
        const batch = result?.kind === 'changes' ? result.batchId : undefined;
        // docs/product.md › Chat errors: the batch is stored but could not be read back for review.
        if (batch && !state?.pending.some((p) => p.batchId === batch))
          setMessages((m) => [
            ...m,
            {
              ...local(projectId, 'assistant', MESSAGES.retrievalProblem),
              isError: true,
              messageType: 'error',
            },
          ]);
      } catch (error) {
        inFlight.current -= 1;
        const text = error instanceof Error ? error.message : String(error);
        patchLive((m) => ({
          ...m,
          content: MESSAGES.errorPrefix + text,
          isError: true,
          messageType: 'error',
        }));
        toast({ title: 'Error', description: text, variant: 'destructive' });
        setProgress(undefined);
      } finally {
        setLoading(false);
      }
    },
    [mode, projectId, reload],
  );

  return { messages, pending, clarifying, loading, mode, setMode, progress, proposed, send, reload };
}

export type ChatApi = ReturnType<typeof useChat>;
