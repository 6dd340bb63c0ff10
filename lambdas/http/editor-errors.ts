import type { SaveConflict, TestSendLimited } from '../../shared/contracts/editor';
import { InvalidDocumentError, TestSendLimitedError, VersionConflictError } from '../domain/editor/errors';
import { HttpError } from './errors';
import type { Reply } from './responses';
import { reply } from './responses';

/**
 * The editor's errors that carry more than `{ error, message }`: the 409's current version, the 429's
 * Retry-After, the invalid document's list of problems. Everything else is left to httpRoute's mapping.
 */
export async function withEditorErrors<T>(run: () => Promise<T>): Promise<T | Reply<never>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof VersionConflictError) {
      const body: SaveConflict = {
        error: 'version_conflict',
        message: error.message,
        currentVersion: error.currentVersion,
      };
      return reply(409, body as never);
    }
    if (error instanceof TestSendLimitedError) {
      const body: TestSendLimited = {
        error: 'test_send_rate_limited',
        message: error.message,
        retryAfterSeconds: error.retryAfterSeconds,
      };
      return reply(429, body as never, { 'retry-after': String(error.retryAfterSeconds) });
    }
    if (error instanceof InvalidDocumentError) {
      throw new HttpError(
        400,
        error.code,
        error.message,
        error.problems.map((message) => ({ path: 'body.document', message })),
      );
    }
    throw error;
  }
}
