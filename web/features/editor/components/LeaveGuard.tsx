/**
 * Nothing typed is lost when leaving the editor inside the app (the Back link, the browser's back button):
 * edits not saved yet are saved first; when that save fails, the user chooses to stay (the edits stay on
 * screen and autosave keeps retrying) or to leave without them. A full page unload is use-autosave's
 * beforeunload warning.
 */
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button, Dialog } from '../../../components/ui';
import type { Autosave } from '../hooks/use-autosave';

export const UNSAVED_TITLE = 'Your latest changes are not saved yet';
export const UNSAVED_TEXT =
  'We could not reach the server to save them. Stay to keep them here (saving is retried), or leave without them.';

export function LeaveGuard({ save }: { save: Pick<Autosave, 'dirty' | 'saveNow'> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => save.dirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  const [failed, setFailed] = useState(false);
  const latest = useRef({ save, blocker });
  useEffect(() => {
    latest.current = { save, blocker };
  });

  // One save attempt each time a navigation is held.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void latest.current.save.saveNow(false).then((ok) => {
      if (!live) return;
      if (ok) latest.current.blocker.proceed?.();
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [blocker.state]);

  if (blocker.state !== 'blocked' || !failed) return null;
  const stay = () => {
    setFailed(false);
    blocker.reset?.();
  };
  return (
    <Dialog
      open
      onClose={stay}
      title={UNSAVED_TITLE}
      description={UNSAVED_TEXT}
      footer={
        <>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
          <Button onClick={stay}>Stay and keep editing</Button>
        </>
      }
    />
  );
}
