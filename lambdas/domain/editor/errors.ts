import {
  DOCUMENT_REQUIRED_MESSAGE,
  editorErrorCodes,
  VERSION_CONFLICT_MESSAGE,
} from '../../../shared/contracts/editor';
import { DomainError } from '../errors';

/** 409 from a stale save or restore: carries the project's current version for the editor's choice. */
export class VersionConflictError extends DomainError {
  constructor(readonly currentVersion: number) {
    super('conflict', editorErrorCodes.versionConflict, VERSION_CONFLICT_MESSAGE);
  }
}

/** 400 for a document that fails the schema or its limits; `problems` are readable sentences with paths. */
export class InvalidDocumentError extends DomainError {
  constructor(readonly problems: string[]) {
    super(
      'invalid',
      editorErrorCodes.invalidDocument,
      problems.length ? `The email could not be saved: ${problems[0]}` : DOCUMENT_REQUIRED_MESSAGE,
    );
  }
}

/** 429 with the seconds until the next test send is allowed. */
export class TestSendLimitedError extends DomainError {
  declare readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string) {
    super('rate_limited', editorErrorCodes.rateLimited, message, retryAfterSeconds);
  }
}
