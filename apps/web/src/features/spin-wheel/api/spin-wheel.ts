import { useMutation } from '@tanstack/react-query';
import type { TSpinResult } from '@app/contracts/spin-wheel';
import { api } from '../../../lib/api-client';

/** POST /spinWheelConfiguration/spin: the prize the server drew (the same one while it is open). */
export function spinWheel(): Promise<TSpinResult> {
  return api.post<TSpinResult>('/spinWheelConfiguration/spin', undefined, { idempotent: true });
}

export function useSpin() {
  return useMutation({ mutationFn: spinWheel });
}
