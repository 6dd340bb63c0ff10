import type { EmailDocument } from '../../../shared/email';
import { parseEmailDocument } from '../../../shared/email';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';

/**
 * A project's document and HTML: pk USER#{sub} sk PROJECTDOC#{id} (keys.projectContent), apart from the
 * list item so listing stays light. The document is stored as JSON text: DynamoDB limits map nesting to
 * 32 levels, which nested columns and boxes could reach. The HTML is always the server's own rendering.
 */
export interface StoredContent {
  document: EmailDocument;
  html: string;
  /** The project version this content was saved as. */
  version: number;
  savedAt: string;
}

export function contentItem(
  userId: string,
  projectId: string,
  content: { document: EmailDocument; html: string; version: number; savedAt: string },
): Item {
  return {
    ...keys.projectContent(userId, projectId),
    projectId,
    documentJson: JSON.stringify(content.document),
    html: content.html,
    version: content.version,
    savedAt: content.savedAt,
  };
}

/** Reads stored JSON leniently (old or repaired documents still open); undefined when there is none. */
export function documentFromJson(json: unknown): EmailDocument | undefined {
  if (typeof json !== 'string') return undefined;
  const parsed = parseEmailDocument(json);
  return parsed.ok ? parsed.data : undefined;
}

export async function readContent(
  store: Store,
  userId: string,
  projectId: string,
): Promise<StoredContent | undefined> {
  const item = await store.get(keys.projectContent(userId, projectId));
  const document = item && documentFromJson(item.documentJson);
  if (!item || !document) return undefined;
  return {
    document,
    html: typeof item.html === 'string' ? item.html : '',
    version: typeof item.version === 'number' ? item.version : 0,
    savedAt: typeof item.savedAt === 'string' ? item.savedAt : '',
  };
}
