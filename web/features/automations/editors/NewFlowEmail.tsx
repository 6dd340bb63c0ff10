import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/ui';
import { editorProjectPath } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { failureText } from '../../campaigns/campaigns-api';
import { projectsQueryKey } from '../../projects/projects-api';
import { createFlowEmail } from '../api/create-flow-email';
import styles from '../Automations.module.css';

/**
 * "New email for this flow" under an email step's choice: makes an empty flow email (it does not count
 * against the plan's projects) and chooses it for the step; the editor opens in a new tab, so nothing typed
 * in the builder is lost. The step's choice is saved with the flow, as any other edit.
 */
export function NewFlowEmail({ projectId, onMade }: { projectId: string; onMade: (id: string) => void }) {
  const { flowId = '' } = useParams();
  const { user } = useAuth();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [made, setMade] = useState<{ id: string; name: string } | null>(null);
  async function make() {
    setBusy(true);
    setError('');
    try {
      const project = await createFlowEmail(flowId);
      setMade(project);
      onMade(project.id);
      await client.invalidateQueries({ queryKey: projectsQueryKey(user?.id ?? '') });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.muted}>
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        disabled={busy || !flowId}
        onClick={() => void make()}
      >
        {busy ? 'Making the email...' : 'New email for this flow'}
      </Button>
      {made && made.id === projectId && (
        <p role="status">
          “{made.name}” is this step’s email; it does not count against your plan’s projects.{' '}
          <a href={editorProjectPath(made.id)} target="_blank" rel="noopener noreferrer">
            Write it in the editor (opens in a new tab)
          </a>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
