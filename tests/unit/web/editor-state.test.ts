import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEmailDocument, type EmailDocument } from '../../../shared/email';
import {
  editorReducer,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from '../../../web/features/editor/hooks/editor-state';
import { documentEdit } from '../../../web/features/editor/model/email-settings';

/**
 * The editor's transitions (web/features/editor/hooks/editor-state.ts). Issue 29: renaming the email's title
 * replaced the subject typed in Settings (the document's name), so the test mail went out with the title as
 * its subject. Title and subject are separate: a rename changes the title only.
 */
const reference = (): EmailDocument => {
  const r = parseEmailDocument(
    JSON.parse(readFileSync(join(__dirname, '../../fixtures/email/reference-email.json'), 'utf8')),
    { strict: true },
  );
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return { ...r.data, name: 'Our autumn candles are here' };
};
const doc = reference();

const fresh = initialEditorState(doc, 'Autumn candles');

function subjectEdit(state: EditorState, subject: string): EditorAction {
  const r = documentEdit(state.history.doc, { name: subject });
  if (!r.ok) throw new Error(r.reason);
  return { type: 'edit', changes: r.changes };
}

describe('editorReducer: title and subject', () => {
  it('a rename changes the title, never the subject, and leaves nothing for the autosave', () => {
    const renamed = editorReducer(fresh, { type: 'rename', title: 'Welcome email' });
    expect(renamed.title).toBe('Welcome email');
    expect(renamed.history.doc.name).toBe('Our autumn candles are here');
    expect(renamed.history.doc).toBe(fresh.history.doc);
    expect(renamed.revision).toBe(fresh.revision);
    expect(renamed.history.past).toHaveLength(0);
  });

  it('a subject typed in Settings survives a later rename, and undo brings back the old subject only', () => {
    const typed = editorReducer(fresh, subjectEdit(fresh, 'Cedar, clove and smoked vanilla'));
    expect(typed.history.doc.name).toBe('Cedar, clove and smoked vanilla');
    expect(typed.title).toBe('Autumn candles');
    expect(typed.revision).toBe(1);

    const renamed = editorReducer(typed, { type: 'rename', title: 'Welcome email' });
    expect(renamed.history.doc.name).toBe('Cedar, clove and smoked vanilla');
    expect(renamed.revision).toBe(1);

    const undone = editorReducer(renamed, { type: 'undo' });
    expect(undone.history.doc.name).toBe('Our autumn candles are here');
    expect(undone.title).toBe('Welcome email');
  });

  it.each<[string, EditorAction, Partial<Pick<EditorState, 'title' | 'revision' | 'selectedId'>>]>([
    [
      'rename to the same title',
      { type: 'rename', title: 'Autumn candles' },
      { title: 'Autumn candles', revision: 0 },
    ],
    ['select', { type: 'select', id: 't1' }, { selectedId: 't1', revision: 0, title: 'Autumn candles' }],
    ['undo with nothing to undo', { type: 'undo' }, { revision: 0 }],
    ['load a reloaded copy keeps the title', { type: 'load', doc }, { title: 'Autumn candles', revision: 0 }],
  ])('%s', (_label, action, expected) => {
    expect(editorReducer(fresh, action)).toMatchObject(expected);
  });
});
