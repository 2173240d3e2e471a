import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminWheelData, TWheelSegmentsInput } from '@app/contracts/spin-wheel';
import { apiRequest } from '../../lib/api-client';

const SEGMENTS = ['spin-wheel', 'segments'] as const;

/** GET /admin/spin-wheel/segments: every segment with its exact chance and the expectation. */
export function useWheelSegments() {
  return useQuery({
    queryKey: SEGMENTS,
    queryFn: ({ signal }) => apiRequest<TAdminWheelData>('/admin/spin-wheel/segments', { signal }),
  });
}

/** PUT /admin/spin-wheel/segments: saves them together; answers the wheel as saved. */
export function useSaveWheelSegments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWheelSegmentsInput) =>
      apiRequest<TAdminWheelData>('/admin/spin-wheel/segments', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(SEGMENTS, saved),
  });
}
