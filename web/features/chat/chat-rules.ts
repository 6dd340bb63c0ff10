/**
 * The chat panel's rules (docs/product.md › Chat panel, Chat modes), as pure functions for
 * the ChatPanel component (mounted in the editor's side pane) and its tests.
 */
import { MESSAGE_MAX_CHARS, MESSAGES, type ChatMode } from '../../../shared/contracts/ai';

export const PLACEHOLDER = 'Type your request...';
export const CLARIFY_PLACEHOLDER = 'Your answer to the AI...';
export const CLARIFY_BANNER = "Please answer the AI's question above to continue.";
export const SEND_HINT = 'Shift+Enter for new line.';
export const ERROR_HEADING = 'An error occurred.';
/** docs/product.md › Chat errors toast when Minor Edit or Just Ask is chosen (or sent) before a first draft exists. */
export const MODE_UNAVAILABLE = MESSAGES.modeUnavailable;
/** Input height limits in px (docs/product.md › Chat panel: "between 40 and 120 px"). */
export const INPUT_MIN_PX = 40;
export const INPUT_MAX_PX = 120;

/** The message to send, or the reason it is not sent (trimmed; blank gives the spec's toast). */
export function checkMessage(raw: string): { ok: true; message: string } | { ok: false; error: string } {
  const message = raw.trim();
  if (!message) return { ok: false, error: MESSAGES.empty };
  if (message.length > MESSAGE_MAX_CHARS) return { ok: false, error: MESSAGES.tooLong };
  return { ok: true, message };
}

export const placeholderFor = (clarifying: boolean): string =>
  clarifying ? CLARIFY_PLACEHOLDER : PLACEHOLDER;

/** Major is always allowed; Minor Edit and Just Ask need a first draft (else the 'Mode Unavailable' toast). */
export function modeAllowed(mode: ChatMode, hasDraft: boolean): boolean {
  return mode === 'major' || hasDraft;
}

/** Enter sends; Shift+Enter inserts a new line (and so does Enter while an IME is composing). */
export function sendsOnKey(key: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return key.key === 'Enter' && !key.shiftKey && !key.isComposing;
}

/** The textarea's height for its content height, kept between 40 and 120 px. */
export const inputHeight = (scrollHeight: number): number =>
  Math.min(INPUT_MAX_PX, Math.max(INPUT_MIN_PX, Math.ceil(scrollHeight)));

/** Send is disabled while loading or when the trimmed input is empty (docs/product.md › Chat panel). */
export const canSend = (raw: string, loading: boolean): boolean => !loading && raw.trim().length > 0;
