/**
 * A reducer whose latest state can also be read at once, before React has rendered it: for effects and timers
 * that must see what was dispatched a moment ago (e.g. the redirect gate's timer must not navigate once a
 * sign-in sequence has begun, and its effects, run twice under StrictMode, must not start a completion twice).
 * `dispatch` and `current` are stable.
 */
import { useCallback, useRef, useState } from 'react';

export function useLatestReducer<S, A>(
  reducer: (state: S, action: A) => S,
  init: () => S,
): readonly [state: S, dispatch: (action: A) => void, current: () => S] {
  const [state, setState] = useState(init);
  const latest = useRef(state);
  const dispatch = useCallback(
    (action: A) => {
      latest.current = reducer(latest.current, action);
      setState(latest.current);
    },
    [reducer],
  );
  const current = useCallback(() => latest.current, []);
  return [state, dispatch, current] as const;
}
