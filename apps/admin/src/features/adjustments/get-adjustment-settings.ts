import { useQuery } from '@tanstack/react-query';
import type { TAdjustmentSettings } from '@app/contracts/adjustments';
import { apiRequest } from '../../lib/api-client';
import { ADJUSTMENTS_KEY } from './get-adjustments';

export const adjustmentSettingsKey = [...ADJUSTMENTS_KEY, 'settings'] as const;

/** GET /admin/settings/adjustments: the threshold above which a second member must approve. */
export function getAdjustmentSettings(signal?: AbortSignal): Promise<TAdjustmentSettings> {
  return apiRequest<TAdjustmentSettings>('/admin/settings/adjustments', { signal });
}

export function useAdjustmentSettings() {
  return useQuery({
    queryKey: adjustmentSettingsKey,
    queryFn: ({ signal }) => getAdjustmentSettings(signal),
  });
}
