import * as z from 'zod/mini';
import { globalStylesSchema, sectionSchema, type EmailDocument, type EmailSection } from './document';
import { idSchema, LIMITS, textOf } from './element-base';
import { elementSchema, type EmailElement } from './elements/registry';
import { formatIssue } from './issues';
import { GMAIL_CLIP_BYTES, utf8Length } from './limits';
import { renderEmailHtml } from './render-html';
import { allIds, deepEqual, elementIds, findElement, isElementList, updateList } from './tree';

/**
 * The six operations the AI and the user apply to a document (docs/product.md › Pending changes, pending_changes). Targets are
 * ids. Field names follow the pending_changes row, so a row can be passed as it is (extra fields are
 * ignored, null means absent). Edits replace the whole element or section; old_content, when given,
 * must still match the document or the change is rejected as stale.
 */
const opt = <T extends z.ZodMiniType>(s: T) => z.optional(z.nullable(s));
const position = opt(z.int().check(z.nonnegative()));

const elementAndSectionChanges = [
  z.object({
    change_type: z.literal('element_add'),
    target_parent_id: idSchema,
    target_id: opt(idSchema),
    new_content: elementSchema,
    position,
  }),
  z.object({
    change_type: z.literal('element_edit'),
    target_id: idSchema,
    new_content: elementSchema,
    old_content: opt(elementSchema),
  }),
  z.object({
    change_type: z.literal('element_delete'),
    target_id: idSchema,
    old_content: opt(elementSchema),
  }),
  z.object({
    change_type: z.literal('section_add'),
    target_id: opt(idSchema),
    new_content: sectionSchema,
    position,
  }),
  z.object({
    change_type: z.literal('section_edit'),
    target_id: idSchema,
    new_content: sectionSchema,
    old_content: opt(sectionSchema),
  }),
  z.object({
    change_type: z.literal('section_delete'),
    target_id: idSchema,
    old_content: opt(sectionSchema),
  }),
] as const;

export const changeSchema = z.discriminatedUnion('change_type', [...elementAndSectionChanges]);
export type EmailChange = z.output<typeof changeSchema>;
export type EmailChangeInput = z.input<typeof changeSchema>;
export type ChangeType = EmailChange['change_type'];

/** The email's own settings (docs/product.md › Pending changes name and docs/product.md › Email defaults globalStyles), as the editor's settings edit them. */
export const documentSettingsSchema = z.object({
  name: textOf(LIMITS.short),
  globalStyles: globalStylesSchema,
});
export type DocumentSettings = z.output<typeof documentSettingsSchema>;

/**
 * The editor's changes: the six above plus `document_edit`, which replaces the name and global styles.
 * The AI proposes only the six (its tools and pending_changes use changeSchema); the editor's settings
 * use this one, so undo, autosave and versions cover them like any other edit.
 */
export const editorChangeSchema = z.discriminatedUnion('change_type', [
  ...elementAndSectionChanges,
  z.object({
    change_type: z.literal('document_edit'),
    new_content: documentSettingsSchema,
    old_content: opt(documentSettingsSchema),
  }),
]);
export type EditorChange = z.output<typeof editorChangeSchema>;
export type EditorChangeInput = z.input<typeof editorChangeSchema>;

export type ApplyResult = { ok: true; doc: EmailDocument } | { ok: false; reason: string };
const reject = (reason: string): ApplyResult => ({ ok: false, reason });

/** Ids the new content brings that already exist elsewhere (outside what it replaces). */
function clashes(doc: EmailDocument, incoming: string[], replaced: string[]): string | undefined {
  const keep = new Set(replaced);
  const existing = new Set(allIds(doc).filter((id) => !keep.has(id)));
  const seen = new Set<string>();
  for (const id of incoming) {
    if (existing.has(id) || seen.has(id)) return 'The id "' + id + '" is already used in this email.';
    seen.add(id);
  }
  return undefined;
}
const sectionIds = (s: EmailSection): string[] => [s.id, ...elementIds(s.elements)];
const ids = (el: EmailElement): string[] => elementIds([el]);

function stale(current: unknown, old: unknown): boolean {
  return old !== undefined && old !== null && !deepEqual(current, old);
}

function insert<T>(list: readonly T[], item: T, at: number | null | undefined): T[] {
  const copy = list.slice();
  copy.splice(at === undefined || at === null ? copy.length : Math.min(at, copy.length), 0, item);
  return copy;
}

const settingsOf = (doc: EmailDocument): DocumentSettings => ({
  name: doc.name,
  globalStyles: doc.globalStyles,
});

function apply(doc: EmailDocument, c: EditorChange): ApplyResult {
  switch (c.change_type) {
    case 'document_edit':
      if (stale(settingsOf(doc), c.old_content))
        return reject("The email's settings have changed since this change was made.");
      return { ok: true, doc: { ...doc, ...c.new_content } };
    case 'element_add': {
      if (c.target_id && c.target_id !== c.new_content.id)
        return reject('target_id and the new element id differ.');
      if (!isElementList(doc, c.target_parent_id))
        return reject('There is no section, container, box or column with id "' + c.target_parent_id + '".');
      const clash = clashes(doc, ids(c.new_content), []);
      if (clash) return reject(clash);
      const next = updateList(doc, c.target_parent_id, (list) => insert(list, c.new_content, c.position));
      return next ? { ok: true, doc: next } : reject('Could not add the element.');
    }
    case 'element_edit':
    case 'element_delete': {
      const place = findElement(doc, c.target_id);
      if (!place) return reject('There is no element with id "' + c.target_id + '".');
      if (stale(place.element, c.old_content))
        return reject('The element "' + c.target_id + '" has changed since this change was made.');
      if (c.change_type === 'element_edit') {
        if (c.new_content.id !== c.target_id)
          return reject('An edit cannot change the element id ("' + c.target_id + '").');
        const clash = clashes(doc, ids(c.new_content), ids(place.element));
        if (clash) return reject(clash);
      }
      const edit = c.change_type === 'element_edit' ? c.new_content : undefined;
      const next = updateList(doc, place.parentId, (list) => {
        const copy = list.slice();
        if (edit) copy[place.index] = edit;
        else copy.splice(place.index, 1);
        return copy;
      });
      return next ? { ok: true, doc: next } : reject('Could not change the element.');
    }
    case 'section_add': {
      if (c.target_id && c.target_id !== c.new_content.id)
        return reject('target_id and the new section id differ.');
      const clash = clashes(doc, sectionIds(c.new_content), []);
      if (clash) return reject(clash);
      return { ok: true, doc: { ...doc, sections: insert(doc.sections, c.new_content, c.position) } };
    }
    case 'section_edit':
    case 'section_delete': {
      const index = doc.sections.findIndex((s) => s.id === c.target_id);
      const current = doc.sections[index];
      if (!current) return reject('There is no section with id "' + c.target_id + '".');
      if (stale(current, c.old_content))
        return reject('The section "' + c.target_id + '" has changed since this change was made.');
      const sections = doc.sections.slice();
      if (c.change_type === 'section_delete') sections.splice(index, 1);
      else {
        if (c.new_content.id !== c.target_id)
          return reject('An edit cannot change the section id ("' + c.target_id + '").');
        const clash = clashes(doc, sectionIds(c.new_content), sectionIds(current));
        if (clash) return reject(clash);
        sections[index] = c.new_content;
      }
      return { ok: true, doc: { ...doc, sections } };
    }
  }
}

/**
 * Applies one change to a document and returns a new document (the input is not modified), or the
 * reason it does not apply: the change is invalid, its target is missing, its old_content is stale,
 * an id would repeat, or the email would grow past Gmail's clipping size. Never half-applied.
 */
export function applyChange(doc: EmailDocument, change: EditorChangeInput): ApplyResult {
  const parsed = editorChangeSchema.safeParse(change);
  if (!parsed.success)
    return reject('The change is not valid: ' + parsed.error.issues.map(formatIssue).join('; '));
  const result = apply(doc, parsed.data);
  if (!result.ok) return result;
  const after = utf8Length(renderEmailHtml(result.doc));
  if (after > GMAIL_CLIP_BYTES && after > utf8Length(renderEmailHtml(doc))) {
    return reject('The email would be ' + Math.ceil(after / 1000) + ' KB; Gmail clips emails over 102 KB.');
  }
  return result;
}

/**
 * The change that undoes `change` on `before` (the document it is applied to): add <-> delete with the
 * same position, edit <-> edit with the old content. Undefined when the change does not apply.
 */
export function invertChange(before: EmailDocument, change: EditorChangeInput): EditorChange | undefined {
  const parsed = editorChangeSchema.safeParse(change);
  if (!parsed.success || !applyChange(before, change).ok) return undefined;
  const c = parsed.data;
  switch (c.change_type) {
    case 'document_edit':
      return { change_type: 'document_edit', new_content: settingsOf(before), old_content: c.new_content };
    case 'element_add':
      return { change_type: 'element_delete', target_id: c.new_content.id, old_content: c.new_content };
    case 'element_edit':
    case 'element_delete': {
      const place = findElement(before, c.target_id)!;
      return c.change_type === 'element_edit'
        ? {
            change_type: 'element_edit',
            target_id: c.target_id,
            new_content: place.element,
            old_content: c.new_content,
          }
        : {
            change_type: 'element_add',
            target_parent_id: place.parentId,
            new_content: place.element,
            position: place.index,
          };
    }
    case 'section_add':
      return { change_type: 'section_delete', target_id: c.new_content.id, old_content: c.new_content };
    case 'section_edit':
    case 'section_delete': {
      const index = before.sections.findIndex((s) => s.id === c.target_id);
      const section = before.sections[index]!;
      return c.change_type === 'section_edit'
        ? {
            change_type: 'section_edit',
            target_id: c.target_id,
            new_content: section,
            old_content: c.new_content,
          }
        : { change_type: 'section_add', new_content: section, position: index };
    }
  }
}
