/**
 * The shop behind a double opt-in link (GET /api/subscribe/brand/{token}, public: the signed token is the
 * credential), for the confirmation and result pages (issue 33). Undefined while loading, for a link that
 * names no shop, or when the call fails: the page then keeps its plain look.
 */
import { useEffect, useState } from 'react';
import { subscriberBrandResponseSchema, type SubscriberBrand } from '../../../shared/contracts/brand';
import { apiRequest } from '../../lib/api-client';

export function useOptinShop(token: string | null): SubscriberBrand | undefined {
  const [shop, setShop] = useState<SubscriberBrand | undefined>();
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    apiRequest(`/api/subscribe/brand/${encodeURIComponent(token)}`, {
      anonymous: true,
      schema: subscriberBrandResponseSchema,
      signal: abort.signal,
    }).then(
      (res) => setShop(res.shop),
      () => setShop(undefined),
    );
    return () => abort.abort();
  }, [token]);
  return shop;
}
