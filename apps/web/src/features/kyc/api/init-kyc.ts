import { useMutation } from '@tanstack/react-query';
import type { TInitKycResponse } from '@app/contracts/kyc';
import { api } from '../../../lib/api-client';

/** GET /kyc/init-kyc: starts the identity widget; success false when it declined the player. */
export function initKyc(): Promise<TInitKycResponse> {
  return api.get<TInitKycResponse>('/kyc/init-kyc');
}

export function useInitKyc() {
  return useMutation({ mutationFn: initKyc });
}
