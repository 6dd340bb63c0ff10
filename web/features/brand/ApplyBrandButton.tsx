/**
 * "Apply my brand" in the editor (issue 33): saves what is typed, asks the server for the brand kit's
 * changes to this email, and leaves them pending in the chat's review (accept or reject each, or all).
 */
import { useState } from 'react';
import { APPLY_BRAND_NOTHING, applyBrandResponseSchema } from '../../../shared/contracts/brand';
import { Button } from '../../components/ui';
import { api, errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';

export function ApplyBrandButton(props: {
  projectId: string;
  /** Saves unsaved edits first (the server brands the saved email); false when that failed. */
  saveFirst: () => Promise<boolean>;
  /** Reads the chat again, so the new batch shows for review. */
  onApplied: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (!(await props.saveFirst())) throw new Error('Could not save your changes first. Please try again.');
      const res = await api.post(
        `/api/projects/${encodeURIComponent(props.projectId)}/apply-brand`,
        {},
        { schema: applyBrandResponseSchema },
      );
      if (res.changes === 0) return toast({ title: 'Apply my brand', description: APPLY_BRAND_NOTHING });
      await props.onApplied();
      toast({
        title: 'Your brand is ready to review',
        description: `${res.changes} change${res.changes === 1 ? '' : 's'} wait in the Chat tab: accept or reject them.`,
      });
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" disabled={busy} onClick={() => void run()}>
      {busy ? 'Applying...' : 'Apply my brand'}
    </Button>
  );
}
