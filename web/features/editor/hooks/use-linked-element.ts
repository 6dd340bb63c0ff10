import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { findElement, type EmailDocument } from '../../../../shared/email';

/**
 * `/editor/{id}?element={elementId}` (the campaign checks' "Fix it"): that element of the email, selected
 * once the editor opens, with the Edit tab showing its fields. Returns the element id when the address names
 * one the email has (the side pane opens on Edit then), else undefined.
 */
export function useLinkedElement(
  doc: EmailDocument,
  select: (id: string | undefined) => void,
): string | undefined {
  const [params] = useSearchParams();
  const [linked] = useState(() => {
    const id = params.get('element');
    return id !== null && findElement(doc, id) ? id : undefined;
  });
  useEffect(() => {
    if (linked === undefined) return;
    select(linked);
    // The preview and the outline show it: bring it into view once they have rendered it.
    const outline = document.querySelector(`[data-outline-id="${window.CSS.escape(linked)}"]`);
    outline?.scrollIntoView({ block: 'nearest' });
  }, [linked, select]);
  return linked;
}
