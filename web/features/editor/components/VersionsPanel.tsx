/**
 * Version history (docs/product.md › Saving and versions): newest first; preview any version (read-only) and restore it. A restore
 * first keeps the current email as a version on the server, and is an undo step here.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { VersionSummary } from '../../../../shared/contracts/editor';
import { Button, Dialog, Spinner } from '../../../components/ui';
import { getVersion } from '../api/get-version';
import { listVersions } from '../api/list-versions';
import { versionTitle } from '../model/version-title';
import styles from './SidePane.module.css';

export const versionsKey = (projectId: string) => ['versions', projectId] as const;

interface Props {
  projectId: string;
  onRestore: (version: VersionSummary) => Promise<void>;
}

export function VersionsPanel({ projectId, onRestore }: Props) {
  const query = useQuery({
    queryKey: versionsKey(projectId),
    queryFn: ({ signal }) => listVersions(projectId, signal),
  });
  const [previewing, setPreviewing] = useState<VersionSummary | undefined>();
  const [restoring, setRestoring] = useState<string | undefined>();
  const detail = useQuery({
    queryKey: ['version', projectId, previewing?.id],
    queryFn: () => getVersion(projectId, previewing!.id),
    enabled: previewing !== undefined,
  });
  const restore = async (v: VersionSummary) => {
    setRestoring(v.id);
    try {
      await onRestore(v);
      setPreviewing(undefined);
    } finally {
      setRestoring(undefined);
    }
  };

  if (query.isPending) return <Spinner label="Loading versions" />;
  if (query.isError)
    return (
      <div role="alert" className={styles.hint}>
        <p>Could not load the versions: {query.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return <p className={styles.hint}>No versions yet. Save (or restore) to keep a version of this email.</p>;
  return (
    <>
      <ol className={styles.versions} aria-label="Versions, newest first">
        {query.data.map((v) => (
          <li key={v.id} className={styles.version}>
            <span>{versionTitle(v)}</span>
            <span className={styles.actions}>
              <Button size="sm" variant="outline" onClick={() => setPreviewing(v)}>
                Preview
              </Button>
              <Button size="sm" onClick={() => void restore(v)} loading={restoring === v.id}>
                Restore
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {previewing && (
        <Dialog
          open
          size="wide"
          title={versionTitle(previewing)}
          onClose={() => setPreviewing(undefined)}
          footer={
            <>
              <Button variant="outline" onClick={() => setPreviewing(undefined)}>
                Close
              </Button>
              <Button onClick={() => void restore(previewing)} loading={restoring === previewing.id}>
                Restore this version
              </Button>
            </>
          }
        >
          {detail.data ? (
            <iframe
              title={`Preview of ${versionTitle(previewing)}`}
              className={styles.versionFrame}
              sandbox=""
              srcDoc={detail.data.html}
            />
          ) : detail.isError ? (
            <p>Could not load this version: {detail.error.message}</p>
          ) : (
            <Spinner label="Loading the version" />
          )}
        </Dialog>
      )}
    </>
  );
}
