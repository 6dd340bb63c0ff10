import type { EmailDocument } from './document';
import { childListsOf, type EmailElement } from './elements/registry';

/** Where an element lives: the id of the list holding it (section, container, box or column) and its index. */
export interface Place {
  parentId: string;
  index: number;
  element: EmailElement;
}

function findIn(list: readonly EmailElement[], parentId: string, id: string): Place | undefined {
  for (let i = 0; i < list.length; i++) {
    const el = list[i]!;
    if (el.id === id) return { parentId, index: i, element: el };
    for (const child of childListsOf(el)) {
      const found = findIn(child.elements, child.id, id);
      if (found) return found;
    }
  }
  return undefined;
}

export function findElement(doc: EmailDocument, id: string): Place | undefined {
  for (const s of doc.sections) {
    const found = findIn(s.elements, s.id, id);
    if (found) return found;
  }
  return undefined;
}

/** Every id of elements (and columns) in a list, depth first. */
export function elementIds(list: readonly EmailElement[], out: string[] = []): string[] {
  for (const el of list) {
    out.push(el.id);
    if (el.type === 'columns') for (const c of el.properties.columns) out.push(c.id);
    for (const child of childListsOf(el)) elementIds(child.elements, out);
  }
  return out;
}

/** Every id in the document: sections, elements, columns. */
export function allIds(doc: EmailDocument): string[] {
  const out: string[] = [];
  for (const s of doc.sections) {
    out.push(s.id);
    elementIds(s.elements, out);
  }
  return out;
}

/** Whether some id (section, element or column) is a list that can hold elements. */
export function isElementList(doc: EmailDocument, id: string): boolean {
  if (doc.sections.some((s) => s.id === id)) return true;
  const place = findElement(doc, id);
  if (place) return place.element.type === 'container' || place.element.type === 'box';
  return findColumn(
    doc.sections.flatMap((s) => s.elements),
    id,
  );
}

function findColumn(list: readonly EmailElement[], id: string): boolean {
  return list.some(
    (el) =>
      (el.type === 'columns' && el.properties.columns.some((c) => c.id === id)) ||
      childListsOf(el).some((c) => findColumn(c.elements, id)),
  );
}

type ListFn = (list: EmailElement[]) => EmailElement[];

/** Copy-on-write: a new element with the list `parentId` (itself or deeper) replaced, or undefined. */
function updateInElement(el: EmailElement, parentId: string, fn: ListFn): EmailElement | undefined {
  if (el.type === 'container' || el.type === 'box') {
    const kids = el.properties.elements;
    const next = el.id === parentId ? fn(kids) : updateInList(kids, parentId, fn);
    return next && ({ ...el, properties: { ...el.properties, elements: next } } as EmailElement);
  }
  if (el.type === 'columns') {
    const cols = el.properties.columns;
    for (let i = 0; i < cols.length; i++) {
      const col = cols[i]!;
      const next = col.id === parentId ? fn(col.elements) : updateInList(col.elements, parentId, fn);
      if (next) {
        const copy = cols.slice();
        copy[i] = { ...col, elements: next };
        return { ...el, properties: { ...el.properties, columns: copy } };
      }
    }
  }
  return undefined;
}

function updateInList(list: EmailElement[], parentId: string, fn: ListFn): EmailElement[] | undefined {
  for (let i = 0; i < list.length; i++) {
    const next = updateInElement(list[i]!, parentId, fn);
    if (next) {
      const copy = list.slice();
      copy[i] = next;
      return copy;
    }
  }
  return undefined;
}

/** A new document with the element list `parentId` (a section, container, box or column) rewritten. */
export function updateList(doc: EmailDocument, parentId: string, fn: ListFn): EmailDocument | undefined {
  const sections = doc.sections;
  for (let i = 0; i < sections.length; i++) {
    const s = sections[i]!;
    const next = s.id === parentId ? fn(s.elements) : updateInList(s.elements, parentId, fn);
    if (next) {
      const copy = sections.slice();
      copy[i] = { ...s, elements: next };
      return { ...doc, sections: copy };
    }
  }
  return undefined;
}

/** Structural equality of JSON-like values (key order ignored, undefined keys ignored). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => deepEqual(ra[k], rb[k]));
}
