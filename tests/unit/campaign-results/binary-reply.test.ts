import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { withDeps } from '../../../lambdas/deps';
import { binaryReply } from '../../../lambdas/http/responses';
import { routeHandler } from '../../../lambdas/http/route';
import { apiEvent, lambdaContext, unitDeps } from '../support/api-event';

/** The opens pixel's answer through the real middy chain: a binary body goes out as base64, flagged so. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const route = routeHandler(
  { id: 'unitPixel', auth: 'public', maxBodyBytes: 0 },
  { handle: async () => binaryReply(200, pixel, { 'content-type': 'image/gif' }) },
);

describe('binaryReply', () => {
  it('answers the bytes base64-encoded with isBase64Encoded, and its own content-type', async () => {
    const e = apiEvent({ routeKey: 'GET /api/o/{file}', rawPath: '/api/o/x.gif', headers: {} });
    const res = (await withDeps(unitDeps(), () =>
      route(e, lambdaContext('aws-req')),
    )) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(200);
    expect(res.isBase64Encoded).toBe(true);
    expect(res.headers).toMatchObject({ 'content-type': 'image/gif' });
    expect(Buffer.from(res.body ?? '', 'base64').equals(pixel)).toBe(true);
  });
});
