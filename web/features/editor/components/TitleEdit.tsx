/**
 * docs/product.md › Title edit: click to edit, saved on Enter or blur; empty is refused with 'Title cannot be
 * empty'; a failed save reverts the title. Escape cancels.
 */
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import styles from './Header.module.css';

export const TITLE_EMPTY = 'Title cannot be empty';

interface Props {
  title: string;
  /** Saves the new title; rejects when the server refused it (the title then reverts). */
  onSave: (title: string) => Promise<void>;
}

export function TitleEdit({ title, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [shown, setShown] = useState<string | undefined>(undefined);
  const done = useRef(false);

  const start = () => {
    setDraft(title);
    done.current = false;
    setEditing(true);
  };
  const commit = async () => {
    if (done.current) return;
    const next = draft.trim();
    if (next === '') {
      toast({ title: 'Error', description: TITLE_EMPTY, variant: 'destructive' });
      return;
    }
    done.current = true;
    setEditing(false);
    if (next === title) return;
    setShown(next);
    try {
      await onSave(next);
      toast({ title: 'Project title updated' });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setShown(undefined);
    }
  };

  if (!editing)
    return (
      <button
        type="button"
        className={styles.title}
        onClick={start}
        aria-label={`Title: ${shown ?? title}. Edit title`}
      >
        {shown ?? title}
      </button>
    );
  return (
    <input
      className={styles.titleInput}
      aria-label="Email title"
      value={draft}
      autoFocus
      maxLength={100}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void commit();
        } else if (e.key === 'Escape') {
          done.current = true;
          setEditing(false);
        }
      }}
    />
  );
}
