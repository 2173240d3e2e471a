import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRedemptionAnswer } from '@app/contracts/redemption-risk';
import type { TRedemption } from '@app/contracts/redemptions';
import { api } from '../../../lib/api-client';
import { redemptionsQueryKeys } from './get-redemptions';

/** PUT /payment/redeem-request/answer: the player's answer to finance's question (decision 057). */
export function answerRedemptionQuestion(
  answer: TRedemptionAnswer,
): Promise<{ message: string; redemption: TRedemption }> {
  return api.put('/payment/redeem-request/answer', answer, { idempotent: true });
}

export function useAnswerRedemptionQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRedemptionQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: redemptionsQueryKeys.all }),
  });
}
