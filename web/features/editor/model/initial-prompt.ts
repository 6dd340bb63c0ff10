/** Spec 2 §2: the first email's prompt may wait in local storage under this key; read once, then removed. */
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
