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

/** Where the confirmation page leaves its link for the result page (/subscribed) it posts on to. */
const LAST_LINK = 'jm-optin-link';
export const rememberOptinLink = (token: string) => {
  try {
    sessionStorage.setItem(LAST_LINK, token);
  } catch {
    // storage refused: the result page keeps its plain look
  }
};
export const lastOptinLink = (): string | null => {
  try {
    return sessionStorage.getItem(LAST_LINK);
  } catch {
    return null;
  }
};
