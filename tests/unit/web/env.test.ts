import { describe, expect, it, vi } from 'vitest';
import {
  amplifyConfigFor,
  authFlowFor,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
} from '../../../web/config/env';
import { runtimeConfigSchema } from '../../../shared/contracts/runtime-config';

const local = {
  stage: 'local',
  apiBase: '/api',
  region: 'us-east-1',
  userPoolId: 'local_5Abc',
  userPoolClientId: 'client-1',
  userPoolEndpoint: 'http://localhost:8080/cognito',
  aiProvider: 'offline',
  mailViewerUrl: 'http://localhost:8080/mail',
} as const;

const aws = {
  stage: 'aws',
  apiBase: '/api',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_AbC123',
  userPoolClientId: 'abc123clientid',
  aiProvider: 'bedrock',
} as const;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('parseRuntimeConfig', () => {
  it('accepts the local and the AWS shapes', () => {
    expect(parseRuntimeConfig(local)).toEqual(local);
    expect(parseRuntimeConfig(aws)).toEqual(aws);
  });

  it('names the missing or wrong fields', () => {
    const { userPoolId: _omit, ...missing } = aws;
    expect(() => parseRuntimeConfig(missing)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(missing)).toThrow(/userPoolId/);
    expect(() => parseRuntimeConfig({ ...aws, stage: 'prod' })).toThrow(/stage/);
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });

  it('agrees with the zod contract field by field (the browser checks by hand, issue 13)', () => {
    // Every value the schema allows or refuses for each field, tried in both checks.
    const candidates = [undefined, null, 1, '', 'x', 'local', 'aws', 'prod', 'offline', 'bedrock', 'openai'];
    const shape = runtimeConfigSchema.shape as Record<string, { _zod: { def: { entries?: object } } }>;
    let tried = 0;
    for (const field of Object.keys(shape)) {
      const allowed = Object.values(shape[field]!._zod.def.entries ?? {});
      for (const value of [...candidates, ...allowed]) {
        const input = { ...local, [field]: value };
        const zodAccepts = runtimeConfigSchema.safeParse(input).success;
        const handAccepts = (() => {
          try {
            parseRuntimeConfig(input);
            return true;
          } catch {
            return false;
          }
        })();
        expect(handAccepts, `${field} = ${JSON.stringify(value)}`).toBe(zodAccepts);
        if (zodAccepts) expect(parseRuntimeConfig(input)).toEqual(runtimeConfigSchema.parse(input));
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(80);
    expect(parseRuntimeConfig({ ...aws, unknown: 1 })).toEqual(aws);
  });
});

describe('amplifyConfigFor', () => {
  it('passes the local user pool endpoint and e-mail sign-in', () => {
    expect(amplifyConfigFor(parseRuntimeConfig(local))).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'local_5Abc',
          userPoolClientId: 'client-1',
          userPoolEndpoint: 'http://localhost:8080/cognito',
          loginWith: { email: true },
        },
      },
    });
  });

  it('leaves the endpoint out in AWS', () => {
    const cognito = amplifyConfigFor(parseRuntimeConfig(aws)).Auth?.Cognito as unknown as Record<
      string,
      unknown
    >;
    expect(cognito).not.toHaveProperty('userPoolEndpoint');
    expect(cognito.userPoolId).toBe('eu-west-1_AbC123');
  });
});

describe('authFlowFor', () => {
  it('uses USER_PASSWORD_AUTH against cognito-local and SRP in AWS', () => {
    expect(authFlowFor({ stage: 'local' })).toBe('USER_PASSWORD_AUTH');
    expect(authFlowFor({ stage: 'aws' })).toBe('USER_SRP_AUTH');
  });
});

describe('loadRuntimeConfig', () => {
  it('reports failures, allows a retry, then fetches once and caches', async () => {
    expect(() => getRuntimeConfig()).toThrow(/before it was loaded/);

    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig(offline)).rejects.toThrow(/Could not reach the server/);

    const broken = vi.fn<typeof fetch>().mockResolvedValue(new Response('oops', { status: 502 }));
    await expect(loadRuntimeConfig(broken)).rejects.toThrow(/HTTP 502/);

    const invalid = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ stage: 'local' }));
    await expect(loadRuntimeConfig(invalid)).rejects.toThrow(/apiBase/);

    const ok = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(aws));
    const [first, second] = await Promise.all([loadRuntimeConfig(ok), loadRuntimeConfig(ok)]);
    expect(first).toEqual(aws);
    expect(second).toBe(first);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(ok.mock.calls[0]?.[0]).toBe('/config.json');
    expect(await loadRuntimeConfig(ok)).toBe(first);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(getRuntimeConfig()).toBe(first);
  });
});
