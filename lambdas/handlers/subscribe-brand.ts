import * as z from 'zod';
import { subscriberBrandResponseSchema } from '../../shared/contracts/brand';
import { optinShopBrand } from '../domain/brand/subscriber-brand';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/** GET /api/subscribe/brand/{token} (public): the shop of a double opt-in link; changes nothing; 404 if forged. */
export const handler = httpRoute({
  id: 'subscribeBrand',
  uses: [signingPort],
  contract: {
    params: z.object({ token: z.string().min(1).max(400) }),
    response: subscriberBrandResponseSchema,
  },
  handle: ({ ports, params }) => optinShopBrand(ports, params.token),
});
