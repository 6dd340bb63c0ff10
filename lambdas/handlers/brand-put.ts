import { brandKitBodySchema, brandKitResponseSchema } from '../../shared/contracts/brand';
import { saveBrandKit } from '../domain/brand/brand-kit';
import { httpRoute } from '../http/route';

/** PUT /api/brand: saves the whole kit (400 with the field's sentence when a value is not allowed). */
export const handler = httpRoute({
  id: 'brandPut',
  contract: { body: brandKitBodySchema, response: brandKitResponseSchema },
  handle: async ({ identity, ports, body }) => saveBrandKit(ports, identity.accountId, body),
});
