import { useState } from 'react';
import { importReasons, type ContactImport, type ImportReason } from '../../../shared/contracts/imports';
import { Button } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { downloadReport } from './imports-api';
import styles from './Imports.module.css';

const n = (value: number) => value.toLocaleString('en-US');

/** Step 3: the import's progress (rows done of total) and, once done, its report. */
export function ImportProgress({ status, onAnother }: { status: ContactImport; onAnother: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const done = status.status === 'done';
  const total = status.total;
  const reasons = Object.entries(status.reasons).filter(([, count]) => count > 0) as [ImportReason, number][];
  return (
    <section className={styles.step} aria-labelledby="import-progress-title">
      <h2 id="import-progress-title" className={styles.label}>
        {status.fileName}
      </h2>
      {status.status === 'failed' ? (
        <p role="alert" className={styles.error}>
          The import stopped: {status.error ?? 'something went wrong.'}
        </p>
      ) : (
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            aria-label="Import progress"
            max={total ?? 1}
            value={done && !status.stopped ? (total ?? 1) : total === null ? undefined : status.rowsDone}
          />
          <span aria-live="polite">
            {done
              ? 'Done'
              : total === null
                ? 'Reading the file...'
                : `${n(status.rowsDone)} of ${n(total)} rows`}
          </span>
        </div>
      )}
      {status.stopped && (
        <p role="status" className={styles.error}>
          {status.stopped}
        </p>
      )}
      {!done && status.status !== 'failed' && (
        <p className={styles.hint}>
          You can close this page: the import carries on, and this page shows it when you come back.
        </p>
      )}
      <dl className={styles.counts}>
        <div>
          <dt>Added</dt>
          <dd>{n(status.added)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{n(status.updated)}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{n(status.skipped)}</dd>
        </div>
      </dl>
      {reasons.length > 0 && (
        <ul className={styles.reasons} aria-label="Skipped or flagged, by reason">
          {reasons.map(([reason, count]) => (
            <li key={reason}>
              {importReasons[reason] ?? reason}: {n(count)}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {(done || status.status === 'failed') && reasons.length > 0 && (
          <Button
            variant="outline"
            loading={downloading}
            onClick={async () => {
              setDownloading(true);
              try {
                await downloadReport(status.importId);
              } catch (error) {
                toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
              } finally {
                setDownloading(false);
              }
            }}
          >
            Download the report (CSV)
          </Button>
        )}
        {(done || status.status === 'failed') && <Button onClick={onAnother}>Import another file</Button>}
      </div>
    </section>
  );
}
