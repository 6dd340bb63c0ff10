/**
 * The two panes (docs/product.md › Editor screens): preview 75% (min 40%) and side pane 25% (min 20%), resized by pointer or
 * keyboard with react-resizable-panels. The separator's arrow keys move 10% a step and, with Shift, as far
 * as the limits allow ("100%"). Below 700 px wide the panes stack, preview above (62% of the height).
 */
import { useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { Group, Panel, Separator, useGroupRef } from 'react-resizable-panels';
import styles from './Workspace.module.css';

export const PANES = { preview: { size: 75, min: 40 }, side: { size: 25, min: 20 }, step: 10 } as const;
/** Stacked on a phone: the preview gets most of the height, the side pane enough for the chat's input. */
export const NARROW_PREVIEW_SIZE = 62;
const NARROW = '(max-width: 700px)';

function useNarrow(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(NARROW);
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => window.matchMedia(NARROW).matches,
  );
}

/** The preview's next size for a key on the separator, or undefined for other keys. Pure. */
export function nextPreviewSize(
  current: number,
  key: string,
  shift: boolean,
  vertical: boolean,
): number | undefined {
  const grow = vertical ? 'ArrowDown' : 'ArrowRight';
  const shrink = vertical ? 'ArrowUp' : 'ArrowLeft';
  if (key !== grow && key !== shrink) return undefined;
  const delta = (key === grow ? 1 : -1) * (shift ? 100 : PANES.step);
  return Math.min(100 - PANES.side.min, Math.max(PANES.preview.min, current + delta));
}

export function ResizableWorkspace({ preview, side }: { preview: ReactNode; side: ReactNode }) {
  const narrow = useNarrow();
  const group = useGroupRef();
  const onKeyDown = (e: KeyboardEvent) => {
    const handle = group.current;
    if (!handle) return;
    const next = nextPreviewSize(handle.getLayout().preview ?? PANES.preview.size, e.key, e.shiftKey, narrow);
    if (next === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    handle.setLayout({ preview: next, side: 100 - next });
  };
  return (
    <Group
      key={narrow ? 'v' : 'h'}
      groupRef={group}
      orientation={narrow ? 'vertical' : 'horizontal'}
      className={styles.group}
    >
      <Panel
        id="preview"
        defaultSize={`${narrow ? NARROW_PREVIEW_SIZE : PANES.preview.size}%`}
        minSize={`${PANES.preview.min}%`}
      >
        {preview}
      </Panel>
      <Separator
        className={styles.separator}
        aria-label="Resize the preview and side panes"
        onKeyDownCapture={onKeyDown}
      />
      <Panel
        id="side"
        defaultSize={`${narrow ? 100 - NARROW_PREVIEW_SIZE : PANES.side.size}%`}
        minSize={`${PANES.side.min}%`}
      >
        {side}
      </Panel>
    </Group>
  );
}
