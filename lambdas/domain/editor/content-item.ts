import type { EmailDocument } from '../../../shared/email';
import { parseEmailDocument } from '../../../shared/email';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';

/**
 * A project's document and HTML, keys.projectContent (layout in lambdas/domain/projects/project-item.ts):
 * documentJson (JSON text: DynamoDB limits map nesting to 32 levels, which nested columns could reach),
 * html (always the server's own rendering), updatedAt, and the project version it was saved as.
 */
export interface StoredContent {
  document: EmailDocument;
  html: string;
  /** The project version this content was saved as (undefined on items written before it was stored). */
  version: number | undefined;
  updatedAt: string;
}

export function contentItem(
  userId: string,
  projectId: string,
  content: { document: EmailDocument; html: string; version: number; updatedAt: string },
): Item {
  return {
    ...keys.projectContent(userId, projectId),
    projectId,
    userId,
    documentJson: JSON.stringify(content.document),
    html: content.html,
    version: content.version,
    updatedAt: content.updatedAt,
  };
}

/** Reads stored JSON leniently (older or repaired documents still open); undefined when there is none. */
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
    version: typeof item.version === 'number' ? item.version : undefined,
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : '',
  };
}
