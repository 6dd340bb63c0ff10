/**
 * The import this browser started last, so /contacts/import shows its progress when the user comes back
 * (closing the page does not stop an import). The address's ?import= wins over it.
 */
const KEY = 'jm.lastContactImport';

export function rememberImport(importId: string): void {
  try {
    localStorage.setItem(KEY, importId);
  } catch {
    // storage blocked: the ?import= address still works
  }
}

export function lastImport(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetImport(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
