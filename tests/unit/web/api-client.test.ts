import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  ApiRequestError,
  buildApiUrl,
  isApiError,
  shouldRetry,
  toApiRequestError,
} from '../../../web/lib/api-client';

describe('buildApiUrl', () => {
  it('joins a same-origin base of /api with route-table paths without doubling /api', () => {
    expect(buildApiUrl('/api', '/api/me')).toBe('/api/me');
    expect(buildApiUrl('/api/', '/api/health')).toBe('/api/health');
    expect(buildApiUrl('/api', '/me')).toBe('/api/me');
  });

  it('works with an empty base and with an absolute base', () => {
    expect(buildApiUrl('', '/api/me')).toBe('/api/me');
    expect(buildApiUrl('https://x.execute-api.eu-west-1.amazonaws.com', '/api/me')).toBe(
      'https://x.execute-api.eu-west-1.amazonaws.com/api/me',
    );
    expect(buildApiUrl('https://app.example.com/api', 'api/projects?limit=5')).toBe(
      'https://app.example.com/api/projects?limit=5',
    );
  });
});

describe('toApiRequestError', () => {
  it("carries the server's sentence, code and issues", () => {
    const error = toApiRequestError(409, {
      error: 'domain_taken',
      message: 'This domain name is already registered. Please try a different one.',
      issues: [{ path: 'domain', message: 'taken' }],
    });
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('domain_taken');
    expect(error.message).toBe('This domain name is already registered. Please try a different one.');
    expect(error.issues).toEqual([{ path: 'domain', message: 'taken' }]);
  });

  it('falls back to a status sentence for bodies of another shape', () => {
    expect(toApiRequestError(502, undefined).message).toBe('Request failed (status 502)');
    expect(toApiRequestError(500, { message: 'no error code' }).message).toBe('Request failed (status 500)');
  });

  it('reads error bodies exactly as the zod contract does (checked by hand in the browser, issue 13)', () => {
    const bodies: unknown[] = [
      { error: 'e', message: 'm' },
      { error: 'e', message: 'm', issues: [] },
      { error: 'e', message: 'm', issues: [{ path: 'a', message: 'b' }] },
      { error: 'e', message: 'm', issues: [{ path: 1, message: 'b' }] },
      { error: 'e', message: 'm', issues: [{ path: 'a' }] },
      { error: 'e', message: 'm', issues: [null] },
      { error: 'e', message: 'm', issues: 'x' },
      { error: 'e', message: 'm', issues: null },
      { error: 1, message: 'm' },
      { error: 'e' },
      { message: 'm' },
      [],
      'text',
      null,
      undefined,
    ];
    for (const body of bodies)
      expect(isApiError(body), JSON.stringify(body)).toBe(apiErrorSchema.safeParse(body).success);
  });
});

describe('shouldRetry', () => {
  it('never retries a 4xx and retries anything else once', () => {
    expect(shouldRetry(0, new ApiRequestError(404, 'Project not found'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(503, 'down'))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError(503, 'down'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(0, 'offline'))).toBe(true);
  });
});
