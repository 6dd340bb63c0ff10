/** The side pane's Chat tab: the pending batch for review above the chat itself. */
import type { EmailDocument } from '../../../shared/email';
import { toast } from '../../lib/toast';
import { MODE_UNAVAILABLE } from './chat-rules';
import { ChatPanel } from './ChatPanel';
import { ReviewList, type ReviewAction } from './ReviewList';
import styles from './Review.module.css';
import type { ChatApi } from './use-chat';

interface Props {
  chat: ChatApi;
  doc: EmailDocument;
  reviewBusy: boolean;
  onReview: (action: ReviewAction) => void;
  onFocus: (id: string) => void;
}

export function ChatTab({ chat, doc, reviewBusy, onReview, onFocus }: Props) {
  return (
    <div className={styles.tab} data-fills-pane>
      <ChatPanel
        messages={chat.messages}
        mode={chat.mode}
        hasDraft={doc.sections.length > 0}
        clarifying={chat.clarifying}
        loading={chat.loading}
        onModeChange={chat.setMode}
        onToast={(title) => toast({ title, variant: title === MODE_UNAVAILABLE ? 'default' : 'destructive' })}
        onSend={(m) => void chat.send(m)}
        top={
          <>
            <ReviewList
              doc={doc}
              pending={chat.pending}
              busy={reviewBusy || chat.loading}
              onAction={onReview}
              onFocus={onFocus}
            />
            {chat.loading && chat.proposed > 0 && (
              <p role="status">
                {chat.proposed} {chat.proposed === 1 ? 'change' : 'changes'} proposed so far…
              </p>
            )}
          </>
        }
      />
    </div>
  );
}
