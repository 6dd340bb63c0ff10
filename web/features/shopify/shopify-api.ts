/** The Shopify connection routes (shared/contracts/shopify.ts) and their React Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shopifyConnectionResponseSchema,
  shopifyDisconnectResponseSchema,
  type ConnectShopifyBody,
} from '../../../shared/contracts/shopify';
import { api } from '../../lib/api-client';

const KEY = ['shopifyConnection'];

export function useShopifyConnection() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get('/api/shopify/connection', { schema: shopifyConnectionResponseSchema }),
  });
}

export function useConnectShopify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectShopifyBody) =>
      api.put('/api/shopify/connection', body, { schema: shopifyConnectionResponseSchema }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}

export function useDisconnectShopify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/shopify/connection', { schema: shopifyDisconnectResponseSchema }),
    onSuccess: () => client.setQueryData(KEY, { connection: null }),
  });
}
