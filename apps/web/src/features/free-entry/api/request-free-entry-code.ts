import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAmoeCode } from '@app/contracts/amoe';
import { api } from '../../../lib/api-client';
import { freeEntryQueryKey } from './get-free-entry';

/** POST /amoe/free-entry/code: today's code, issued now or earlier today (one a day). */
export async function requestFreeEntryCode(): Promise<TAmoeCode> {
  const data = await api.post<{ code: TAmoeCode }>('/amoe/free-entry/code', undefined, {
    idempotent: true,
  });
  return data.code;
}

export function useRequestFreeEntryCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestFreeEntryCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: freeEntryQueryKey }),
  });
}
