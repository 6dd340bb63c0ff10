import {
  PROJECT_PAGE_SIZE,
  projectErrorCodes,
  projectMessages,
  type ProjectListResponse,
} from '../../../shared/contracts/projects';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import {
  isProjectPageStart,
  projectSummary,
  queryProjectPage,
  type ProjectPageStart,
} from '../items/project';

const invalidCursor = () =>
  new DomainError('invalid', projectErrorCodes.invalidCursor, projectMessages.invalidCursor);

/** The cursor carries only the sort keys; the partition keys are rebuilt from the caller, never trusted. */
function encodeCursor(next: ProjectPageStart): string {
  return Buffer.from(JSON.stringify({ sk: next.sk, at: next.at }), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): ProjectPageStart {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const start = (parsed ?? {}) as { sk?: unknown; at?: unknown };
  if (!isProjectPageStart(start)) throw invalidCursor();
  return { sk: start.sk, at: start.at };
}

/**
 * GET /api/projects: one page of the caller's active (or archived) projects, newest edit first, from exactly
 * one Query on gsi2, so its cost depends on the page size, not on how many projects the user has.
 */
export async function listProjects(
  store: Store,
  input: { userId: string; archived: boolean; cursor?: string; limit?: number },
): Promise<ProjectListResponse> {
  const start = input.cursor ? decodeCursor(input.cursor) : undefined;
  const page = await queryProjectPage(store, input.userId, {
    archived: input.archived,
    limit: input.limit ?? PROJECT_PAGE_SIZE,
    start,
  });
  return {
    projects: page.projects.map(projectSummary),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}
