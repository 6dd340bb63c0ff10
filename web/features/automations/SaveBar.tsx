import { Button } from '../../components/ui';
import type { BuilderState } from './builder-state';
import styles from './Automations.module.css';

/** Save over the version the edit started from; after a 409, what happened and the two ways on. */
export function SaveBar(props: {
  state: BuilderState;
  live: boolean;
  busy: boolean;
  error: string;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const { state, live, busy, error } = props;
  return (
    <div className={styles.saveBar}>
      {state.conflict !== null && (
        <div role="alert" className={styles.notice}>
          <p>
            Someone else saved this flow while you were editing
            {state.conflict > 0 ? ` (it is now version ${state.conflict})` : ''}. Your changes are still here:
            save again to replace their version, or discard your changes to see theirs.
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <Button onClick={props.onSave} loading={busy} disabled={!state.dirty || state.conflict === 0}>
          {busy ? 'Saving...' : live ? `Save as version ${state.baseVersion + 1}` : 'Save'}
        </Button>
        {state.dirty && (
          <Button variant="outline" onClick={props.onDiscard} disabled={busy}>
            Discard changes
          </Button>
        )}
        <span className={styles.muted} aria-live="polite">
          {state.dirty ? 'Unsaved changes' : 'All changes saved'}
        </span>
      </div>
      {live && (
        <p className={styles.muted}>People already in the flow finish on the version they entered with.</p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
