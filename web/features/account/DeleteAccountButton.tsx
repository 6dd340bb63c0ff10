/**
 * "Delete my account" (issue 18): a confirmation that names what will be deleted; the person types
 * DELETE to enable the button (nothing is deleted by a stray click). While it works the dialog stays open
 * and says so; when done the browser forgets the session and goes to the landing page with a toast.
 */
import { useId, useRef, useState } from 'react';
import { ACCOUNT_DELETION_LIST } from '../../../shared/contracts/account';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, Input } from '../../components/ui';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { emitAuthEvent } from '../../lib/session';
import { toast } from '../../lib/toast';
import { deleteMyAccount, forgetStoredSession } from './delete-account-api';

const CONFIRM_WORD = 'DELETE';

export function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { refresh } = useAuth();
  const navigate = useNavigate();

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setError(undefined);
  };
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await deleteMyAccount();
      forgetStoredSession();
      // As a sign-out does: the route guard waits for the move home instead of sending the person to /login.
      emitAuthEvent('signedOut');
      await refresh();
      navigate(paths.home, { replace: true });
      toast({ title: 'Account deleted', description: 'Your account and all its data were deleted.' });
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onClose={close}
        dismissible={!busy}
        initialFocusRef={input}
        title="Delete your account?"
        description="This deletes, for good and at once:"
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              loading={busy}
              disabled={typed.trim() !== CONFIRM_WORD}
              onClick={() => void confirm()}
            >
              {busy ? 'Deleting your account...' : 'Delete my account'}
            </Button>
          </>
        }
      >
        <ul>
          {ACCOUNT_DELETION_LIST.map((what) => (
            <li key={what}>{what}</li>
          ))}
        </ul>
        <p>It cannot be undone.</p>
        <label htmlFor={inputId}>Type {CONFIRM_WORD} to confirm</label>
        <Input
          id={inputId}
          ref={input}
          value={typed}
          autoComplete="off"
          disabled={busy}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error && <p role="alert">{error}</p>}
      </Dialog>
    </>
  );
}
