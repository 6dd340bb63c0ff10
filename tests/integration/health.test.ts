import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../shared/contracts/health';
import { call } from './helpers/api';

describe('GET /api/health', () => {
  it('answers 200 with every dependency up', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(healthResponseSchema.parse(res.body)).toEqual({
      status: 'ok',
      services: { table: 'up', bucket: 'up', mail: 'up', userpool: 'up' },
    });
  });

  it('needs no token', async () => {
    const res = await call('/api/health', { token: 'not-a-token' });
    expect(res.status).toBe(200);
  });
});
