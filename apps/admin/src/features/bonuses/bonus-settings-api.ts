import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBonusSettings } from '@app/contracts/bonus-settings';
import { apiRequest } from '../../lib/api-client';

const BONUS_SETTINGS = ['bonus-settings'] as const;

/** GET /admin/bonus-settings: the welcome, daily and referral amounts and the referral cap. */
export function useBonusSettings() {
  return useQuery({
    queryKey: BONUS_SETTINGS,
    queryFn: ({ signal }) => apiRequest<TBonusSettings>('/admin/bonus-settings', { signal }),
  });
}

/** PUT /admin/bonus-settings (rewards.write, re-authentication): answers the settings saved. */
export function useSaveBonusSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBonusSettings) =>
      apiRequest<TBonusSettings>('/admin/bonus-settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(BONUS_SETTINGS, saved),
  });
}
