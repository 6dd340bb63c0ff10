import {
  PROJECT_PAGE_SIZE,
  projectErrorCodes,
  projectMessages,
  type ProjectListResponse,
} from '../../../shared/contracts/projects';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';
import { DomainError } from '../errors';
import { listIndexKey, toSummary } from './project-item';

const invalidCursor = () =>
  new DomainError('invalid', projectErrorCodes.invalidCursor, projectMessages.invalidCursor);

/** The cursor carries only the sort keys; the partition keys are rebuilt from the caller, never trusted. */
function encodeCursor(next: Item): string {
  return Buffer.from(JSON.stringify({ sk: next.sk, at: next.gsi2sk }), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, userId: string, archived: boolean): Item {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { sk, at } = (parsed ?? {}) as { sk?: unknown; at?: unknown };
  if (typeof sk !== 'string' || !sk.startsWith('PROJECT#') || typeof at !== 'string' || at === '')
    throw invalidCursor();
  return { pk: keys.project(userId, '').pk, sk, ...listIndexKey(userId, archived, at) };
}

/**
 * GET /api/projects: one page of the caller's active (or archived) projects, newest edit first, from exactly
 * one Query on gsi2, so its cost depends on the page size, not on how many projects the user has.
 */
export async function listProjects(
  store: Store,
  input: { userId: string; archived: boolean; cursor?: string; limit?: number },
): Promise<ProjectListResponse> {
  const startKey = input.cursor ? decodeCursor(input.cursor, input.userId, input.archived) : undefined;
  const page = await store.queryPage({
    index: 'gsi2',
    partition: listIndexKey(input.userId, input.archived, '').gsi2pk,
    ascending: false,
    limit: input.limit ?? PROJECT_PAGE_SIZE,
    startKey,
  });
  return {
    projects: page.items.map(toSummary),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}
