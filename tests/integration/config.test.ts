import { describe, expect, inject, it } from 'vitest';
import { runtimeConfigSchema } from '../../shared/contracts/runtime-config';
import { call } from './helpers/api';

describe('GET /config.json', () => {
  it('gives the SPA a valid runtime config pointing at this origin', async () => {
    const { baseUrl, env } = inject('stack');
    const res = await call('/config.json');
    expect(res.status).toBe(200);
    const config = runtimeConfigSchema.parse(res.body);
    expect(config).toEqual({
      stage: 'local',
      apiBase: '/api',
      region: env.AWS_REGION,
      userPoolId: env.USER_POOL_ID,
      userPoolClientId: env.USER_POOL_CLIENT_ID,
      userPoolEndpoint: `${baseUrl}/cognito`,
      aiProvider: 'offline',
      mailViewerUrl: `${baseUrl}/_local/mail`,
    });
  });

  it('serves the pool JWKS through the same-origin /cognito proxy', async () => {
    const { env } = inject('stack');
    const res = await call<{ keys: { kid: string; kty: string }[] }>(
      `/cognito/${env.USER_POOL_ID}/.well-known/jwks.json`,
    );
    expect(res.status).toBe(200);
    expect(res.body.keys[0]).toMatchObject({ kid: 'CognitoLocal', kty: 'RSA' });
  });

  it('links the sent-mail viewer, which lists what SES accepted', async () => {
    const res = await fetch(`${inject('stack').baseUrl}/_local/mail`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const viewer = res.headers.get('location') as string;
    expect(viewer).toBe(`${inject('stack').env.AWS_ENDPOINT_SES}/`);
    const store = await fetch(`${viewer}store`);
    expect(store.status).toBe(200);
    expect(await store.json()).toHaveProperty('emails');
  });
});
