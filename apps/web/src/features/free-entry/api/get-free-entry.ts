import { useQuery } from '@tanstack/react-query';
import type { TFreeEntry } from '@app/contracts/amoe';
import { api } from '../../../lib/api-client';

/** The player's free-entry codes; a credited card changes it, as any money event does. */
export const freeEntryQueryKey = ['amoe', 'free-entry'] as const;

/** GET /amoe/free-entry: today's code (null before it is asked for), recent ones and the rules. */
export function getFreeEntry(signal?: AbortSignal): Promise<TFreeEntry> {
  return api.get<TFreeEntry>('/amoe/free-entry', { signal });
}

export function useFreeEntry() {
  return useQuery({ queryKey: freeEntryQueryKey, queryFn: ({ signal }) => getFreeEntry(signal) });
}
