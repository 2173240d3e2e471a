import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TIdentityCheckPage,
  TKycDocumentPage,
  TPlayerKyc,
  TSsnReveal,
} from '@app/contracts/kyc-admin';
import type { TIdentityWidgetStatus } from '@app/contracts/kyc';
import { apiRequest } from '../../lib/api-client';
import { playerKeys } from '../players/players-api';
import type { documentQuery } from './kyc-labels';

/** Every KYC query starts with this key: a decision refreshes the queues and player panels. */
export const KYC_KEY = ['kyc'] as const;
export const kycKeys = {
  documents: (query: ReturnType<typeof documentQuery>) => [...KYC_KEY, 'documents', query] as const,
  checks: (status: TIdentityWidgetStatus, cursor: string | undefined) =>
    [...KYC_KEY, 'identity-checks', status, cursor] as const,
  player: (userId: number) => [...KYC_KEY, 'player', userId] as const,
};

/** GET /admin/kyc/documents?status&cursor: one page of the queue. */
export function useKycDocuments(query: ReturnType<typeof documentQuery>) {
  return useQuery({
    queryKey: kycKeys.documents(query),
    queryFn: ({ signal }) =>
      apiRequest<TKycDocumentPage>('/admin/kyc/documents', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/kyc/identity-checks?status&cursor: identity-widget sessions in that state. */
export function useIdentityChecks(status: TIdentityWidgetStatus, cursor: string | undefined) {
  return useQuery({
    queryKey: kycKeys.checks(status, cursor),
    queryFn: ({ signal }) =>
      apiRequest<TIdentityCheckPage>('/admin/kyc/identity-checks', {
        query: { status, cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/players/:userId/kyc: the KYC panel of the player page. */
export function usePlayerKyc(userId: number) {
  return useQuery({
    queryKey: kycKeys.player(userId),
    queryFn: ({ signal }) => apiRequest<TPlayerKyc>(`/admin/players/${userId}/kyc`, { signal }),
  });
}

export type DocumentDecision = 'approve' | 'decline' | 're-request';
export type CheckDecision = 'approve' | 'decline';

/**
 * A decided row leaves the pages it was on at once; the lists, the player's KYC panel and the
 * player's header (kycStatus) then refresh from the server.
 */
function afterDecision(
  queryClient: ReturnType<typeof useQueryClient>,
  list: 'documents' | 'identity-checks',
  userId: number,
  matches: (row: { documentId?: number; checkId?: number }) => boolean,
) {
  queryClient.setQueriesData<{ rows: { documentId?: number; checkId?: number }[] }>(
    { queryKey: [...KYC_KEY, list] },
    (page) => (page ? { ...page, rows: page.rows.filter((row) => !matches(row)) } : page),
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: KYC_KEY }),
    queryClient.invalidateQueries({ queryKey: playerKeys.one(userId) }),
  ]);
}

/** POST /admin/kyc/documents/:id/approve | decline {reason} | re-request {reason}. */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      documentId: number;
      userId: number;
      decision: DocumentDecision;
      reason?: string;
    }) =>
      apiRequest<unknown>(`/admin/kyc/documents/${input.documentId}/${input.decision}`, {
        method: 'POST',
        body: input.decision === 'approve' ? undefined : { reason: input.reason },
      }),
    onSuccess: (_data, input) =>
      afterDecision(
        queryClient,
        'documents',
        input.userId,
        (row) => row.documentId === input.documentId,
      ),
  });
}

/** POST /admin/kyc/identity-checks/:id/approve | decline {reason}. */
export function useDecideIdentityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      checkId: number;
      userId: number;
      decision: CheckDecision;
      reason?: string;
    }) =>
      apiRequest<unknown>(`/admin/kyc/identity-checks/${input.checkId}/${input.decision}`, {
        method: 'POST',
        body: input.decision === 'approve' ? undefined : { reason: input.reason },
      }),
    onSuccess: (_data, input) =>
      afterDecision(
        queryClient,
        'identity-checks',
        input.userId,
        (row) => row.checkId === input.checkId,
      ),
  });
}

/**
 * POST /admin/players/:userId/ssn/reveal {reason}: the full SSN, audited by the server. It needs a
 * recent re-authentication: the api client asks for it (4004) and sends the call once more.
 */
export function useRevealSsn(userId: number) {
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<TSsnReveal>(`/admin/players/${userId}/ssn/reveal`, {
        method: 'POST',
        body: { reason },
      }),
  });
}
