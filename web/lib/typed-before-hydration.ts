import { useEffect, type RefObject } from 'react';

/**
 * A prerendered page shows its text boxes before its script has taken over, and a visitor may type into one.
 * React hydrates a controlled box without touching what the DOM holds, so the box would show the text while
 * the state stays empty. Once, on mount, this hands what the box holds to `keep` when it differs from `value`.
 */
export function useTypedBeforeHydration(
  box: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  keep: (typed: string) => void,
): void {
  useEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== value) keep(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first mount
  }, []);
}
