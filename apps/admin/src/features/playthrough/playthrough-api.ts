import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlaythroughRule, TPlaythroughRuleChange } from '@app/contracts/playthrough';
import { apiRequest } from '../../lib/api-client';

const PLAYTHROUGH = ['playthrough'] as const;

/** GET /admin/playthrough: every SC source with its play-through multiple. */
export function usePlaythroughRules() {
  return useQuery({
    queryKey: PLAYTHROUGH,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ rows: TPlaythroughRule[] }>('/admin/playthrough', { signal })).rows,
  });
}

/** PUT /admin/playthrough/:source (playthrough.write, re-authentication, audited). */
export function useChangePlaythroughRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, change }: { source: string; change: TPlaythroughRuleChange }) =>
      apiRequest<TPlaythroughRule>(`/admin/playthrough/${source}`, { method: 'PUT', body: change }),
    onSuccess: (saved) =>
      queryClient.setQueryData<TPlaythroughRule[]>(PLAYTHROUGH, (rows) =>
        rows?.map((row) => (row.source === saved.source ? saved : row)),
      ),
  });
}
