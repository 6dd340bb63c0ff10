import { brandKitResponseSchema } from '../../shared/contracts/brand';
import { brandKitOf } from '../domain/brand/brand-kit';
import { httpRoute } from '../http/route';

/** GET /api/brand: `{ brand, saved }`, the saved kit or the default one named from the domain. */
export const handler = httpRoute({
  id: 'brandGet',
  contract: { response: brandKitResponseSchema },
  handle: async ({ identity, ports }) => brandKitOf(ports.store, identity.accountId),
});
