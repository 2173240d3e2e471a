import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJurisdiction, TJurisdictionChange } from '@app/contracts/jurisdictions';
import { apiRequest } from '../../lib/api-client';

const JURISDICTIONS = ['jurisdictions'] as const;

/** GET /admin/jurisdictions: every state and DC with its rules and scheduled change. */
export function useJurisdictions() {
  return useQuery({
    queryKey: JURISDICTIONS,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ rows: TJurisdiction[] }>('/admin/jurisdictions', { signal })).rows,
  });
}

/** PUT /admin/jurisdictions/:stateCode (jurisdictions.write, re-authentication, audited). */
export function useChangeJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stateCode, change }: { stateCode: string; change: TJurisdictionChange }) =>
      apiRequest<TJurisdiction>(`/admin/jurisdictions/${stateCode}`, {
        method: 'PUT',
        body: change,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<TJurisdiction[]>(JURISDICTIONS, (rows) =>
        rows?.map((row) => (row.stateCode === saved.stateCode ? saved : row)),
      ),
  });
}
