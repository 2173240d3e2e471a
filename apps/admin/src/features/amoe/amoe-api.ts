import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAmoeCard,
  TAmoeCardEntry,
  TAmoeCardListPage,
  TAmoeCardListQuery,
  TAmoeCodeLookup,
} from '@app/contracts/amoe';
import { apiRequest } from '../../lib/api-client';

/** Every free-entry query starts with this key: an entered card refreshes them all. */
export const AMOE_KEY = ['amoe'] as const;

/** GET /admin/amoe/cards: one page of entered cards, newest first. */
export function useAmoeCards(query: TAmoeCardListQuery) {
  return useQuery({
    queryKey: [...AMOE_KEY, 'cards', query],
    queryFn: ({ signal }) =>
      apiRequest<TAmoeCardListPage>('/admin/amoe/cards', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/amoe/codes/:code: the code's player to compare with the card (audited as a view). */
export function lookUpAmoeCode(code: string): Promise<TAmoeCodeLookup> {
  return apiRequest<TAmoeCodeLookup>(`/admin/amoe/codes/${encodeURIComponent(code)}`);
}

export interface EnterCardInput {
  entry: TAmoeCardEntry;
  /** The same key for every attempt of one entry (docs/decisions/021). */
  idempotencyKey: string;
}

/** POST /admin/amoe/cards: the card is credited once if valid, else refused with the reason. */
export function useEnterAmoeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entry, idempotencyKey }: EnterCardInput) =>
      (
        await apiRequest<{ card: TAmoeCard }>('/admin/amoe/cards', {
          method: 'POST',
          body: entry,
          idempotencyKey,
        })
      ).card,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AMOE_KEY }),
  });
}
