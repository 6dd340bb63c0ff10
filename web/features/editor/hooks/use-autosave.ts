/**
 * Saving (docs/product.md › Saving and versions): every change of the document is saved 100 ms after the last one, one save
 * at a time, with the version last saved (optimistic concurrency). A failed save keeps the edits and is
 * retried with growing pauses; a 409 from a stale tab stops autosaving until the user reloads or keeps
 * their copy. `saveNow` is the explicit save (it records a version) and the link save.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { editorErrorCodes } from '../../../../shared/contracts/editor';
import type { EmailDocument } from '../../../../shared/email';
import { ApiRequestError } from '../../../lib/api-client';
import { saveContent } from '../api/save-content';

export const SAVE_DEBOUNCE_MS = 100;
const RETRY_MS = [2000, 5000, 10_000, 30_000];

export type SaveStatus = 'saved' | 'saving' | 'failed' | 'conflict';

interface Options {
  projectId: string;
  doc: EmailDocument;
  revision: number;
  version: number;
}

export function useAutosave({ projectId, doc, revision, version }: Options) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const state = useRef({
    doc,
    revision,
    version,
    saved: revision,
    busy: false,
    failures: 0,
    conflict: false,
  });
  state.current.doc = doc;
  state.current.revision = revision;
  const timer = useRef<number | undefined>(undefined);

  const run = useCallback(
    async (record: boolean): Promise<boolean> => {
      const s = state.current;
      if (s.conflict) return false;
      if (s.busy) {
        // One save at a time: wait for the one in flight, then save what is newest.
        await new Promise<void>((resolve) => {
          const wait = () => (state.current.busy ? window.setTimeout(wait, 20) : resolve());
          wait();
        });
        if (!record && s.saved >= s.revision) return true;
      }
      const at = s.revision;
      s.busy = true;
      setStatus('saving');
      try {
        const res = await saveContent(projectId, s.doc, s.version, record);
        s.version = res.version;
        s.saved = Math.max(s.saved, at);
        s.failures = 0;
        setStatus(s.saved >= s.revision ? 'saved' : 'saving');
        return true;
      } catch (error) {
        if (
          error instanceof ApiRequestError &&
          error.status === 409 &&
          error.code === editorErrorCodes.versionConflict
        ) {
          s.conflict = true;
          setStatus('conflict');
        } else {
          s.failures += 1;
          setStatus('failed');
        }
        return false;
      } finally {
        s.busy = false;
      }
    },
    [projectId],
  );

  // Debounced autosave of every new revision; retries after a failure.
  useEffect(() => {
    const s = state.current;
    if (s.conflict || s.saved >= revision) return;
    window.clearTimeout(timer.current);
    const delay =
      s.failures > 0 ? RETRY_MS[Math.min(s.failures - 1, RETRY_MS.length - 1)]! : SAVE_DEBOUNCE_MS;
    const tick = async () => {
      const ok = await run(false);
      const now = state.current;
      if (!now.conflict && (!ok || now.saved < now.revision)) {
        const next =
          now.failures > 0 ? RETRY_MS[Math.min(now.failures - 1, RETRY_MS.length - 1)]! : SAVE_DEBOUNCE_MS;
        timer.current = window.setTimeout(tick, next);
      }
    };
    timer.current = window.setTimeout(tick, delay);
    return () => window.clearTimeout(timer.current);
  }, [revision, run]);

  // Nothing typed is lost: warn before leaving with unsaved edits.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (state.current.saved < state.current.revision) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const saveNow = useCallback((record = true) => run(record), [run]);

  /**
   * Continue from the server's version: after "keep my copy" (the local document is then saved over
   * it), or after the local document was replaced by the server's (`replaced`: the one revision that
   * replacement makes is already saved).
   */
  const resolveConflict = useCallback((serverVersion: number, replaced = false) => {
    const s = state.current;
    s.version = serverVersion;
    s.conflict = false;
    s.failures = 0;
    if (replaced) s.saved = s.revision + 1;
    setStatus(s.saved >= s.revision ? 'saved' : 'saving');
  }, []);

  return {
    // An edit not yet sent already shows as saving (the debounce is 100 ms).
    status: status === 'saved' && state.current.saved < revision ? ('saving' as const) : status,
    saveNow,
    resolveConflict,
    dirty: () => state.current.saved < state.current.revision,
    version: () => state.current.version,
  };
}

export type Autosave = ReturnType<typeof useAutosave>;
