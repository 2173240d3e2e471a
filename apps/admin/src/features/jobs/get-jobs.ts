import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TJobListState, TJobsList } from '@app/contracts/jobs-admin';
import { apiRequest } from '../../lib/api-client';

export const JOBS_KEY = ['jobs'] as const;
export const jobsKey = (state: TJobListState) => [...JOBS_KEY, state] as const;

/** GET /admin/jobs: failed or pending jobs, and webhooks that failed processing. */
export function getJobs(state: TJobListState, signal?: AbortSignal): Promise<TJobsList> {
  return apiRequest<TJobsList>('/admin/jobs', { query: { state }, signal });
}

export function useJobs(state: TJobListState) {
  return useQuery({
    queryKey: jobsKey(state),
    queryFn: ({ signal }) => getJobs(state, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
