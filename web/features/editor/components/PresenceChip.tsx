import { usePresence } from '../hooks/use-presence';
import { presenceText, presenceTitle } from '../presence-text';
import styles from './Header.module.css';

/**
 * "alex is also editing", near the save state (issue 34). The live region is always there, so a screen
 * reader hears it politely when someone arrives or leaves; the chip itself shows only when someone is.
 */
export function PresenceChip({ projectId }: { projectId: string }) {
  const others = usePresence(projectId);
  const text = presenceText(others);
  return (
    <span role="status" aria-live="polite" className={styles.presenceRegion}>
      {text && (
        <span className={styles.presence} title={presenceTitle(others)}>
          <span aria-hidden="true" className={styles.presenceDot} />
          {text}
        </span>
      )}
    </span>
  );
}
