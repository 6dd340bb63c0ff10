import type { FlowStatus } from '../../../shared/contracts/flows';
import { Button } from '../../components/ui';
import styles from './Automations.module.css';

type Target = 'live' | 'paused' | 'archived';

/** The status buttons a flow offers in each status: draft -> live; live -> pause; paused -> resume; any -> archive. */
export function statusButtons(status: FlowStatus): [Target, string][] {
  switch (status) {
    case 'draft':
      return [
        ['live', 'Go live'],
        ['archived', 'Archive'],
      ];
    case 'live':
      return [
        ['paused', 'Pause'],
        ['archived', 'Archive'],
      ];
    case 'paused':
      return [
        ['live', 'Resume'],
        ['archived', 'Archive'],
      ];
    case 'archived':
      return [];
  }
}

/** Status buttons, "Send me this flow", and the problems a refused go-live named, each in its own words. */
export function StatusActions(props: {
  status: FlowStatus;
  busy: string;
  dirty: boolean;
  problems: string[];
  onStatus: (to: Target) => void;
  onTestSend: () => void;
}) {
  const { status, busy, dirty, problems } = props;
  return (
    <div className={styles.statusBar}>
      <div className={styles.actions}>
        {statusButtons(status).map(([to, label]) => (
          <Button
            key={to}
            variant={to === 'archived' ? 'outline' : 'primary'}
            loading={busy === to}
            disabled={busy !== '' || dirty}
            onClick={() => props.onStatus(to)}
          >
            {label}
          </Button>
        ))}
        <Button
          variant="outline"
          loading={busy === 'test'}
          disabled={busy !== '' || dirty}
          onClick={props.onTestSend}
        >
          {busy === 'test' ? 'Sending...' : 'Send me this flow'}
        </Button>
      </div>
      {dirty && status !== 'archived' && (
        <p className={styles.muted}>Save your changes first to change the status or send a test.</p>
      )}
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          <p>The flow cannot go live yet:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
