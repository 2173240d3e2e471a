import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLedgerAccount,
  TLedgerEntry,
  TPlayerFlagsRequest,
  TPlayerNote,
  TPlayerProfile,
  TPlayerPurchase,
  TPlayerRound,
  TPlayerSearchPage,
  TPlayerSearchParams,
  TPlayerSession,
  TPlayerStatus,
} from '@app/contracts/players-admin';
import { apiRequest, buildUrl } from '../../lib/api-client';

interface CursorPage<T> {
  rows: T[];
  nextBeforeId: number | null;
}

export const playerKeys = {
  all: ['players'] as const,
  search: (query: TPlayerSearchParams) => ['players', 'search', query] as const,
  one: (userId: number) => ['players', userId] as const,
  tab: (userId: number, tab: string, query?: object) => ['players', userId, tab, query] as const,
};

/** GET /admin/players: one page of the search, emails masked. */
export function usePlayerSearch(query: TPlayerSearchParams) {
  return useQuery({
    queryKey: playerKeys.search(query),
    queryFn: ({ signal }) =>
      apiRequest<TPlayerSearchPage>('/admin/players', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same search (a plain link: the browser downloads it with the staff cookie). */
export const playersCsvUrl = (query: TPlayerSearchParams) => {
  const { page: _page, pageSize: _size, ...filters } = query;
  return buildUrl('/admin/players.csv', filters);
};

export function usePlayer(userId: number) {
  return useQuery({
    queryKey: playerKeys.one(userId),
    queryFn: ({ signal }) => apiRequest<TPlayerProfile>(`/admin/players/${userId}`, { signal }),
  });
}

export function useLedger(
  userId: number,
  query: { account?: TLedgerAccount; kind?: string; beforeId?: number },
) {
  return useQuery({
    queryKey: playerKeys.tab(userId, 'ledger', query),
    queryFn: ({ signal }) =>
      apiRequest<CursorPage<TLedgerEntry>>(`/admin/players/${userId}/ledger`, {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRounds(userId: number, beforeId?: number) {
  return useQuery({
    queryKey: playerKeys.tab(userId, 'rounds', { beforeId }),
    queryFn: ({ signal }) =>
      apiRequest<CursorPage<TPlayerRound>>(`/admin/players/${userId}/rounds`, {
        query: { beforeId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type RoundDetail = TPlayerRound & { params: unknown; outcome: unknown };

export function useRound(userId: number, roundId: number | null) {
  return useQuery({
    queryKey: playerKeys.tab(userId, 'round', { roundId }),
    queryFn: ({ signal }) =>
      apiRequest<RoundDetail>(`/admin/players/${userId}/rounds/${roundId}`, { signal }),
    enabled: roundId !== null,
  });
}

export function usePurchases(userId: number, beforeId?: number) {
  return useQuery({
    queryKey: playerKeys.tab(userId, 'purchases', { beforeId }),
    queryFn: ({ signal }) =>
      apiRequest<CursorPage<TPlayerPurchase>>(`/admin/players/${userId}/purchases`, {
        query: { beforeId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSignIns(userId: number) {
  return useQuery({
    queryKey: playerKeys.tab(userId, 'sessions'),
    queryFn: ({ signal }) =>
      apiRequest<{ rows: TPlayerSession[] }>(`/admin/players/${userId}/sessions`, { signal }),
  });
}

export function useNotes(userId: number) {
  return useQuery({
    queryKey: playerKeys.tab(userId, 'notes'),
    queryFn: ({ signal }) =>
      apiRequest<{ rows: TPlayerNote[] }>(`/admin/players/${userId}/notes`, { signal }),
  });
}

/** A change to one player refreshes everything shown of them. */
function usePlayerMutation<TInput, TResult>(
  userId: number,
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.one(userId) }),
  });
}

export const useAddNote = (userId: number) =>
  usePlayerMutation(userId, (body: string) =>
    apiRequest<TPlayerNote>(`/admin/players/${userId}/notes`, { method: 'POST', body: { body } }),
  );

export const useSetFlags = (userId: number) =>
  usePlayerMutation(userId, (flags: TPlayerFlagsRequest) =>
    apiRequest(`/admin/players/${userId}/flags`, { method: 'PUT', body: flags }),
  );

export const useSetStatus = (userId: number) =>
  usePlayerMutation(userId, (input: { status: TPlayerStatus; reason: string }) =>
    apiRequest<{ status: TPlayerStatus; sessionsEnded: number }>(
      `/admin/players/${userId}/status`,
      { method: 'PUT', body: input },
    ),
  );

export const useEndSessions = (userId: number) =>
  usePlayerMutation(userId, (reason: string) =>
    apiRequest<{ ended: number }>(`/admin/players/${userId}/end-sessions`, {
      method: 'POST',
      body: { reason },
    }),
  );

/** POST /admin/players/:userId/two-factor/reset (re-authentication asked when due). */
export const useResetTwoFactor = (userId: number) =>
  usePlayerMutation(userId, (reason: string) =>
    apiRequest<{ sessionsEnded: number }>(`/admin/players/${userId}/two-factor/reset`, {
      method: 'POST',
      body: { reason },
    }),
  );
