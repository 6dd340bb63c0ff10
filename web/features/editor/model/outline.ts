/**
 * The document as a flat outline for the side pane: sections, their elements and nested ones, each with
 * its depth and a short label. Pure.
 */
import { findElement, type EmailDocument, type EmailElement } from '../../../../shared/email';
import { typeLabel } from './element-factory';

export interface OutlineItem {
  id: string;
  kind: 'section' | 'element';
  type: string;
  label: string;
  depth: number;
  /** The list holding it (a section, container, box or column id; '' for sections). */
  parentId: string;
  index: number;
}

const MAX_LABEL = 40;

export function summary(el: EmailElement): string {
  const text =
    ('content' in el ? el.content : undefined) ??
    (el.type === 'list' ? el.properties?.items?.[0] : undefined) ??
    (el.type === 'image' ? el.properties?.image?.alt : undefined) ??
    '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_LABEL ? flat.slice(0, MAX_LABEL - 1) + '…' : flat;
}

function walk(list: readonly EmailElement[], parentId: string, depth: number, out: OutlineItem[]): void {
  list.forEach((el, index) => {
    const text = summary(el);
    out.push({
      id: el.id,
      kind: 'element',
      type: el.type,
      label: typeLabel(el.type) + (text ? ': ' + text : ''),
      depth,
      parentId,
      index,
    });
    if (el.type === 'container' || el.type === 'box') walk(el.properties.elements, el.id, depth + 1, out);
    if (el.type === 'columns') for (const c of el.properties.columns) walk(c.elements, c.id, depth + 1, out);
  });
}

export function outline(doc: EmailDocument): OutlineItem[] {
  const out: OutlineItem[] = [];
  doc.sections.forEach((s, index) => {
    out.push({
      id: s.id,
      kind: 'section',
      type: 'section',
      label: `Section ${index + 1}`,
      depth: 0,
      parentId: '',
      index,
    });
    walk(s.elements, s.id, 1, out);
  });
  return out;
}

/** The element list with id `id` (a section, container, box or column), or undefined. */
export function elementList(doc: EmailDocument, id: string): readonly EmailElement[] | undefined {
  const section = doc.sections.find((s) => s.id === id);
  if (section) return section.elements;
  const place = findElement(doc, id);
  if (place && (place.element.type === 'container' || place.element.type === 'box'))
    return place.element.properties.elements;
  for (const s of doc.sections) {
    const found = findColumn(s.elements, id);
    if (found) return found;
  }
  return undefined;
}

function findColumn(list: readonly EmailElement[], id: string): readonly EmailElement[] | undefined {
  for (const el of list) {
    if (el.type === 'columns') {
      for (const c of el.properties.columns) {
        if (c.id === id) return c.elements;
        const inner = findColumn(c.elements, id);
        if (inner) return inner;
      }
    }
    if (el.type === 'container' || el.type === 'box') {
      const inner = findColumn(el.properties.elements, id);
      if (inner) return inner;
    }
  }
  return undefined;
}
