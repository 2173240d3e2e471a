import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProposalOutcome } from '@app/contracts/dual-control';
import type {
  TAdminRedemption,
  TRedemptionPage,
  TRedemptionReview,
  TRedemptionSettings,
  TRedemptionSettingsChange,
} from '@app/contracts/redemptions-admin';
import { apiRequest } from '../../lib/api-client';
import type { redemptionQuery } from './redemption-labels';

/** Every redemptions query starts with this key: a decision refreshes them all. */
export const REDEMPTIONS_KEY = ['redemptions'] as const;
export const redemptionKeys = {
  list: (query: ReturnType<typeof redemptionQuery>) => [...REDEMPTIONS_KEY, 'list', query] as const,
  review: (id: number) => [...REDEMPTIONS_KEY, 'review', id] as const,
  settings: [...REDEMPTIONS_KEY, 'settings'] as const,
};

/**
 * GET /admin/redemptions?status&sort&cursor: one page of the queue, the riskiest first (then the
 * longest waiting) or the longest waiting first.
 */
export function useRedemptions(query: ReturnType<typeof redemptionQuery>) {
  return useQuery({
    queryKey: redemptionKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<TRedemptionPage>('/admin/redemptions', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/redemptions/:id: the request with what a reviewer needs. */
export function useRedemptionReview(id: number) {
  return useQuery({
    queryKey: redemptionKeys.review(id),
    queryFn: ({ signal }) => apiRequest<TRedemptionReview>(`/admin/redemptions/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export interface ApproveRedemptionInput {
  redeemRequestId: number;
  /** Kept across the retry after a re-authentication, so the approval is recorded once. */
  idempotencyKey: string;
}

/**
 * POST /admin/redemptions/:id/approve: the first approval of a request above the threshold is
 * recorded and waits for a second member; otherwise the payout starts.
 */
export function useApproveRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveRedemptionInput) =>
      apiRequest<TAdminRedemption>(`/admin/redemptions/${input.redeemRequestId}/approve`, {
        method: 'POST',
        idempotencyKey: input.idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY }),
  });
}

/** POST /admin/redemptions/:id/reject {reason}: the hold is released; the player is emailed. */
export function useRejectRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { redeemRequestId: number; reason: string }) =>
      apiRequest<unknown>(`/admin/redemptions/${input.redeemRequestId}/reject`, {
        method: 'POST',
        body: { reason: input.reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY }),
  });
}

/**
 * POST /admin/redemptions/:id/ask-info {question}: the player sees the question on the request
 * (and by email); their answer puts it back in the queue (decision 057).
 */
export function useAskForInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { redeemRequestId: number; question: string }) =>
      apiRequest<TAdminRedemption>(`/admin/redemptions/${input.redeemRequestId}/ask-info`, {
        method: 'POST',
        body: { question: input.question },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY }),
  });
}

/** GET /admin/redemptions/settings: the amount above which two members must approve. */
export function useRedemptionSettings() {
  return useQuery({
    queryKey: redemptionKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest<TRedemptionSettings>('/admin/redemptions/settings', { signal }),
  });
}

/**
 * PUT /admin/redemptions/settings (settings.write; audited by the server): a lower threshold
 * applies at once, a higher one waits for a second admin (decision 058).
 */
export function useSaveRedemptionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRedemptionSettingsChange) =>
      apiRequest<TRedemptionSettings & { outcome: TProposalOutcome }>(
        '/admin/redemptions/settings',
        { method: 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redemptionKeys.settings }),
  });
}
