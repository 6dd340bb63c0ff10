/**
 * The editor's actions as typed changes (shared/email changes): edit, add, duplicate, move and delete
 * elements and sections. A move is a delete plus an add, recorded as one undo step. Pure.
 */
import {
  findElement,
  type EmailChangeInput,
  type EmailDocument,
  type EmailElement,
} from '../../../../shared/email';
import { newSection, sectionWithFreshIds, withFreshIds } from './element-factory';
import { elementList } from './outline';

export const editElement = (next: EmailElement): EmailChangeInput[] => [
  { change_type: 'element_edit', target_id: next.id, new_content: next },
];

export const addElement = (
  parentId: string,
  element: EmailElement,
  position?: number,
): EmailChangeInput[] => [
  { change_type: 'element_add', target_parent_id: parentId, new_content: element, position },
];

/**
 * Where a new element goes: after the selected element (in its list), at the end of the selected
 * section, container or box, or at the end of the last section. Undefined when there is no section.
 */
export function insertionPoint(
  doc: EmailDocument,
  selectedId: string | undefined,
): { parentId: string; position?: number } | undefined {
  if (selectedId) {
    const list = elementList(doc, selectedId);
    if (list) return { parentId: selectedId };
    const place = findElement(doc, selectedId);
    if (place) return { parentId: place.parentId, position: place.index + 1 };
  }
  const last = doc.sections[doc.sections.length - 1];
  return last ? { parentId: last.id } : undefined;
}

export function duplicateElement(
  doc: EmailDocument,
  id: string,
): { changes: EmailChangeInput[]; id: string } | undefined {
  const place = findElement(doc, id);
  if (!place) return undefined;
  const copy = withFreshIds(place.element);
  return { changes: addElement(place.parentId, copy, place.index + 1), id: copy.id };
}

export function deleteElement(id: string): EmailChangeInput[] {
  return [{ change_type: 'element_delete', target_id: id }];
}

/** Moves an element to `index` of list `parentId` (index counted in the list without the element). */
export function moveElementTo(
  doc: EmailDocument,
  id: string,
  parentId: string,
  index: number,
): EmailChangeInput[] | undefined {
  const place = findElement(doc, id);
  if (!place) return undefined;
  if (place.parentId === parentId && place.index === index) return undefined;
  return [...deleteElement(id), ...addElement(parentId, place.element, Math.max(0, index))];
}

/** One step up (-1) or down (+1) within its list; undefined at either end. */
export function moveElementBy(doc: EmailDocument, id: string, delta: -1 | 1): EmailChangeInput[] | undefined {
  const place = findElement(doc, id);
  if (!place) return undefined;
  const size = elementList(doc, place.parentId)?.length ?? 0;
  const index = place.index + delta;
  if (index < 0 || index >= size) return undefined;
  return moveElementTo(doc, id, place.parentId, index);
}

export function addSection(
  doc: EmailDocument,
  afterId?: string,
): { changes: EmailChangeInput[]; id: string } {
  const section = newSection();
  const at = afterId ? doc.sections.findIndex((s) => s.id === afterId) + 1 : doc.sections.length;
  return { changes: [{ change_type: 'section_add', new_content: section, position: at }], id: section.id };
}

export function duplicateSection(
  doc: EmailDocument,
  id: string,
): { changes: EmailChangeInput[]; id: string } | undefined {
  const index = doc.sections.findIndex((s) => s.id === id);
  const section = doc.sections[index];
  if (!section) return undefined;
  const copy = sectionWithFreshIds(section);
  return { changes: [{ change_type: 'section_add', new_content: copy, position: index + 1 }], id: copy.id };
}

export const deleteSection = (id: string): EmailChangeInput[] => [
  { change_type: 'section_delete', target_id: id },
];

export function moveSectionTo(doc: EmailDocument, id: string, index: number): EmailChangeInput[] | undefined {
  const from = doc.sections.findIndex((s) => s.id === id);
  const section = doc.sections[from];
  if (!section || from === index || index < 0 || index >= doc.sections.length) return undefined;
  return [...deleteSection(id), { change_type: 'section_add', new_content: section, position: index }];
}

export function moveSectionBy(doc: EmailDocument, id: string, delta: -1 | 1): EmailChangeInput[] | undefined {
  const from = doc.sections.findIndex((s) => s.id === id);
  return from < 0 ? undefined : moveSectionTo(doc, id, from + delta);
}
