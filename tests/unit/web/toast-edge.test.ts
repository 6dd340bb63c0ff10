import { describe, expect, it } from 'vitest';
import { toastEdge } from '../../../web/lib/toast-edge';

describe('toastEdge: where a toast shows', () => {
  it.each([
    [false, false, 'top'],
    [false, true, 'top'],
    [true, false, 'top'],
    // A phone's dialog fills the screen from its top: a toast there would cover its title.
    [true, true, 'bottom'],
  ] as const)('phone %s, dialog open %s: %s', (phone, dialogOpen, edge) => {
    expect(toastEdge(phone, dialogOpen)).toBe(edge);
  });
});
