/**
 * Issue 32: the builder's one reducer, as a table (a row: from, action, what follows). Edits mark the
 * state dirty and never touch the version; a reload keeps an edit in progress; a 409 keeps the edit and
 * moves the base version on to the one that won; removing a step where people wait records where they go.
 */
import { describe, expect, it } from 'vitest';
import {
  builderPageReducer,
  builderReducer,
  initialBuilderState,
  waitingIn,
  type BuilderAction,
  type BuilderState,
} from '../../../web/features/automations/builder-state';
import { allSteps, findStep } from '../../../web/features/automations/flow-tree';
import { detail, email } from './flow-fixtures';

const clean = (): BuilderState => initialBuilderState(detail());
const ids = (s: BuilderState) => allSteps(s.definition.steps).map((step) => step.id);
const edited = (): BuilderState => builderReducer(clean(), { type: 'rename', name: 'Mine' });
const newer = detail({ version: 4, name: 'Theirs' });

const rows: [string, () => BuilderState, BuilderAction, (s: BuilderState) => void][] = [
  [
    'select the trigger',
    clean,
    { type: 'select', selection: { kind: 'trigger' } },
    (s) => {
      expect(s.selected).toEqual({ kind: 'trigger' });
      expect(s.dirty).toBe(false);
    },
  ],
  [
    'insert a step: selected, focused, dirty',
    clean,
    { type: 'insert', at: { parentId: 'c', branch: 'no', index: 0 }, step: email('new') },
    (s) => {
      expect(ids(s)).toEqual(['a', 'w', 'c', 'y', 'new', 'n', 'z']);
      expect(s.selected).toEqual({ kind: 'step', id: 'new' });
      expect(s.focusId).toBe('new');
      expect(s.dirty).toBe(true);
    },
  ],
  [
    'insert an id already there: nothing',
    clean,
    { type: 'insert', at: { parentId: null, index: 0 }, step: email('a') },
    (s) => expect(s).toEqual(clean()),
  ],
  [
    'focused clears the focus request',
    () => ({ ...clean(), focusId: 'a' }),
    { type: 'focused' },
    (s) => expect(s.focusId).toBeNull(),
  ],
  [
    'update a step',
    clean,
    { type: 'update', step: email('y', 'New subject') },
    (s) => {
      expect(findStep(s.definition.steps, 'y')).toMatchObject({ subject: 'New subject' });
      expect(s.dirty).toBe(true);
    },
  ],
  [
    'move a step up',
    clean,
    { type: 'move', id: 'z', to: { parentId: null, index: 0 } },
    (s) => expect(ids(s)[0]).toBe('z'),
  ],
  [
    'move into its own branch: nothing changes',
    clean,
    { type: 'move', id: 'c', to: { parentId: 'c', branch: 'yes', index: 0 } },
    (s) => expect(s.dirty).toBe(false),
  ],
  [
    'remove a step nobody waits at',
    clean,
    { type: 'remove', id: 'z', waiting: [], to: 'exit' },
    (s) => {
      expect(ids(s)).toEqual(['a', 'w', 'c', 'y', 'n']);
      expect(s.moves).toEqual({});
      expect(s.focusId).toBe('c'); // the step before it takes focus
    },
  ],
  [
    'remove the first step of a branch: its parent takes focus',
    clean,
    { type: 'remove', id: 'n', waiting: [], to: 'exit' },
    (s) => expect(s.focusId).toBe('c'),
  ],
  [
    'remove the first step of the flow: nothing to focus',
    clean,
    { type: 'remove', id: 'a', waiting: [], to: 'exit' },
    (s) => expect(s.focusId).toBeNull(),
  ],
  [
    'remove a branch where people wait: they go where asked',
    clean,
    { type: 'remove', id: 'c', waiting: ['y'], to: 'a' },
    (s) => {
      expect(ids(s)).toEqual(['a', 'w', 'z']);
      expect(s.moves).toEqual({ y: 'a' });
    },
  ],
  [
    'remove the step earlier moves went to: they follow on',
    () => ({ ...clean(), moves: { y: 'w' } }),
    { type: 'remove', id: 'w', waiting: ['w'], to: 'z' },
    (s) => {
      expect(s.moves).toEqual({ y: 'z', w: 'z' });
    },
  ],
  [
    'remove the selected step: nothing selected',
    () => ({ ...clean(), selected: { kind: 'step', id: 'y' } }),
    { type: 'remove', id: 'c', waiting: [], to: 'exit' },
    (s) => expect(s.selected).toBeNull(),
  ],
  [
    'a move to a removed step becomes exit',
    clean,
    { type: 'remove', id: 'c', waiting: ['y'], to: 'n' },
    (s) => expect(s.moves).toEqual({ y: 'exit' }),
  ],
  [
    'trigger',
    clean,
    { type: 'trigger', trigger: { type: 'tag-added', tag: 'vip' } },
    (s) => {
      expect(s.definition.trigger).toEqual({ type: 'tag-added', tag: 'vip' });
      expect(s.dirty).toBe(true);
    },
  ],
  [
    'settings',
    clean,
    { type: 'settings', change: { exitEvents: ['Placed Order'], reentry: { mode: 'after-days', days: 14 } } },
    (s) => {
      expect(s.definition.exitEvents).toEqual(['Placed Order']);
      expect(s.definition.reentry).toEqual({ mode: 'after-days', days: 14 });
    },
  ],
  [
    'a reload of a clean flow takes the new copy, keeps the selection',
    () => ({ ...clean(), selected: { kind: 'trigger' } }),
    { type: 'loaded', flow: newer },
    (s) => {
      expect(s.name).toBe('Theirs');
      expect(s.baseVersion).toBe(4);
      expect(s.selected).toEqual({ kind: 'trigger' });
    },
  ],
  [
    'a reload during an edit keeps the edit and the base version',
    edited,
    { type: 'loaded', flow: newer },
    (s) => {
      expect(s.name).toBe('Mine');
      expect(s.baseVersion).toBe(3);
    },
  ],
  [
    '409: the edit is kept, the conflict noted',
    edited,
    { type: 'conflict' },
    (s) => {
      expect(s.conflict).toBe(0);
      expect(s.name).toBe('Mine');
    },
  ],
  [
    'the reload after a 409 keeps the edit, moves the base on',
    () => builderReducer(edited(), { type: 'conflict' }),
    { type: 'loaded', flow: newer },
    (s) => {
      expect(s.name).toBe('Mine');
      expect(s.dirty).toBe(true);
      expect(s.baseVersion).toBe(4);
      expect(s.conflict).toBe(4);
    },
  ],
  [
    'saved: clean, moves cleared, the new version',
    () => ({ ...edited(), moves: { y: 'exit' }, conflict: 4 }),
    { type: 'saved', flow: detail({ version: 5, name: 'Mine' }) },
    (s) => {
      expect(s).toMatchObject({ dirty: false, moves: {}, conflict: null, baseVersion: 5, name: 'Mine' });
    },
  ],
  [
    'discard: the server copy again',
    edited,
    { type: 'discard', flow: newer },
    (s) => {
      expect(s).toMatchObject({ dirty: false, name: 'Theirs', baseVersion: 4 });
    },
  ],
];

describe('builderReducer', () => {
  it.each(rows)('%s', (_, from, action, check) => {
    const before = from();
    const frozen = JSON.stringify(before);
    check(builderReducer(before, action));
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it('the page has no state until the flow loads', () => {
    expect(builderPageReducer(null, { type: 'select', selection: { kind: 'trigger' } })).toBeNull();
    expect(builderPageReducer(null, { type: 'loaded', flow: detail() })).toEqual(clean());
  });

  it('names the steps in a part of the tree where people wait', () => {
    const flow = detail();
    const c = findStep(flow.definition.steps, 'c');
    expect(c && waitingIn(c, flow.stepStats)).toEqual(['y']);
  });
});
