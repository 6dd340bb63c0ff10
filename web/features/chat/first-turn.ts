/**
 * docs/product.md › Chat flow step 1: the first-email screen creates the project, then its prompt is the first
 * chat turn (Major Edit). The prompt waits here, keyed by project, until the workspace sends it.
 */
const key = (projectId: string) => `jm-first-turn:${projectId}`;

export function queueFirstTurn(storage: Storage, projectId: string, prompt: string): void {
  try {
    storage.setItem(key(projectId), prompt);
  } catch {
    // Storage full or blocked: the prompt stays on screen in the chat input instead.
  }
}

export function hasFirstTurn(storage: Storage, projectId: string): boolean {
  try {
    return storage.getItem(key(projectId)) !== null;
  } catch {
    return false;
  }
}

/** The waiting prompt, removed as it is read (sent once). */
export function takeFirstTurn(storage: Storage, projectId: string): string | undefined {
  try {
    const value = storage.getItem(key(projectId));
    storage.removeItem(key(projectId));
    return value ?? undefined;
  } catch {
    return undefined;
  }
}
