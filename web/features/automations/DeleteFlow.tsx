import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, ConfirmDeleteDialog } from '../../components/ui';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { deleteFlow } from './api/delete-flow';
import { flowKey, flowsKey } from './api/keys';

/** "Delete flow" for a draft or an archived flow (the API refuses the others), after asking once. */
export function DeleteFlow({ flowId, name }: { flowId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Delete flow
      </Button>
      <ConfirmDeleteDialog
        open={open}
        title={`Delete “${name}”?`}
        description="The flow and its steps are deleted. This cannot be undone."
        onClose={() => setOpen(false)}
        onDelete={async () => {
          await deleteFlow(flowId);
          queryClient.removeQueries({ queryKey: flowKey(user?.id ?? '', flowId) });
          await queryClient.invalidateQueries({ queryKey: flowsKey(user?.id ?? '') });
          navigate(paths.automations);
        }}
      />
    </>
  );
}
