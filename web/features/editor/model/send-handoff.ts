/**
 * docs/product.md › Send preview: the send preview page reads the email's HTML from session storage. We also pass the
 * project id, its saved version and the email's structure, which the send needs.
 */
import type { EmailDocument } from '../../../../shared/email';

export const SEND_HANDOFF_KEY = 'jm-send-email';

export interface SendHandoff {
  projectId: string;
  version: number;
  /** The email's subject (the document's name), not the project's title. */
  subject: string;
  html: string;
  document: EmailDocument;
}

export function writeHandoff(storage: Storage, handoff: SendHandoff): void {
  storage.setItem(SEND_HANDOFF_KEY, JSON.stringify(handoff));
}

/** The hand-off, or undefined when it is missing or not ours. */
export function readHandoff(storage: Storage): Partial<SendHandoff> | undefined {
  try {
    const raw = storage.getItem(SEND_HANDOFF_KEY);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' ? (value as Partial<SendHandoff>) : undefined;
  } catch {
    return undefined;
  }
}
