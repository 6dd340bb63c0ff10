import type { ApiKey } from '../../../shared/contracts/api-keys';
import { Button } from '../../components/ui';
import { dateTimeText } from '../../lib/date-text';
import styles from './ApiKeys.module.css';

const when = (iso: string | null) => (iso ? dateTimeText(iso) : 'Never');

/** The account's keys: name, hint, scopes, created, last used, and Revoke (or when it was revoked). */
export function KeyList({ keys, onRevoke }: { keys: readonly ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  if (keys.length === 0) return <p className={styles.muted}>No API keys yet.</p>;
  return (
    <ul className={styles.keys} aria-label="API keys">
      {keys.map((key) => (
        <li key={key.id} className={styles.key}>
          <div className={styles.keyHead}>
            <strong>{key.name}</strong> <code>{key.hint}</code>
          </div>
          <dl className={styles.keyFacts}>
            <dt>Scopes</dt>
            <dd>{key.scopes.join(', ')}</dd>
            <dt>Created</dt>
            <dd>{when(key.createdAt)}</dd>
            <dt>Last used</dt>
            <dd>{when(key.lastUsedAt)}</dd>
          </dl>
          {key.revokedAt ? (
            <p className={styles.muted}>Revoked {when(key.revokedAt)}</p>
          ) : (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onRevoke(key)}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
