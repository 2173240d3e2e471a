import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSpinCompletionData } from '@app/contracts/spin-wheel';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';

/** POST /spinWheelConfiguration/updateWallet: credits the open spin once (credited false if none). */
export function completeSpin(): Promise<TSpinCompletionData> {
  return api.post<TSpinCompletionData>('/spinWheelConfiguration/updateWallet', undefined, {
    idempotent: true,
  });
}

/** The completion refreshes the user details (balance, isSpinWheelBonusClaimed). */
export function useCompleteSpin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSpin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
