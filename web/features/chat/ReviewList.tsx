/**
 * The pending batch for review (docs/product.md › Pending changes): each change with its rationale and the
 * before/after of its text, accept or reject one or the whole batch; clicking a change shows it in the
 * preview. Each change is titled by what it does (describeChange), and its buttons are named the same.
 */
import type { PendingChange } from '../../../shared/contracts/ai';
import { describeChange, type EmailDocument } from '../../../shared/email';
import { Button } from '../../components/ui/Button';
import { beforeAfter, focusIdOf } from './pending-preview';
import styles from './Review.module.css';

export type ReviewAction =
  | { operation: 'accept_one' | 'reject_one'; changeId: string }
  | { operation: 'accept_batch' | 'reject_batch'; batchId: string };

interface Props {
  doc: EmailDocument;
  pending: PendingChange[];
  busy: boolean;
  onAction: (action: ReviewAction) => void;
  onFocus: (id: string) => void;
}

export function ReviewList({ doc, pending, busy, onAction, onFocus }: Props) {
  if (pending.length === 0) return null;
  const batchId = pending[0]!.batchId;
  return (
    <section className={styles.review} aria-label="Proposed changes">
      <div className={styles.batch}>
        <strong>
          {pending.length} proposed {pending.length === 1 ? 'change' : 'changes'}
        </strong>
        <Button size="sm" disabled={busy} onClick={() => onAction({ operation: 'accept_batch', batchId })}>
          Accept all
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAction({ operation: 'reject_batch', batchId })}
        >
          Reject all
        </Button>
      </div>
      <ol className={styles.changes}>
        {pending.map((p) => {
          const { before, after } = beforeAfter(doc, p);
          const what = describeChange(p.change, doc);
          return (
            <li key={p.id} className={styles.change} data-change-id={p.id}>
              <button type="button" className={styles.show} onClick={() => onFocus(focusIdOf(p))}>
                {what}
              </button>
              {p.aiRationale && <p className={styles.rationale}>{p.aiRationale}</p>}
              {before && (
                <p>
                  <span className={styles.label}>Before:</span> <del>{before}</del>
                </p>
              )}
              {after && (
                <p>
                  <span className={styles.label}>After:</span> <ins>{after}</ins>
                </p>
              )}
              {before && before === after && <p className={styles.label}>Style or link changed.</p>}
              {p.failedReason && <p role="alert">{p.failedReason}</p>}
              <div className={styles.actions}>
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={`Accept: ${what}`}
                  onClick={() => onAction({ operation: 'accept_one', changeId: p.id })}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Reject: ${what}`}
                  onClick={() => onAction({ operation: 'reject_one', changeId: p.id })}
                >
                  Reject
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
