import { useMutation } from '@tanstack/react-query';
import type { TUpdateSsnRequest, TUpdateSsnResponse } from '@app/contracts/kyc';
import { api } from '../../../lib/api-client';

/** POST /kyc/update-ssn {ssn}: only the last four digits come back. */
export function updateSsn(request: TUpdateSsnRequest): Promise<TUpdateSsnResponse> {
  return api.post<TUpdateSsnResponse>('/kyc/update-ssn', request);
}

export function useUpdateSsn() {
  return useMutation({ mutationFn: updateSsn });
}
