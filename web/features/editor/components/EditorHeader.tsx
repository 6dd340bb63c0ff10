/**
 * docs/product.md › Editor screens: back to the dashboard, the title, undo/redo, the save state, the settings button (the
 * email's subject, preview text and global styles), Save and Send Email.
 */
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui';
import type { SaveStatus } from '../hooks/use-autosave';
import { PresenceChip } from './PresenceChip';
import { TitleEdit } from './TitleEdit';
import styles from './Header.module.css';

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  saving: 'Saving…',
  failed: 'Not saved yet: retrying',
  conflict: 'Changed elsewhere',
};

interface Props {
  /** Issue 34: the project whose other viewers the presence chip shows. */
  projectId: string;
  title: string;
  onRename: (title: string) => Promise<void>;
  status: SaveStatus;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onSettings: () => void;
  onSend: () => void;
}

export function EditorHeader(p: Props) {
  return (
    <header className={styles.header}>
      <Link to={paths.dashboard} className={styles.back} aria-label="Back to My Email Templates">
        ← <span className={styles.backText}>Back</span>
      </Link>
      <TitleEdit title={p.title} onSave={p.onRename} />
      <span className={`${styles.status} ${styles[p.status]}`} role="status" aria-live="polite">
        {STATUS_TEXT[p.status]}
      </span>
      <PresenceChip projectId={p.projectId} />
      <div className={styles.tools}>
        <Button
          size="sm"
          variant="ghost"
          onClick={p.onUndo}
          disabled={!p.canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          Undo
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={p.onRedo}
          disabled={!p.canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          Redo
        </Button>
        <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={p.onSettings}>
          Settings
        </Button>
        <Button size="sm" variant="outline" onClick={p.onSave}>
          Save
        </Button>
        <Button size="sm" onClick={p.onSend}>
          Send Email
        </Button>
      </div>
    </header>
  );
}
