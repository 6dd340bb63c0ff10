/**
 * A sign-up or sign-in sequence (account, then saving local progress, then navigating) runs on a page while the
 * auth state changes under it. While it runs, the redirect gate decides nothing (`busy` in decideRedirect), so
 * e.g. "/signup → /" cannot fire the moment the user appears. Pages call `run(sequence)`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

export interface AuthSequenceControl {
  /** Marks the gate busy until `end` (or the page unmounts). */
  begin: () => void;
  end: () => void;
}

export const AuthSequenceContext = createContext<AuthSequenceControl | null>(null);

/** begin/end for one page; ends by itself when the page goes away mid-sequence. */
export function useAuthSequence(): AuthSequenceControl {
  const control = useContext(AuthSequenceContext);
  if (!control) throw new Error('useAuthSequence must be used within the RedirectGate');
  const active = useRef(false);
  const begin = useCallback(() => {
    active.current = true;
    control.begin();
  }, [control]);
  const end = useCallback(() => {
    if (!active.current) return;
    active.current = false;
    control.end();
  }, [control]);
  useEffect(() => end, [end]);
  return useMemo(() => ({ begin, end }), [begin, end]);
}
