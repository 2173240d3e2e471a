import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProposalOutcome } from '@app/contracts/dual-control';
import type {
  TAutoApprovalCeilingChange,
  TRiskRuleChange,
  TRiskRulesPage,
  TRiskSignal,
} from '@app/contracts/redemption-risk';
import { apiRequest } from '../../lib/api-client';

const RISK_RULES = ['redemption-risk-rules'] as const;

/** GET /admin/redemptions/risk-rules: the rules, the ceiling and the changes waiting. */
export function useRiskRules() {
  return useQuery({
    queryKey: RISK_RULES,
    queryFn: ({ signal }) =>
      apiRequest<TRiskRulesPage>('/admin/redemptions/risk-rules', { signal }),
  });
}

/**
 * PUT /admin/redemptions/risk-rules/:signal (redemptions.rules.write, re-authentication): a
 * tightening applies at once, a loosening waits for a second admin (decision 058).
 */
export function useProposeRiskRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signal, change }: { signal: TRiskSignal; change: TRiskRuleChange }) =>
      apiRequest<TProposalOutcome>(`/admin/redemptions/risk-rules/${signal}`, {
        method: 'PUT',
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RISK_RULES }),
  });
}

/** PUT /admin/redemptions/auto-approval-ceiling: lower at once, higher after a second admin. */
export function useProposeCeiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TAutoApprovalCeilingChange) =>
      apiRequest<TProposalOutcome>('/admin/redemptions/auto-approval-ceiling', {
        method: 'PUT',
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RISK_RULES }),
  });
}
