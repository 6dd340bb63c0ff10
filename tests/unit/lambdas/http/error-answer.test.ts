import { describe, expect, it } from 'vitest';
import {
  InvalidDocumentError,
  TestSendLimitedError,
  VersionConflictError,
} from '../../../../lambdas/domain/editor/errors';
import { DomainError } from '../../../../lambdas/domain/errors';
import { errorAnswer, HttpError, tooLarge } from '../../../../lambdas/http/errors';

describe('errorAnswer: the one error -> HTTP mapping', () => {
  it.each([
    [
      'a wrapper refusal',
      tooLarge(10),
      {
        status: 413,
        body: { error: 'payload_too_large', message: 'Request body is too large (limit 10 bytes).' },
        headers: {},
      },
    ],
    [
      'a refusal naming fields',
      new HttpError(400, 'invalid_request', 'Bad.', [{ path: 'body.x', message: 'Required' }]),
      {
        status: 400,
        body: {
          error: 'invalid_request',
          message: 'Bad.',
          issues: [{ path: 'body.x', message: 'Required' }],
        },
        headers: {},
      },
    ],
    [
      'a domain error',
      new DomainError('not_found', 'project_not_found', 'No such project.'),
      { status: 404, body: { error: 'project_not_found', message: 'No such project.' }, headers: {} },
    ],
    [
      'a rate limit',
      new DomainError('rate_limited', 'rate_limited', 'Slow down.', 2.5),
      {
        status: 429,
        body: { error: 'rate_limited', message: 'Slow down.' },
        headers: { 'retry-after': '3' },
      },
    ],
    [
      'a stale save',
      new VersionConflictError(7),
      {
        status: 409,
        body: { error: 'version_conflict', message: new VersionConflictError(7).message, currentVersion: 7 },
        headers: {},
      },
    ],
    [
      'a test-send limit',
      new TestSendLimitedError(60, 'Wait a minute.'),
      {
        status: 429,
        body: { error: 'test_send_rate_limited', message: 'Wait a minute.', retryAfterSeconds: 60 },
        headers: { 'retry-after': '60' },
      },
    ],
    [
      'an invalid document',
      new InvalidDocumentError(['blocks: too many']),
      {
        status: 400,
        body: {
          error: 'invalid_document',
          message: 'The email could not be saved: blocks: too many',
          issues: [{ path: 'body.document', message: 'blocks: too many' }],
        },
        headers: {},
      },
    ],
  ])('%s', (_name, error, answer) => {
    expect(errorAnswer(error)).toEqual(answer);
    expect(JSON.stringify(errorAnswer(error)?.body)).toBe(JSON.stringify(answer.body));
  });

  it('leaves anything else to the caller (a bug: 500, logged)', () => {
    expect(errorAnswer(new Error('boom'))).toBeUndefined();
    expect(errorAnswer('boom')).toBeUndefined();
  });
});
