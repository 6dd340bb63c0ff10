import { checkMessage } from '../../chat/chat-rules';

/** docs/product.md › Chat flow: the first email's prompt may wait in local storage under this key; read once, then removed. */
export const INITIAL_PROMPT_KEY = 'initial-email-prompt';

export function takeInitialPrompt(storage: Storage): string {
  try {
    const value = storage.getItem(INITIAL_PROMPT_KEY) ?? '';
    storage.removeItem(INITIAL_PROMPT_KEY);
    return value;
  } catch {
    return '';
  }
}

/** docs/product.md › Chat flow: an empty first-email prompt is refused with this sentence. */
export const FIRST_PROMPT_EMPTY = 'Please enter a description for your email';

/**
 * The first-email prompt to send, or the reason it is not sent: blank is the first-email refusal of docs/product.md › Chat flow
 * (not the chat's 'Message cannot be empty'); the chat's other limits (length) still apply. Pure.
 */
export function checkFirstPrompt(raw: string): ReturnType<typeof checkMessage> {
  if (raw.trim() === '') return { ok: false, error: FIRST_PROMPT_EMPTY };
  return checkMessage(raw);
}
