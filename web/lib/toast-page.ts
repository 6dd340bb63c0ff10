/**
 * An error toast belongs to the page it was shown on: an error the person saw there (and may have resolved
 * there, with "Try Again") does not follow them to the next page. A toast shown as part of the move itself
 * (a redirect says why, an action toasts and then navigates) is shown a moment before the path changes and
 * stays. Pure.
 */
export interface ShownToast {
  /** The path the toast was shown on. */
  path: string;
  /** When it was shown (ms). */
  at: number;
  error: boolean;
}

/** Toasts shown this close before a path change came with the move. */
export const WITH_THE_MOVE_MS = 500;

/** Whether the shown toast is an error left behind on another page, once the path is `path` at `now`. */
export function errorLeftBehind(shown: ShownToast | undefined, path: string, now: number): boolean {
  return shown !== undefined && shown.error && shown.path !== path && now - shown.at > WITH_THE_MOVE_MS;
}
