import { describe, expect, it } from 'vitest';
import { errorLeftBehind, WITH_THE_MOVE_MS, type ShownToast } from '../../../web/lib/toast-page';

const error: ShownToast = { path: '/dashboard', at: 10_000, error: true };

describe('errorLeftBehind: an error toast stays on its page', () => {
  it.each([
    ['an error from the page left, seen a while', error, '/contacts', 12_000, true],
    ['the same page (a search param changed)', error, '/dashboard', 12_000, false],
    [
      'shown with the move itself (a redirect says why)',
      error,
      '/subscription',
      10_000 + WITH_THE_MOVE_MS,
      false,
    ],
    ['not an error ("Contact added", "Signed Out")', { ...error, error: false }, '/contacts', 12_000, false],
    ['no toast', undefined, '/contacts', 12_000, false],
  ] as const)('%s', (_what, shown, path, now, expected) => {
    expect(errorLeftBehind(shown, path, now)).toBe(expected);
  });
});
