/**
 * The pending batch over the document (docs/product.md › Pending changes): the email as it would be with the pending
 * changes applied in order (changes that no longer apply are skipped), the ids to outline (additions
 * green dashed, edits yellow solid; deletions are not highlighted), and a change's text before and after.
 */
import type { PendingChange } from '../../../shared/contracts/ai';
import { applyChange, findElement, type EmailDocument } from '../../../shared/email';

export interface PendingPreview {
  doc: EmailDocument;
  added: string[];
  edited: string[];
}

export function previewWithPending(doc: EmailDocument, pending: readonly PendingChange[]): PendingPreview {
  let next = doc;
  const added: string[] = [];
  const edited: string[] = [];
  for (const p of pending) {
    const r = applyChange(next, p.change);
    if (!r.ok) continue;
    next = r.doc;
    const c = p.change;
    if (c.change_type === 'element_add' || c.change_type === 'section_add') added.push(c.new_content.id);
    else if (c.change_type === 'element_edit' || c.change_type === 'section_edit') edited.push(c.target_id);
  }
  return { doc: next, added, edited };
}

/** The id the preview scrolls to for a change (deletions: the element still shown). */
export const focusIdOf = (p: PendingChange): string =>
  'new_content' in p.change && p.change.new_content ? p.change.new_content.id : p.change.target_id!;

/** The words of an element or section (its `content` strings), for the before/after. */
export function textOf(value: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'content' && typeof x === 'string') out.push(x.replace(/<[^>]*>/g, ''));
      else walk(x);
    }
  };
  walk(value);
  return out.join(' / ');
}

/** Before and after of a change's text, the current element standing in for a missing old_content. */
export function beforeAfter(doc: EmailDocument, p: PendingChange): { before: string; after: string } {
  const c = p.change;
  const old =
    'old_content' in c && c.old_content
      ? c.old_content
      : c.target_id
        ? (findElement(doc, c.target_id)?.element ?? doc.sections.find((s) => s.id === c.target_id))
        : undefined;
  const before = c.change_type.endsWith('_add') ? '' : textOf(old);
  const after = c.change_type.endsWith('_delete') ? '' : textOf('new_content' in c ? c.new_content : '');
  return { before, after };
}
