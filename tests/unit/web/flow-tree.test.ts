/** Issue 32: the builder's tree operations are pure: find, insert, remove, move, replace, at any depth. */
import { describe, expect, it } from 'vitest';
import type { FlowStep } from '../../../shared/contracts/flows';
import {
  allSteps,
  depthOf,
  findStep,
  insertStep,
  moveStep,
  removeStep,
  replaceStep,
  slotOf,
} from '../../../web/features/automations/flow-tree';
import { condition, email, wait, waitForEvent } from './flow-fixtures';

const tree = (): FlowStep[] => [
  email('a'),
  condition('c', [email('y1'), wait('y2')], [waitForEvent('e', [email('h')], [])]),
  email('z'),
];
const ids = (steps: FlowStep[]) => allSteps(steps).map((s) => s.id);

describe('flow tree', () => {
  it('reads the tree in order: a step, its branches left to right, then the next', () => {
    expect(ids(tree())).toEqual(['a', 'c', 'y1', 'y2', 'e', 'h', 'z']);
    expect(depthOf(tree())).toBe(3);
    expect(slotOf(tree(), 'h')).toEqual({ parentId: 'e', branch: 'happened', index: 0 });
  });

  it.each([
    ['top, start', { parentId: null, index: 0 }, ['n', 'a', 'c', 'y1', 'y2', 'e', 'h', 'z']],
    ['top, end', { parentId: null, index: 3 }, ['a', 'c', 'y1', 'y2', 'e', 'h', 'z', 'n']],
    [
      'between two in a branch',
      { parentId: 'c', branch: 'yes', index: 1 },
      ['a', 'c', 'y1', 'n', 'y2', 'e', 'h', 'z'],
    ],
    [
      'an empty nested branch',
      { parentId: 'e', branch: 'timedOut', index: 0 },
      ['a', 'c', 'y1', 'y2', 'e', 'h', 'n', 'z'],
    ],
    [
      'an index past the end lands at the end',
      { parentId: 'c', branch: 'no', index: 9 },
      ['a', 'c', 'y1', 'y2', 'e', 'h', 'n', 'z'],
    ],
  ] as const)('inserts %s', (_, slot, expected) => {
    const before = tree();
    const after = insertStep(before, slot, email('n'));
    expect(ids(after)).toEqual(expected);
    expect(ids(before)).toEqual(ids(tree())); // the given tree is left as it was
  });

  it('removes a step with its branches, and nothing when the id is unknown', () => {
    expect(ids(removeStep(tree(), 'c'))).toEqual(['a', 'z']);
    expect(ids(removeStep(tree(), 'h'))).toEqual(['a', 'c', 'y1', 'y2', 'e', 'z']);
    const same = tree();
    expect(removeStep(same, 'nope')).toBe(same);
  });

  it.each([
    ['up within its list', 'z', { parentId: null, index: 1 }, ['a', 'z', 'c', 'y1', 'y2', 'e', 'h']],
    [
      'down within its list (index before the move)',
      'a',
      { parentId: null, index: 2 },
      ['c', 'y1', 'y2', 'e', 'h', 'a', 'z'],
    ],
    ['into a branch', 'z', { parentId: 'c', branch: 'yes', index: 0 }, ['a', 'c', 'z', 'y1', 'y2', 'e', 'h']],
    ['out of a branch', 'y2', { parentId: null, index: 0 }, ['y2', 'a', 'c', 'y1', 'e', 'h', 'z']],
    [
      'into its own branch: refused',
      'c',
      { parentId: 'e', branch: 'timedOut', index: 0 },
      ['a', 'c', 'y1', 'y2', 'e', 'h', 'z'],
    ],
  ] as const)('moves a step %s', (_, id, slot, expected) => {
    expect(ids(moveStep(tree(), id, slot))).toEqual(expected);
  });

  it('replaces a step in place, deep in a branch', () => {
    const after = replaceStep(tree(), email('h', 'Thanks for your order'));
    expect(findStep(after, 'h')).toMatchObject({ subject: 'Thanks for your order' });
    expect(ids(after)).toEqual(ids(tree()));
  });
});
