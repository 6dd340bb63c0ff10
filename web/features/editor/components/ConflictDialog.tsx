/**
 * A save from a stale tab answered 409: nothing was overwritten on either side. The user reloads the
 * saved email (theirs stays one undo away) or keeps their copy (saved over the newer one).
 */
import { useState } from 'react';
import { VERSION_CONFLICT_MESSAGE } from '../../../../shared/contracts/editor';
import type { EmailDocument } from '../../../../shared/email';
import { Button, Dialog } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { getProject } from '../api/get-project';
import type { Autosave } from '../hooks/use-autosave';

interface Props {
  projectId: string;
  save: Autosave;
  onReload: (doc: EmailDocument) => void;
}

export function ConflictDialog({ projectId, save, onReload }: Props) {
  const [busy, setBusy] = useState<'reload' | 'keep' | undefined>();
  const act = async (choice: 'reload' | 'keep') => {
    setBusy(choice);
    try {
      const project = await getProject(projectId);
      if (choice === 'reload' && project.document) {
        onReload(project.document);
        save.resolveConflict(project.version, true);
        toast({ title: 'Project refreshed' });
      } else {
        save.resolveConflict(project.version);
        await save.saveNow(false);
      }
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title="This email changed elsewhere"
      description={VERSION_CONFLICT_MESSAGE}
      footer={
        <>
          <Button variant="outline" loading={busy === 'reload'} onClick={() => void act('reload')}>
            Reload the saved email
          </Button>
          <Button loading={busy === 'keep'} onClick={() => void act('keep')}>
            Keep my copy
          </Button>
        </>
      }
    >
      <p>Reloading keeps your copy one Undo away.</p>
    </Dialog>
  );
}
