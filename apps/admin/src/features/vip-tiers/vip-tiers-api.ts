import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVipTier } from '@app/contracts/vip';
import type { TVipTierInput } from '@app/contracts/vip-admin';
import { apiRequest } from '../../lib/api-client';

const TIERS = ['vip-tiers'] as const;

/** GET /admin/vip-tiers: every tier by level. */
export function useVipTiers() {
  return useQuery({
    queryKey: TIERS,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ tiers: TVipTier[] }>('/admin/vip-tiers', { signal })).tiers,
  });
}

/** PUT /admin/vip-tiers/:vipTierId: answers the tier as saved; the list reads again. */
export function useSaveVipTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vipTierId, input }: { vipTierId: number; input: TVipTierInput }) =>
      apiRequest<TVipTier>(`/admin/vip-tiers/${vipTierId}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIERS }),
  });
}
