import { useCallback, useState } from 'react';
import type { Contact } from '../../../shared/contracts/contacts';

/**
 * The rows picked for a bulk action. Only contacts on screen can be picked; a new search or filter (`scope`)
 * starts an empty selection, so a bulk action never reaches rows the person cannot see.
 */
export function useSelection(shown: readonly Contact[], scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: new Set() });
  const current = state.scope === scope ? state.ids : new Set<string>();
  const shownIds = new Set(shown.map((c) => c.id));
  // A picked row that left the list (deleted, or no longer matching) is no longer picked.
  const ids = new Set([...current].filter((id) => shownIds.has(id)));

  const update = useCallback(
    (change: (ids: Set<string>) => void) =>
      setState((prev) => {
        const next = new Set(prev.scope === scope ? prev.ids : []);
        change(next);
        return { scope, ids: next };
      }),
    [scope],
  );

  return {
    ids: ids as ReadonlySet<string>,
    toggle: (id: string) => update((next) => (next.has(id) ? next.delete(id) : next.add(id))),
    setAll: (select: boolean) =>
      update((next) => {
        for (const id of shownIds) {
          if (select) next.add(id);
          else next.delete(id);
        }
      }),
    drop: (id: string) => update((next) => next.delete(id)),
    clear: () => update((next) => next.clear()),
  };
}
