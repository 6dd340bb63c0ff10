import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CHAT_MODES, MODE_LABELS, type ChatMessage, type ChatMode } from '../../../shared/contracts/ai';
import { Button } from '../../components/ui/Button';
import {
  CLARIFY_BANNER,
  ERROR_HEADING,
  MODE_UNAVAILABLE,
  SEND_HINT,
  canSend,
  checkMessage,
  inputHeight,
  modeAllowed,
  placeholderFor,
  sendsOnKey,
} from './chat-rules';
import styles from './ChatPanel.module.css';

export interface ChatPanelProps {
  messages: ChatMessage[];
  mode: ChatMode;
  /** A first draft exists (docs/product.md › Chat modes: Minor Edit and Just Ask need one). */
  hasDraft: boolean;
  /** The AI awaits an answer to its question. */
  clarifying: boolean;
  loading: boolean;
  onModeChange: (mode: ChatMode) => void;
  /** docs/product.md › Editor toasts: 'Mode Unavailable' and 'Message cannot be empty'. */
  onToast: (title: string) => void;
  onSend: (message: string) => void;
  /** Shown first, above the modes (the changes to review): inside the panel, so the input stays in view. */
  top?: ReactNode;
}

/**
 * docs/product.md › Chat panel: mode selector, message list (markdown without raw HTML, suggestion buttons,
 * error and clarification styles, which provider answered), the input with Enter / Shift+Enter.
 * Mounted in the editor's side pane by ChatTab.
 */
export function ChatPanel(props: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const send = (raw: string) => {
    const checked = checkMessage(raw);
    if (!checked.ok) return props.onToast(checked.error);
    // docs/product.md › Chat modes: gated before the request (the draft may have gone since the mode was chosen); the
    // text stays in the input and the mode goes back to Major Edit, which is always allowed.
    if (!modeAllowed(props.mode, props.hasDraft)) {
      props.onModeChange('major');
      return props.onToast(MODE_UNAVAILABLE);
    }
    props.onSend(checked.message);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) return;
    e.preventDefault();
    if (!props.loading) send(draft);
  };
  return (
    <section className={styles.panel} aria-label="AI assistant">
      {props.top}
      <div className={styles.modes} role="group" aria-label="Interaction mode">
        {CHAT_MODES.map((m) => (
          <Button
            key={m}
            size="sm"
            variant={props.mode === m ? 'primary' : 'outline'}
            aria-pressed={props.mode === m}
            disabled={props.loading}
            onClick={() =>
              modeAllowed(m, props.hasDraft) ? props.onModeChange(m) : props.onToast(MODE_UNAVAILABLE)
            }
          >
            {MODE_LABELS[m]}
          </Button>
        ))}
      </div>
      <div className={styles.list} role="log" aria-live="polite" aria-busy={props.loading}>
        {props.messages.map((m) => (
          <article
            key={m.id}
            className={[
              styles.message,
              m.role === 'user' ? styles.user : styles.assistant,
              m.messageType === 'clarification' ? styles.clarification : '',
              m.isError ? styles.error : '',
            ].join(' ')}
          >
            {m.isError && <p className={styles.errorHeading}>{ERROR_HEADING}</p>}
            <Markdown remarkPlugins={[remarkGfm]} skipHtml>
              {m.content}
            </Markdown>
            {m.suggestions && m.suggestions.length > 0 && (
              <div className={styles.suggestions}>
                {m.suggestions.map((s) => (
                  <Button
                    key={s}
                    size="sm"
                    variant="secondary"
                    disabled={props.loading}
                    onClick={() => send(s)}
                  >
                    {s}
                  </Button>
                ))}
              </div>
            )}
            {m.role === 'assistant' && m.provider && (
              <p className={styles.provider}>
                {m.provider === 'offline'
                  ? 'Offline composer (no AI model connected)'
                  : `Answered by ${m.provider}`}
              </p>
            )}
          </article>
        ))}
        {props.loading && <p aria-live="polite">Thinking…</p>}
      </div>
      {props.clarifying && <p className={styles.banner}>{CLARIFY_BANNER}</p>}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          send(draft);
        }}
      >
        <textarea
          ref={input}
          className={styles.input}
          aria-label="Message"
          rows={1}
          value={draft}
          placeholder={placeholderFor(props.clarifying)}
          onChange={(e) => {
            setDraft(e.target.value);
            e.target.style.height = 'auto';
            e.target.style.height = `${inputHeight(e.target.scrollHeight)}px`;
          }}
          onKeyDown={onKeyDown}
        />
        <div className={styles.send}>
          <p className={styles.hint}>{SEND_HINT}</p>
          <Button type="submit" disabled={!canSend(draft, props.loading)}>
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}
