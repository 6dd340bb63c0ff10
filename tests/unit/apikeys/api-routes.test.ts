/**
 * The public API's one source of truth (issue 31): every 'apikey' route names its scope, and the OpenAPI
 * document lists exactly those routes, each with that scope; the key's secret has the shape auth expects.
 */
import { describe, expect, it } from 'vitest';
import {
  hashApiKeySecret,
  hintOf,
  looksLikeApiKey,
  newApiKeySecret,
} from '../../../lambdas/domain/apikeys/key-secret';
import { routes } from '../../../lambdas/routes';
import { openApiDocument } from '../../../shared/contracts/api-v1-openapi';

const apiRoutes = routes.filter((r) => r.auth === 'apikey');

describe('the v1 route table and its OpenAPI document', () => {
  it('has a scope on every apikey route, and only /api/v1 routes use keys', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(4);
    for (const r of apiRoutes) {
      expect(r.path, r.id).toMatch(/^\/api\/v1\//);
      expect('apiScope' in r && r.apiScope, r.id).toBeTruthy();
    }
  });

  it('documents exactly the apikey routes, each with its scope', () => {
    const doc = openApiDocument();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${path} ${op['x-scope']}`),
    );
    const table = apiRoutes.map((r) => `${r.method} ${r.path} ${'apiScope' in r ? r.apiScope : ''}`);
    expect(documented.sort()).toEqual(table.sort());
  });
});

describe('key secrets', () => {
  it('are jm_live_ and 43 base64url characters, hashed with SHA-256, hinted by their first 12', () => {
    const secret = newApiKeySecret();
    expect(looksLikeApiKey(secret)).toBe(true);
    expect(looksLikeApiKey(`${secret}x`)).toBe(false);
    expect(looksLikeApiKey(secret.replace('jm_live_', 'jm_test_'))).toBe(false);
    expect(hashApiKeySecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKeySecret(secret)).not.toBe(hashApiKeySecret(newApiKeySecret()));
    expect(hintOf(secret)).toBe(`${secret.slice(0, 12)}…`);
  });
});
