/**
 * The editor's document and its undo/redo stacks. Every edit is a list of typed changes (shared/email
 * changes) applied with applyChange; its inverse comes from invertChange on the document it was applied
 * to. Undo applies the inverses in reverse order, redo the changes again. Saving does not touch the
 * stacks, so undo walks back across saves. Pure: no React, no I/O.
 */
import {
  applyChange,
  invertChange,
  type EditorChange,
  type EditorChangeInput,
  type EmailDocument,
} from '../../../../shared/email';

export interface HistoryEntry {
  changes: EditorChangeInput[];
  inverse: EditorChange[];
  /** Consecutive edits with the same key (typing in one field) merge into one undo step. */
  key?: string | undefined;
  at: number;
  /** Name and global styles around a whole-document replacement (not covered by the six changes). */
  meta?: { before: DocMeta; after: DocMeta } | undefined;
}

type DocMeta = Pick<EmailDocument, 'name' | 'globalStyles'>;
const metaOf = (d: EmailDocument): DocMeta => ({ name: d.name, globalStyles: d.globalStyles });

export interface EditorHistory {
  doc: EmailDocument;
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const MAX_UNDO = 200;
/** Typing in one field within this many ms of the last keystroke is one undo step. */
export const MERGE_MS = 1000;

export type EditResult = { ok: true; history: EditorHistory } | { ok: false; reason: string };

export const startHistory = (doc: EmailDocument): EditorHistory => ({ doc, past: [], future: [] });

/** Applies changes in order; all or nothing. Returns the new document and the inverses (in apply order). */
export function applyAll(
  doc: EmailDocument,
  changes: readonly EditorChangeInput[],
): { ok: true; doc: EmailDocument; inverse: EditorChange[] } | { ok: false; reason: string } {
  let current = doc;
  const inverse: EditorChange[] = [];
  for (const change of changes) {
    const inv = invertChange(current, change);
    const result = applyChange(current, change);
    if (!result.ok) return result;
    if (!inv) return { ok: false, reason: 'This change cannot be undone.' };
    inverse.push(inv);
    current = result.doc;
  }
  return { ok: true, doc: current, inverse };
}

/** Records an edit (one or more changes) as one undo step and clears the redo stack. */
export function edit(
  h: EditorHistory,
  changes: readonly EditorChangeInput[],
  key?: string,
  now: number = Date.now(),
): EditResult {
  const result = applyAll(h.doc, changes);
  if (!result.ok) return result;
  const last = h.past[h.past.length - 1];
  if (key !== undefined && last?.key === key && now - last.at < MERGE_MS && h.future.length === 0) {
    // Same field, still typing: one step whose inverse is the first edit's and whose change is the latest.
    // The first edit's inverse checked the content it replaced; that content has moved on since.
    const inverse = last.inverse.map((c) => ('old_content' in c ? { ...c, old_content: undefined } : c));
    const merged: HistoryEntry = { changes: [...changes], inverse, key, at: now };
    return { ok: true, history: { doc: result.doc, past: [...h.past.slice(0, -1), merged], future: [] } };
  }
  const entry: HistoryEntry = { changes: [...changes], inverse: result.inverse, key, at: now };
  const past = [...h.past, entry].slice(-MAX_UNDO);
  return { ok: true, history: { doc: result.doc, past, future: [] } };
}

export const canUndo = (h: EditorHistory): boolean => h.past.length > 0;
export const canRedo = (h: EditorHistory): boolean => h.future.length > 0;

export function undo(h: EditorHistory): EditorHistory {
  const entry = h.past[h.past.length - 1];
  if (!entry) return h;
  const result = applyAll(h.doc, [...entry.inverse].reverse());
  // An inverse that no longer applies (cannot happen through this module) drops the history, never the doc.
  if (!result.ok) return startHistory(h.doc);
  const doc = entry.meta ? { ...result.doc, ...entry.meta.before } : result.doc;
  return { doc, past: h.past.slice(0, -1), future: [...h.future, { ...entry, key: undefined }] };
}

export function redo(h: EditorHistory): EditorHistory {
  const entry = h.future[h.future.length - 1];
  if (!entry) return h;
  const result = applyAll(h.doc, entry.changes);
  if (!result.ok) return startHistory(h.doc);
  return {
    doc: entry.meta ? { ...result.doc, ...entry.meta.after } : result.doc,
    past: [...h.past, { ...entry, inverse: result.inverse, key: undefined }],
    future: h.future.slice(0, -1),
  };
}

/**
 * Replaces the whole document (a restored version, a reloaded copy) as one undoable step: each section
 * is deleted and the new ones added, so undo brings the previous document back.
 */
export function replaceDocument(h: EditorHistory, next: EmailDocument): EditResult {
  const changes: EditorChangeInput[] = [
    ...h.doc.sections.map((s) => ({ change_type: 'section_delete' as const, target_id: s.id })),
    ...next.sections.map((s, i) => ({ change_type: 'section_add' as const, new_content: s, position: i })),
  ];
  const result = applyAll(h.doc, changes);
  if (!result.ok) return result;
  const meta = { before: metaOf(h.doc), after: metaOf(next) };
  const doc = { ...result.doc, ...meta.after };
  const entry: HistoryEntry = { changes, inverse: result.inverse, at: Date.now(), meta };
  return { ok: true, history: { doc, past: [...h.past, entry].slice(-MAX_UNDO), future: [] } };
}
