/**
 * The pending batch over the editor's document (web/features/chat/pending-preview.ts) and the first-turn
 * hand-off (first-turn.ts): what the preview shows and outlines, and the before/after of each change.
 */
import { describe, expect, it } from 'vitest';
import type { PendingChange } from '../../../shared/contracts/ai';
import { GLOBAL_DEFAULTS, type EmailChange, type EmailDocument } from '../../../shared/email';
import { hasFirstTurn, queueFirstTurn, takeFirstTurn } from '../../../web/features/chat/first-turn';
import {
  beforeAfter,
  focusIdOf,
  previewWithPending,
  textOf,
} from '../../../web/features/chat/pending-preview';

const doc: EmailDocument = {
  name: 'Test',
  globalStyles: { ...GLOBAL_DEFAULTS },
  sections: [{ id: 's1', elements: [{ id: 't1', type: 'text', content: 'Hello there' }] }],
} as EmailDocument;

const pending = (id: string, change: EmailChange): PendingChange => ({
  id,
  projectId: 'p',
  batchId: 'b',
  changeType: change.change_type,
  targetId: change.target_id ?? null,
  targetParentId: null,
  change,
  status: 'pending',
  aiRationale: 'why',
  createdAt: '',
  updatedAt: '',
});

const add = pending('c1', {
  change_type: 'section_add',
  new_content: { id: 's2', elements: [{ id: 't2', type: 'text', content: 'New <b>words</b>' }] },
} as EmailChange);
const edit = pending('c2', {
  change_type: 'element_edit',
  target_id: 't1',
  new_content: { id: 't1', type: 'text', content: 'Hi again' },
} as EmailChange);
const del = pending('c3', { change_type: 'section_delete', target_id: 's1' } as EmailChange);
const stale = pending('c4', {
  change_type: 'element_edit',
  target_id: 'nope',
  new_content: { id: 'nope', type: 'text', content: 'x' },
} as EmailChange);

describe('the pending batch in the preview', () => {
  it('shows additions and edits applied, outlines them apart, skips what no longer applies', () => {
    const shown = previewWithPending(doc, [add, edit, stale]);
    expect(shown.doc.sections.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(shown.added).toEqual(['s2']);
    expect(shown.edited).toEqual(['t1']);
    expect(doc.sections).toHaveLength(1); // the editor's document is untouched
  });

  it('does not outline deletions', () => {
    const shown = previewWithPending(doc, [del]);
    expect(shown.added).toEqual([]);
    expect(shown.edited).toEqual([]);
  });

  it('gives each change its text before and after, and the id to scroll to', () => {
    expect(beforeAfter(doc, add)).toEqual({ before: '', after: 'New words' });
    expect(beforeAfter(doc, edit)).toEqual({ before: 'Hello there', after: 'Hi again' });
    expect(beforeAfter(doc, del)).toEqual({ before: 'Hello there', after: '' });
    expect([add, edit, del].map(focusIdOf)).toEqual(['s2', 't1', 's1']);
    expect(textOf({ a: [{ content: 'x' }, { content: 'y' }] })).toBe('x / y');
  });
});

describe('the first turn', () => {
  it('waits for its project and is taken once', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    queueFirstTurn(storage, 'p1', 'A welcome email');
    expect(hasFirstTurn(storage, 'p2')).toBe(false);
    expect(hasFirstTurn(storage, 'p1')).toBe(true);
    expect(takeFirstTurn(storage, 'p1')).toBe('A welcome email');
    expect(takeFirstTurn(storage, 'p1')).toBeUndefined();
  });
});
