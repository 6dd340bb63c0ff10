/**
 * /templates › Your templates (issue 33, Premium): the account's saved templates, each with its preview,
 * "Use this template" (a new project from the snapshot) and Delete (asked once).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CustomTemplate } from '../../../shared/contracts/templates';
import { Button, ConfirmDeleteDialog, Spinner } from '../../components/ui';
import { editorProjectPath } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import {
  customTemplatesKey,
  deleteCustomTemplate,
  startFromCustomTemplate,
  useCustomTemplates,
} from './custom-templates-api';
import styles from './Templates.module.css';

export function CustomTemplates() {
  const list = useCustomTemplates(true);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CustomTemplate | null>(null);
  const use = async (t: CustomTemplate) => {
    setBusy(t.id);
    try {
      navigate(editorProjectPath((await startFromCustomTemplate(t.id)).id));
    } catch (error) {
      toast({
        title: 'Could not start from this template',
        description: errorMessage(error),
        variant: 'destructive',
      });
      setBusy(null);
    }
  };
  const templates = list.data?.templates ?? [];
  return (
    <section aria-labelledby="group-custom" className={styles.group}>
      <h2 id="group-custom">Your templates</h2>
      {list.isPending ? (
        <Spinner label="Loading your templates..." />
      ) : list.isError ? (
        <p role="alert">{errorMessage(list.error)}</p>
      ) : templates.length === 0 ? (
        <p>No saved templates yet: use “Save as template” in the editor to keep an email’s look.</p>
      ) : (
        <ul className={styles.grid}>
          {templates.map((t) => (
            <li key={t.id} className={styles.card}>
              <div className={styles.thumb} aria-hidden="true">
                <iframe title="" tabIndex={-1} loading="lazy" sandbox="" srcDoc={t.html} />
              </div>
              <h3 className={styles.name}>{t.name}</h3>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  loading={busy === t.id}
                  onClick={() => void use(t)}
                  aria-label={`${busy === t.id ? 'Creating...' : 'Use this template'}: ${t.name}`}
                >
                  {busy === t.id ? 'Creating...' : 'Use this template'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDeleting(t)}
                  aria-label={`Delete ${t.name}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="The template is removed from your templates. Emails made from it stay as they are."
        onClose={() => setDeleting(null)}
        onDelete={async () => {
          if (deleting) await deleteCustomTemplate(deleting.id);
          setDeleting(null);
          await queryClient.invalidateQueries({ queryKey: customTemplatesKey });
        }}
      />
    </section>
  );
}
