/**
 * The structure outline: every section and element as a button (select it, keyboard-reachable), in a
 * dnd-kit sortable list. Drag with the mouse or touch, or with the keyboard (Space to lift, arrows to
 * move, Space to drop); Alt+ArrowUp/ArrowDown moves the focused item one place at once.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import type { EmailChangeInput, EmailDocument } from '../../../../shared/email';
import { moveElementBy, moveElementTo, moveSectionBy, moveSectionTo } from '../model/operations';
import { outline, type OutlineItem } from '../model/outline';
import styles from './SidePane.module.css';

interface Props {
  doc: EmailDocument;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onMove: (changes: EmailChangeInput[] | undefined, select: string) => void;
}

/** Where a dragged item lands when dropped on `over`. */
export function dropChanges(doc: EmailDocument, active: OutlineItem, over: OutlineItem) {
  if (active.kind === 'section') {
    const target = over.kind === 'section' ? over.index : undefined;
    return target === undefined ? undefined : moveSectionTo(doc, active.id, target);
  }
  if (over.kind === 'section') return moveElementTo(doc, active.id, over.id, 0);
  return moveElementTo(doc, active.id, over.parentId, over.index);
}

function Row({
  item,
  selected,
  onSelect,
  onKeyMove,
}: {
  item: OutlineItem;
  selected: boolean;
  onSelect: () => void;
  onKeyMove: (delta: -1 | 1) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={[styles.row, selected ? styles.selected : '', isDragging ? styles.dragging : ''].join(' ')}
      style={{
        transform: DndCss.Transform.toString(transform),
        transition,
        paddingLeft: `${item.depth * 0.9}rem`,
      }}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label={`Drag ${item.label}`}
        {...attributes}
        {...listeners}
      >
        ⋮⋮
      </button>
      <button
        type="button"
        className={item.kind === 'section' ? styles.sectionName : styles.itemName}
        aria-current={selected ? 'true' : undefined}
        data-outline-id={item.id}
        onClick={onSelect}
        onKeyDown={(e) => {
          if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
            e.preventDefault();
            onKeyMove(e.key === 'ArrowUp' ? -1 : 1);
          }
        }}
      >
        {item.label}
      </button>
    </li>
  );
}

export function Outline({ doc, selectedId, onSelect, onMove }: Props) {
  const items = useMemo(() => outline(doc), [doc]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const a = byId.get(String(active.id));
    const o = over ? byId.get(String(over.id)) : undefined;
    if (a && o && a.id !== o.id) onMove(dropChanges(doc, a, o), a.id);
  };
  const keyMove = (item: OutlineItem, delta: -1 | 1) => {
    onMove(
      item.kind === 'section' ? moveSectionBy(doc, item.id, delta) : moveElementBy(doc, item.id, delta),
      item.id,
    );
    // Focus follows the moved item after React re-renders the list.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-outline-id="${window.CSS.escape(item.id)}"]`)?.focus(),
    );
  };
  return (
    <nav aria-label="Email structure">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.outline}>
            {items.map((item) => (
              <Row
                key={item.id}
                item={item}
                selected={item.id === selectedId}
                onSelect={() => onSelect(item.id)}
                onKeyMove={(delta) => keyMove(item, delta)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </nav>
  );
}
