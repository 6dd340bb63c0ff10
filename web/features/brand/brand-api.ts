/** The brand kit's calls (contracts in shared/contracts/brand.ts) as React Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandKitResponseSchema, type BrandKit } from '../../../shared/contracts/brand';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

export const brandQueryKey = (userId: string) => ['brand', userId] as const;

export function useBrandKit() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: brandQueryKey(user?.id ?? ''),
    queryFn: ({ signal }) => api.get('/api/brand', { schema: brandKitResponseSchema, signal }),
    enabled: status === 'signedIn' && !!user,
  });
}

export function useSaveBrandKit() {
  const { user } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (brand: BrandKit) => api.put('/api/brand', brand, { schema: brandKitResponseSchema }),
    onSuccess: (saved) => client.setQueryData(brandQueryKey(user?.id ?? ''), saved),
  });
}
