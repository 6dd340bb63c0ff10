import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findElement,
  parseEmailDocument,
  type EmailDocument,
  type EmailElement,
} from '../../../shared/email';
import { newElement } from '../../../web/features/editor/model/element-factory';
import {
  canRedo,
  canUndo,
  edit,
  redo,
  replaceDocument,
  startHistory,
  undo,
  type EditorHistory,
} from '../../../web/features/editor/model/history';
import {
  addElement,
  deleteElement,
  duplicateElement,
  editElement,
  moveElementBy,
  moveSectionBy,
} from '../../../web/features/editor/model/operations';
import { outline } from '../../../web/features/editor/model/outline';

const reference = (): EmailDocument => {
  const r = parseEmailDocument(
    JSON.parse(readFileSync(join(__dirname, '../../fixtures/email/reference-email.json'), 'utf8')),
    { strict: true },
  );
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.data;
};

function must(r: ReturnType<typeof edit>): EditorHistory {
  if (!r.ok) throw new Error(r.reason);
  return r.history;
}
const firstText = (doc: EmailDocument): EmailElement =>
  outline(doc)
    .map((i) => findElement(doc, i.id)?.element)
    .find((e) => e?.type === 'text')!;

describe('editor history: typed changes, undo and redo', () => {
  it('edits, undoes to the original document and redoes to the edit', () => {
    const doc = reference();
    const text = firstText(doc);
    let h = must(edit(startHistory(doc), editElement({ ...text, content: 'Changed' } as EmailElement)));
    expect(findElement(h.doc, text.id)?.element).toMatchObject({ content: 'Changed' });
    h = undo(h);
    expect(h.doc).toEqual(doc);
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(findElement(h.doc, text.id)?.element).toMatchObject({ content: 'Changed' });
  });

  it('merges keystrokes in one field into one undo step, but not after a pause', () => {
    const doc = reference();
    const text = firstText(doc);
    const type = (h: EditorHistory, content: string, at: number) =>
      must(edit(h, editElement({ ...text, content } as EmailElement), 'content:' + text.id, at));
    let h = startHistory(doc);
    h = type(h, 'H', 1000);
    h = type(h, 'Hi', 1200);
    h = type(h, 'Hi!', 1400);
    expect(h.past).toHaveLength(1);
    h = type(h, 'Hi! later', 5000);
    expect(h.past).toHaveLength(2);
    h = undo(h);
    expect(findElement(h.doc, text.id)?.element).toMatchObject({ content: 'Hi!' });
    h = undo(h);
    expect(h.doc).toEqual(doc);
  });

  it('adds, moves, duplicates and deletes, each undone exactly', () => {
    const doc = reference();
    const section = doc.sections[0]!;
    const el = newElement('button');
    let h = must(edit(startHistory(doc), addElement(section.id, el, 0)));
    expect(h.doc.sections[0]!.elements[0]!.id).toBe(el.id);
    h = must(edit(h, moveElementBy(h.doc, el.id, 1)!));
    expect(h.doc.sections[0]!.elements[1]!.id).toBe(el.id);
    expect(moveElementBy(h.doc, section.elements[0]!.id, -1)).toBeUndefined();
    const dup = duplicateElement(h.doc, el.id)!;
    h = must(edit(h, dup.changes));
    expect(h.doc.sections[0]!.elements[2]!.id).toBe(dup.id);
    h = must(edit(h, deleteElement(el.id)));
    expect(findElement(h.doc, el.id)).toBeUndefined();
    for (let i = 0; i < 4; i++) h = undo(h);
    expect(h.doc).toEqual(doc);
    for (let i = 0; i < 4; i++) h = redo(h);
    expect(findElement(h.doc, el.id)).toBeUndefined();
    expect(findElement(h.doc, dup.id)).toBeDefined();
  });

  it('moves sections and refuses a move past the end', () => {
    const doc = reference();
    const [a, b] = doc.sections;
    const h = must(edit(startHistory(doc), moveSectionBy(doc, a!.id, 1)!));
    expect(h.doc.sections.slice(0, 2).map((s) => s.id)).toEqual([b!.id, a!.id]);
    expect(moveSectionBy(doc, a!.id, -1)).toBeUndefined();
    expect(undo(h).doc).toEqual(doc);
  });

  it('refuses a change that does not apply and keeps the document', () => {
    const h = startHistory(reference());
    const r = edit(h, deleteElement('no-such-id'));
    expect(r.ok).toBe(false);
  });

  it('replaces the whole document (a restore) as one undoable step', () => {
    const doc = reference();
    const other: EmailDocument = { ...doc, name: 'Older', sections: doc.sections.slice(0, 1) };
    let h = must(replaceDocument(startHistory(doc), other));
    expect(h.doc.sections).toHaveLength(1);
    expect(h.doc.name).toBe('Older');
    h = undo(h);
    expect(h.doc).toEqual(doc);
    h = redo(h);
    expect(h.doc.name).toBe('Older');
  });
});
